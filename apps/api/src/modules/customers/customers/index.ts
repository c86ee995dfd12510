/**
 * The public surface of the customers module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export {
  acceptsMarketing,
  addEmailToPhoneAccount,
  anonymiseClosedCustomer,
  customerContact,
  customerLanguage,
  type CustomerProfileChanges,
  type CustomerRow,
  eraseRetainedRecord,
  findCustomerByEmail,
  findCustomerByPhone,
  findCustomerById,
  insertCustomer,
  lockCustomer,
  markEmailVerified,
  markEmploymentLetterInReview,
  markIdVerifiedByCode,
  markKycComplete,
  markKycIncomplete,
  PROFILE_FLAGS,
  type ProfileProduct,
  resetKyc,
  setCustomerPassword,
  setKycInReview,
  setProfileComplete,
  updateCustomerProfile,
} from './customers.repo.js';
