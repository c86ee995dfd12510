/**
 * The underwriter's monthly reports (issues 27 and 36; docs/business-rules.md, "The underwriter's
 * reports"): a month of activity through the real API paths (a transfer quarter, a yearly HealthCash
 * premium earned day by day and partly refunded, a claim paid and one approved and still owed,
 * capitation), the books kept to the month's end, then the premium and claims bordereaux (the
 * Coverholder Reporting Standards' fields), whose totals equal the ledger's movements for the month,
 * the summary, the CSV and XLSX files, access and the audit log.
 */
import {
  addDays,
  addMonths,
  type AdminPayout,
  type Claim,
  type LedgerAccountCode,
  nairaToKobo,
} from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, policies } from '../src/db/schema/index.js';
import type { SandboxPaymentProvider } from '../src/integrations/payments/sandbox.js';
import {
  bookRates,
  credit,
  debit,
  keepTheBooks,
  postEntry,
  trialBalance,
  underwriterStatement,
  writePremium,
} from '../src/modules/platform/ledger/index.js';
import {
  api,
  cardReference,
  CONSENT,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { multipart, samples } from './file-samples.js';
import { signUp, useTestApp } from './helpers.js';
import { signedInStaff, topUpPaystack } from './staff-support.js';
import { jobRunner } from './builders/jobs.js';
import { markKycComplete } from '../src/modules/customers/customers/index.js';

const clock = testClock(new Date('2026-06-01T08:00:00Z')); // a Monday
const t = useTestApp({ overrides: { now: clock.now } });
const MONTH = '2026-06';
let plans: Awaited<ReturnType<typeof seededPlans>>;
const staff = (roles: string[]) => signedInStaff(t.app, roles, 'bdx');
const sandbox = () => t.ctx.payments as SandboxPaymentProvider;
let n = 0;

/** Each account's movement in the month (debits less credits), from two trial balances. */
async function movements(month: string) {
  const net = async (day: string) =>
    new Map(
      (await trialBalance(t.database.db, day)).accounts.map((a): [string, number] => [
        a.code,
        a.debit_kobo - a.credit_kobo,
      ]),
    );
  const first = `${month}-01`;
  const before = await net(addDays(first, -1));
  const end = await net(addDays(addMonths(first, 1), -1));
  const move = (code: LedgerAccountCode) => (end.get(code) ?? 0) - (before.get(code) ?? 0);
  return { move, closing: (code: LedgerAccountCode) => end.get(code) ?? 0 };
}

const runJobs = jobRunner(t);

/** A verified customer with an HTCI policy from January, files an accident claim of `amount` naira. */
async function htciClaim(amount: number) {
  const c = await signUp(t.app);
  await markKycComplete(t.database.db, c.id, t.ctx.now());
  // Written by hand: the report's test finds this policy by its own number (T-HTCI-BDX-).
  await t.database.db.insert(policies).values({
    policyNumber: `T-HTCI-BDX-${c.id}-${(n += 1)}`,
    customerId: c.id,
    productUid: 'HTCI',
    planId: plans.healthCash.planId,
    sumAssuredKobo: nairaToKobo(500_000),
    premiumKobo: nairaToKobo(1000),
    unit: 'Year',
    policyDuration: 12,
    status: 'active',
    startDate: '2026-01-05',
    nextPaymentDate: '2027-01-05',
  });
  const { payload, headers } = await multipart(
    { type: 'claim_document' },
    { name: 'letter.pdf', content: samples.pdf, type: 'application/pdf' },
  );
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/local/upload/s3',
    headers: { ...headers, cookie: c.cookie },
    payload,
  });
  expect(up.statusCode).toBe(200);
  const filed = await api(t.app, c).post(`/api/local/customers/${c.id}/claims`, {
    product_uid: 'HTCI',
    benefit: 'accident_emergency',
    date_of_event: '2026-05-28',
    amount_claimed: amount,
    documents: [up.json().data.file_url],
    bank_code: '058',
    account_number: '0123456789',
  });
  expect(filed.statusCode).toBe(201);
  const claim = filed.json<{ data: Claim }>().data;
  const officer = await staff(['claims_officer']);
  const decided = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
    decision: 'approve',
    reason: 'Evidence checked against the policy.',
  });
  expect(decided.statusCode).toBe(200);
  const first = decided.json<{ data: Claim }>().data.payouts[0]!;
  const finance = await staff(['finance']);
  const approved = await finance.post(`/api/admin/payouts/${first.id}/approve`, {});
  expect(approved.statusCode).toBe(200);
  await runJobs();
  return { claim, reference: approved.json<{ data: AdminPayout }>().data.reference! };
}

beforeAll(async () => {
  plans = await seededPlans(t);
  const keepBooks = (now: Date) =>
    keepTheBooks(t.database.db, {
      now,
      rates: bookRates(t.ctx.config.underwriter),
      ibnrRate: t.ctx.config.underwriter.ibnrRate,
    });

  // A quarter of the monthly health plan by bank transfer: received and earned at once.
  const a = await signUp(t.app);
  await fillCart(t.app, a, [{ plan_id: plans.health.planId }]);
  const quoted = await api(t.app, a).post(
    `/api/local/customers/${a.id}/quotes/transfer-payment-reference`,
    { ...CONSENT, number_of_months: 3 },
  );
  const transfer = quoted.json().data.reference as string;
  await sandboxCharge(t.app, transfer);
  expect(
    (await payCall(t.app, a, { payment_reference: transfer }, 'payments/transfer')).statusCode,
  ).toBe(200);

  // A yearly HealthCash premium by card: unearned, earned day by day, then ₦500 refunded.
  const b = await signUp(t.app);
  await fillCart(t.app, b, [{ plan_id: plans.healthCash.planId }]);
  const card = await cardReference(t.app, b);
  await sandbox().completeCharge({
    reference: card.reference,
    outcome: 'success',
    amountKobo: card.amount_kobo,
    email: b.body.email,
    channel: 'card',
  });
  expect((await payCall(t.app, b, { payment_reference: card.reference })).statusCode).toBe(200);
  // The daily earning to 4 June (the job runs on the 5th).
  await keepBooks(new Date('2026-06-05T08:00:00Z'));
  const maker = await staff(['finance']);
  const checker = await staff(['finance']);
  const started = await maker.post('/api/admin/refunds', {
    reference: card.reference,
    amount_kobo: 50_000,
    reason: 'Cancelled in the first month',
  });
  expect(started.statusCode).toBe(201);
  expect(
    (
      await checker.post(`/api/admin/refunds/${started.json().data.id}/decision`, {
        decision: 'approve',
      })
    ).statusCode,
  ).toBe(200);

  // A claim paid, and one approved whose transfer has not gone through: still owed (the balance
  // at Paystack topped up for them first: docs/business-rules.md, 'Paystack's balance').
  await topUpPaystack(t.app, 100_000_000);
  const paid = await htciClaim(80_000);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/paystack/transfer',
    payload: { reference: paid.reference, outcome: 'success', deliveries: 1 },
  });
  expect(res.statusCode).toBe(200);
  await runJobs();
  await htciClaim(60_000);

  // A hospital's capitation, as the monthly job posts it: charged to the underwriter, no claim.
  await postEntry(t.database.db, {
    at: clock.now(),
    memo: 'Capitation for May',
    kind: 'capitation.payable',
    idempotencyKey: 'capitation.payable:bdx-test:2026-05',
    lines: [
      debit('due_to_underwriter', 1_250_000),
      credit('hospital_capitation_payable', 1_250_000),
      debit('uw_capitation', 1_250_000),
      credit('uw_control', 1_250_000),
    ],
  });
  // The books kept to the end of June (the job's first run in July): June earned, its IBNR set.
  await keepBooks(new Date('2026-07-01T08:00:00Z'));
});

describe("the underwriter's reports", () => {
  it('When the premium bordereau of a month is asked for, then it has a row per premium written, taken back or earning, with the policy, its cover, sum insured and transaction type, and its totals are the ledger movements of the month', async () => {
    const finance = await staff(['finance']);
    const res = await finance.get(`/api/admin/finance/bordereaux/premium?month=${MONTH}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.month).toBe(MONTH);
    const quarter = data.rows.find(
      (r: { kind: string; written_premium_kobo: number }) =>
        r.kind === 'premium.written' && r.written_premium_kobo === 330_000,
    );
    // A quarter's premium is written in June and earned by the day: 30 of its 92 days.
    expect(quarter).toMatchObject({
      product: 'HI',
      policy_number: expect.stringMatching(/^ALF-HI-2026-/),
      insured: expect.any(String),
      inception_date: '2026-06-01',
      expiry_date: '2026-08-31',
      sum_insured_kobo: expect.any(Number),
      transaction_type: 'new',
      gross_premium_kobo: 330_000,
      commission_kobo: 49_500,
      vat_on_commission_kobo: 3_453,
      net_due_kobo: 280_500,
      earned_premium_kobo: Math.floor((330_000 * 30) / 92),
    });
    // The yearly premium earned 4 days (to 4 June) before ₦500 was refunded: the refund came out of
    // the unearned part, what stayed unearned was earned at once and the earning stopped.
    const year = data.rows.find(
      (r: { kind: string; product: string }) =>
        r.kind === 'premium.written' && r.product === 'HTCI',
    );
    expect(year).toMatchObject({
      transaction_type: 'new',
      written_premium_kobo: 100_000,
      earned_premium_kobo: Math.floor((100_000 * 4) / 365),
    });
    const refund = data.rows.find((r: { kind: string }) => r.kind === 'refund.approved');
    expect(refund).toMatchObject({
      product: 'HTCI',
      policy_number: expect.stringMatching(/^ALF-HTCI-/),
      transaction_type: 'cancellation',
      gross_premium_kobo: -50_000,
      written_premium_kobo: -50_000,
      earned_premium_kobo: 100_000 - Math.floor((100_000 * 4) / 365) - 50_000,
    });
    for (const r of data.rows)
      expect(r.gross_premium_kobo).toBe(r.commission_kobo + r.net_due_kobo);

    const { move } = await movements(MONTH);
    expect(data.totals.written_premium_kobo).toBe(330_000 + 100_000 - 50_000);
    expect(data.totals.earned_premium_kobo).toBe(-move('uw_premium_earned'));
    expect(data.totals.unearned_kobo).toBe(-move('uw_unearned_premium'));
    expect(data.totals.earned_premium_kobo).toBe(
      quarter.earned_premium_kobo + year.earned_premium_kobo + refund.earned_premium_kobo,
    );
    expect(data.totals.vat_on_commission_kobo).toBe(-move('vat_payable'));
    const statement = await underwriterStatement(t.database.db, MONTH);
    expect(statement.gross_premium_kobo).toBe(data.totals.gross_premium_kobo);
    expect(statement.commission_kobo).toBe(data.totals.commission_kobo);

    // Another month holds none of it.
    const may = await finance.get('/api/admin/finance/bordereaux/premium?month=2026-05');
    expect(may.json().data.rows).toEqual([]);
  });

  it("When the claims bordereau of a month is asked for, then it has the claim paid and the claim still reserved, incurred = paid + change in reserves, the IBNR, and its totals are the ledger's", async () => {
    const finance = await staff(['finance']);
    const res = await finance.get(`/api/admin/finance/bordereaux/claims?month=${MONTH}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const byPaid = [...data.rows].sort(
      (a: { paid_kobo: number }, b: { paid_kobo: number }) => b.paid_kobo - a.paid_kobo,
    );
    expect(byPaid[0]).toMatchObject({
      claim_number: expect.any(String),
      policy_number: expect.stringMatching(/^T-HTCI-BDX-/),
      benefit: 'accident_emergency',
      cause: 'accident_emergency',
      date_of_loss: '2026-05-28',
      notified_on: '2026-06-01',
      decided_on: '2026-06-01',
      amount_claimed_kobo: 8_000_000,
      payee: expect.any(String),
      incurred_kobo: 8_000_000,
      paid_kobo: 8_000_000,
      reserve_kobo: 0,
      outstanding_kobo: 0,
      statutory_due_by: '2026-07-31',
      days_to_payment: 0,
    });
    expect(data.rows).toContainEqual(
      expect.objectContaining({
        incurred_kobo: 6_000_000,
        paid_kobo: 0,
        reserve_kobo: 6_000_000,
        outstanding_kobo: 6_000_000,
        days_to_payment: null,
      }),
    );
    const { move, closing } = await movements(MONTH);
    expect(data.totals).toMatchObject({
      incurred_kobo: 14_000_000,
      paid_kobo: 8_000_000,
      reserve_kobo: -closing('uw_case_reserves'),
      reserve_opening_kobo: 0,
      capitation_kobo: move('uw_capitation'),
      ibnr_kobo: -closing('uw_ibnr'),
    });
    expect(data.totals.incurred_kobo).toBe(
      data.totals.paid_kobo + data.totals.reserve_kobo - data.totals.reserve_opening_kobo,
    );
    expect(data.totals.capitation_kobo).toBe(1_250_000);
    // IBNR: 10% of the premium earned in the three months to June's end.
    expect(data.totals.ibnr_kobo).toBe(Math.floor(-move('uw_premium_earned') / 10));
    expect(data.totals.ibnr_change_kobo).toBe(data.totals.ibnr_kobo);
    // Claims paid, reserve changes, capitation and IBNR: the ledger's incurred for the month.
    expect(move('uw_claims_paid') + move('uw_reserve_movement') + move('uw_capitation')).toBe(
      data.totals.incurred_kobo + data.totals.capitation_kobo + data.totals.ibnr_change_kobo,
    );
  });

  it('When the summary is asked for, then each product and all have premiums written and earned, claims incurred (paid + change in reserves, capitation, IBNR) and the loss ratio on incurred', async () => {
    const finance = await staff(['finance']);
    const res = await finance.get(`/api/admin/finance/bordereaux/summary?month=${MONTH}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as { product: string; [k: string]: unknown }[];
    expect(rows.map((r) => r.product)).toEqual(['HI', 'HTCI', 'all']);
    const all = rows.find((r) => r.product === 'all')!;
    const { move } = await movements(MONTH);
    const earned = -move('uw_premium_earned');
    const incurred = move('uw_claims_paid') + move('uw_reserve_movement') + move('uw_capitation');
    expect(all).toEqual({
      product: 'all',
      premiums_written_kobo: 330_000 + 100_000 - 50_000,
      premiums_earned_kobo: earned,
      claims_incurred_kobo: incurred,
      claims_paid_kobo: 8_000_000,
      claims_outstanding_kobo: 6_000_000,
      loss_ratio: Math.round((incurred / earned) * 10_000) / 10_000,
    });
  });

  it('When a report is downloaded as CSV or XLSX, then the file has the rows in naira with its type and name, and the download is audited', async () => {
    const finance = await staff(['finance']);
    const json = (await finance.get(`/api/admin/finance/bordereaux/premium?month=${MONTH}`)).json()
      .data;
    const csv = await finance.get(
      `/api/admin/finance/bordereaux/premium?month=${MONTH}&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="premium-bordereau-${MONTH}.csv"`,
    );
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toContain('policy_number');
    expect(lines[0]).toContain('gross_premium_naira');
    expect(lines).toHaveLength(json.rows.length + 1);
    expect(csv.body).toContain(',3300,');
    expect(lines[0]).toContain('transaction_type');
    expect(lines[0]).toContain('vat_on_commission_naira');

    const xlsx = await finance.get(
      `/api/admin/finance/bordereaux/claims?month=${MONTH}&format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="claims-bordereau-${MONTH}.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Claims bordereau', 'Totals', 'Summary']);
    const sheet = book.getWorksheet('Claims bordereau')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('claim_number');
    const paidCol = header.indexOf('paid_naira') + 1;
    const paidValues = [];
    for (let i = 2; i <= sheet.rowCount; i += 1)
      paidValues.push(sheet.getRow(i).getCell(paidCol).value);
    expect(paidValues).toContain(80_000);
    const summary = book.getWorksheet('Summary')!;
    expect((summary.getRow(1).values as unknown[]).slice(1)).toContain('loss_ratio');

    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bordereau.exported'), eq(auditLog.staffId, finance.id)));
    expect(audited.map((a) => a.recordId).sort()).toEqual([`claims:${MONTH}`, `premium:${MONTH}`]);
  });

  it('When a customer, a reviewer or nobody asks for a report, then they are refused; an administrator is answered', async () => {
    const c = await signUp(t.app);
    const reviewer = await staff(['reviewer']);
    const admin = await staff(['administrator']);
    for (const report of ['premium', 'claims', 'summary']) {
      const url = `/api/admin/finance/bordereaux/${report}?month=${MONTH}&format=csv`;
      expect((await api(t.app, c).get(url)).statusCode).toBe(401);
      expect((await api(t.app, null).get(url)).statusCode).toBe(401);
      expect((await reviewer.get(url)).statusCode).toBe(403);
      expect((await admin.get(url)).statusCode).toBe(200);
    }
    const refusedAudits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bordereau.exported'), eq(auditLog.staffId, reviewer.id)));
    expect(refusedAudits).toEqual([]);
  });

  it('When entries fall either side of a Lagos midnight at the end of a month, then each is in its Lagos month', async () => {
    const [policy] = await t.database.db
      .select({ id: policies.id, policyNumber: policies.policyNumber })
      .from(policies)
      .limit(1);
    const at = (iso: string, key: string) =>
      t.database.db.transaction((tx) =>
        writePremium(tx, {
          at: new Date(iso),
          memo: 'Sponsored cover',
          idempotencyKey: `sponsor.receivable:bdx-${key}`,
          paidFrom: 'sponsor_receivables',
          gross: 10_000 as never,
          period: { from: '2026-07-01', to: '2026-08-01' },
          policyId: policy!.id,
          productUid: 'HI',
          transactionType: 'renewal',
          rates: bookRates(t.ctx.config.underwriter),
        }),
      );
    // 00:30 on 1 July in Lagos, and 00:30 on 1 August in Lagos.
    await at('2026-06-30T23:30:00Z', 'july');
    await at('2026-07-31T23:30:00Z', 'august');
    const finance = await staff(['finance']);
    const july = (await finance.get('/api/admin/finance/bordereaux/premium?month=2026-07')).json()
      .data;
    expect(july.rows).toContainEqual(
      expect.objectContaining({
        date: '2026-07-01',
        kind: 'premium.written',
        policy_number: policy!.policyNumber,
        transaction_type: 'renewal',
        gross_premium_kobo: 10_000,
        commission_kobo: 1_500,
        net_due_kobo: 8_500,
      }),
    );
    expect(july.totals.written_premium_kobo).toBe(10_000);
    const june = (await finance.get(`/api/admin/finance/bordereaux/premium?month=${MONTH}`)).json()
      .data;
    expect(june.totals.written_premium_kobo).toBe(330_000 + 100_000 - 50_000);
  });

  it('When the month is not a month, then the answer is 422 with a clear message', async () => {
    const finance = await staff(['finance']);
    for (const q of ['month=2026-13', 'month=June', '', 'month=2026-06&format=pdf']) {
      const res = await finance.get(`/api/admin/finance/bordereaux/premium?${q}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/YYYY-MM|format/);
    }
  });
});
