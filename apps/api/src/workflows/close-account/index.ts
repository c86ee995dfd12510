/**
 * The public surface of the account module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { accountRoutes } from './account.routes.js';
export { closeAccountDepsOf, purgeExpiredRetention } from './close-account.js';
