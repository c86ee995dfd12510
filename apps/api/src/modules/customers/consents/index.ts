/**
 * The public surface of the consents module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export {
  consentsOf,
  continuationAgreed,
  forgetConsentAddresses,
  hasContinuationConsent,
  recordConsent,
} from './consents.repo.js';
