/**
 * The public surface of the work queue (docs/architecture.md, 'How to raise a work item'): what
 * waits for a team (finance, the claims team), raised in the transaction of the news, closed by
 * what settles it or resolved by hand. Code outside this folder imports only from here.
 */
export {
  closeBatchFailure,
  closeBatchFailures,
  closeSubjectItem,
  closeWorkItems,
  type NotResolvable,
  openWorkItemCounts,
  openWorkItems,
  raiseWorkItem,
  type RaiseWorkItem,
  recordBatchFailure,
  resolveWorkItem,
  WORK_ITEM_KINDS,
  type WorkItemKind,
  workItemRaised,
  workItemRaisedAbout,
  type WorkTeam,
} from './work-items.js';
export {
  askForTopUpAtPaystack,
  askForTopUpIfNegative,
  balanceCovers,
  closeTopUpItem,
  isInsufficientBalance,
  paystackBalanceKobo,
  topUpAskedKobo,
} from './paystack-balance.js';
export { workQueueRoutes } from './work-queue.routes.js';
