/**
 * The public surface of the products module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { syncIncomeRateTable } from './income-plans.js';
export {
  findPlansWithProducts,
  findProductByKey,
  listProductsWithPlans,
  type PlanRow,
  type ProductRow,
} from './products.repo.js';
export { productRoutes } from './products.routes.js';
