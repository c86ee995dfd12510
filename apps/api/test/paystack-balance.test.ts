/**
 * Paystack's balance as it is (issue 36 item 8; docs/business-rules.md, 'Paystack's balance' and
 * 'Reconciliation with Paystack'): payouts and refunds are paid out of the balance, the sandbox settles
 * each day's charges net of them (its `deductions`) as Paystack does, transfer fees are posted, a
 * balance that would go short asks finance for a top-up, which one finance member records and a
 * second approves (then it is posted), and every payment the ledger took is found in a settlement
 * within its expected days or becomes a break. Also: one settlement that cannot be reconciled stops
 * no other (issue 36 item 6).
 */
import { addWorkingDays, lagosDate, type MoneyQueueAnswer } from '@alaafia/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  financeItems,
  ledgerEntries,
  ledgerLines,
  paymentReferences,
  payments,
  payouts,
  sandboxTransactions,
} from '../src/db/schema/index.js';
import {
  INSUFFICIENT_BALANCE,
  type SandboxPaymentProvider,
} from '../src/integrations/payments/sandbox.js';
import { accountBalanceKobo } from '../src/modules/platform/ledger/index.js';
import { approvedHealthCashClaim } from './claim-payout-support.js';
import {
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';
import { jobRunner } from './builders/jobs.js';

const clock = testClock(new Date('2026-07-01T09:00:00Z')); // a Wednesday
const t = useTestApp({ overrides: { now: clock.now } });
const staff = (roles: string[]) => signedInStaff(t.app, roles, 'pb');
const sandbox = () => t.ctx.payments as SandboxPaymentProvider;
let plans: Awaited<ReturnType<typeof seededPlans>>;

beforeAll(async () => {
  plans = await seededPlans(t);
});

const runJobs = jobRunner(t);

const books = () => accountBalanceKobo(t.database.db, 'cash_at_paystack');
const sandboxBalance = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/sandbox/paystack/balance' })).json().data
    .balance_kobo as number;

/** A customer pays the yearly HealthCash plan by card: the reference and what Paystack took. */
async function paidByCard() {
  const c = await signUp(t.app);
  await fillCart(t.app, c, [{ plan_id: plans.healthCash.planId }]);
  const { reference } = await cardReference(t.app, c);
  await sandboxCharge(t.app, reference);
  expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
  const [row] = await t.database.db
    .select({ amount: payments.amountKobo })
    .from(payments)
    .innerJoin(paymentReferences, eq(paymentReferences.id, payments.paymentReferenceId))
    .where(eq(paymentReferences.reference, reference));
  return { customer: c, reference, paidKobo: row!.amount };
}

/** The refunds the sandbox holds for a payment, each made processed (its webhook delivered). */
async function processRefunds(reference: string) {
  const held = await t.app.inject({
    method: 'GET',
    url: `/api/sandbox/paystack/refunds?reference=${reference}`,
  });
  const refunds = held.json().data as { amount_kobo: number; status: string }[];
  for (const r of refunds.filter((x) => x.status !== 'processed')) {
    expect(r).toBeDefined();
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/refund-outcome',
      payload: { reference, outcome: 'processed' },
    });
    expect(done.statusCode).toBe(200);
  }
  await runJobs(); // the refund.processed webhook
  return refunds.reduce((sum, r) => sum + r.amount_kobo, 0);
}

const settle = (date: string) =>
  t.app.inject({ method: 'POST', url: '/api/sandbox/paystack/settle', payload: { date } });

const entries = (kind: string) =>
  t.database.db
    .select({
      key: ledgerEntries.idempotencyKey,
      reference: ledgerEntries.reference,
      account: ledgerLines.accountCode,
      debit: ledgerLines.debitKobo,
      credit: ledgerLines.creditKobo,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(eq(ledgerEntries.kind, kind));

const openItem = async (kind: string, subject: string) => {
  const [item] = await t.database.db
    .select()
    .from(financeItems)
    .where(and(eq(financeItems.kind, kind), eq(financeItems.subject, subject)));
  return item ?? null;
};

let firstPayment = '';

describe("the day's settlement is net of what the balance paid out", () => {
  it("When a day's charges paid a refund and a payout with its fee, then the sandbox settles the charges less fees less those, as Paystack does; the fee is posted; the books' Cash at Paystack ends at zero", async () => {
    const today = lagosDate(clock.now());
    const paid = await paidByCard();
    firstPayment = paid.reference;
    await runJobs(); // the ₦50 card check's refund, if any, is sent to Paystack
    const refunded = await processRefunds(paid.reference);

    // A HealthCash claim of ₦500, paid from the balance the payment made.
    const { payoutId } = await approvedHealthCashClaim(
      t,
      plans.healthCash.planId,
      500,
      '2026-06-28',
    );
    const finance = await staff(['finance']);
    const approved = await finance.post(`/api/admin/payouts/${payoutId}/approve`, {});
    expect(approved.json().data.status).toBe('sending');
    await runJobs();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/transfer',
      payload: { payout_id: payoutId, outcome: 'success' },
    });
    expect(sent.statusCode).toBe(200);
    await runJobs();
    // Paystack's ₦10 fee on a ₦500 transfer is ours, from the balance.
    const fee = await entries('payout.fee');
    expect(fee).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: 'paystack_fees', debit: 1_000 }),
        expect.objectContaining({ account: 'cash_at_paystack', credit: 1_000 }),
      ]),
    );

    const res = await settle(today);
    expect(res.statusCode).toBe(200);
    const { settlement, reconciled } = res.json().data;
    const fees = settlement.total_fees_kobo as number;
    const deductions = refunded + 50_000 + 1_000;
    expect(settlement).toMatchObject({
      total_processed_kobo: paid.paidKobo,
      total_amount_kobo: paid.paidKobo - fees,
      deductions_kobo: deductions,
      effective_amount_kobo: paid.paidKobo - fees - deductions,
    });
    expect(reconciled).toMatchObject({ settlements: 1, matched: 1, breaks: 0 });
    const [bank] = (await entries('settlement.paid')).filter((l) => l.account === 'bank');
    expect(bank!.debit).toBe(paid.paidKobo - fees - deductions);
    // Everything taken today is paid out or paid to the bank: nothing is left at Paystack.
    expect(await books()).toBe(0);
    expect(await sandboxBalance()).toBe(0);

    const admin = await staff(['administrator']);
    const day = (await admin.get(`/api/admin/finance/reconciliation?date=${today}`)).json().data;
    expect(day.settlements).toEqual([
      expect.objectContaining({
        total_processed_kobo: paid.paidKobo,
        deductions_kobo: deductions,
        net_kobo: paid.paidKobo - fees - deductions,
        break_reason: null,
      }),
    ]);
  });

  it('When a refund takes the balance below zero, then finance is asked to top it up; the next settlement keeps the refund back and the books and Paystack agree', async () => {
    const reference = firstPayment;
    const maker = await staff(['finance']);
    const checker = await staff(['finance']);
    const started = await maker.post('/api/admin/refunds', {
      reference,
      amount_kobo: 50_000,
      reason: 'Cancelled in the first week',
    });
    expect(started.statusCode).toBe(201);
    const decided = await checker.post(`/api/admin/refunds/${started.json().data.id}/decision`, {
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(200);
    await runJobs();
    await processRefunds(reference);
    expect(await books()).toBe(-50_000);
    const item = await openItem('paystack.top_up', 'paystack-balance');
    expect(item).toMatchObject({ amountKobo: 50_000, resolvedAt: null });
    expect(item!.note).toContain(reference);

    // The next day's charges are settled less the refund Paystack kept back.
    clock.set(new Date('2026-07-02T09:00:00Z'));
    const next = await paidByCard();
    await runJobs();
    const refunded = await processRefunds(next.reference);
    const res = await settle('2026-07-02');
    const { settlement, reconciled } = res.json().data;
    expect(settlement.deductions_kobo).toBe(50_000 + refunded);
    expect(reconciled).toMatchObject({ settlements: 1, breaks: 0 });
    expect(await books()).toBe(0);
    expect(await sandboxBalance()).toBe(0);
    // The balance is back: the top-up item closed with the settlement.
    expect((await openItem('paystack.top_up', 'paystack-balance'))!.resolvedAt).not.toBeNull();
  });
});

describe('a balance too short for a payout', () => {
  it('When a payout is approved that the balance cannot pay, then it waits and finance is asked to top up; a top-up recorded by one finance member and approved by another is posted, and the payout goes out', async () => {
    clock.set(new Date('2026-07-03T09:00:00Z'));
    const { payoutId } = await approvedHealthCashClaim(
      t,
      plans.healthCash.planId,
      60_000,
      '2026-06-30',
    );
    const a = await staff(['finance']);
    const b = await staff(['finance']);
    const start = await books();
    const approved = await a.post(`/api/admin/payouts/${payoutId}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', reference: null });
    const need = 6_000_000 + 5_000; // the payout and Paystack's ₦50 fee
    const queue = (await a.get('/api/admin/finance/money-queue')).json().data as MoneyQueueAnswer;
    expect(queue.items).toContainEqual(
      expect.objectContaining({
        kind: 'paystack.top_up',
        amount_kobo: need - start,
        actions: ['record_top_up', 'resolve'],
      }),
    );
    const balance = (await b.get('/api/admin/finance/paystack-balance')).json().data;
    expect(balance).toMatchObject({
      balance_kobo: start,
      paystack_balance_kobo: await sandboxBalance(),
      short_kobo: need - start,
    });
    await runJobs();
    const [waiting] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(waiting!.status).toBe('approved');

    // Paystack refuses a transfer its balance cannot pay, as the sandbox does.
    const refused = await sandbox().initiateTransfer({
      reference: 'alf-po-test-refused-0001',
      recipientCode: 'RCP_test',
      amountKobo: 6_000_000,
      reason: 'test',
    });
    expect(refused).toMatchObject({ status: 'failed', message: INSUFFICIENT_BALANCE });

    // Finance tops the balance up on Paystack's dashboard, then records it here.
    const url = '/api/admin/finance/paystack-top-ups';
    const today = lagosDate(clock.now());
    expect(
      (await a.post(url, { amount_kobo: 0, bank_reference: 'GTB-1', made_on: today })).json().errors
        .amount_kobo,
    ).toBeDefined();
    const future = await a.post(url, {
      amount_kobo: 10_000_000,
      bank_reference: 'GTB-1',
      made_on: '2026-07-04',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.made_on).toEqual(['The top-up cannot be dated after today.']);
    const reviewer = await staff(['reviewer']);
    expect(
      (
        await reviewer.post(url, {
          amount_kobo: 10_000_000,
          bank_reference: 'GTB-1',
          made_on: today,
        })
      ).statusCode,
    ).toBe(403);
    const topped = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/top-up',
      payload: { amount_kobo: 10_000_000 },
    });
    expect(topped.statusCode).toBe(200);
    const recorded = await a.post(url, {
      amount_kobo: 10_000_000,
      bank_reference: 'GTB-TOPUP-0703',
      made_on: today,
    });
    expect(recorded.statusCode).toBe(201);
    const topUp = recorded.json().data;
    expect(topUp).toMatchObject({
      amount_kobo: 10_000_000,
      status: 'awaiting_approval',
      recorded_by: a.id,
      approved_by: null,
    });
    expect(
      (
        await b.post(url, {
          amount_kobo: 10_000_000,
          bank_reference: 'GTB-TOPUP-0703',
          made_on: today,
        })
      ).statusCode,
    ).toBe(409);
    const listed = (await b.get('/api/admin/finance/money-queue')).json().data as MoneyQueueAnswer;
    expect(listed.items).toContainEqual(
      expect.objectContaining({
        id: `top-up-${topUp.id}`,
        kind: 'paystack_top_up.recorded',
        top_up_id: topUp.id,
        started_by: a.id,
        actions: ['approve_top_up'],
      }),
    );
    // Nothing is posted until a second finance member approves it.
    expect(await books()).toBe(start);
    const approveUrl = `${url}/${topUp.id}/approve`;
    expect((await a.post(approveUrl, {})).statusCode).toBe(403);
    const admin = await staff(['administrator']);
    expect((await admin.post(approveUrl, {})).statusCode).toBe(403);
    const posted = await b.post(approveUrl, {});
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data).toMatchObject({ status: 'posted', approved_by: b.id });
    expect((await b.post(approveUrl, {})).statusCode).toBe(409);
    expect(await entries('paystack.top_up')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: 'cash_at_paystack', debit: 10_000_000 }),
        expect.objectContaining({ account: 'bank', credit: 10_000_000 }),
      ]),
    );
    expect(await books()).toBe(start + 10_000_000);
    expect((await openItem('paystack.top_up', 'paystack-balance'))!.resolvedAt).not.toBeNull();
    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.recordId, String(topUp.id)));
    expect(audited.map((r) => r.action)).toEqual(
      expect.arrayContaining(['paystack.top_up_recorded', 'paystack.top_up_approved']),
    );

    // The claims schedule's next (hourly) run sends the payout; its fee is posted when it succeeds.
    clock.set(new Date('2026-07-03T10:00:00Z'));
    await runJobs();
    const [sending] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(sending!.status).toBe('sending');
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/transfer',
      payload: { payout_id: payoutId, outcome: 'success' },
    });
    await runJobs();
    const [paidOut] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(paidOut!.status).toBe('paid');
    expect(await books()).toBe(start + 10_000_000 - need);
  });
});

describe('every payment is found in a settlement', () => {
  it('When Paystack never settles a payment the ledger took, then after its expected days it is a break before finance, once; settled later, the break closes', async () => {
    clock.set(new Date('2026-07-13T09:00:00Z')); // a Monday
    const lost = await paidByCard();
    // Paystack reversed it on its side: it is in no settlement.
    await t.database.db
      .update(sandboxTransactions)
      .set({ status: 'reversed' })
      .where(eq(sandboxTransactions.reference, lost.reference));
    clock.set(new Date('2026-07-15T09:00:00Z'));
    await runJobs();
    expect(await openItem('reconciliation.break', `unsettled:${lost.reference}`)).toBeNull();
    expect(addWorkingDays('2026-07-13', 2)).toBe('2026-07-15');
    clock.set(new Date('2026-07-16T09:00:00Z'));
    await runJobs();
    clock.set(new Date('2026-07-17T09:00:00Z')); // the next day's run raises it no second time
    await runJobs();
    const breaks = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.subject, `unsettled:${lost.reference}`));
    expect(breaks).toHaveLength(1);
    expect(breaks[0]).toMatchObject({
      kind: 'reconciliation.break',
      amountKobo: lost.paidKobo,
      resolvedAt: null,
    });
    expect(breaks[0]!.note).toContain('No Paystack settlement has paid out this payment');

    // Paystack pays it out after all (a settlement of its day, read although older than a week).
    await t.database.db
      .update(sandboxTransactions)
      .set({ status: 'success' })
      .where(eq(sandboxTransactions.reference, lost.reference));
    clock.set(new Date('2026-07-24T09:00:00Z'));
    await runJobs();
    const [closed] = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.subject, `unsettled:${lost.reference}`));
    expect(closed!.resolvedAt).not.toBeNull();
    expect(closed!.note).toContain('Paid out by settlement');
  });
});

describe('one settlement that cannot be reconciled', () => {
  it('When one settlement fails to reconcile, then the next is reconciled all the same and finance sees the failure; the next run reconciles it', async () => {
    clock.set(new Date('2026-07-27T09:00:00Z')); // a Monday
    await paidByCard();
    clock.set(new Date('2026-07-28T09:00:00Z'));
    await paidByCard();
    clock.set(new Date('2026-07-30T09:00:00Z'));
    // Monday's charges are paid out on Tuesday; that settlement cannot be stored this time.
    await t.database.db.execute(
      sql.raw(`create function test_settlement_refused() returns trigger language plpgsql as $$
        begin
          if new.settlement_date = '2026-07-28' then raise exception 'integer out of range'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger test_settlement_refused before insert on settlements
        for each row execute function test_settlement_refused()`),
    );
    try {
      await runJobs();
    } finally {
      await t.database.db.execute(sql.raw('drop trigger test_settlement_refused on settlements'));
      await t.database.db.execute(sql.raw('drop function test_settlement_refused()'));
    }
    const finance = await staff(['finance']);
    const tuesday = (await finance.get('/api/admin/finance/reconciliation?date=2026-07-28')).json()
      .data;
    expect(tuesday.settlements).toEqual([]);
    const wednesday = (
      await finance.get('/api/admin/finance/reconciliation?date=2026-07-29')
    ).json().data;
    expect(wednesday.settlements).toHaveLength(1);
    const failed = await t.database.db
      .select()
      .from(financeItems)
      .where(
        and(
          eq(financeItems.kind, 'batch.failed'),
          sql`${financeItems.subject} like 'settlement:%'`,
        ),
      );
    expect(failed).toHaveLength(1);
    expect(failed[0]!.resolvedAt).toBeNull();
    expect(failed[0]!.note).toContain('integer out of range');

    clock.set(new Date('2026-07-31T09:00:00Z')); // the next day's run
    await runJobs();
    const later = await staff(['finance']);
    const again = (await later.get('/api/admin/finance/reconciliation?date=2026-07-28')).json()
      .data;
    expect(again.settlements).toHaveLength(1);
    const [closed] = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.id, failed[0]!.id));
    expect(closed!.resolvedAt).not.toBeNull();
  });
});
