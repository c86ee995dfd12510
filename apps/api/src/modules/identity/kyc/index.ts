/**
 * The public surface of the kyc module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { enforceKycDeadline } from './kyc-deadline.js';
export {
  decideKycReview,
  findKycReview,
  hasHeldKycReview,
  listHeldKycReviews,
  nameDisclosuresOfCustomers,
} from './kyc-review.js';
export { deleteOtpCodesOf, eraseKycRecordsOf } from './kyc.repo.js';
export { verifiedBankAccountOf } from './kyc-bank-account.js';
export { kycRoutes } from './kyc.routes.js';
export { createKycService, kycDepsOf } from './kyc.service.js';
