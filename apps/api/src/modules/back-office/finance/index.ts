/**
 * The public surface of the finance module (docs/architecture.md, 'The layers'): the back
 * office's finance screens and reports. Code outside this folder imports only from here.
 */
export { financeLedgerRoutes } from './finance-ledger.routes.js';
export { moneyQueueRoutes } from './money-queue.routes.js';
export { paystackTopUpRoutes } from './paystack-top-ups.routes.js';
export { reconcileSettlements } from './reconciliation.js';
export { reconciliationRoutes } from './reconciliation.routes.js';
export { bordereauxRoutes } from './bordereaux.routes.js';
export { financeBooksRoutes } from './books.routes.js';
