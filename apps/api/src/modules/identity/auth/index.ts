/**
 * The public surface of the auth module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { deleteResetTokensOf } from './auth.repo.js';
export { authRoutes } from './auth.routes.js';
export { openPhoneOnlyAccount } from './phone-accounts.js';
export {
  checkUssdPin,
  clearUssdPin,
  hasUssdPin,
  type PinCheck,
  setUssdPinHash,
} from './ussd-pin.js';
