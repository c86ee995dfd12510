/**
 * The public surface of the products module (docs/architecture.md, "Module groups"): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { listProductsWithPlans } from './products.repo.js';
export { productRoutes } from './products.routes.js';
