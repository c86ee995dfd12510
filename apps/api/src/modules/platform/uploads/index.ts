/**
 * The public surface of the uploads module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { deleteUploadsOf } from './uploads.repo.js';
export { uploadRoutes } from './uploads.routes.js';
export { createUploadsService, findOwnUploadByUrl } from './uploads.service.js';
