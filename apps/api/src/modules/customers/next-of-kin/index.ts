/**
 * The public surface of the next-of-kin module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { deleteNextOfKinOf, findNextOfKinRecord } from './next-of-kin.repo.js';
export { nextOfKinRoutes } from './next-of-kin.routes.js';
