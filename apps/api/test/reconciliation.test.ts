import { lagosDate, paystackLocalFeeKobo } from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { financeItems, ledgerEntries, ledgerLines, settlements } from '../src/db/schema/index.js';
import { PaystackClient } from '../src/integrations/payments/paystack.js';
import { reconcileSettlements } from '../src/modules/back-office/finance/reconciliation.js';
import { credit, debit, postEntry } from '../src/modules/platform/ledger/index.js';
import type { SandboxPaymentProvider } from '../src/integrations/payments/sandbox.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { signUp, signUpProven, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';
import { runJobs } from './builders/jobs.js';

// Reconciliation with Paystack (issue 27, item 4; docs/business-rules.md, 'Reconciliation with Paystack').
const clock = testClock(new Date('2026-07-01T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
const staff = (app: FastifyInstance, roles: string[]) => signedInStaff(app, roles, 'rc');

const entriesOf = (kind: string) =>
  t.database.db
    .select({
      key: ledgerEntries.idempotencyKey,
      account: ledgerLines.accountCode,
      debit: ledgerLines.debitKobo,
      credit: ledgerLines.creditKobo,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(eq(ledgerEntries.kind, kind));

describe('reconciliation with Paystack (sandbox)', () => {
  it("When a day's charges are settled, then each matches the ledger with Paystack's fee, the settlement is posted once, and a charge the ledger never took is a break before finance", async () => {
    const plans = await seededPlans(t);
    const c = await signUpProven(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference);
    expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
    // A charge Paystack has that we never recorded (no reference of ours).
    const provider = t.ctx.payments as unknown as SandboxPaymentProvider;
    await provider.completeCharge({
      reference: 'ALF-NOT-OURS-1',
      outcome: 'success',
      amountKobo: 500_000,
      email: 'stranger@example.ng',
      channel: 'card',
    });
    const today = lagosDate(clock.now());

    const tomorrow = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/settle',
      payload: { date: '2026-07-02' },
    });
    expect(tomorrow.statusCode).toBe(422);
    expect(tomorrow.json().errors.date).toEqual([
      'Charges of a day still to come cannot be settled.',
    ]);

    const settled = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/settle',
      payload: { date: today },
    });
    expect(settled.statusCode).toBe(200);
    const { settlement, reconciled } = settled.json().data;
    expect(reconciled).toEqual({
      settlements: 1,
      matched: 1,
      breaks: 1,
      failed: 0,
      not_settled: 0,
    });
    const ours = await t.database.db
      .select({ debit: ledgerLines.debitKobo })
      .from(ledgerEntries)
      .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
      .where(
        and(
          eq(ledgerEntries.reference, reference),
          eq(ledgerLines.accountCode, 'cash_at_paystack'),
        ),
      );
    const paid = ours.reduce((s, l) => s + l.debit, 0);
    expect(paid).toBeGreaterThan(0);
    const fees = paystackLocalFeeKobo(paid) + paystackLocalFeeKobo(500_000);
    expect(settlement).toMatchObject({
      total_processed_kobo: paid + 500_000,
      total_fees_kobo: fees,
      total_amount_kobo: paid + 500_000 - fees,
      deductions_kobo: 0,
      effective_amount_kobo: paid + 500_000 - fees,
    });

    const finance = await staff(t.app, ['finance']);
    const got = await finance.get(`/api/admin/finance/reconciliation?date=${today}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toMatchObject({
      date: today,
      matched: 1,
      settlements: [
        {
          total_processed_kobo: paid + 500_000,
          total_fees_kobo: fees,
          total_amount_kobo: paid + 500_000 - fees,
          deductions_kobo: 0,
          net_kobo: paid + 500_000 - fees,
          break_reason: null,
        },
      ],
      unmatched: [
        {
          reference: 'ALF-NOT-OURS-1',
          amount_kobo: 500_000,
          ledger_kobo: 0,
          reason: 'not_in_ledger',
          fee_kobo: paystackLocalFeeKobo(500_000),
        },
      ],
    });
    const [item] = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.transactionReference, 'ALF-NOT-OURS-1'));
    expect(item).toMatchObject({
      kind: 'reconciliation.break',
      resolvedAt: null,
      amountKobo: 500_000,
    });

    // The settlement's entry: fees to Paystack fees, the net from cash at Paystack to the bank.
    expect(
      (await entriesOf('settlement.paid')).map(({ account, debit, credit }) => ({
        account,
        debit,
        credit,
      })),
    ).toEqual(
      expect.arrayContaining([
        { account: 'bank', debit: paid + 500_000 - fees, credit: 0 },
        { account: 'paystack_fees', debit: fees, credit: 0 },
        { account: 'cash_at_paystack', debit: 0, credit: paid + 500_000 },
      ]),
    );

    // Again (and the daily job): the same settlement, nothing posted or put before finance twice.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/settle',
      payload: { date: today },
    });
    expect(again.json().data.reconciled).toEqual({
      settlements: 0,
      matched: 0,
      breaks: 0,
      failed: 0,
      not_settled: 0,
    });
    await runJobs(t);
    expect(await entriesOf('settlement.paid')).toHaveLength(3);
    expect(
      await t.database.db
        .select()
        .from(financeItems)
        .where(eq(financeItems.kind, 'reconciliation.break')),
    ).toHaveLength(1);
  });

  it('When nothing was paid on a day, then settling it makes no settlement; the day is answered with no breaks', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/settle',
      payload: { date: '2026-06-01' },
    });
    expect(res.json().data).toMatchObject({ settlement: null });
    const finance = await staff(t.app, ['finance']);
    const got = await finance.get('/api/admin/finance/reconciliation?date=2026-06-02');
    expect(got.json().data).toEqual({
      date: '2026-06-02',
      settlements: [],
      matched: 0,
      unmatched: [],
    });
    expect((await finance.get('/api/admin/finance/reconciliation?date=June')).statusCode).toBe(422);
  });

  it('When a reviewer or a customer asks for the reconciliation, then they are refused', async () => {
    const reviewer = await staff(t.app, ['reviewer']);
    const url = '/api/admin/finance/reconciliation?date=2026-07-01';
    expect((await reviewer.get(url)).statusCode).toBe(403);
    expect((await api(t.app, await signUp(t.app)).get(url)).statusCode).toBe(401);
    const admin = await staff(t.app, ['administrator']);
    expect((await admin.get(url)).statusCode).toBe(200);
  });
});

describe("Paystack's settlements (the real adapter, against msw shaped as Paystack documents)", () => {
  const BASE = 'http://paystack.test';
  const seen: string[] = [];
  const server = setupServer(
    http.get(`${BASE}/settlement`, ({ request }) => {
      const url = new URL(request.url);
      seen.push(`${url.pathname}?${url.searchParams.toString()}`);
      return HttpResponse.json({
        status: true,
        message: 'Settlements retrieved',
        data: [
          {
            id: 8610871,
            domain: 'test',
            status: 'success',
            currency: 'NGN',
            integration: 463433,
            total_amount: 1_083_500,
            effective_amount: 1_083_500,
            total_fees: 16_500,
            total_processed: 1_100_000,
            deductions: null,
            settlement_date: '2026-07-02T00:00:00.000Z',
            settled_by: null,
            createdAt: '2026-07-02T06:00:00.000Z',
            updatedAt: '2026-07-02T06:00:00.000Z',
          },
          {
            id: 8610870,
            domain: 'test',
            status: 'success',
            currency: 'NGN',
            integration: 463433,
            total_amount: 476_500,
            effective_amount: 476_500,
            total_fees: 23_500,
            total_processed: 500_000,
            deductions: null,
            settlement_date: '2026-06-20T00:00:00.000Z',
            settled_by: null,
            createdAt: '2026-06-20T06:00:00.000Z',
            updatedAt: '2026-06-20T06:00:00.000Z',
          },
        ],
        meta: { total: 2, skipped: 0, perPage: 100, page: 1, pageCount: 1 },
      });
    }),
    http.get(`${BASE}/settlement/:id/transactions`, ({ params, request }) => {
      seen.push(new URL(request.url).pathname);
      return HttpResponse.json({
        status: true,
        message: 'Transactions retrieved',
        data: [
          {
            id: 4099260516,
            domain: 'test',
            status: 'success',
            reference: `ALF-${String(params.id)}`,
            amount: 1_100_000,
            fees: 16_500,
            channel: 'card',
            currency: 'NGN',
            paid_at: '2026-07-01T09:01:00.000Z',
            customer: { email: 'customer@example.ng' },
          },
        ],
        meta: { total: 1, skipped: 0, perPage: 100, page: 1, pageCount: 1 },
      });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const client = () =>
    new PaystackClient({ secretKey: 'sk_test_x', publicKey: 'pk_test_x', baseUrl: BASE });

  /** A settlement as List Settlements gives it (Paystack's documented example's fields). */
  const settlementOf = (
    id: number,
    day: string,
    figures: { processed: number; fees: number; deductions: number | null; effective: number },
  ) => ({
    id,
    domain: 'test',
    status: 'success',
    currency: 'NGN',
    integration: 463433,
    total_amount: figures.processed - figures.fees,
    effective_amount: figures.effective,
    total_fees: figures.fees,
    total_processed: figures.processed,
    deductions: figures.deductions,
    settlement_date: `${day}T00:00:00.000Z`,
    settled_by: null,
    createdAt: `${day}T06:00:00.000Z`,
    updatedAt: `${day}T06:00:00.000Z`,
  });

  it('When a settlement has deductions, then they are read as Paystack gives them; Check Balance answers the NGN balance', async () => {
    server.use(
      http.get(`${BASE}/settlement`, () =>
        HttpResponse.json({
          status: true,
          message: 'Settlements retrieved',
          data: [
            settlementOf(8610880, '2026-07-03', {
              processed: 2_000_000,
              fees: 31_000,
              deductions: 500_000,
              effective: 1_469_000,
            }),
          ],
          meta: { total: 1, skipped: 0, perPage: 100, page: 1, pageCount: 1 },
        }),
      ),
      http.get(`${BASE}/balance`, () =>
        HttpResponse.json({
          status: true,
          message: 'Balances retrieved',
          data: [
            { currency: 'USD', balance: 100 },
            { currency: 'NGN', balance: 7_250_000 },
          ],
        }),
      ),
    );
    expect(await client().listSettlements({ from: '2026-07-01', to: '2026-07-03' })).toEqual([
      {
        id: '8610880',
        status: 'success',
        settlementDate: '2026-07-03',
        totalProcessedKobo: 2_000_000,
        totalFeesKobo: 31_000,
        totalAmountKobo: 1_969_000,
        deductionsKobo: 500_000,
        effectiveAmountKobo: 1_469_000,
      },
    ]);
    expect(await client().checkBalance()).toBe(7_250_000);
  });

  it("When Paystack keeps back more than the ledger drew, or a settlement's figures do not add up, then each is a break before finance; the money that reached the bank is posted all the same", async () => {
    for (const [reference, kobo] of [
      ['ALF-DED-1', 2_000_000],
      ['ALF-TOT-1', 500_000],
    ] as const)
      await postEntry(t.database.db, {
        at: new Date('2026-07-02T09:00:00Z'),
        memo: 'A payment',
        kind: 'premium.received',
        reference,
        idempotencyKey: `premium.received:${reference}`,
        lines: [debit('cash_at_paystack', kobo), credit('suspense', kobo)],
      });
    server.use(
      http.get(`${BASE}/settlement`, () =>
        HttpResponse.json({
          status: true,
          message: 'Settlements retrieved',
          data: [
            // Deductions the ledger cannot explain: nothing was drawn from the balance.
            settlementOf(8610890, '2026-07-03', {
              processed: 2_000_000,
              fees: 40_000,
              deductions: 500_000,
              effective: 1_460_000,
            }),
            // Its one transaction is ₦4,000 short of its total processed.
            settlementOf(8610891, '2026-07-03', {
              processed: 600_000,
              fees: 19_000,
              deductions: null,
              effective: 581_000,
            }),
          ],
          meta: { total: 2, skipped: 0, perPage: 100, page: 1, pageCount: 1 },
        }),
      ),
      http.get(`${BASE}/settlement/:id/transactions`, ({ params }) => {
        const deducted = String(params.id) === '8610890';
        return HttpResponse.json({
          status: true,
          message: 'Transactions retrieved',
          data: [
            {
              id: deducted ? 1 : 2,
              status: 'success',
              reference: deducted ? 'ALF-DED-1' : 'ALF-TOT-1',
              amount: deducted ? 2_000_000 : 500_000,
              fees: deducted ? 40_000 : 17_500,
              channel: 'card',
              currency: 'NGN',
            },
          ],
          meta: { total: 1, skipped: 0, perPage: 100, page: 1, pageCount: 1 },
        });
      }),
    );
    const done = await reconcileSettlements(
      { ...t.ctx, payments: client() },
      { from: '2026-07-03', to: '2026-07-03' },
    );
    expect(done).toMatchObject({ settlements: 2, matched: 2, breaks: 2, failed: 0 });
    const stored = await t.database.db
      .select({ id: settlements.providerSettlementId, reason: settlements.breakReason })
      .from(settlements)
      .where(eq(settlements.settlementDate, '2026-07-03'));
    expect(stored).toEqual(
      expect.arrayContaining([
        { id: '8610890', reason: 'deductions_differ' },
        { id: '8610891', reason: 'totals_differ' },
      ]),
    );
    const items = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.kind, 'reconciliation.break'));
    const bySubject = new Map(items.map((i) => [i.subject, i]));
    expect(bySubject.get('settlement:8610890')!.note).toMatch(
      /deductions ₦5,000, to the bank ₦14,600; the ledger drew ₦[\d,.]+ not yet kept back/,
    );
    expect(bySubject.get('settlement:8610891')!.note).toContain('1 transactions of ₦5,000');
    // What reached the bank is posted as Paystack says, whatever the breaks.
    const bank = (await entriesOf('settlement.paid')).filter((l) => l.account === 'bank');
    expect(bank.map((l) => l.debit).sort()).toEqual(expect.arrayContaining([1_460_000, 581_000]));
  });

  it('When settlements are listed for a range, then only those paid out in it are answered, and a settlement gives its transactions with their fees', async () => {
    const client = new PaystackClient({
      secretKey: 'sk_test_x',
      publicKey: 'pk_test_x',
      baseUrl: BASE,
    });
    const list = await client.listSettlements({ from: '2026-06-25', to: '2026-07-02' });
    expect(list).toEqual([
      {
        id: '8610871',
        status: 'success',
        settlementDate: '2026-07-02',
        totalProcessedKobo: 1_100_000,
        totalFeesKobo: 16_500,
        totalAmountKobo: 1_083_500,
        deductionsKobo: 0,
        effectiveAmountKobo: 1_083_500,
      },
    ]);
    expect(await client.settlementTransactions('8610871')).toEqual([
      { reference: 'ALF-8610871', amountKobo: 1_100_000, feesKobo: 16_500 },
    ]);
    expect(seen).toEqual(['/settlement?perPage=100&page=1', '/settlement/8610871/transactions']);
  });
});
