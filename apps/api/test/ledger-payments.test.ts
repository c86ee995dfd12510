/**
 * The books, payments side (issues 27 and 36; docs/business-rules.md, "The books", "Posting
 * rules"): each money path posts its exact entries in its own transaction, as the underwriter's
 * agent. Payloads in Paystack's documented webhook shapes, as in
 * test/refunds-disputes.test.ts.
 */
import { addDays, addMonths, lagosDate } from '@alaafia/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { paystackSignature } from '../src/integrations/payments/paystack-http.js';
import type { SandboxPaymentProvider } from '../src/integrations/payments/sandbox.js';
import {
  bookRates,
  earningCursor,
  journalFor,
  keepTheBooks,
  trialBalance,
  writtenPremiums,
} from '../src/modules/platform/ledger/index.js';
import {
  api,
  cardReference,
  CONSENT,
  sandboxCharge,
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

async function paid(planId: number, paidKobo?: number, runJobs = true) {
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
  if (runJobs) await t.app.jobs.runDueJobs();
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

/** Keeps the books as the hourly job does: the move to the agency model, the earning, IBNR. */
async function keepBooks() {
  return keepTheBooks(t.database.db, {
    now: clock.now(),
    rates: bookRates(t.ctx.config.underwriter),
    ibnrRate: t.ctx.config.underwriter.ibnrRate,
  });
}

describe('the books: payments (the agency model)', () => {
  it('When a monthly plan is bought with its free month, then Alaafia pays its premium as a promotion and the ₦50 card check is owed back; when Paystack processes the refund, it leaves our balance', async () => {
    const { reference } = await paid(plans.health.planId);
    const from = lagosDate(clock.now());
    expect(await journal(reference)).toEqual([
      [
        'premium.written',
        [
          // ₦1,100 of premium for the free month, paid by Alaafia: the underwriter's net, our
          // commission (15%, of which 7.5% VAT: 1,151 kobo) unearned until the month is given.
          ['promotions', 110_000, 0],
          ['due_to_underwriter', 0, 93_500],
          ['unearned_commission', 0, 15_349],
          ['vat_payable', 0, 1_151],
          ['uw_control', 110_000, 0],
          ['uw_unearned_premium', 0, 110_000],
        ],
      ],
      [
        'payment.received',
        [
          ['cash_at_paystack', 5000, 0],
          ['card_check_refunds', 0, 5000],
        ],
      ],
    ]);
    const [written] = await journalFor(t.database.db, { reference });
    expect(written).toMatchObject({ kind: 'premium.written' });
    const premium = (await writtenPremiums(t.database.db, { reference }, null))[0]!;
    expect(premium).toMatchObject({
      transactionType: 'promotion',
      period: { from, to: addMonths(from, 1) },
      paidKobo: 0,
    });
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
    expect((await journal(reference)).slice(2)).toEqual([
      [
        'refund.sent',
        [
          ['card_check_refunds', 5000, 0],
          ['cash_at_paystack', 0, 5000],
        ],
      ],
    ]);
  });

  it('When a monthly premium is collected from the saved card, then it is written for its month: the net owed to the underwriter at once, the commission on the whole premium unearned', async () => {
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
    const lines = await journal(renewals[0]!.reference);
    expect(lines[0]![0]).toBe('premium.written');
    // The renewal's period began on its due date; what the daily earning had already earned of it
    // (the days before today) is earned in the same entry.
    const written = Object.fromEntries(
      (lines[0]![1] as [string, number, number][]).map(([a, d, cr]) => [a, d - cr]),
    );
    expect(written).toMatchObject({
      cash_at_paystack: 110_000,
      due_to_underwriter: -93_500,
      vat_payable: -1_151,
      uw_control: 110_000,
    });
    expect((written.unearned_commission ?? 0) + (written.commission_income ?? 0)).toBe(-15_349);
    expect((written.uw_unearned_premium ?? 0) + (written.uw_premium_earned ?? 0)).toBe(-110_000);
    // Nothing else in the payment: no other entry.
    expect(lines).toHaveLength(1);
  });

  it('When a quarter of a monthly plan is paid by bank transfer, then its premium is written for three months and earned by the day, not on the day it is received', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const quoted = await api(t.app, c).post(
      `/api/local/customers/${c.id}/quotes/transfer-payment-reference`,
      { ...CONSENT, number_of_months: 3 },
    );
    const { reference, amount_kobo } = quoted.json().data as {
      reference: string;
      amount_kobo: number;
    };
    expect(amount_kobo).toBe(330_000);
    await sandboxCharge(t.app, reference);
    const res = await payCall(t.app, c, { payment_reference: reference }, 'payments/transfer');
    expect(res.statusCode).toBe(200);
    const today = lagosDate(clock.now());
    const [premium] = await writtenPremiums(t.database.db, { reference }, null);
    expect(premium).toMatchObject({
      gross: 330_000,
      commission: 49_500,
      vat: 3_453,
      commissionIncome: 46_047,
      net: 280_500,
      transactionType: 'new',
      period: { from: today, to: addMonths(today, 3) },
    });
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

  it('When a yearly HealthCash premium is paid, then it is earned day by day with our commission; a refund takes back the unearned part first, earns the rest at once and stops the earning; the trial balance balances in each set of books', async () => {
    const day0 = lagosDate(clock.now());
    const { reference } = await paid(plans.healthCash.planId);
    expect(await journal(reference)).toEqual([
      [
        'premium.written',
        [
          ['cash_at_paystack', 100_000, 0],
          ['due_to_underwriter', 0, 85_000],
          ['unearned_commission', 0, 13_953],
          ['vat_payable', 0, 1_047],
          ['uw_control', 100_000, 0],
          ['uw_unearned_premium', 0, 100_000],
        ],
      ],
    ]);
    // Eleven days later the daily earning has earned days 1 to 11 of 365, of every premium on the
    // books; this one's share is the rule on its own amount.
    clock.set(new Date(`${addDays(day0, 11)}T09:00:00Z`));
    await keepBooks();
    const cursor = await earningCursor(t.database.db);
    expect(cursor).toBe(addDays(day0, 10));
    const [before] = await writtenPremiums(t.database.db, { reference }, cursor);
    expect(before).toMatchObject({
      unearned: 100_000 - Math.floor((100_000 * 11) / 365),
      unearnedCommission: 13_953 - Math.floor((13_953 * 11) / 365),
      stopped: false,
    });

    // Cancelled and refunded ₦500 by two finance members.
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
    // 96,987 unearned: 50,000 given back from it, 46,987 earned at once; our commission back in
    // proportion (6,976 of 13,953) out of its unearned 13,533, the rest (6,557) earned; VAT 523.
    expect((await journal(reference)).find((e) => e[0] === 'refund.approved')).toEqual([
      'refund.approved',
      [
        ['due_to_underwriter', 42_501, 0],
        ['vat_payable', 523, 0],
        ['unearned_commission', 13_533, 0],
        ['commission_income', 0, 6_557],
        ['refunds_payable', 0, 50_000],
        ['uw_control', 0, 50_000],
        ['uw_unearned_premium', 96_987, 0],
        ['uw_premium_earned', 0, 46_987],
      ],
    ]);
    const [after] = await writtenPremiums(t.database.db, { reference }, cursor);
    expect(after).toMatchObject({ stopped: true, unearned: 0, takenBack: 50_000 });
    // The year runs out: this premium earns nothing more.
    clock.set(new Date(`${addMonths(day0, 12)}T09:00:00Z`));
    await keepBooks();
    const tb = await trialBalance(t.database.db, addDays(addMonths(day0, 12), -1));
    expect(tb.total_debit_kobo).toBe(tb.total_credit_kobo);
    expect(tb.sections.alaafia.debit_kobo).toBe(tb.sections.alaafia.credit_kobo);
    expect(tb.sections.underwriter.debit_kobo).toBe(tb.sections.underwriter.credit_kobo);
  });

  it('When a chargeback of the ₦50 card check is opened and lost, then Paystack holds the money, then it is gone (not premium: our cost); the ₦50 refund not sent is no longer owed', async () => {
    // The ₦50 refund not sent yet (its job has not run): held, then cancelled by the loss.
    const { reference } = await paid(plans.health.planId, undefined, false);
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
    // The free month was Alaafia's promotion, not the customer's money: nothing of it goes back.
    expect(byKind['chargeback.lost']).toEqual([
      ['chargebacks', 5000, 0],
      ['chargebacks_held', 0, 5000],
    ]);
    expect(byKind['refund.cancelled']).toEqual([
      ['card_check_refunds', 5000, 0],
      ['chargebacks', 0, 5000],
    ]);
    expect(kinds).not.toContain('refund.sent');
  });

  it('When a chargeback of a premium is lost, then the premium goes back from the underwriter (the cover ended) and earns nothing more', async () => {
    const { reference } = await paid(plans.healthCash.planId);
    await webhook(disputeEvent('create', 7003, reference, 100_000));
    await webhook(disputeEvent('resolve', 7003, reference, 100_000, 'merchant-accepted'));
    await t.app.jobs.runDueJobs();
    const lost = (await journal(reference)).filter((e) => e[0] === 'chargeback.lost');
    // Nothing was earned yet by the daily earning of this premium today: all of it was unearned.
    expect(lost).toEqual([
      [
        'chargeback.lost',
        [
          ['due_to_underwriter', 85_000, 0],
          ['vat_payable', 1_047, 0],
          ['unearned_commission', 13_953, 0],
          ['chargebacks_held', 0, 100_000],
          ['uw_control', 0, 100_000],
          ['uw_unearned_premium', 100_000, 0],
        ],
      ],
    ]);
    const [premium] = await writtenPremiums(t.database.db, { reference }, null);
    expect(premium).toMatchObject({ stopped: true, takenBack: 100_000, paidBackKobo: 100_000 });
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
