import { isSponsorInvoiceReference } from '@alaafia/domain';
import { eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { webhookEvents } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import { badRequest, unauthorized } from '../../lib/http-errors.js';
import {
  DISPUTE_EVENTS,
  disputeReference,
  recordDisputeEvent,
} from '../../modules/sales/payments/index.js';
import { confirmReference, type FulfilOutcome } from '../../modules/sales/payments/index.js';
import { applyRefundOutcome } from '../../modules/sales/payments/index.js';
import { fromPaystackRefund } from '../../integrations/payments/paystack-schemas.js';
import {
  applyTransferOutcome,
  transferInFlight,
  transferStatusOf,
} from '../../modules/cover/claims/index.js';
import { confirmSponsorPayment } from '../../modules/sales/sponsors/index.js';

/** Paystack's refund outcome events; they carry data.transaction_reference, not data.reference. */
const REFUND_EVENTS = [
  'refund.pending',
  'refund.processing',
  'refund.processed',
  'refund.failed',
  'refund.needs-attention',
] as const;

/** Paystack's transfer outcome events (claim payouts, modules/cover/claims/payouts.ts); keyed on data.reference. */
const TRANSFER_EVENTS = ['transfer.success', 'transfer.failed', 'transfer.reversed'] as const;

/** The Paystack events we act on; others are acknowledged and dropped. */
const HANDLED_EVENTS = new Set<string>([
  'charge.success',
  ...TRANSFER_EVENTS,
  ...REFUND_EVENTS,
  ...DISPUTE_EVENTS,
]);

/**
 * The key an event is stored and deduplicated under (webhook_events.reference): the transaction's
 * reference for charge.success; for a refund or a dispute, the transaction's reference with the
 * refund's or dispute's Paystack id, so two refunds of one transaction are two events.
 */
function webhookKey(event: string, data: unknown): string | null {
  const d = (data ?? {}) as { reference?: unknown; id?: unknown };
  if (event === 'charge.success' || event.startsWith('transfer.')) {
    return typeof d.reference === 'string' && d.reference !== '' ? d.reference : null;
  }
  const id = typeof d.id === 'number' || typeof d.id === 'string' ? String(d.id) : '';
  if (event.startsWith('refund.')) {
    // refund.pending, .processing and .processed carry no refund id (Paystack's examples): the
    // refund's own reference, else its amount, tells two refunds of one transaction apart.
    const refund = fromPaystackRefund(data, null);
    const reference = refund.transactionReference;
    const { refund_reference: refundReference } = (data ?? {}) as { refund_reference?: unknown };
    const key =
      id ||
      (typeof refundReference === 'string' && refundReference !== ''
        ? refundReference
        : refund.amountKobo !== null
          ? `amount-${refund.amountKobo}`
          : '');
    return reference ? `${reference}#refund-${key}` : null;
  }
  if (event.startsWith('charge.dispute.')) {
    const reference = disputeReference(data);
    return reference && id ? `${reference}#dispute-${id}` : null;
  }
  return null;
}

/** What Paystack's webhook is answered with: the provider reads it, never a customer (English). */
const paystackWebhookCopy = { badSignature: 'Invalid signature.' } as const;

/**
 * Receives a Paystack webhook: the signature is checked on the raw body first (a bad one is 401 and
 * nothing is stored); the event is stored once per (event, reference) and a job is queued in the
 * same transaction, so the answer can be 200 at once and the work survives a restart.
 *
 * Deduplication follows what was fulfilled, not the first delivery: a repeat of an event still
 * waiting for its job, or whose work is done (processed_at), is dropped; a repeat of an event whose
 * last processing found the reference not paid yet is taken in and processed again.
 */
export async function receivePaystackWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ stored: boolean }> {
  if (!ctx.payments.verifyWebhookSignature(rawBody, signature)) {
    throw unauthorized(paystackWebhookCopy.badSignature);
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest();
  }
  const event = (body as { event?: unknown })?.event;
  if (typeof event !== 'string') throw badRequest();
  const reference = HANDLED_EVENTS.has(event)
    ? webhookKey(event, (body as { data?: unknown })?.data)
    : null;
  if (!reference) return { stored: false };
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEvents)
      .values({
        provider: ctx.payments.name,
        event,
        reference: reference.slice(0, 200),
        payload: body,
        receivedAt: now,
      })
      .onConflictDoUpdate({
        target: [webhookEvents.provider, webhookEvents.event, webhookEvents.reference],
        set: {
          deliveries: sql`${webhookEvents.deliveries} + 1`,
          payload: body,
          receivedAt: now,
          outcome: null,
        },
        setWhere: sql`${webhookEvents.processedAt} is null and ${webhookEvents.outcome} is not null`,
      })
      .returning({ id: webhookEvents.id, deliveries: webhookEvents.deliveries });
    if (!row) return { stored: false };
    await enqueueJob(
      tx,
      'webhook.process',
      { webhookEventId: row.id },
      {
        dedupeKey:
          row.deliveries === 1 ? `webhook-${row.id}` : `webhook-${row.id}-${row.deliveries}`,
        runAt: now,
      },
    );
    return { stored: true };
  });
}

/**
 * Fulfilment outcomes after which no later delivery of the event can change anything: the reference
 * is fulfilled, its amount did not match (refunded), or it is not ours. "Not paid (yet)" is not one.
 */
function isFinalOutcome(outcome: FulfilOutcome): boolean {
  return outcome.kind !== 'not_paid';
}

/**
 * The webhook job: a refund.* outcome is applied to our refund (modules/sales/payments/refunds.ts) and a
 * charge.dispute.* recorded (modules/sales/payments/disputes.ts), each once. A charge.success is confirmed with the provider's verify call (the webhook's own
 * figures are not trusted for money), then fulfilled by the one fulfilment function. The event is
 * marked processed only when the outcome is final; otherwise its outcome is kept and the next
 * delivery (or reconciliation) tries again.
 */
export async function processWebhookEvent(
  ctx: AppContext,
  webhookEventId: number,
  log?: FastifyBaseLogger,
): Promise<void> {
  const { db } = ctx.database;
  const [event] = await db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.id, webhookEventId))
    .limit(1);
  if (!event || event.processedAt) return;
  let kind = 'ignored';
  let final = true;
  if (event.event === 'charge.success' && isSponsorInvoiceReference(event.reference)) {
    // A sponsor paying its invoice by the payment link (modules/sales/sponsors): paid once.
    kind = await confirmSponsorPayment(ctx, event.reference);
    final = kind !== 'sponsor_invoice_not_paid';
  } else if (event.event === 'charge.success') {
    const outcome = await confirmReference(ctx, event.reference, 'webhook');
    kind = outcome.kind;
    final = isFinalOutcome(outcome);
    if (outcome.kind !== 'fulfilled' && outcome.kind !== 'already_fulfilled') {
      log?.warn({ webhookEventId, outcome: outcome.kind }, 'webhook: charge.success not fulfilled');
    }
  } else if (event.event.startsWith('refund.')) {
    // The event names the outcome (data.status says the same); every outcome is final for the event.
    const data = (event.payload as { data?: unknown }).data;
    const refund = fromPaystackRefund(data, null);
    const outcome = await applyRefundOutcome(ctx, {
      ...refund,
      status: event.event.slice('refund.'.length),
    });
    kind = outcome.kind;
    if (outcome.kind === 'unknown_refund') {
      log?.warn({ webhookEventId }, 'webhook: a refund outcome for no refund of ours');
    }
  } else if (event.event.startsWith('transfer.')) {
    // Confirmed with the provider's verify call (the webhook's own figures are not trusted for money),
    // then applied once: a repeat, or an outcome already applied, changes nothing.
    const verified = await ctx.payments.verifyTransfer(event.reference);
    if (!verified) {
      kind = 'transfer_not_found';
      final = false;
    } else {
      const outcome = await applyTransferOutcome(ctx, verified);
      kind = outcome.kind;
      final = !transferInFlight(transferStatusOf(verified.status));
    }
  } else if (event.event.startsWith('charge.dispute.')) {
    const outcome = await recordDisputeEvent(
      ctx,
      event.event,
      (event.payload as { data?: unknown }).data,
    );
    kind = outcome.kind;
  }
  await db
    .update(webhookEvents)
    .set({ outcome: kind, ...(final ? { processedAt: ctx.now() } : {}) })
    .where(eq(webhookEvents.id, webhookEventId));
}

/** The retention of a closed account ends: the webhook events of its payment references go. */
export async function deleteWebhookEventsOfReferences(
  db: DbOrTx,
  references: SQLWrapper | string[],
) {
  await db.delete(webhookEvents).where(inArray(webhookEvents.reference, references));
}
