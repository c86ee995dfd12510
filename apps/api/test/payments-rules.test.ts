import { addMonths } from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context.js';
import {
  jobs,
  paymentAuthorizations,
  paymentReferences,
  payments,
  policies,
  webhookEvents,
} from '../src/db/schema/index.js';
import { paystackSignature } from '../src/integrations/payments/paystack-http.js';
import type { ProviderTransaction } from '../src/integrations/payments/types.js';
import { extendedPolicy, fulfilReference } from '../src/modules/sales/payments/fulfilment.js';
import {
  api,
  cardReference,
  fillCart,
  holdings,
  payCall,
  referenceRow,
  sandboxCharge,
} from './checkout-helpers.js';
import { usePaymentsApp } from './payments-support.js';

/**
 * The money rules of fulfilment and the webhook that mutation testing found unpinned (issue 12), and
 * webhook deduplication on what was fulfilled (issue 12, item 13).
 */

const { clock, t, plans, sandbox, customerWith } = usePaymentsApp();
const SANDBOX_SECRET = 'sk_test_alaafia_sandbox_no_real_money';

async function referenceFor(planId: number) {
  const c = await customerWith([{ plan_id: planId }]);
  const ref = await cardReference(t.app, c);
  return { c, ...ref };
}

/** A provider answer for a reference: a success by reusable card unless told otherwise. */
function confirmation(
  reference: string,
  amountKobo: number,
  overrides: Partial<ProviderTransaction> = {},
): ProviderTransaction {
  return {
    id: `TRX-${reference}`,
    reference,
    status: 'success',
    amountKobo,
    currency: 'NGN',
    channel: 'card',
    paidAt: new Date('2026-03-10T08:59:00Z'),
    gatewayResponse: 'Approved',
    customerEmail: null,
    authorization: {
      authorizationCode: `AUTH_${reference}`,
      cardType: 'visa',
      last4: '1234',
      expMonth: '12',
      expYear: '2030',
      bank: 'Test Bank',
      channel: 'card',
      reusable: true,
      signature: `SIG_${reference}`,
    },
    ...overrides,
  };
}

async function savedCards(customerId: number) {
  return t.database.db
    .select()
    .from(paymentAuthorizations)
    .where(eq(paymentAuthorizations.customerId, customerId))
    .orderBy(paymentAuthorizations.id);
}

describe('what confirms a reference', () => {
  it('When the provider confirms a different reference (same amount, success), then this one is not fulfilled', async () => {
    const a = await referenceFor(plans.healthCash.planId);
    const b = await referenceFor(plans.healthCash.planId);
    const outcome = await fulfilReference(
      t.ctx,
      a.reference,
      confirmation(b.reference, a.amount_kobo),
      'webhook',
    );
    expect(outcome.kind).toBe('not_paid');
    expect(await holdings(t, a.c.id)).toEqual({ payments: 0, policies: 0 });
    expect((await referenceRow(t, a.reference)).status).toBe('pending');
  });

  it('When the reference is unknown, then the outcome says so and nothing is written', async () => {
    const outcome = await fulfilReference(
      t.ctx,
      'ALF-NOT-OURS',
      confirmation('ALF-NOT-OURS', 5000),
      'webhook',
    );
    expect(outcome).toEqual({ kind: 'unknown_reference' });
  });

  it('When the provider says failed or reversed, then a pending reference is failed; abandoned or pending leaves it pending', async () => {
    for (const [status, expected] of [
      ['failed', 'failed'],
      ['reversed', 'failed'],
      ['abandoned', 'pending'],
      ['pending', 'pending'],
      ['ongoing', 'pending'],
    ] as const) {
      const r = await referenceFor(plans.health.planId);
      const outcome = await fulfilReference(
        t.ctx,
        r.reference,
        confirmation(r.reference, r.amount_kobo, { status, gatewayResponse: `said ${status}` }),
        'payments_call',
      );
      expect(outcome.kind).toBe('not_paid');
      const row = await referenceRow(t, r.reference);
      expect({ status, result: row.status }).toEqual({ status, result: expected });
      if (expected === 'failed') expect(row.failureReason).toBe(`said ${status}`);
      expect(await holdings(t, r.c.id)).toEqual({ payments: 0, policies: 0 });
    }
  });

  it('When the provider says anything of an unpaid free-month reference (failed, reversed, abandoned, a wrong amount, pending, ongoing), then the next reference is still priced with the free month (issue 38)', async () => {
    for (const status of ['failed', 'reversed', 'abandoned', 'mismatch', 'pending', 'ongoing']) {
      const r = await referenceFor(plans.health.planId);
      expect(r.amount_kobo).toBe(5000);
      await fulfilReference(
        t.ctx,
        r.reference,
        status === 'mismatch'
          ? confirmation(r.reference, r.amount_kobo - 100)
          : confirmation(r.reference, r.amount_kobo, { status }),
        'webhook',
      );
      const next = await cardReference(t.app, r.c);
      expect({ status, amount: next.amount_kobo }).toEqual({ status, amount: 5000 });
    }
  });

  it('When an amount_mismatch reference is later reported failed, then it stays amount_mismatch', async () => {
    const r = await referenceFor(plans.health.planId);
    const mismatch = await fulfilReference(
      t.ctx,
      r.reference,
      confirmation(r.reference, r.amount_kobo - 100),
      'webhook',
    );
    expect(mismatch.kind).toBe('mismatch');
    await fulfilReference(
      t.ctx,
      r.reference,
      confirmation(r.reference, r.amount_kobo, { status: 'failed' }),
      'reconciliation',
    );
    expect((await referenceRow(t, r.reference)).status).toBe('amount_mismatch');
  });

  it('When a reference is fulfilled, then it is marked success with the time the provider says it was paid (or now when it says none)', async () => {
    const r = await referenceFor(plans.healthCash.planId);
    const paidAt = new Date('2026-03-10T08:30:00Z');
    const outcome = await fulfilReference(
      t.ctx,
      r.reference,
      confirmation(r.reference, r.amount_kobo, { paidAt }),
      'webhook',
    );
    expect(outcome.kind).toBe('fulfilled');
    const row = await referenceRow(t, r.reference);
    expect(row).toMatchObject({ status: 'success', paidAt, fulfilledAt: clock.now() });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentReferenceId, row.id));
    expect(payment!.paidAt).toEqual(paidAt);

    const s = await referenceFor(plans.healthCash.planId);
    await fulfilReference(
      t.ctx,
      s.reference,
      confirmation(s.reference, s.amount_kobo, { paidAt: null }),
      'webhook',
    );
    expect((await referenceRow(t, s.reference)).paidAt).toEqual(clock.now());
  });
});

describe('saved cards', () => {
  it('When a reusable authorization came by bank or USSD, then it is not saved as the renewal card; only a reusable card is', async () => {
    for (const channel of ['bank', 'ussd', 'bank_transfer']) {
      const r = await referenceFor(plans.healthCash.planId);
      const base = confirmation(r.reference, r.amount_kobo);
      await fulfilReference(
        t.ctx,
        r.reference,
        { ...base, channel, authorization: { ...base.authorization!, channel } },
        'webhook',
      );
      expect(await savedCards(r.c.id)).toEqual([]);
    }
    // The transaction's channel is read first; the authorization's only when the transaction has none.
    const byAuth = await referenceFor(plans.healthCash.planId);
    const base = confirmation(byAuth.reference, byAuth.amount_kobo);
    await fulfilReference(
      t.ctx,
      byAuth.reference,
      { ...base, channel: null, authorization: { ...base.authorization!, channel: 'ussd' } },
      'webhook',
    );
    expect(await savedCards(byAuth.c.id)).toEqual([]);
    const byCard = await referenceFor(plans.healthCash.planId);
    await fulfilReference(
      t.ctx,
      byCard.reference,
      { ...confirmation(byCard.reference, byCard.amount_kobo), channel: null },
      'webhook',
    );
    expect(await savedCards(byCard.c.id)).toHaveLength(1);
    const notReusable = await referenceFor(plans.healthCash.planId);
    const nr = confirmation(notReusable.reference, notReusable.amount_kobo);
    await fulfilReference(
      t.ctx,
      notReusable.reference,
      { ...nr, authorization: { ...nr.authorization!, reusable: false } },
      'webhook',
    );
    expect(await savedCards(notReusable.c.id)).toEqual([]);
  });

  it('When a purchase is paid with another card, then the new card is saved and the earlier one stays active (only a card update replaces cards)', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const first = await cardReference(t.app, c);
    await fulfilReference(
      t.ctx,
      first.reference,
      confirmation(first.reference, first.amount_kobo),
      'webhook',
    );
    await fillCart(t.app, c, [{ plan_id: plans.healthCash.planId }]);
    const second = await cardReference(t.app, c);
    await fulfilReference(
      t.ctx,
      second.reference,
      confirmation(second.reference, second.amount_kobo),
      'webhook',
    );
    const cards = await savedCards(c.id);
    expect(cards.map((x) => [x.signature, x.active])).toEqual([
      [`SIG_${first.reference}`, true],
      [`SIG_${second.reference}`, true],
    ]);
  });
});

describe('renewal dates', () => {
  const policy = (status: string, startDate: string, nextPaymentDate: string | null) =>
    ({ status, startDate, nextPaymentDate }) as Parameters<typeof extendedPolicy>[0];
  const today = '2026-03-10';

  it('When a lapsed policy is paid again, then it restarts from today, not from its old dates', () => {
    expect(extendedPolicy(policy('lapsed', '2025-12-05', '2026-01-05'), 1, today)).toMatchObject({
      status: 'active',
      startDate: today,
      nextPaymentDate: '2026-04-10',
    });
  });

  it('When the policy is active, paused or paid through today or later, then the start date is kept; an overdue active one runs on from its due date, a paused one from today', () => {
    // Active but overdue (in its grace days, which were covered): from the due date (issue 15).
    expect(extendedPolicy(policy('active', '2026-02-08', '2026-03-08'), 1, today)).toMatchObject({
      startDate: '2026-02-08',
      nextPaymentDate: '2026-04-08',
    });
    // Paused (no cover since its grace ended): resumed from today, its start date kept.
    expect(extendedPolicy(policy('paused', '2026-01-05', '2026-02-05'), 1, today)).toMatchObject({
      status: 'active',
      startDate: '2026-01-05',
      nextPaymentDate: '2026-04-10',
      pausedAt: null,
    });
    // Cancelled inside its paid period: months from the paid-through date.
    expect(extendedPolicy(policy('cancelled', '2026-02-20', '2026-03-20'), 1, today)).toMatchObject(
      { startDate: '2026-02-20', nextPaymentDate: '2026-04-20' },
    );
    // Lapsed on exactly its paid-through date: no day was uncovered.
    expect(extendedPolicy(policy('lapsed', '2026-02-10', today), 12, today)).toMatchObject({
      startDate: '2026-02-10',
      nextPaymentDate: '2027-03-10',
    });
  });

  it('When a lapsed policy is renewed on the saved card, then its new period runs from today', async () => {
    const r = await referenceFor(plans.healthCash.planId);
    await sandboxCharge(t.app, r.reference);
    expect((await payCall(t.app, r.c, { payment_reference: r.reference })).statusCode).toBe(200);
    await t.database.db
      .update(policies)
      .set({ status: 'lapsed', startDate: '2024-12-05', nextPaymentDate: '2025-12-05' })
      .where(eq(policies.customerId, r.c.id));
    const res = await api(t.app, r.c).post(
      `/api/local/customers/${r.c.id}/products/HTCI/renew-policy`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('renewed');
    const [renewed] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, r.c.id));
    expect(renewed).toMatchObject({
      status: 'active',
      startDate: '2026-03-10',
      nextPaymentDate: addMonths('2026-03-10', 12),
    });
  });
});

describe('a fulfilment that meets a unique violation', () => {
  /** The app's context whose transactions throw `error` the first `failures` times. */
  function failingContext(failures: number, error: Error) {
    let calls = 0;
    const db = new Proxy(t.ctx.database.db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver) as unknown;
        return (fn: Parameters<typeof target.transaction>[0]) => {
          calls += 1;
          if (calls <= failures) return Promise.reject(error);
          return target.transaction(fn);
        };
      },
    });
    const ctx: AppContext = { ...t.ctx, database: { ...t.ctx.database, db } };
    return { ctx, calls: () => calls };
  }
  const uniqueViolation = () =>
    Object.assign(new Error('insert failed'), {
      cause: Object.assign(new Error('duplicate key'), { code: '23505' }),
    });

  it('When the first two attempts meet a unique violation (another reference of the product fulfilled at once), then it runs again and fulfils', async () => {
    const r = await referenceFor(plans.healthCash.planId);
    const { ctx, calls } = failingContext(2, uniqueViolation());
    const outcome = await fulfilReference(
      ctx,
      r.reference,
      confirmation(r.reference, r.amount_kobo),
      'webhook',
    );
    expect(outcome.kind).toBe('fulfilled');
    expect(calls()).toBe(3);
    expect(await holdings(t, r.c.id)).toEqual({ payments: 1, policies: 1 });
  });

  it('When every attempt meets a unique violation, then it gives up after three; any other error is not retried', async () => {
    const r = await referenceFor(plans.healthCash.planId);
    const always = failingContext(5, uniqueViolation());
    await expect(
      fulfilReference(always.ctx, r.reference, confirmation(r.reference, r.amount_kobo), 'webhook'),
    ).rejects.toThrow('insert failed');
    expect(always.calls()).toBe(3);
    const other = failingContext(1, Object.assign(new Error('deadlock'), { code: '40P01' }));
    await expect(
      fulfilReference(other.ctx, r.reference, confirmation(r.reference, r.amount_kobo), 'webhook'),
    ).rejects.toThrow('deadlock');
    expect(other.calls()).toBe(1);
    expect(await holdings(t, r.c.id)).toEqual({ payments: 0, policies: 0 });
  });
});

describe('webhook deduplication follows what was fulfilled (item 13)', () => {
  const webhook = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body,
    });

  it('When a signed charge.success is processed while the provider still says not paid, then the delivery after payment is processed and fulfils; later ones are dropped', async () => {
    const r = await referenceFor(plans.health.planId);
    const early = JSON.stringify({
      event: 'charge.success',
      data: { reference: r.reference, status: 'success', amount: r.amount_kobo, currency: 'NGN' },
    });
    expect((await webhook(early, paystackSignature(SANDBOX_SECRET, early))).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await holdings(t, r.c.id)).toEqual({ payments: 0, policies: 0 });
    const [waiting] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, r.reference));
    expect(waiting).toMatchObject({ processedAt: null, outcome: 'not_paid' });

    const row = await sandbox().completeCharge({
      reference: r.reference,
      outcome: 'success',
      amountKobo: r.amount_kobo,
      email: r.c.body.email,
      channel: 'card',
    });
    const real = sandbox().webhookFor(row);
    expect((await webhook(real.body, real.signature)).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await holdings(t, r.c.id)).toEqual({ payments: 1, policies: 1 });
    const [done] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, r.reference));
    expect(done).toMatchObject({ outcome: 'fulfilled', deliveries: 2 });
    expect(done!.processedAt).not.toBeNull();

    // Once fulfilled, a further delivery is a duplicate: nothing stored or queued.
    const before = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'webhook.process'));
    expect((await webhook(real.body, real.signature)).statusCode).toBe(200);
    const after = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'webhook.process'));
    expect(after.length).toBe(before.length);
    const [still] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, r.reference));
    expect(still!.deliveries).toBe(2);
  });

  it('When the same delivery arrives again before its job ran, then it is not queued twice', async () => {
    const r = await referenceFor(plans.health.planId);
    const row = await sandbox().completeCharge({
      reference: r.reference,
      outcome: 'success',
      amountKobo: r.amount_kobo,
      email: r.c.body.email,
      channel: 'card',
    });
    const { body, signature } = sandbox().webhookFor(row);
    await webhook(body, signature);
    await webhook(body, signature);
    const [event] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, r.reference));
    expect(event!.deliveries).toBe(1);
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, 'webhook.process'), eq(jobs.payload, { webhookEventId: event!.id })),
      );
    expect(queued).toHaveLength(1);
    await t.app.jobs.runDueJobs();
    expect(await holdings(t, r.c.id)).toEqual({ payments: 1, policies: 1 });
    const [ref] = await t.database.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reference, r.reference));
    expect(ref!.status).toBe('success');
  });
});
