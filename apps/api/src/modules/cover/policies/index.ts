/**
 * The public surface of the policies module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export {
  endCoverOnDeath,
  endWithSponsorship,
  extendedPolicy,
  paidPeriodOf,
  extendPolicy,
  findOwnPolicyByNumber,
  findPoliciesByIds,
  issuePolicy,
  lapsePaused,
  lapsePolicy,
  listPolicies,
  pauseForVerification,
  pausePolicy,
  pauseUnpaid,
  policiesInGraceWarning,
  type PolicyRow,
  type PolicyWithProduct,
  resumeAfterVerificationPause,
  setPolicySponsor,
  takeBackPaidMonths,
} from './policies.repo.js';
export { policyRoutes } from './policies.routes.js';
export {
  historyAnswer,
  historyCoverOn,
  movePolicy,
  type PolicyEventRow,
  policyHistories,
} from './policy-moves.js';
export { type PolicyAnswer, toPolicyAnswer } from './policy-view.js';
export { sponsorNameOf } from './sponsored-through.js';
