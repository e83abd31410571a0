// Images the staff upload.
import fp from 'fastify-plugin';
import { registerUploadRoutes } from './routes';
import { createUploadService } from './service';

export const uploadsRoutes = fp(async (app) => registerUploadRoutes(app, { uploads: createUploadService({ storage: app.storage }), guards: app.guards }), {
  name: 'uploads-routes',
  dependencies: ['core', 'auth'],
});
