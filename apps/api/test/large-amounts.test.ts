/**
 * Money that fits (issue 36 item 6; docs/business-rules.md, 'The books'): the paths that stopped
 * above ₦21,474,836.47 (an integer column's 2,147,483,647 kobo), each at ₦25,000,000 and at
 * ₦2,000,000,000, through the API as the sandbox runs them: a card payment (its reference, payment,
 * receipt PDF and settlement), a sponsor's invoice paid by its Paystack link and one paid by a bank
 * transfer (the day's settlement and its reconciliation), a pre-authorisation and its hospital's
 * capitation statement (and the CSV), a payment of the wrong amount refunded (the refund, the finance
 * item), a payout sent from a topped-up balance (the transfer and its fee), and the underwriter's
 * bordereau as CSV and XLSX.
 */
import {
  formatKobo,
  formatThousands,
  kobo as asKobo,
  koboToNaira,
  lagosDate,
  nairaToKobo,
} from '@alaafia/domain';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  capitationStatements,
  claims,
  financeItems,
  hospitals,
  ledgerEntries,
  ledgerLines,
  paymentReferences,
  payments,
  payouts,
  pricingPlans,
  refunds,
  settlementTransactions,
  sponsorInvoices,
} from '../src/db/schema/index.js';
import { makeCapitationStatements } from '../src/modules/cover/hospital-care/capitation.js';
import { accountBalanceKobo } from '../src/modules/platform/ledger/index.js';
import { approvedHealthCashClaim } from './claim-payout-support.js';
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
import { pdfText } from './pdf-text.js';
import { signedInStaff, topUpPaystack } from './staff-support.js';
import { jobRunner } from './builders/jobs.js';

const clock = testClock(new Date('2026-07-27T08:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
const staff = (roles: string[]) => signedInStaff(t.app, roles, 'big');
/** Each case on a day of its own (the sandbox settles a day's charges once), at 09:00 in Lagos. */
const on = (day: string) => clock.set(new Date(`${day}T08:00:00Z`));
let plans: Awaited<ReturnType<typeof seededPlans>>;
let network: { id: number; code: string }[];

beforeAll(async () => {
  plans = await seededPlans(t);
  network = await t.database.db
    .select({ id: hospitals.id, code: hospitals.code })
    .from(hospitals)
    .where(and(eq(hospitals.stateId, 25), eq(hospitals.active, true)))
    .orderBy(asc(hospitals.id))
    .limit(2);
});

const runJobs = jobRunner(t);

/** A plan of the product priced at `kobo` a unit (a large employer's or a wealthy customer's). */
async function planPriced(productUid: 'HI' | 'HTCI', kobo: number) {
  const [plan] = await t.database.db
    .insert(pricingPlans)
    .values({
      code: `${productUid}-BIG-${kobo}`,
      productUid,
      name: `Large ${productUid} plan`,
      priceKobo: asKobo(kobo),
      coverageKobo: asKobo(kobo * 10),
      unit: productUid === 'HI' ? 'Month' : 'Year',
      benefits: [],
    })
    .returning();
  return plan!;
}

const booksNow = () => accountBalanceKobo(t.database.db, 'cash_at_paystack');

const ledgerOf = (reference: string) =>
  t.database.db
    .select({
      kind: ledgerEntries.kind,
      account: ledgerLines.accountCode,
      debit: ledgerLines.debitKobo,
      credit: ledgerLines.creditKobo,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(eq(ledgerEntries.reference, reference));

describe.each([
  // Paid, invoiced, refunded and paid out in the last week of July; July's capitation on its last day.
  [
    '₦25,000,000',
    2_500_000_000,
    0,
    '2026-07',
    ['2026-07-27', '2026-07-28', '2026-07-29', '2026-07-30', '2026-07-31'],
  ],
  [
    '₦2,000,000,000',
    200_000_000_000,
    1,
    '2026-08',
    ['2026-08-24', '2026-08-25', '2026-08-26', '2026-08-27', '2026-08-31'],
  ],
] as const)('amounts of %s', (label, amountKobo, hospitalIndex, MONTH, days) => {
  const naira = koboToNaira(amountKobo);
  const shown = formatThousands(naira);

  it(`When a customer pays ${label} by card, then the payment, its receipt PDF, the day's settlement and the bordereau files hold it exactly`, async () => {
    on(days[0]);
    const plan = await planPriced('HTCI', amountKobo);
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plan.id }]);
    const { reference, amount_kobo } = await cardReference(t.app, c);
    expect(amount_kobo).toBe(amountKobo);
    await sandboxCharge(t.app, reference);
    expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
    const [paid] = await t.database.db
      .select({ amount: payments.amountKobo, reference: paymentReferences.amountKobo })
      .from(payments)
      .innerJoin(paymentReferences, eq(paymentReferences.id, payments.paymentReferenceId))
      .where(eq(paymentReferences.reference, reference));
    expect(paid).toEqual({ amount: amountKobo, reference: amountKobo });

    const receipt = await api(t.app, c).post(`/api/local/customers/healthcash-invoice`, {
      customer_id: c.id,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().data).toMatchObject({ amount_kobo: amountKobo, amount: naira });
    const pdf = await api(t.app, c).get(receipt.json().data.document);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(shown);

    const settled = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/settle',
      payload: { date: lagosDate(clock.now()) },
    });
    expect(settled.statusCode).toBe(200);
    const [line] = await t.database.db
      .select()
      .from(settlementTransactions)
      .where(eq(settlementTransactions.reference, reference));
    expect(line).toMatchObject({ amountKobo, ledgerKobo: amountKobo, breakReason: null });

    const finance = await staff(['finance']);
    const csv = await finance.get(
      `/api/admin/finance/bordereaux/premium?month=${MONTH}&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`,${naira},`);
    const xlsx = await finance.get(
      `/api/admin/finance/bordereaux/premium?month=${MONTH}&format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const gross = header.indexOf('gross_premium_naira') + 1;
    const values: unknown[] = [];
    for (let i = 2; i <= sheet.rowCount; i += 1) values.push(sheet.getRow(i).getCell(gross).value);
    expect(values).toContain(naira);
  });

  it(`When a sponsor's invoice is ${label}, then its payment link is made and paid, the day's settlement matches it, and another paid by bank transfer is recorded and approved`, async () => {
    on(days[1]);
    const plan = await planPriced('HI', amountKobo);
    const admin = await staff(['administrator']);
    const made = await admin.post('/api/admin/sponsors', {
      name: `Large Employer ${amountKobo}`,
      contact_name: 'Bola Ade',
      contact_email: `payroll.${amountKobo}@employer.example.ng`,
    });
    expect(made.statusCode).toBe(201);
    const sponsorId = made.json().data.id as number;
    const invoiceFor = async () => {
      const member = await signUpProven(t.app);
      const res = await admin.post(`/api/admin/sponsors/${sponsorId}/enrolments`, {
        email: member.body.email,
        product: 'HI',
        plan_code: plan.code,
        months: 1,
      });
      expect(res.statusCode).toBe(201);
      const [invoice] = await t.database.db
        .select()
        .from(sponsorInvoices)
        .where(eq(sponsorInvoices.number, res.json().data.enrolment.invoice_number));
      expect(invoice!.totalKobo).toBe(amountKobo);
      return invoice!;
    };

    const byLink = await invoiceFor();
    const finance = await staff(['finance']);
    const link = await finance.post(`/api/admin/sponsor-invoices/${byLink.id}/payment-link`, {});
    expect(link.statusCode).toBe(200);
    const reference = `${byLink.number}-P`;
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/paystack/checkout/${reference}`,
    });
    expect(page.body).toContain(`<p class="amount">${formatKobo(asKobo(amountKobo))}</p>`);
    const charged = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/charge',
      payload: { reference, outcome: 'success' },
    });
    expect(charged.statusCode).toBe(200);
    await runJobs();
    const [paid] = await t.database.db
      .select()
      .from(sponsorInvoices)
      .where(eq(sponsorInvoices.id, byLink.id));
    expect(paid).toMatchObject({ status: 'paid', paidVia: 'paystack' });
    expect(await ledgerOf(reference)).toContainEqual({
      kind: 'sponsor.paid',
      account: 'cash_at_paystack',
      debit: amountKobo,
      credit: 0,
    });
    const settled = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/settle',
      payload: { date: lagosDate(clock.now()) },
    });
    expect(settled.statusCode).toBe(200);
    const [line] = await t.database.db
      .select()
      .from(settlementTransactions)
      .where(eq(settlementTransactions.reference, reference));
    expect(line).toMatchObject({ amountKobo, ledgerKobo: amountKobo, breakReason: null });

    const byTransfer = await invoiceFor();
    const recorder = await staff(['finance']);
    const recorded = await recorder.post(`/api/admin/sponsor-invoices/${byTransfer.id}/transfer`, {
      amount: naira,
      bank_reference: `NIP-${amountKobo}`,
      received_on: lagosDate(clock.now()),
    });
    expect(recorded.statusCode).toBe(200);
    const approved = await finance.post(`/api/admin/sponsor-invoices/${byTransfer.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'paid', total_kobo: amountKobo });
  });

  it(`When ${label} is paid for a reference that asked less, then it is refunded in full; a failed refund is before finance with the amount, and the refund sent is posted`, async () => {
    on(days[2]);
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.healthCash.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference, 'success', amountKobo);
    expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(422);
    await runJobs();
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.customerId, c.id));
    // The whole payment goes back (no amount: all of it).
    expect(refund).toMatchObject({
      reason: 'amount_mismatch',
      amountKobo: null,
      status: 'requested',
    });
    const atPaystack = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/paystack/refunds?reference=${reference}`,
    });
    expect(atPaystack.json().data).toEqual([expect.objectContaining({ amount_kobo: amountKobo })]);
    const outcome = (o: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sandbox/paystack/refund-outcome',
        payload: { reference, outcome: o },
      });
    expect((await outcome('failed')).statusCode).toBe(200);
    await runJobs();
    const [item] = await t.database.db
      .select()
      .from(financeItems)
      .where(and(eq(financeItems.refundId, refund!.id), eq(financeItems.kind, 'refund.failed')));
    expect(item).toMatchObject({ amountKobo, resolvedAt: null });
    expect((await outcome('processed')).statusCode).toBe(200);
    await runJobs();
    expect(await ledgerOf(reference)).toEqual(
      expect.arrayContaining([
        { kind: 'payment.mismatch', account: 'cash_at_paystack', debit: amountKobo, credit: 0 },
        { kind: 'refund.sent', account: 'cash_at_paystack', debit: 0, credit: amountKobo },
      ]),
    );
  });

  it(`When a payout of ${label} is approved, then it waits for the balance; topped up by what is short, it is sent, paid and its fee posted`, async () => {
    on(days[3]);
    const { claim, payoutId } = await approvedHealthCashClaim(
      t,
      plans.healthCash.planId,
      500,
      '2026-07-20',
    );
    // A claim this large (an income benefit of a large salary, say): its approved amount and payout.
    await t.database.db
      .update(claims)
      .set({ amountApprovedKobo: asKobo(amountKobo) })
      .where(eq(claims.id, claim.id));
    await t.database.db
      .update(payouts)
      .set({ amountKobo: asKobo(amountKobo) })
      .where(eq(payouts.id, payoutId));
    // Yesterday's charges are settled first (and Paystack's fees on them taken).
    await runJobs();
    const finance = await staff(['finance']);
    const waiting = await finance.post(`/api/admin/payouts/${payoutId}/approve`, {});
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data).toMatchObject({ status: 'approved', amount: naira });
    const { short_kobo } = (await finance.get('/api/admin/finance/paystack-balance')).json().data;
    expect(short_kobo).toBeGreaterThanOrEqual(amountKobo + nairaToKobo(50) - (await booksNow()));
    await topUpPaystack(t.app, short_kobo);
    clock.set(new Date(clock.now().getTime() + 3_600_000)); // the claims schedule's next run
    await runJobs();
    const [sending] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(sending).toMatchObject({ status: 'sending', amountKobo });
    const transferReference = sending!.reference!;
    await runJobs();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/transfer',
      payload: { reference: transferReference, outcome: 'success' },
    });
    expect(sent.statusCode).toBe(200);
    await runJobs();
    const [paid] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(paid!.status).toBe('paid');
    expect(await ledgerOf(transferReference)).toEqual(
      expect.arrayContaining([
        { kind: 'payout.sent', account: 'cash_at_paystack', debit: 0, credit: amountKobo },
        { kind: 'payout.fee', account: 'paystack_fees', debit: 5_000, credit: 0 },
      ]),
    );
  });
  it(`When a hospital asks to pre-authorise ${label}, then it is taken, approved, and on the capitation statement posted on the month's last day, and in its CSV`, async () => {
    on(days[4]); // the month's last day: the job makes its statements
    const hospital = network[hospitalIndex]!;
    const c = await signUp(t.app);
    await api(t.app, c).patch(`/api/local/customers/${c.id}`, { preferred_hospital: hospital.id });
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference);
    expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
    const memberNumber = (
      await api(t.app, c).get(`/api/local/customers/${c.id}/member-card`)
    ).json().data.member_number as string;

    const email = `desk.${amountKobo}@hospital.example`;
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/hospital-staff',
      payload: { email, password: 'hospital password 123', hospital_code: hospital.code },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/hospital/auth/login',
      payload: { email, password: 'hospital password 123' },
    });
    const cookie = `alaafia_hospital=${login.cookies.find((x) => x.name === 'alaafia_hospital')!.value}`;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/hospital/preauthorisations',
      headers: { cookie },
      payload: {
        member_number: memberNumber,
        treatment: 'Heart surgery abroad',
        reason: 'Referred by the consultant',
        estimated_amount: naira,
      },
    });
    expect(asked.statusCode).toBe(201);
    const officer = await staff(['claims_officer']);
    const decided = await officer.post(
      `/api/admin/preauthorisations/${asked.json().data.id}/decision`,
      { decision: 'approve', reason: 'Within the plan' },
    );
    expect(decided.statusCode).toBe(200);

    expect(await makeCapitationStatements(t.ctx)).toBeGreaterThan(0);
    const [statement] = await t.database.db
      .select()
      .from(capitationStatements)
      .where(
        and(
          eq(capitationStatements.hospitalId, hospital.id),
          eq(capitationStatements.month, MONTH),
        ),
      );
    expect(statement!.preauthorisedKobo).toBe(amountKobo);
    expect(statement!.totalKobo).toBeGreaterThanOrEqual(amountKobo);
    const [payable] = await t.database.db
      .select({ credit: ledgerLines.creditKobo, at: ledgerEntries.at })
      .from(ledgerEntries)
      .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
      .where(
        and(
          eq(ledgerEntries.idempotencyKey, `capitation.payable:${hospital.id}:${MONTH}`),
          eq(ledgerLines.accountCode, 'hospital_capitation_payable'),
        ),
      );
    expect(payable!.credit).toBe(statement!.totalKobo);
    expect(lagosDate(payable!.at)).toBe(days[4]);
    const finance = await staff(['finance']);
    const csv = await finance.get(`/api/admin/capitation?month=${MONTH}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`,${naira},`);
  });
});
