/**
 * The books, payments side (issue 27; docs/business-rules.md, "The books"): each money path posts
 * its exact entries in its own transaction. Payloads in Paystack's documented webhook shapes, as in
 * test/refunds-disputes.test.ts.
 */
import { addDays, addMonths, lagosDate } from '@alaafia/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { paystackSignature } from '../src/integrations/payments/paystack.js';
import type { SandboxPaymentProvider } from '../src/integrations/payments/sandbox.js';
import { earnPremiums, journalFor, trialBalance } from '../src/modules/platform/ledger/index.js';
import {
  cardReference,
  fillCart,
  payCall,
  sandboxControls,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';

const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
const SANDBOX_SECRET = 'sk_test_alaafia_sandbox_no_real_money';
let plans: Awaited<ReturnType<typeof seededPlans>>;
const sandbox = () => t.ctx.payments as SandboxPaymentProvider;

beforeAll(async () => {
  plans = await seededPlans(t);
});

function webhook(body: unknown) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/paystack',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(SANDBOX_SECRET, raw),
    },
    payload: raw,
  });
}

async function paid(planId: number, paidKobo?: number) {
  const c = await signUp(t.app);
  await fillCart(t.app, c, [{ plan_id: planId }]);
  const { reference, amount_kobo } = await cardReference(t.app, c);
  await sandbox().completeCharge({
    reference,
    outcome: 'success',
    amountKobo: paidKobo ?? amount_kobo,
    email: c.body.email,
    channel: 'card',
  });
  await payCall(t.app, c, { payment_reference: reference });
  await t.app.jobs.runDueJobs();
  return { c, reference, amountKobo: amount_kobo };
}

/** The journal of a reference as [kind, [account, debit, credit]...] for exact comparison. */
async function journal(reference: string) {
  return (await journalFor(t.database.db, { reference })).map((e) => [
    e.kind,
    e.lines.map((l) => [l.account_code, l.debit_kobo, l.credit_kobo]),
  ]);
}

function disputeEvent(
  kind: 'create' | 'resolve',
  id: number,
  reference: string,
  amount: number,
  resolution: string | null = null,
) {
  return {
    event: `charge.dispute.${kind}`,
    data: {
      id,
      refund_amount: amount,
      currency: 'NGN',
      status: kind === 'resolve' ? 'resolved' : 'awaiting-merchant-feedback',
      resolution,
      domain: 'test',
      transaction: { id: 4099260516, reference, amount, status: 'success', currency: 'NGN' },
      category: 'chargeback',
      last4: '4081',
      dueAt: '2026-03-13T09:00:00.000Z',
      created_at: '2026-03-10T09:00:00.000Z',
    },
  };
}

describe('the books: payments', () => {
  it('When a monthly plan is bought with its free month, then the ₦50 card check is owed back; when Paystack processes the refund, it leaves our balance', async () => {
    const { reference } = await paid(plans.health.planId);
    expect(await journal(reference)).toEqual([
      [
        'premium.received',
        [
          ['cash_at_paystack', 5000, 0],
          ['card_check_refunds', 0, 5000],
        ],
      ],
    ]);
    const processed = {
      event: 'refund.processed',
      data: {
        status: 'processed',
        transaction_reference: reference,
        amount: '5000',
        currency: 'NGN',
      },
    };
    expect((await webhook(processed)).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect((await webhook(processed)).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect((await journal(reference)).slice(1)).toEqual([
      [
        'refund.sent',
        [
          ['card_check_refunds', 5000, 0],
          ['cash_at_paystack', 0, 5000],
        ],
      ],
    ]);
  });

  it('When a monthly premium is collected from the saved card, then it is earned at once: 85% payable to the underwriter, 15% our commission', async () => {
    const { c } = await paid(plans.health.planId);
    const controls = sandboxControls(t);
    clock.advance(32 * 24 * 3_600_000);
    await controls.runJobs();
    const renewals = await t.database.db.query.paymentReferences.findMany({
      where: (r, { and, eq }) => and(eq(r.customerId, c.id), eq(r.purpose, 'renewal')),
    });
    expect(renewals).toHaveLength(1);
    const premium = renewals[0]!.amountKobo;
    expect(premium).toBe(110_000);
    expect(await journal(renewals[0]!.reference)).toEqual([
      [
        'premium.received',
        [
          ['cash_at_paystack', 110_000, 0],
          ['premium_payable_underwriter', 0, 93_500],
          ['commission_income', 0, 16_500],
        ],
      ],
    ]);
  });

  it('When a payment arrives for the wrong amount, then all of it is owed back', async () => {
    const { reference } = await paid(plans.healthCash.planId, 99_000);
    expect(await journal(reference)).toEqual([
      [
        'payment.mismatch',
        [
          ['cash_at_paystack', 99_000, 0],
          ['refunds_payable', 0, 99_000],
        ],
      ],
    ]);
  });

  it('When a yearly HealthCash premium is paid, then it is unearned and earned day by day; a refund on cancellation comes out of the unearned part; the trial balance balances', async () => {
    const start = clock.now();
    const day0 = lagosDate(start);
    const { reference } = await paid(plans.healthCash.planId);
    const entries = await journalFor(t.database.db, { reference });
    expect(
      entries.map((e) => [
        e.kind,
        e.lines.map((l) => [l.account_code, l.debit_kobo, l.credit_kobo]),
      ]),
    ).toEqual([
      [
        'premium.unearned',
        [
          ['cash_at_paystack', 100_000, 0],
          ['unearned_premium', 0, 100_000],
        ],
      ],
    ]);
    const rate = t.ctx.config.underwriter.commissionRate;
    // A year of 365 days from today. By the end of the first day, 1/365 of ₦1,000.
    await earnPremiums(t.database.db, { today: day0, at: start, commissionRate: rate });
    await earnPremiums(t.database.db, { today: day0, at: start, commissionRate: rate });
    // Ten days later, the job catches up in one entry: 11 days earned in all.
    await earnPremiums(t.database.db, {
      today: addDays(day0, 10),
      at: start,
      commissionRate: rate,
    });
    const earned = (await journal(reference)).slice(1);
    expect(earned).toEqual([
      [
        'premium.earned',
        [
          ['unearned_premium', 273, 0],
          ['premium_payable_underwriter', 0, 233],
          ['commission_income', 0, 40],
        ],
      ],
      [
        'premium.earned',
        [
          ['unearned_premium', 2_740, 0],
          ['premium_payable_underwriter', 0, 2_329],
          ['commission_income', 0, 411],
        ],
      ],
    ]);
    expect(Math.floor((100_000 * 11) / 365)).toBe(273 + 2_740);

    // Cancelled and refunded ₦500 by two finance members: out of what is still unearned.
    const maker = await signedInStaff(t.app, ['finance'], 'ledger');
    const checker = await signedInStaff(t.app, ['finance'], 'ledger');
    const started = await maker.post('/api/admin/refunds', {
      reference,
      amount_kobo: 50_000,
      reason: 'Cancelled in the first month',
    });
    expect(started.statusCode).toBe(201);
    const decided = await checker.post(`/api/admin/refunds/${started.json().data.id}/decision`, {
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(200);
    expect((await journal(reference)).at(-1)).toEqual([
      'refund.approved',
      [
        ['unearned_premium', 50_000, 0],
        ['refunds_payable', 0, 50_000],
      ],
    ]);
    // The year runs out: the rest is earned, never more than what was left unearned.
    await earnPremiums(t.database.db, {
      today: addDays(addMonths(day0, 12), -1),
      at: start,
      commissionRate: rate,
    });
    const all = await journalFor(t.database.db, { reference });
    const unearnedLeft = all
      .flatMap((e) => e.lines)
      .filter((l) => l.account_code === 'unearned_premium')
      .reduce((s, l) => s + l.credit_kobo - l.debit_kobo, 0);
    expect(unearnedLeft).toBe(0);
    const tb = await trialBalance(t.database.db, addDays(addMonths(day0, 12), -1));
    expect(tb.total_debit_kobo).toBe(tb.total_credit_kobo);
  });

  it('When a chargeback is opened and lost, then Paystack holds the money, then it is gone; the ₦50 refund not sent is no longer owed', async () => {
    const { reference } = await paid(plans.health.planId);
    await webhook(disputeEvent('create', 7001, reference, 5000));
    await t.app.jobs.runDueJobs();
    await webhook(disputeEvent('resolve', 7001, reference, 5000, 'merchant-accepted'));
    await t.app.jobs.runDueJobs();
    const kinds = (await journal(reference)).map((e) => e[0]);
    expect(kinds).toContain('chargeback.opened');
    const byKind = Object.fromEntries(await journal(reference));
    expect(byKind['chargeback.opened']).toEqual([
      ['chargebacks_held', 5000, 0],
      ['cash_at_paystack', 0, 5000],
    ]);
    expect(byKind['chargeback.lost']).toEqual([
      ['chargebacks', 5000, 0],
      ['chargebacks_held', 0, 5000],
    ]);
  });

  it('When a chargeback is won, then the money Paystack held comes back', async () => {
    const { reference } = await paid(plans.healthCash.planId);
    await webhook(disputeEvent('create', 7002, reference, 100_000));
    await webhook(disputeEvent('resolve', 7002, reference, 100_000, 'declined'));
    await t.app.jobs.runDueJobs();
    const byKind = Object.fromEntries(await journal(reference));
    expect(byKind['chargeback.opened']).toEqual([
      ['chargebacks_held', 100_000, 0],
      ['cash_at_paystack', 0, 100_000],
    ]);
    expect(byKind['chargeback.won']).toEqual([
      ['cash_at_paystack', 100_000, 0],
      ['chargebacks_held', 0, 100_000],
    ]);
  });
});
