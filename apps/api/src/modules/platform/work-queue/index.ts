/**
 * The public surface of the work queue (docs/architecture.md, 'How to raise a work item'): what
 * waits for a team (finance, the claims team), raised in the transaction of the news, closed by
 * what settles it or resolved by hand. Code outside this folder imports only from here.
 */
export {
  closeWorkItems,
  type NotResolvable,
  openWorkItemCounts,
  openWorkItems,
  raiseWorkItem,
  type RaiseWorkItem,
  resolveWorkItem,
  WORK_ITEM_KINDS,
  type WorkItemKind,
  workItemKindsOf,
  workItemRaised,
  type WorkTeam,
} from './work-items.js';
export { workQueueRoutes } from './work-queue.routes.js';
