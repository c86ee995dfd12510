/**
 * The public surface of the payments module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { DISPUTE_EVENTS, disputeReference, recordDisputeEvent } from './disputes.js';
export {
  CARD_UPDATE_PURPOSE,
  confirmReference,
  extendedPolicy,
  type FulfilOutcome,
  fulfilReference,
} from './fulfilment.js';
export {
  activeProductUids,
  cardsExpiringIn,
  checkoutSummary,
  deactivateAuthorization,
  deleteAuthorizationsOf,
  deleteOwnCard,
  findReference,
  findReusableAuthorization,
  hasReusableCard,
  insertReference,
  issuedWithFreeMonth,
  latestPaymentForPolicy,
  listActiveCards,
  type AuthorizationRow,
  paidReferences,
  referencePaidBy,
  referencesOf,
} from './payments.repo.js';
export { paymentRoutes } from './payments.routes.js';
export {
  cardQuote,
  createPaymentsService,
  newReference,
  referenceRateLimit,
} from './payments.service.js';
export { postRefundApproved } from './payments-ledger.js';
export { queueRefund, refundableLeft } from './queue-refund.js';
export { reconcilePendingReferences } from './reconciliation.js';
export { applyRefundOutcome, processRefund, reconcileRequestedRefunds } from './refunds.js';
