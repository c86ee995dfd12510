/**
 * The public surface of the reference module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { refreshBanks } from './banks-refresh.js';
export {
  bankNamesByCode,
  findBankByCode,
  findBanksByName,
  findCancellationReason,
  findState,
} from './reference.repo.js';
export { referenceRoutes } from './reference.routes.js';
