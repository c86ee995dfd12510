import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import { escalateAskedToPay, runClaimsSchedule } from '../modules/cover/claims/index.js';
import {
  automateClaim,
  reconcileTransfers,
  sendAutomationReport,
  sendTransfer,
} from '../modules/cover/claims/index.js';
import { closeAccountDepsOf, purgeExpiredRetention } from '../workflows/close-account/index.js';
import { enforceKycDeadline } from '../modules/identity/kyc/index.js';
import { sendCrossSellOffers } from '../workflows/cross-sell/index.js';
import {
  deliverNotification,
  type DeliveryDeps,
  sendQueuedWhatsApp,
  smsAfterWhatsAppFailed,
} from '../modules/platform/messaging/index.js';
import { handleWhatsAppInbound, whatsappOfCustomer } from '../workflows/whatsapp/index.js';
import { customerContact } from '../modules/customers/customers/index.js';
import { staffContact } from '../modules/platform/access/index.js';
import { processRefund, reconcileRequestedRefunds } from '../modules/sales/payments/index.js';
import { reconcilePendingReferences } from '../modules/sales/payments/index.js';
import { collectDuePremiums } from '../modules/sales/billing/index.js';
import { refreshBanks } from '../modules/platform/reference/index.js';
import { bookRates, keepTheBooks } from '../modules/platform/ledger/index.js';
import { runSponsorshipLifecycle, sponsorDocument } from '../modules/sales/sponsors/index.js';
import {
  escalatePreauthorisations,
  makeCapitationStatements,
} from '../modules/cover/hospital-care/index.js';
import { reconcileSettlements } from '../modules/back-office/finance/index.js';
import { processWebhookEvent } from '../workflows/webhooks/index.js';
import { createInvoicesService } from '../modules/sales/invoices/index.js';
import { sendTelemedicineRequest } from '../modules/cover/telemedicine/index.js';
import { pruneOutbox } from './queue.js';
import type { JobHandlers, JobWorkerOptions, KindOptions, RecurringJob } from './worker.js';
import type { JobKind } from './queue.js';

/** What each kind of job does. */
/**
 * What messaging's deliveries need from above it (docs/architecture.md, 'The layers'): the owners'
 * contact look-ups (a customer's, a staff member's) and the invoices module's receipt maker.
 */
export function deliveryDeps(ctx: AppContext): DeliveryDeps {
  return {
    contacts: {
      // A customer's WhatsApp (when linked and agreed to) is the WhatsApp workflow's to answer.
      customer: async (db, customerId) => {
        const contact = await customerContact(db, customerId);
        return contact && { ...contact, whatsapp: await whatsappOfCustomer(db, customerId) };
      },
      staff: staffContact,
    },
    receiptFor: (customerId, reference, productUid) =>
      createInvoicesService(ctx).receiptForMessage(customerId, reference, productUid),
    documentFor: (ref) => sponsorDocument(ctx, ref),
  };
}

export function createJobHandlers(ctx: AppContext, log?: FastifyBaseLogger): JobHandlers {
  return {
    'webhook.process': ({ webhookEventId }) => processWebhookEvent(ctx, webhookEventId, log),
    'payments.reconcile': async () => {
      await reconcilePendingReferences(ctx);
      await reconcileRequestedRefunds(ctx);
    },
    'payments.refund': ({ refundId }) => processRefund(ctx, refundId),
    'premiums.collect': async () => {
      await collectDuePremiums(ctx);
    },
    'accounts.purge-retained': async () => {
      await purgeExpiredRetention(closeAccountDepsOf(ctx), log);
    },
    'sponsors.lifecycle': async () => {
      await runSponsorshipLifecycle(ctx);
    },
    'finance.reconcile-settlements': async () => {
      await reconcileSettlements(ctx);
    },
    'notifications.deliver': (input) => deliverNotification(ctx, input, deliveryDeps(ctx)),
    'whatsapp.send': (input) => sendQueuedWhatsApp(ctx, input, smsAfterWhatsAppFailed),
    'whatsapp.inbound': (input) => handleWhatsAppInbound(ctx, input, log),
    'maintenance.prune': async () => {
      await pruneOutbox(ctx.database.db, ctx.now());
      await ctx.rateLimiter.prune();
    },
    'payouts.send': ({ transferId }) => sendTransfer(ctx, transferId),
    'payouts.reconcile': async () => {
      await reconcileTransfers(ctx);
    },
    'claims.automate': async ({ claimId }) => {
      await automateClaim(ctx, claimId);
    },
    'claims.schedule': async () => {
      await runClaimsSchedule(ctx, log);
    },
    'claims.automation-report': async () => {
      await sendAutomationReport(ctx);
    },
    'kyc.deadline': async () => {
      await enforceKycDeadline(ctx);
    },
    'marketing.cross-sell': async () => {
      await sendCrossSellOffers(ctx);
    },
    'telemedicine.send': ({ requestId }) => sendTelemedicineRequest(ctx, requestId),
    'banks.refresh': async () => {
      await refreshBanks(ctx, log);
    },
    'ledger.earn-premiums': async () => {
      const done = await keepTheBooks(ctx.database.db, {
        now: ctx.now(),
        rates: bookRates(ctx.config.underwriter),
        ibnrRate: ctx.config.underwriter.ibnrRate,
      });
      if (done.restated > 0 || done.ibnrMonths.length > 0) log?.info(done, 'the books kept');
    },
    'capitation.monthly': async () => {
      await makeCapitationStatements(ctx);
    },
    'preauthorisations.escalate': async () => {
      await escalatePreauthorisations(ctx);
      // "I was asked to pay" runs on the same clock (issue 39 item 6).
      await escalateAskedToPay(ctx);
    },
  };
}

/**
 * Scheduled kinds (pg-boss cron, UTC; fired once across processes): reconciliation every minute,
 * premium collection every hour, the retention purge daily at midnight, housekeeping every hour.
 * `{ kind, everyMs }` or `{ kind, cron: '30 8 * * *' }`; docs/operations.md lists what each does.
 */
export const RECURRING_JOBS: RecurringJob[] = [
  { kind: 'payments.reconcile', everyMs: 60_000 },
  { kind: 'premiums.collect', everyMs: 3_600_000 },
  { kind: 'sponsors.lifecycle', everyMs: 3_600_000 },
  // Daily at 07:00 Lagos (06:00 UTC), after Paystack's morning settlements (docs/operations.md).
  { kind: 'finance.reconcile-settlements', cron: '0 6 * * *' },
  { kind: 'accounts.purge-retained', everyMs: 24 * 3_600_000 },
  { kind: 'maintenance.prune', everyMs: 3_600_000 },
  { kind: 'payouts.reconcile', everyMs: 5 * 60_000 },
  { kind: 'claims.schedule', everyMs: 3_600_000 },
  // Mondays at 08:00 Lagos (07:00 UTC): last week's outcomes of the rules that approve claims.
  { kind: 'claims.automation-report', cron: '0 7 * * 1' },
  { kind: 'kyc.deadline', everyMs: 3_600_000 },
  { kind: 'marketing.cross-sell', everyMs: 3_600_000 },
  { kind: 'banks.refresh', everyMs: 24 * 3_600_000 },
  // Once a day's part per premium (its idempotency key); hourly so a new Lagos day is not missed.
  { kind: 'ledger.earn-premiums', everyMs: 3_600_000 },
  // Makes last month's statements once (the first run of a month); later runs find them made.
  { kind: 'capitation.monthly', everyMs: 3_600_000 },
  // The NHIA's hour (issue 39 item 5): a request 45 minutes unanswered escalates within a minute.
  { kind: 'preauthorisations.escalate', everyMs: 60_000 },
];

/**
 * pg-boss queue options per kind, over the defaults in jobs/worker.ts (10 attempts, backoff from
 * 30 s to an hour, 5 minutes before a silent worker's job goes to another; scheduled kinds 3 attempts).
 */
/**
 * The WhatsApp channel's jobs run many at once, one lane per person (their messages in order):
 * each is a few queries, and a reply waits for them (docs/operations.md, 'WhatsApp').
 */
const laneOfWhatsApp = (payload: unknown) => {
  const waId = (payload as { waId?: unknown }).waId;
  return typeof waId === 'string' ? waId : '';
};
/** A WhatsApp message's row id: the order it was stored in. */
const orderOfWhatsApp = (payload: unknown) => {
  const id = (payload as { messageId?: unknown }).messageId;
  return typeof id === 'number' ? id : 0;
};
export const JOB_LANES: JobWorkerOptions['lanes'] = {
  'whatsapp.inbound': { batchSize: 50, laneOf: laneOfWhatsApp, orderOf: orderOfWhatsApp },
  'whatsapp.send': { batchSize: 50, laneOf: laneOfWhatsApp, orderOf: orderOfWhatsApp },
};

export const JOB_KIND_OPTIONS: Partial<Record<JobKind, KindOptions>> = {
  // Premium collection charges many cards in one run: give it longer before another worker takes over.
  'premiums.collect': { expireInSeconds: 1_800 },
};
