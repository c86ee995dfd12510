/**
 * The public surface of the health module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { healthRoutes } from './health.routes.js';
