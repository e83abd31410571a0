// The public face of the uploads module: what the app and other modules may use (its internals stay its own).
export { createUploadService, storeSingleImage, type IncomingFile } from './service';
export { imageFilesOf, registerImageMultipart, registerUploadRoutes } from './routes';
export { uploadsRoutes } from './plugin';
