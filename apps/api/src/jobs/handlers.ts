import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import { purgeExpiredRetention } from '../modules/account/close-account.js';
import { enforceKycDeadline } from '../modules/kyc/kyc-deadline.js';
import { sendCrossSellOffers } from '../modules/notifications/cross-sell.js';
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
    'kyc.deadline': async () => {
      await enforceKycDeadline(ctx);
    },
    'marketing.cross-sell': async () => {
      await sendCrossSellOffers(ctx);
    },
  };
}

/** Scheduled by the worker: reconciliation every minute, premium collection every hour, the retention purge daily. */
export const RECURRING_JOBS: RecurringJob[] = [
  { kind: 'payments.reconcile', everyMs: 60_000 },
  { kind: 'premiums.collect', everyMs: 3_600_000 },
  { kind: 'accounts.purge-retained', everyMs: 24 * 3_600_000 },
  { kind: 'kyc.deadline', everyMs: 3_600_000 },
  { kind: 'marketing.cross-sell', everyMs: 3_600_000 },
];
