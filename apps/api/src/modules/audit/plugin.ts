// The audit trail, as the owner reads it.
import fp from 'fastify-plugin';
import { registerAuditRoutes } from './routes';

export const auditRoutes = fp(async (app) => registerAuditRoutes(app, { db: app.db, guards: app.guards }), {
  name: 'audit-routes',
  dependencies: ['core', 'auth'],
});
