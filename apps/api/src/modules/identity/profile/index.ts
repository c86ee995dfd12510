/**
 * The public surface of the profile module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { customerRoutes } from './profile.routes.js';
export { createCustomersService, profileCopy } from './profile.service.js';
