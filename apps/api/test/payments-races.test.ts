import { addMonths } from '@alaafia/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, policies, refunds, webhookEvents } from '../src/db/schema/index.js';
import { confirmReference } from '../src/modules/sales/payments/fulfilment.js';
import { reconcilePendingReferences } from '../src/modules/sales/payments/reconciliation.js';
import {
  cardReference,
  DAY,
  holdings,
  MINUTE,
  payCall,
  referenceRow,
  sandboxCharge,
} from './checkout-helpers.js';
import { usePaymentsApp } from './payments-support.js';

// A payment confirmed by the payments call, the webhook's job and reconciliation, in any order and
// at once (issue 15): where PGlite (one connection) and a PostgreSQL server (a pool, concurrent
// transactions and row locks) may differ, so this file is on the drivers list
// (test/postgres-suite.ts) and runs on both in CI. The rest of checkout's payments is
// payments.test.ts's (docs/decisions/2026-12-07-ci-runs-api-files-once.md).
const { clock, t, plans, sandbox, customerWith } = usePaymentsApp();

describe('fulfilment happens once, whichever confirmation comes first', () => {
  it('When the webhook alone confirms, then its job issues the policy and a later payments call answers it', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference);
    expect(await holdings(t, c.id)).toEqual({ payments: 0, policies: 0 });
    await t.app.jobs.runDueJobs();
    expect(await holdings(t, c.id)).toEqual({ payments: 1, policies: 1 });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.customerId, c.id));
    expect(payment!.confirmedBy).toBe('webhook');
    const res = await payCall(t.app, c, { payment_reference: reference });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
  });

  it('When the payments call, the webhook and reconciliation all confirm, repeatedly and in any order, then there is one payment and one policy per product', async () => {
    const c = await customerWith([
      { plan_id: plans.health.planId },
      { plan_id: plans.healthCash.planId },
    ]);
    const { reference, amount_kobo } = await cardReference(t.app, c);
    expect(amount_kobo).toBe(100000);
    // Paid at the provider, but the webhook is lost: reconciliation finds it.
    await sandbox().completeCharge({
      reference,
      outcome: 'success',
      amountKobo: amount_kobo,
      email: c.body.email,
      channel: 'card',
    });
    clock.advance(6 * MINUTE);
    await reconcilePendingReferences(t.ctx);
    expect(await holdings(t, c.id)).toEqual({ payments: 1, policies: 2 });
    // Then the webhook arrives (twice), the job runs, the client calls, reconciliation runs again.
    await sandboxCharge(t.app, reference);
    await sandboxCharge(t.app, reference);
    await t.app.jobs.runDueJobs();
    const first = await payCall(t.app, c, { payment_reference: reference });
    const second = await payCall(t.app, c, { payment_reference: reference });
    clock.advance(30 * MINUTE);
    await t.app.jobs.runDueJobs({ schedule: true });
    expect(first.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(first.json().data.map((p: { product_uid: string }) => p.product_uid)).toEqual([
      'HI',
      'HTCI',
    ]);
    expect(await holdings(t, c.id)).toEqual({ payments: 1, policies: 2 });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.customerId, c.id));
    expect(payment!.confirmedBy).toBe('reconciliation');
    const events = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, reference));
    expect(events).toHaveLength(1);
  });

  it('When the payments call comes before the webhook, then the webhook job changes nothing', async () => {
    const c = await customerWith([{ plan_id: plans.healthCash.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference);
    expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    clock.advance(10 * MINUTE);
    await reconcilePendingReferences(t.ctx);
    expect(await holdings(t, c.id)).toEqual({ payments: 1, policies: 1 });
  });

  it('When 20 payments calls on one reference arrive at once, then one payment and one policy per product exist and every answer is the same', async () => {
    const c = await customerWith([
      { plan_id: plans.health.planId },
      { plan_id: plans.healthCash.planId },
    ]);
    const { reference } = await cardReference(t.app, c);
    await sandbox().completeCharge({
      reference,
      outcome: 'success',
      amountKobo: 100000,
      email: c.body.email,
      channel: 'card',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => payCall(t.app, c, { payment_reference: reference })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const bodies = new Set(answers.map((a) => JSON.stringify(a.json().data)));
    expect(bodies.size).toBe(1);
    expect(await holdings(t, c.id)).toEqual({ payments: 1, policies: 2 });
    const [refundCount] = await t.database.db
      .select({ n: count() })
      .from(refunds)
      .where(eq(refunds.customerId, c.id));
    expect(Number(refundCount!.n)).toBe(0);
  });

  it('When the webhook job, reconciliation and payments calls confirm one reference concurrently, then it is fulfilled once', async () => {
    const c = await customerWith([
      { plan_id: plans.health.planId },
      { plan_id: plans.healthCash.planId },
    ]);
    const { reference } = await cardReference(t.app, c);
    await sandbox().completeCharge({
      reference,
      outcome: 'success',
      amountKobo: 100000,
      email: c.body.email,
      channel: 'card',
    });
    const by = ['webhook', 'reconciliation', 'payments_call'] as const;
    const outcomes = await Promise.all(
      Array.from({ length: 21 }, (_, i) => confirmReference(t.ctx, reference, by[i % 3]!)),
    );
    expect(outcomes.filter((o) => o.kind === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'already_fulfilled')).toHaveLength(20);
    expect(await holdings(t, c.id)).toEqual({ payments: 1, policies: 2 });
  });

  it('When two references of the same cart are both paid at once (the same purchase paid twice), then one policy is issued and the second payment is refunded in full, not turned into more months', async () => {
    const c = await customerWith([{ plan_id: plans.healthCash.planId }]);
    const first = await cardReference(t.app, c);
    const second = await cardReference(t.app, c);
    for (const { reference } of [first, second]) {
      await sandbox().completeCharge({
        reference,
        outcome: 'success',
        amountKobo: 100000,
        email: c.body.email,
        channel: 'card',
      });
    }
    await Promise.all([
      confirmReference(t.ctx, first.reference, 'webhook'),
      confirmReference(t.ctx, second.reference, 'webhook'),
    ]);
    expect(await holdings(t, c.id)).toEqual({ payments: 2, policies: 1 });
    const [policy] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, c.id));
    expect(policy!.nextPaymentDate).toBe(addMonths(policy!.startDate, 12));
    const back = await t.database.db.select().from(refunds).where(eq(refunds.customerId, c.id));
    expect(back).toEqual([expect.objectContaining({ reason: 'paid_twice', amountKobo: null })]);
    // The refund is the payment that came second: not the one the policy was issued by.
    expect(back[0]!.paymentReferenceId).not.toBe(policy!.paymentReferenceId);
  });

  it('When a reference is never paid, then reconciliation checks it with backoff and abandons it after its last check', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    clock.advance(4 * MINUTE);
    expect((await reconcilePendingReferences(t.ctx)).checked).toBe(0);
    for (let i = 0; i < 10; i += 1) {
      clock.advance(3 * DAY);
      await reconcilePendingReferences(t.ctx);
    }
    expect(await referenceRow(t, reference)).toMatchObject({
      status: 'abandoned',
      checkAttempts: 10,
    });
    expect(await holdings(t, c.id)).toEqual({ payments: 0, policies: 0 });
  });
});
