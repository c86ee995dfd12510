/**
 * The public surface of the claims module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { backfillClaimDueBy, claimDueVersion } from './claim-due.js';
export { runClaimsSchedule } from './claims-schedule.js';
export { claimAdminRoutes, claimRoutes } from './claims.routes.js';
export { nextOfKinClaimRoutes } from './next-of-kin-claims.js';
export { payoutReference } from './payouts.js';
export {
  applyTransferOutcome,
  reconcileTransfers,
  sendTransfer,
  transferInFlight,
  transferStatusOf,
} from './payout-transfers.js';
export { automateClaim } from './claim-automation.js';
export { sendAutomationReport } from './claim-look-back.js';
export { claimAutomationRoutes } from './claim-automation.routes.js';
export { claimLimits } from './claim-cover.js';
export { cachedPromiseSentence } from './claim-promise.js';
export { fileClaim, listOwnClaims, payoutAccountOnFile } from './claim-filing.js';
export { askedToPayAdminRoutes, askedToPayRoutes } from './asked-to-pay.routes.js';
export { escalateAskedToPay } from './asked-to-pay.js';
