/**
 * The public surface of the backoffice module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { backofficeRoutes } from './backoffice.routes.js';
export { reviewsRoutes } from './reviews.routes.js';
