import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import { runClaimsSchedule } from '../modules/claims/claims-schedule.js';
import { reconcileTransfers, sendTransfer } from '../modules/claims/payouts.js';
import { purgeExpiredRetention } from '../modules/account/close-account.js';
import { deliverNotification } from '../modules/notifications/notifications.service.js';
import { processRefund, reconcileRequestedRefunds } from '../modules/payments/refunds.js';
import { reconcilePendingReferences } from '../modules/payments/reconciliation.js';
import { collectDuePremiums } from '../modules/policies/renewals.js';
import { processWebhookEvent } from '../modules/webhooks/webhooks.service.js';
import type { JobHandlers, RecurringJob } from './worker.js';

/** What each kind of job does. */
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
      await purgeExpiredRetention(ctx, log);
    },
    'notifications.deliver': (input) => deliverNotification(ctx, input),
    'payouts.send': ({ transferId }) => sendTransfer(ctx, transferId),
    'payouts.reconcile': async () => {
      await reconcileTransfers(ctx);
    },
    'claims.schedule': async () => {
      await runClaimsSchedule(ctx, log);
    },
  };
}

/** Scheduled by the worker: reconciliation every minute, premium collection every hour, the retention purge daily. */
export const RECURRING_JOBS: RecurringJob[] = [
  { kind: 'payments.reconcile', everyMs: 60_000 },
  { kind: 'premiums.collect', everyMs: 3_600_000 },
  { kind: 'accounts.purge-retained', everyMs: 24 * 3_600_000 },
  { kind: 'payouts.reconcile', everyMs: 5 * 60_000 },
  { kind: 'claims.schedule', everyMs: 3_600_000 },
];
