import { addMonths } from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  disputes,
  financeItems,
  jobs,
  notifications,
  outboxMessages,
  paymentAuthorizations,
  paymentReferences,
  payments,
  policies,
  refunds,
  sandboxRefunds,
  sandboxTransactions,
  webhookEvents,
} from '../src/db/schema/index.js';
import { paystackSignature } from '../src/integrations/payments/paystack-http.js';
import type { SandboxPaymentProvider } from '../src/integrations/payments/sandbox.js';
import type { AppContext } from '../src/app-context.js';
import { queueRefund } from '../src/modules/sales/payments/queue-refund.js';
import { processRefund, reconcileRequestedRefunds } from '../src/modules/sales/payments/refunds.js';
import { processWebhookEvent } from '../src/workflows/webhooks/webhooks.service.js';
import {
  api,
  cardReference,
  fillCart,
  MINUTE,
  payCall,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';

/**
 * Refund outcomes (refund.* webhooks, fetch refund) and chargebacks (charge.dispute.*), issue 15.
 * Payloads in Paystack's documented webhook shapes (https://paystack.com/docs/payments/webhooks/,
 * refund and dispute objects as in PaystackOSS/openapi).
 */
const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
const SANDBOX_SECRET = 'sk_test_alaafia_sandbox_no_real_money';
let plans: Awaited<ReturnType<typeof seededPlans>>;
const sandbox = () => t.ctx.payments as SandboxPaymentProvider;

beforeAll(async () => {
  plans = await seededPlans(t);
});

function post(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/paystack',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signature ?? paystackSignature(SANDBOX_SECRET, raw),
    },
    payload: raw,
  });
}

/**
 * Paystack's refund.* webhook (its documented examples' fields): refund.pending, refund.processing
 * and refund.processed carry the amount as a string and no refund id; refund.failed and
 * refund.needs-attention name the refund (`id`, given here in `extra`).
 */
function refundEvent(
  outcome: string,
  reference: string,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  const documented = ['pending', 'processing', 'processed'].includes(outcome);
  return {
    event: `refund.${outcome}`,
    data: {
      status: outcome,
      transaction_reference: reference,
      refund_reference: null,
      amount: documented ? String(amount) : amount,
      currency: 'NGN',
      processor: 'mastercard',
      customer: { first_name: 'Chinedu', last_name: 'Okafor', email: 'customer@example.ng' },
      integration: 412829,
      domain: 'test',
      ...extra,
    },
  };
}

/** Paystack's charge.dispute.* webhook (the dispute object with its transaction). */
function disputeEvent(
  kind: 'create' | 'remind' | 'resolve',
  id: number,
  reference: string,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  return {
    event: `charge.dispute.${kind}`,
    data: {
      id,
      refund_amount: amount,
      currency: 'NGN',
      status: kind === 'resolve' ? 'resolved' : 'awaiting-merchant-feedback',
      resolution: null,
      domain: 'test',
      transaction: {
        id: 4099260516,
        domain: 'test',
        status: 'success',
        reference,
        amount,
        gateway_response: 'Successful',
        channel: 'card',
        currency: 'NGN',
      },
      transaction_reference: null,
      category: 'chargeback',
      customer: {
        id: 92312441,
        email: 'customer@example.ng',
        customer_code: 'CUS_xnxdt6s1zg1f4nx',
      },
      bin: '408408',
      last4: '4081',
      dueAt: '2026-03-13T09:00:00.000Z',
      resolvedAt: kind === 'resolve' ? '2026-03-12T09:00:00.000Z' : null,
      evidence: null,
      attachments: null,
      note: null,
      history: [],
      messages: [],
      created_at: '2026-03-10T09:00:00.000Z',
      updated_at: '2026-03-10T09:00:00.000Z',
      ...extra,
    },
  };
}

/** A customer who paid a plan by card through the sandbox, with the jobs run (or not). */
async function paid(planId: number, runJobs = true) {
  const c = await signUp(t.app);
  await fillCart(t.app, c, [{ plan_id: planId }]);
  const { reference, amount_kobo } = await cardReference(t.app, c);
  await sandbox().completeCharge({
    reference,
    outcome: 'success',
    amountKobo: amount_kobo,
    email: c.body.email,
    channel: 'card',
  });
  expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
  if (runJobs) await t.app.jobs.runDueJobs();
  return { c, reference, amountKobo: amount_kobo };
}

const refundOf = async (customerId: number) =>
  (await t.database.db.select().from(refunds).where(eq(refunds.customerId, customerId)))[0]!;
const told = async (customerId: number) =>
  (
    await t.database.db
      .select({ event: notifications.event })
      .from(notifications)
      // The bell's messages (a one-time code sent at once is only a record).
      .where(and(eq(notifications.customerId, customerId), eq(notifications.inApp, true)))
  ).map((n) => n.event);
const financeFor = (reference: string) =>
  t.database.db.select().from(financeItems).where(eq(financeItems.transactionReference, reference));

describe('refund outcomes (refund.* webhooks)', () => {
  it('When Paystack queues the ₦50 refund, then it is requested and the customer is told nothing; pending, processing and processed follow; the customer hears once that it was sent', async () => {
    const { c, reference } = await paid(plans.health.planId);
    const queued = await refundOf(c.id);
    expect(queued).toMatchObject({ status: 'requested', amountKobo: 5000 });
    expect(queued.providerRefundId).not.toBeNull();
    expect(await told(c.id)).not.toContain('refund.processed');
    // No 'on its way' e-mail at request time either (it used to be sent when Paystack queued it).
    const mail = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, c.body.email));
    expect(mail.filter((m) => /refund/i.test(m.body))).toEqual([]);

    for (const outcome of ['pending', 'processing']) {
      expect((await post(refundEvent(outcome, reference, 5000))).statusCode).toBe(200);
      await t.app.jobs.runDueJobs();
    }
    expect((await refundOf(c.id)).status).toBe('processing');
    expect(await told(c.id)).toEqual([]);

    const processed = refundEvent('processed', reference, 5000);
    expect((await post(processed)).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    const done = await refundOf(c.id);
    expect(done).toMatchObject({ status: 'processed', providerStatus: 'processed' });
    expect(done.processedAt).not.toBeNull();
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.customerId, c.id));
    expect(payment).toMatchObject({ refundAmountKobo: 5000 });
    expect(payment!.refundedAt).not.toBeNull();
    expect(await told(c.id)).toEqual(['refund.processed']);

    // The same delivery again: not stored or queued again, nothing told twice.
    const queuedBefore = await t.database.db.select().from(jobs);
    expect((await post(processed)).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect((await t.database.db.select().from(jobs)).length).toBe(queuedBefore.length);
    const events = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.event, 'refund.processed'));
    expect(events.filter((e) => e.reference.startsWith(reference))).toMatchObject([
      { deliveries: 1, outcome: 'updated' },
    ]);
    expect(await told(c.id)).toEqual(['refund.processed']);
  });

  it('When refund.processed arrives before refund.pending, then the refund stays processed and the customer is told once', async () => {
    const { c, reference } = await paid(plans.health.planId);
    await post(refundEvent('processed', reference, 5000));
    await t.app.jobs.runDueJobs();
    await post(refundEvent('pending', reference, 5000));
    await post(refundEvent('processing', reference, 5000));
    await t.app.jobs.runDueJobs();
    expect((await refundOf(c.id)).status).toBe('processed');
    expect(await told(c.id)).toEqual(['refund.processed']);
    expect(await financeFor(reference)).toEqual([]);
  });

  it('When the refund fails, then finance sees it and the customer hears it is delayed; when Paystack then processes it, finance’s item is closed and the customer hears it was sent', async () => {
    const { c, reference } = await paid(plans.health.planId);
    const id = (await refundOf(c.id)).providerRefundId;
    await post(refundEvent('failed', reference, 5000, { id: Number(id) }));
    await t.app.jobs.runDueJobs();
    expect((await refundOf(c.id)).status).toBe('failed');
    expect(await financeFor(reference)).toMatchObject([
      { kind: 'refund.failed', customerId: c.id, amountKobo: 5000, resolvedAt: null },
    ]);
    expect(await told(c.id)).toEqual(['refund.failed']);

    await post(refundEvent('processed', reference, 5000));
    await t.app.jobs.runDueJobs();
    expect((await refundOf(c.id)).status).toBe('processed');
    const [item] = await financeFor(reference);
    expect(item!.resolvedAt).not.toBeNull();
    expect((await told(c.id)).sort()).toEqual(['refund.failed', 'refund.processed']);
  });

  it('When the refund needs attention, then finance sees it as such and the customer hears it is delayed', async () => {
    const { c, reference } = await paid(plans.health.planId);
    await post(refundEvent('needs-attention', reference, 5000));
    await t.app.jobs.runDueJobs();
    expect((await refundOf(c.id)).status).toBe('needs-attention');
    expect(await financeFor(reference)).toMatchObject([
      { kind: 'refund.needs-attention', resolvedAt: null },
    ]);
    expect(await told(c.id)).toEqual(['refund.failed']);
  });

  it('When a refund outcome names a transaction we have no refund for, then it is acknowledged, recorded as unknown and changes nothing', async () => {
    const before = await t.database.db.select().from(refunds);
    const res = await post(refundEvent('processed', 'NOT-OURS-123', 5000));
    expect(res.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    const [event] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, 'NOT-OURS-123#refund-amount-5000'));
    expect(event).toMatchObject({ outcome: 'unknown_refund' });
    expect(event!.processedAt).not.toBeNull();
    expect(await t.database.db.select().from(refunds)).toEqual(before);
  });

  it('When a refund outcome is not signed by Paystack, then it is 401 and nothing is stored or changed', async () => {
    const { c, reference } = await paid(plans.health.planId);
    const res = await post(refundEvent('processed', reference, 5000), 'f'.repeat(128));
    expect(res.statusCode).toBe(401);
    await t.app.jobs.runDueJobs();
    expect((await refundOf(c.id)).status).toBe('requested');
    const stored = await t.database.db.select().from(webhookEvents);
    expect(
      stored.some((e) => e.reference.startsWith(reference) && e.event.startsWith('refund.')),
    ).toBe(false);
    expect(await told(c.id)).toEqual([]);
  });

  it('When no webhook comes, then reconciliation fetches the refund left requested and applies its outcome once', async () => {
    const { c } = await paid(plans.health.planId);
    await reconcileRequestedRefunds(t.ctx);
    expect(await refundOf(c.id)).toMatchObject({ status: 'requested', checkAttempts: 0 });
    clock.advance(31 * MINUTE);
    await reconcileRequestedRefunds(t.ctx);
    expect(await refundOf(c.id)).toMatchObject({ status: 'processed', checkAttempts: 1 });
    expect(await told(c.id)).toEqual(['refund.processed']);
    clock.advance(24 * 60 * MINUTE);
    await reconcileRequestedRefunds(t.ctx);
    expect(await refundOf(c.id)).toMatchObject({ status: 'processed', checkAttempts: 1 });
    expect(await told(c.id)).toEqual(['refund.processed']);
  });

  it('When the sandbox fails a refund, then its signed refund.failed reaches finance', async () => {
    const { c, reference } = await paid(plans.health.planId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/refund-outcome',
      payload: { reference, outcome: 'failed' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect((await refundOf(c.id)).status).toBe('failed');
    expect(await financeFor(reference)).toMatchObject([{ kind: 'refund.failed' }]);
  });

  it('When the sandbox processes a refund, then its webhook is in Paystack’s shape (amount a string, no id) and the refund is processed', async () => {
    const { c, reference } = await paid(plans.health.planId);
    const signed = await sandbox().setRefundOutcome({ reference, outcome: 'processed' });
    const body = JSON.parse(signed!.body) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ amount: '5000', transaction_reference: reference });
    expect(body.data).not.toHaveProperty('id');
    expect((await post(body, signed!.signature)).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect((await refundOf(c.id)).status).toBe('processed');
    expect(await told(c.id)).toEqual(['refund.processed']);
  });
});

describe('a partial refund is sent once, whatever the worker does', () => {
  /** The app's context with a provider whose worker dies right after (or before) create refund. */
  function dyingWorker(when: 'after' | 'before'): AppContext {
    const provider = sandbox();
    const dying = Object.create(provider) as SandboxPaymentProvider;
    dying.refund = async (input) => {
      if (when === 'after') await provider.refund(input);
      throw new Error('worker killed');
    };
    return { ...t.ctx, payments: dying };
  }
  const providerRefunds = (reference: string) =>
    t.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.transactionReference, reference));
  const ledger = async (reference: string) =>
    (
      await t.database.db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.reference, reference))
    )[0]!.refundedKobo;

  /** A premium paid by card, and a staff refund of part of it (₦500) queued, not yet sent. */
  async function partialRefund() {
    const { reference, amountKobo } = await paid(plans.healthCash.planId, false);
    expect(amountKobo).toBeGreaterThan(500_00); // partial: the provider would take it twice
    const [ref] = await t.database.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reference, reference));
    const id = await queueRefund(t.database.db, ref!, 'staff', 500_00, clock.now());
    const row = async () =>
      (await t.database.db.select().from(refunds).where(eq(refunds.id, id!)))[0]!;
    expect(await row()).toMatchObject({ status: 'pending', amountKobo: 500_00 });
    return { reference, id: id!, row };
  }

  it('When the worker dies after Paystack took a partial refund and before we recorded it, then the retried job adopts that refund and sends nothing again', async () => {
    const { reference, id, row } = await partialRefund();
    const before = await ledger(reference);

    await expect(processRefund(dyingWorker('after'), id)).rejects.toThrow('worker killed');
    const marked = await row();
    expect(marked.status).toBe('pending');
    expect(await ledger(reference)).toBe(before + 500_00);

    // The job's retry (and any later one) finds Paystack's refund and adopts it.
    await processRefund(t.ctx, id);
    await processRefund(t.ctx, id);
    expect(await ledger(reference)).toBe(before + 500_00); // sent once, not twice
    const sent = (await providerRefunds(reference)).filter((r) => r.amountKobo === 500_00);
    expect(sent).toHaveLength(1);
    // It was marked as being sent before Paystack was asked.
    expect(marked.sendingAt).not.toBeNull();
    expect(await row()).toMatchObject({
      status: 'requested',
      providerRefundId: String(sent[0]!.id),
    });
  });

  it('When the worker dies before Paystack was asked, then the retry finds no refund there and sends it once', async () => {
    const { reference, id, row } = await partialRefund();
    const before = await ledger(reference);
    await expect(processRefund(dyingWorker('before'), id)).rejects.toThrow('worker killed');
    expect(await ledger(reference)).toBe(before);
    await processRefund(t.ctx, id);
    const sent = (await providerRefunds(reference)).filter((r) => r.amountKobo === 500_00);
    expect(sent).toHaveLength(1);
    expect(await ledger(reference)).toBe(before + 500_00);
    expect(await row()).toMatchObject({
      status: 'requested',
      providerRefundId: String(sent[0]!.id),
    });
  });
});

describe('chargebacks (charge.dispute.*)', () => {
  it('When a premium is disputed, then the dispute is recorded once, the payment marked, finance sees it and the cover continues; when it is lost, the cover it paid for ends (paused now, the customer told) and the disputed card is never charged again', async () => {
    const { c, reference, amountKobo } = await paid(plans.healthCash.planId);
    const [policy] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, c.id));
    const create = disputeEvent('create', 358950, reference, amountKobo);
    await post(create);
    await post(create);
    await post(disputeEvent('remind', 358950, reference, amountKobo));
    await t.app.jobs.runDueJobs();
    const rows = await t.database.db
      .select()
      .from(disputes)
      .where(eq(disputes.transactionReference, reference));
    expect(rows).toMatchObject([
      {
        providerDisputeId: '358950',
        customerId: c.id,
        status: 'awaiting-merchant-feedback',
        resolution: null,
        reminders: 1,
        refundAmountKobo: amountKobo,
        resolvedAt: null,
      },
    ]);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.customerId, c.id));
    expect(payment!.disputedAt).not.toBeNull();
    expect(await financeFor(reference)).toMatchObject([{ kind: 'dispute', resolvedAt: null }]);
    const [open] = await t.database.db.select().from(policies).where(eq(policies.id, policy!.id));
    expect(open).toMatchObject({ status: 'active', nextPaymentDate: policy!.nextPaymentDate });

    await post(
      disputeEvent('resolve', 358950, reference, amountKobo, { resolution: 'merchant-accepted' }),
    );
    await t.app.jobs.runDueJobs();
    const [lost] = await t.database.db.select().from(disputes).where(eq(disputes.id, rows[0]!.id));
    expect(lost).toMatchObject({ status: 'resolved', resolution: 'merchant-accepted' });
    expect(lost!.coverTakenBackAt).not.toBeNull();
    const [due] = await t.database.db.select().from(policies).where(eq(policies.id, policy!.id));
    // Paid only up to the day the disputed months began (the start), and that day has come: no cover.
    expect(due).toMatchObject({
      nextPaymentDate: policy!.startDate,
      status: 'paused',
      pauseReason: 'payment',
    });
    expect(await told(c.id)).toContain('cover.paused');
    // The disputed card (last4 4081 in the dispute) is not charged again: no saved card is active.
    const cards = await t.database.db
      .select()
      .from(paymentAuthorizations)
      .where(eq(paymentAuthorizations.customerId, c.id));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => !card.active)).toBe(true);
    expect(await financeFor(reference)).toMatchObject([{ kind: 'dispute', resolvedAt: null }]);

    // A late create (out of order) does not reopen it.
    await post(disputeEvent('create', 358950, reference, amountKobo, { note: 'late' }));
    await t.app.jobs.runDueJobs();
    const [still] = await t.database.db.select().from(disputes).where(eq(disputes.id, lost!.id));
    expect(still).toMatchObject({ status: 'resolved', resolution: 'merchant-accepted' });
  });

  it('When Paystack auto-accepts a chargeback (we did not answer in time), then it is lost: the held ₦50 refund is cancelled, not sent (the chargeback gave the money back)', async () => {
    const { c, reference, amountKobo } = await paid(plans.health.planId, false);
    const [policy] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, c.id));
    await post(disputeEvent('create', 358970, reference, amountKobo));
    const [event] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, `${reference}#dispute-358970`));
    await processWebhookEvent(t.ctx, event!.id);
    await post(
      disputeEvent('resolve', 358970, reference, amountKobo, { resolution: 'auto-accepted' }),
    );
    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    expect((await refundOf(c.id)).status).toBe('cancelled');
    const ledger = await t.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, reference));
    expect(ledger[0]!.refundedKobo).toBe(0);
    // A free first month cost nothing and is not taken back; the dispute is recorded as lost.
    const [after] = await t.database.db.select().from(policies).where(eq(policies.id, policy!.id));
    expect(after).toMatchObject({ status: 'active', nextPaymentDate: policy!.nextPaymentDate });
    const [dispute] = await t.database.db
      .select()
      .from(disputes)
      .where(eq(disputes.transactionReference, reference));
    expect(dispute!.coverTakenBackAt).not.toBeNull();
  });

  it('When a renewal premium is disputed and lost, then that policy is due again for the months it paid (a date not yet past is kept)', async () => {
    const { c } = await paid(plans.healthCash.planId);
    const [policy] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, c.id));
    const renewed = await api(t.app, c).post(
      `/api/local/customers/${c.id}/products/HTCI/renew-policy`,
    );
    expect(renewed.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(policies).where(eq(policies.id, policy!.id));
    expect(after!.nextPaymentDate).toBe(addMonths(policy!.nextPaymentDate!, 12));
    const [renewal] = await t.database.db
      .select()
      .from(paymentReferences)
      .where(and(eq(paymentReferences.customerId, c.id), eq(paymentReferences.purpose, 'renewal')));
    const amount = renewal!.amountKobo;
    await post(disputeEvent('create', 358960, renewal!.reference, amount));
    await post(
      disputeEvent('resolve', 358960, renewal!.reference, amount, {
        resolution: 'merchant-accepted',
      }),
    );
    await t.app.jobs.runDueJobs();
    const [back] = await t.database.db.select().from(policies).where(eq(policies.id, policy!.id));
    expect(back!.nextPaymentDate).toBe(policy!.nextPaymentDate);
    // Delivered again, the resolution takes nothing more back.
    await post(
      disputeEvent('resolve', 358960, renewal!.reference, amount, {
        resolution: 'merchant-accepted',
        note: 'again',
      }),
    );
    await t.app.jobs.runDueJobs();
    const [same] = await t.database.db.select().from(policies).where(eq(policies.id, policy!.id));
    expect(same!.nextPaymentDate).toBe(policy!.nextPaymentDate);
  });

  it('When the sandbox opens a chargeback on a paid reference, then its signed charge.dispute.create is recorded', async () => {
    const { reference } = await paid(plans.healthCash.planId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/dispute',
      payload: { reference, event: 'create' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(
      await t.database.db
        .select()
        .from(disputes)
        .where(eq(disputes.transactionReference, reference)),
    ).toMatchObject([{ status: 'awaiting-merchant-feedback', resolvedAt: null }]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/dispute',
      payload: { reference: 'ALF-NOT-PAID', event: 'create' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('When a dispute opens before the ₦50 refund is sent, then the refund is held (the money does not go back twice); won, it is sent after all', async () => {
    const { c, reference } = await paid(plans.health.planId, false);
    await post(disputeEvent('create', 358951, reference, 5000));
    const [event] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, `${reference}#dispute-358951`));
    await processWebhookEvent(t.ctx, event!.id);
    await t.app.jobs.runDueJobs();
    expect((await refundOf(c.id)).status).toBe('held');
    const ledger = async () =>
      (
        await t.database.db
          .select()
          .from(sandboxTransactions)
          .where(eq(sandboxTransactions.reference, reference))
      )[0]!.refundedKobo;
    expect(await ledger()).toBe(0);
    const items = await financeFor(reference);
    expect(items.map((i) => i.kind).sort()).toEqual(['dispute', 'refund.held']);

    await post(disputeEvent('resolve', 358951, reference, 5000, { resolution: 'declined' }));
    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    expect((await refundOf(c.id)).status).toBe('requested');
    expect(await ledger()).toBe(5000);
    expect((await financeFor(reference)).every((i) => i.resolvedAt !== null)).toBe(true);
  });

  it('When a dispute on the held ₦50 is lost, then the refund is cancelled: the chargeback gave the money back', async () => {
    const { c, reference } = await paid(plans.health.planId, false);
    await post(disputeEvent('create', 358952, reference, 5000));
    const [event] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.reference, `${reference}#dispute-358952`),
          eq(webhookEvents.event, 'charge.dispute.create'),
        ),
      );
    await processWebhookEvent(t.ctx, event!.id);
    await post(
      disputeEvent('resolve', 358952, reference, 5000, { resolution: 'merchant-accepted' }),
    );
    await t.app.jobs.runDueJobs();
    expect((await refundOf(c.id)).status).toBe('cancelled');
    const [ledgerRow] = await t.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, reference));
    expect(ledgerRow!.refundedKobo).toBe(0);
  });
});
