/**
 * A year of sandbox life through the real API paths (issue 36, 'Done means'; docs/business-rules.md,
 * 'The books'): health plans by card (the free month, a promotion) and by transfer (3 and 12 months),
 * a yearly HealthCash plan, income protection by card, a sponsor paying over ₦25,000,000 for 24
 * months of cover, monthly premiums on saved cards, a declined card whose customer files a claim in
 * the grace days (held until the premium is paid), each kind of claim (an accident paid, a
 * disability rejected, a job loss paid then closed, a next of kin's death claim paid, one left
 * open), a second sponsor over ₦25,000,000 paying by a payment link (settled and reconciled), a
 * lost chargeback, a staff refund, capitation with a pre-authorisation and a late one (asked after
 * its month's statement: on the next), hospitals paid, a manual journal, and every month
 * remitted and closed by two finance members. At every month's end: the trial balance balances (in
 * each set of books), the statement, the bordereaux and the ledger agree, every premium has earned
 * exactly its day-by-day figure, and every claim's reserve follows it; no job fails.
 */
import { addDays, addMonths, nairaToKobo, type AdminPayout, type Claim } from '@alaafia/domain';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  claims,
  hospitals,
  ledgerEntries,
  outboxMessages,
  paymentReferences,
  payouts,
  policies,
  pricingPlans,
} from '../src/db/schema/index.js';
import { paystackSignature } from '../src/integrations/payments/paystack-http.js';
import type { SandboxPaymentProvider } from '../src/integrations/payments/sandbox.js';
import {
  claimBooks,
  journalImbalance,
  monthBounds,
  trialBalance,
  writtenPremiums,
} from '../src/modules/platform/ledger/index.js';
import {
  api,
  cardReference,
  CONSENT,
  fillCart,
  payCall,
  sandboxCharge,
  sandboxControls,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { multipart, samples } from './file-samples.js';
import { hospitalActors } from './hospital-helpers.js';
import { signUp, signUpProven, useTestApp } from './helpers.js';
import { topUpPaystack } from './staff-support.js';
import { signedInStaff } from './staff-support.js';
import { markKycComplete } from '../src/modules/customers/customers/index.js';

const clock = testClock(new Date('2026-01-05T08:00:00Z')); // a Monday
const t = useTestApp({ overrides: { now: clock.now } });
const sandbox = () => t.ctx.payments as SandboxPaymentProvider;
const db = () => t.database.db;
const SANDBOX_SECRET = 'sk_test_alaafia_sandbox_no_real_money';
let plans: Awaited<ReturnType<typeof seededPlans>>;
let eiPlanId: number;

/** A staff member signed in again whenever the moved clock ended their session. */
const staff = (roles: string[]) => signedInStaff(t.app, roles, 'year', { signInAgain: true });
type Staff = Awaited<ReturnType<typeof staff>>;

type Person = Awaited<ReturnType<typeof signUp>>;

/** A verified customer (claims need identity verification; policies are never paused for it). */
async function person(proven = false): Promise<Person> {
  const c = proven ? await signUpProven(t.app) : await signUp(t.app);
  await markKycComplete(t.database.db, c.id, t.ctx.now());
  return c;
}

/** The customer's session, signed in again when the moved clock ended it. */
async function as(c: Person) {
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { cookie: c.cookie },
  });
  if (me.statusCode === 401) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.body.email, password: c.body.password },
    });
    c.cookie = `alaafia_session=${res.cookies.find((x) => x.name === 'alaafia_session')!.value}`;
  }
  return api(t.app, c);
}

async function byCard(c: Person, planId: number, hospitalId?: number) {
  await as(c);
  if (hospitalId)
    await api(t.app, c).patch(`/api/local/customers/${c.id}`, { preferred_hospital: hospitalId });
  await fillCart(t.app, c, [{ plan_id: planId }]);
  const ref = await cardReference(t.app, c);
  await sandbox().completeCharge({
    reference: ref.reference,
    outcome: 'success',
    amountKobo: ref.amount_kobo,
    email: c.body.email,
    channel: 'card',
  });
  expect((await payCall(t.app, c, { payment_reference: ref.reference })).statusCode).toBe(200);
  return ref.reference;
}

async function byTransfer(c: Person, planId: number, months: number, hospitalId?: number) {
  const me = await as(c);
  if (hospitalId)
    await me.patch(`/api/local/customers/${c.id}`, { preferred_hospital: hospitalId });
  await fillCart(t.app, c, [{ plan_id: planId }]);
  const quoted = await me.post(`/api/local/customers/${c.id}/quotes/transfer-payment-reference`, {
    ...CONSENT,
    number_of_months: months,
  });
  expect(quoted.statusCode).toBe(200);
  const reference = quoted.json().data.reference as string;
  await sandboxCharge(t.app, reference);
  expect(
    (await payCall(t.app, c, { payment_reference: reference }, 'payments/transfer')).statusCode,
  ).toBe(200);
  return reference;
}

async function policyOf(c: Person, product: string) {
  const [p] = await db()
    .select()
    .from(policies)
    .where(and(eq(policies.customerId, c.id), eq(policies.productUid, product)))
    .orderBy(desc(policies.id))
    .limit(1);
  return p!;
}

async function fileClaim(c: Person, body: Record<string, unknown>) {
  await as(c);
  const { payload, headers } = await multipart(
    { type: 'claim_document' },
    { name: 'evidence.pdf', content: samples.pdf, type: 'application/pdf' },
  );
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/local/upload/s3',
    headers: { ...headers, cookie: c.cookie },
    payload,
  });
  expect(up.statusCode).toBe(200);
  const filed = await api(t.app, c).post(`/api/local/customers/${c.id}/claims`, {
    documents: [up.json().data.file_url],
    bank_code: '058',
    account_number: '0123456789',
    ...body,
  });
  expect(filed.statusCode, filed.body).toBe(201);
  return filed.json<{ data: Claim }>().data;
}

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

function dispute(kind: 'create' | 'resolve', id: number, reference: string, amount: number) {
  return webhook({
    event: `charge.dispute.${kind}`,
    data: {
      id,
      refund_amount: amount,
      currency: 'NGN',
      status: kind === 'resolve' ? 'resolved' : 'awaiting-merchant-feedback',
      resolution: kind === 'resolve' ? 'merchant-accepted' : null,
      domain: 'test',
      transaction: { id: 4099260600 + id, reference, amount, status: 'success', currency: 'NGN' },
      category: 'chargeback',
      last4: '4081',
      dueAt: clock.now().toISOString(),
      created_at: clock.now().toISOString(),
    },
  });
}

/** Runs every job due (the sandbox's jobs run); none may fail. */
async function runJobs() {
  const ran = await sandboxControls(t).runJobs();
  expect(ran.failed, JSON.stringify(ran.kinds)).toBe(0);
}

/** Moves the clock to 08:00 (Lagos 09:00) of `day` and runs what fell due. */
async function day(date: string) {
  clock.set(new Date(`${date}T08:00:00Z`));
  await runJobs();
}

/** An independent day-by-day earning: premium × days elapsed ÷ days, rounded down; all on the last. */
function dayByDay(gross: number, from: string, to: string, through: string) {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  const elapsed = Math.min(days, (Date.parse(addDays(through, 1)) - Date.parse(from)) / 86_400_000);
  if (elapsed <= 0) return 0;
  return elapsed >= days ? gross : Number((BigInt(gross) * BigInt(elapsed)) / BigInt(days));
}

const lastDay = (month: string) => addDays(addMonths(`${month}-01`, 1), -1);

/** Each claim's expected reserve by its state now: open, the claim; paying, what is left; else 0. */
async function expectReservesFollowClaims() {
  const all = await db().select().from(claims);
  const books = await claimBooks(
    db(),
    all.map((c) => c.id),
  );
  for (const c of all) {
    const live = await db()
      .select()
      .from(payouts)
      .where(and(eq(payouts.claimId, c.id), ne(payouts.status, 'cancelled')));
    const paid = live.filter((p) => p.status === 'paid').reduce((s, p) => s + p.amountKobo, 0);
    const open = ['submitted', 'in_review', 'info_requested'].includes(c.status);
    const expected = open
      ? (c.amountClaimedKobo ??
        // No amount claimed: the benefit's expected cost (6 months of D's and F's ₦100,000
        // income, or HealthCash's ₦500,000 death benefit).
        nairaToKobo(c.productUid === 'EI' ? 600_000 : 500_000))
      : ['approved', 'paying', 'paid'].includes(c.status)
        ? live.reduce((s, p) => s + p.amountKobo, 0) - paid
        : 0;
    expect(books.get(c.id), `${c.claimNumber} ${c.status}`).toEqual({
      reserve: expected,
      paid,
    });
  }
}

const monthsChecked: string[] = [];
/** What each premium earned, by month checked: a closed month's rows never change. */
const earnedByMonth = new Map<string, Map<number, number>>();

/**
 * The month-end checks, then the month's close: the trial balance at its end balances in each set
 * of books; the statement's figures are the bordereaux's; every premium written so far has earned
 * its day-by-day figure; the bordereaux are sent, the month closed, its balance remitted by two
 * finance members (a cash call when negative) and its statement's balance is then 0.
 */
async function closeMonth(month: string, maker: Staff, checker: Staff) {
  const end = lastDay(month);
  const tb = await trialBalance(db(), end);
  expect(tb.total_debit_kobo, month).toBe(tb.total_credit_kobo);
  expect(tb.sections.alaafia.debit_kobo, month).toBe(tb.sections.alaafia.credit_kobo);
  expect(tb.sections.underwriter.debit_kobo, month).toBe(tb.sections.underwriter.credit_kobo);

  const premium = (await maker.get(`/api/admin/finance/bordereaux/premium?month=${month}`)).json()
    .data;
  const claimsBdx = (await maker.get(`/api/admin/finance/bordereaux/claims?month=${month}`)).json()
    .data;
  const statement = (
    await maker.get(`/api/admin/finance/underwriter-statement?month=${month}`)
  ).json().data;
  expect(statement.gross_premium_kobo, month).toBe(premium.totals.written_premium_kobo);
  expect(statement.commission_kobo, month).toBe(premium.totals.commission_kobo);
  expect(statement.claims_paid_kobo, month).toBe(claimsBdx.totals.paid_kobo);
  expect(statement.capitation_kobo, month).toBe(claimsBdx.totals.capitation_kobo);
  expect(statement.net_due_kobo, month).toBe(
    statement.gross_premium_kobo -
      statement.commission_kobo -
      statement.claims_paid_kobo -
      statement.capitation_kobo +
      statement.adjustments_kobo,
  );
  // The ledger's movements of the underwriter's accounts are the bordereaux's totals.
  const before = await trialBalance(db(), addDays(`${month}-01`, -1));
  const move = (code: string) => {
    const net = (b: typeof tb) => {
      const a = b.accounts.find((x) => x.code === code)!;
      return a.debit_kobo - a.credit_kobo;
    };
    return net(tb) - net(before);
  };
  expect(-move('uw_premium_earned'), month).toBe(premium.totals.earned_premium_kobo);
  expect(-move('uw_unearned_premium'), month).toBe(premium.totals.unearned_kobo);
  expect(move('uw_claims_paid'), month).toBe(claimsBdx.totals.paid_kobo);
  expect(claimsBdx.totals.incurred_kobo, month).toBe(
    claimsBdx.totals.paid_kobo +
      claimsBdx.totals.reserve_kobo -
      claimsBdx.totals.reserve_opening_kobo,
  );
  expect(move('uw_claims_paid') + move('uw_reserve_movement'), month).toBe(
    claimsBdx.totals.incurred_kobo + claimsBdx.totals.ibnr_change_kobo,
  );
  // IBNR: 10% of the premium earned in the three months to the month's end.
  const windowStart = addMonths(`${month}-01`, -2);
  const earnedWindow = (await trialBalance(db(), addDays(windowStart, -1))).accounts.find(
    (a) => a.code === 'uw_premium_earned',
  )!;
  const earnedEnd = tb.accounts.find((a) => a.code === 'uw_premium_earned')!;
  expect(claimsBdx.totals.ibnr_kobo, month).toBe(
    Math.floor((earnedEnd.credit_kobo - earnedWindow.credit_kobo) / 10),
  );

  // Every premium written so far has earned, in the books, its day-by-day figure to the month's end
  // (or, taken back, its premium less what was given back): the bordereau rows of each month add up.
  monthsChecked.push(month);
  const takeBackOf = new Map(
    (
      await db()
        .select({ id: ledgerEntries.id, premium: ledgerEntries.premiumEntryId })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transactionType, 'cancellation'))
    ).map((e) => [e.id, e.premium]),
  );
  const thisMonth = new Map<number, number>();
  for (const r of premium.rows as { entry_id: number; earned_premium_kobo: number }[]) {
    const id = takeBackOf.get(r.entry_id) ?? r.entry_id;
    thisMonth.set(id, (thisMonth.get(id) ?? 0) + r.earned_premium_kobo);
  }
  earnedByMonth.set(month, thisMonth);
  const earnedBy = new Map<number, number>();
  for (const m of monthsChecked)
    for (const [id, kobo] of earnedByMonth.get(m)!)
      earnedBy.set(id, (earnedBy.get(id) ?? 0) + kobo);
  const written = (await writtenPremiums(db(), { earningAfter: '2000-01-01' }, null)).filter(
    (p) => p.at.getTime() < monthBounds(month).to.getTime(),
  );
  for (const p of written) {
    const expected = p.stopped
      ? p.gross - p.takenBack
      : dayByDay(p.gross, p.period.from, p.period.to, end);
    expect(earnedBy.get(p.entryId) ?? 0, `${month}: premium ${p.entryId} (${p.reference})`).toBe(
      expected,
    );
  }

  // Sent, closed, remitted.
  for (const report of ['premium', 'claims'])
    expect(
      (await maker.get(`/api/admin/finance/bordereaux/${report}?month=${month}&format=csv`))
        .statusCode,
    ).toBe(200);
  const closed = await maker.post(`/api/admin/finance/periods/${month}/close`);
  expect(closed.statusCode, closed.body).toBe(200);
  if (statement.balance_kobo !== 0) {
    const proposed = await maker.post('/api/admin/finance/remittances', { month });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const id = proposed.json().data.id;
    expect((await maker.post(`/api/admin/finance/remittances/${id}/approve`)).statusCode).toBe(403);
    expect((await checker.post(`/api/admin/finance/remittances/${id}/approve`)).statusCode).toBe(
      200,
    );
  }
  const after = (await maker.get(`/api/admin/finance/underwriter-statement?month=${month}`)).json()
    .data;
  expect(after.balance_kobo, month).toBe(0);
  await expectReservesFollowClaims();
}

/** Pays every capitation statement not paid yet, by two finance members. */
async function payHospitals(maker: Staff, checker: Staff, month: string) {
  const statements = (await maker.get(`/api/admin/capitation?month=${month}`)).json().data as {
    hospital: { code: string };
    draft: boolean;
    payment: unknown;
    total: number;
  }[];
  for (const s of statements.filter((x) => !x.draft && x.payment === null && x.total > 0)) {
    const p = await maker.post('/api/admin/capitation/payments', {
      hospital_code: s.hospital.code,
      month,
    });
    expect(p.statusCode, p.body).toBe(201);
    expect(
      (await checker.post(`/api/admin/capitation/payments/${p.json().data.id}/approve`)).statusCode,
    ).toBe(200);
  }
  return statements.length;
}

beforeAll(async () => {
  plans = await seededPlans(t);
  const [ei] = await db()
    .insert(pricingPlans)
    .values({
      code: 'EI-R1-B600000-D6',
      productUid: 'EI',
      name: 'Income protection ₦100,000 a month',
      priceKobo: nairaToKobo(3450),
      coverageKobo: nairaToKobo(600_000),
      unit: 'Month',
      benefits: [],
    })
    .onConflictDoUpdate({ target: pricingPlans.code, set: { active: true } })
    .returning();
  eiPlanId = ei!.id;
  await db()
    .insert(pricingPlans)
    .values({
      code: 'EI-R1-B3000000-D6',
      productUid: 'EI',
      name: 'Income protection ₦500,000 a month',
      priceKobo: nairaToKobo(16_650),
      coverageKobo: nairaToKobo(3_000_000),
      unit: 'Month',
      benefits: [],
    })
    .onConflictDoUpdate({ target: pricingPlans.code, set: { active: true } });
});

describe('a year of sandbox life in the books', () => {
  it('When a year of customers, sponsors, claims, chargebacks, capitation and remittances happens, then every month the books balance, agree with the statement and bordereaux, earn by the day and reserve every claim', async () => {
    const network = await db()
      .select({ id: hospitals.id, code: hospitals.code })
      .from(hospitals)
      .where(eq(hospitals.active, true))
      .orderBy(asc(hospitals.id))
      .limit(2);
    const [h1, h2] = network as [{ id: number; code: string }, { id: number; code: string }];
    const maker = await staff(['finance']);
    const checker = await staff(['finance']);
    const officer = await staff(['claims_officer']);
    const admin = await staff(['administrator']);
    // The hospitals' desks sign in as the hospital tests' do (hospital-helpers.ts).
    const hospitalDesks = await hospitalActors(t, 'year');

    // January 5: six customers buy. Finance tops the Paystack balance up for the year's payouts,
    // which are paid from it (docs/business-rules.md, 'Paystack's balance'); the top-up is Alaafia's
    // money (cash at Paystack from the bank) and never in the underwriter's figures.
    await day('2026-01-05');
    await topUpPaystack(t.app, nairaToKobo(5_000_000));
    const A = await person(); // health, monthly by card: the free month, then the saved card
    const aRef = await byCard(A, plans.health.planId, h1.id);
    const B = await person(); // health, a quarter by transfer, then lets it lapse
    await byTransfer(B, plans.health.planId, 3, h1.id);
    const C = await person(); // HealthCash, a year by card
    await byCard(C, plans.healthCash.planId);
    const D = await person(); // income protection, monthly by card
    await byCard(D, eiPlanId);
    const E = await person(); // health, a year by transfer, refunded in part in July
    const eRef = await byTransfer(E, plans.health.planId, 12, h2.id);
    const F = await person(); // income protection by card; declined in April
    await byCard(F, eiPlanId);
    const G = await person(true); // covered by a sponsor for 24 months (a proven e-mail)
    const H = await person(); // HealthCash, a year by card; dies in an accident in September
    await byCard(H, plans.healthCash.planId);
    const kinPhone = `0809${String(1_000_000 + H.id).slice(-7)}`;
    const kinSaved = await (
      await as(H)
    ).post(`/api/local/customer/next-of-kin/${H.id}`, {
      first_name: 'Ngozi',
      last_name: 'Okeke',
      phone: kinPhone,
      email: '',
      relationship: 'Sister',
      name: 'Ngozi Okeke',
    });
    expect(kinSaved.statusCode, kinSaved.body).toBeLessThan(300);
    expect(await writtenPremiums(db(), { reference: aRef }, null)).toEqual([
      expect.objectContaining({ transactionType: 'promotion', paidKobo: 0, gross: 110_000 }),
    ]);

    // January 10: a sponsor enrols G and 64 people without an account yet: over ₦25,000,000.
    await day('2026-01-10');
    const sponsor = (
      await admin.post('/api/admin/sponsors', {
        name: 'Year Sponsor Plc',
        contact_name: 'Ngozi Eze',
        contact_email: 'hr@year-sponsor.example.ng',
      })
    ).json().data as { id: number };
    const csv = [
      'email,product,plan_code,months',
      `${G.body.email},EI,EI-R1-B600000-D6,24`,
      ...Array.from(
        { length: 64 },
        (_, i) => `staff${i}@year-sponsor.example.ng,EI,EI-R1-B3000000-D6,24`,
      ),
    ].join('\n');
    const enrolled = await admin.post(`/api/admin/sponsors/${sponsor.id}/enrolments/csv`, { csv });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const [invoice] = (
      await maker.get(`/api/admin/sponsor-invoices?sponsor_id=${sponsor.id}`)
    ).json().data as { id: number; total_kobo: number; issued_on: string }[];
    expect(invoice!.total_kobo).toBe((3450 * 24 + 16_650 * 24 * 64) * 100);
    expect(invoice!.total_kobo).toBeGreaterThan(2_500_000_000);
    expect(
      (
        await maker.post(`/api/admin/sponsor-invoices/${invoice!.id}/transfer`, {
          amount: invoice!.total_kobo / 100,
          bank_reference: 'ZEN/YEAR/1',
          received_on: invoice!.issued_on,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await checker.post(`/api/admin/sponsor-invoices/${invoice!.id}/approve`)).statusCode,
    ).toBe(200);
    const sponsored = await policyOf(G, 'EI');
    const [gPremium] = (await writtenPremiums(db(), { earningAfter: '2000-01-01' }, null)).filter(
      (p) => p.policyId === sponsored.id,
    );
    expect(gPremium).toMatchObject({
      gross: 3450 * 24 * 100,
      period: { from: '2026-01-10', to: '2028-01-10' },
    });

    // January 12: a second sponsor's invoice of ₦23,976,000 (60 people × ₦16,650 × 24 months, the
    // amount that stopped the books before issue 36) is paid by a Paystack payment link; Paystack
    // settles the day and reconciliation finds the payment in the settlement.
    await day('2026-01-12');
    const linked = (
      await admin.post('/api/admin/sponsors', {
        name: 'Link Payer Ltd',
        contact_name: 'Musa Bello',
        contact_email: 'hr@link-payer.example.ng',
      })
    ).json().data as { id: number };
    expect(
      (
        await admin.post(`/api/admin/sponsors/${linked.id}/enrolments/csv`, {
          csv: [
            'email,product,plan_code,months',
            ...Array.from(
              { length: 60 },
              (_, i) => `staff${i}@link-payer.example.ng,EI,EI-R1-B3000000-D6,24`,
            ),
          ].join('\n'),
        })
      ).statusCode,
    ).toBe(200);
    const [linkInvoice] = (
      await maker.get(`/api/admin/sponsor-invoices?sponsor_id=${linked.id}`)
    ).json().data as { id: number; total_kobo: number; number: string }[];
    expect(linkInvoice!.total_kobo).toBe(2_397_600_000);
    const link = await maker.post(
      `/api/admin/sponsor-invoices/${linkInvoice!.id}/payment-link`,
      {},
    );
    expect(link.statusCode, link.body).toBe(200);
    const linkReference = `${linkInvoice!.number}-P`;
    const charged = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/charge',
      payload: { reference: linkReference, outcome: 'success' },
    });
    expect(charged.statusCode, charged.body).toBeLessThan(300);
    await runJobs();
    expect(
      (await maker.get(`/api/admin/sponsor-invoices/${linkInvoice!.id}`)).json().data,
    ).toMatchObject({ status: 'paid', paid_via: 'paystack' });
    const settledDay = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/settle',
      payload: { date: '2026-01-12' },
    });
    expect(settledDay.statusCode, settledDay.body).toBe(200);
    await runJobs();
    const reconciled = (await maker.get('/api/admin/finance/reconciliation?date=2026-01-12')).json()
      .data as { matched: number; unmatched: { reference: string }[] };
    expect(reconciled.unmatched.filter((u) => u.reference === linkReference)).toEqual([]);
    expect(reconciled.matched).toBeGreaterThanOrEqual(1);

    // February.
    await day('2026-02-01');
    await day('2026-02-03');
    await payHospitals(maker, checker, '2026-01');
    await closeMonth('2026-01', maker, checker);
    await day('2026-02-05'); // monthly premiums collected from the saved cards
    // C's accident: ₦80,000, approved and paid.
    await day('2026-02-10');
    const accident = await fileClaim(C, {
      product_uid: 'HTCI',
      benefit: 'accident_emergency',
      date_of_event: '2026-02-08',
      amount_claimed: 80_000,
    });
    await expectReservesFollowClaims();
    const decided = await officer.post(`/api/admin/claims/${accident.id}/decision`, {
      decision: 'approve',
      reason: 'Hospital bill checked.',
    });
    expect(decided.statusCode).toBe(200);
    const accidentPayout = decided.json<{ data: Claim }>().data.payouts[0]!;
    const approvedPayout = await maker.post(`/api/admin/payouts/${accidentPayout.id}/approve`);
    expect(approvedPayout.statusCode).toBe(200);
    await runJobs();
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/transfer',
      payload: {
        reference: approvedPayout.json<{ data: AdminPayout }>().data.reference,
        outcome: 'success',
      },
    });
    await runJobs();
    // B's hospital asks a pre-authorisation; the officer approves it: in February's capitation.
    const desk = await hospitalDesks.desk(h1.code);
    const bPolicy = await policyOf(B, 'HI');
    const asked = await desk.post('/api/hospital/preauthorisations', {
      member_number: bPolicy.memberNumber,
      treatment: 'Set a broken arm',
      reason: 'Fall at home',
      estimated_amount: 30_000,
      benefit: 'accidents_emergencies',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(
      (
        await officer.post(`/api/admin/preauthorisations/${asked.json().data.id}/decision`, {
          decision: 'approve',
          reason: 'Covered.',
        })
      ).statusCode,
    ).toBe(200);

    // March: a chargeback on A's February premium, lost: the premium goes back, the cover ends.
    await day('2026-03-01');
    await day('2026-03-03');
    await payHospitals(maker, checker, '2026-02');
    await closeMonth('2026-02', maker, checker);
    await day('2026-03-05');
    const [aFebruary] = await db()
      .select()
      .from(paymentReferences)
      .where(
        and(
          eq(paymentReferences.customerId, A.id),
          eq(paymentReferences.purpose, 'renewal'),
          eq(paymentReferences.status, 'success'),
        ),
      )
      .orderBy(asc(paymentReferences.id))
      .limit(1);
    await day('2026-03-12');
    expect((await dispute('create', 36_001, aFebruary!.reference, 110_000)).statusCode).toBe(200);
    await runJobs();
    expect((await dispute('resolve', 36_001, aFebruary!.reference, 110_000)).statusCode).toBe(200);
    await runJobs();
    const lost = await writtenPremiums(db(), { reference: aFebruary!.reference }, null);
    expect(lost).toEqual([expect.objectContaining({ stopped: true, takenBack: 110_000 })]);

    // April: F's card is declined on the 5th; a job loss in the grace days is held until paid.
    await day('2026-04-01');
    await day('2026-04-03');
    await payHospitals(maker, checker, '2026-03');
    await closeMonth('2026-03', maker, checker);
    await sandboxControls(t).cards(F.body.email, 'failed');
    await day('2026-04-05');
    const fPolicy = await policyOf(F, 'EI');
    const due = fPolicy.nextPaymentDate!;
    await day('2026-04-07');
    const eligible = await (
      await as(F)
    ).get(`/api/local/customers/${F.id}/claims/eligibility?product_uid=EI&date=2026-04-06`);
    expect(eligible.json().data).toMatchObject({
      premium_unpaid_due_on: due,
      notice: expect.stringMatching(/not paid yet/),
    });
    const graceClaim = await fileClaim(F, {
      product_uid: 'EI',
      reason: 'dismissal',
      date_of_job_loss: '2026-04-06',
      notice_before_purchase: false,
    });
    expect(graceClaim.premium_unpaid_due_on).toBe(due);
    await officer.post(`/api/admin/claims/${graceClaim.id}/decision`, {
      decision: 'approve',
      reason: 'Letter checked.',
    });
    const confirmed = await (
      await as(F)
    ).post(`/api/local/customers/${F.id}/claims/${graceClaim.id}/confirm`, {
      still_unemployed: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [held] = await db()
      .select()
      .from(payouts)
      .where(eq(payouts.claimId, graceClaim.id))
      .orderBy(asc(payouts.sequence));
    const refused = await maker.post(`/api/admin/payouts/${held!.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/waits for the premium due on/);
    await expectReservesFollowClaims();
    // The card works again; the retry on day 3 collects the premium; the claim is paid.
    await sandboxControls(t).cards(F.body.email, 'success');
    await day('2026-04-08');
    expect((await policyOf(F, 'EI')).nextPaymentDate! > due).toBe(true);
    const paidNow = await maker.post(`/api/admin/payouts/${held!.id}/approve`);
    expect(paidNow.statusCode, paidNow.body).toBe(200);
    await runJobs();
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/transfer',
      payload: { payout_id: held!.id, outcome: 'success' },
    });
    await runJobs();
    await expectReservesFollowClaims();

    // May: C's disability claim is rejected; a manual journal.
    await day('2026-05-01');
    await day('2026-05-03');
    await payHospitals(maker, checker, '2026-04');
    await closeMonth('2026-04', maker, checker);
    await day('2026-05-05');
    // F has found work before the second month: the claim closes, its reserve is released.
    const stop = await (
      await as(F)
    ).post(`/api/local/customers/${F.id}/claims/${graceClaim.id}/confirm`, {
      still_unemployed: false,
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().data.status).toBe('closed');
    await expectReservesFollowClaims();
    const disability = await fileClaim(C, {
      product_uid: 'HTCI',
      benefit: 'permanent_disability',
      date_of_event: '2026-05-02',
      amount_claimed: 200_000,
    });
    await expectReservesFollowClaims();
    expect(
      (
        await officer.post(`/api/admin/claims/${disability.id}/decision`, {
          decision: 'reject',
          reason: 'The report shows no permanent disability.',
          rejection_code: 'insufficient_evidence',
        })
      ).statusCode,
    ).toBe(200);
    const journal = await maker.post('/api/admin/finance/journals', {
      reason: 'Bank charges for the month, from the statement',
      lines: [
        { account: 'paystack_fees', debit_kobo: 150_000, credit_kobo: 0 },
        { account: 'bank', debit_kobo: 0, credit_kobo: 150_000 },
      ],
    });
    expect(journal.statusCode).toBe(201);
    expect(
      (await checker.post(`/api/admin/finance/journals/${journal.json().data.id}/approve`))
        .statusCode,
    ).toBe(200);

    // June: D loses the job; the first month is paid; D stays out of work for a second.
    await day('2026-06-01');
    await day('2026-06-03');
    await payHospitals(maker, checker, '2026-05');
    await closeMonth('2026-05', maker, checker);
    await day('2026-06-05');
    const jobLoss = await fileClaim(D, {
      product_uid: 'EI',
      reason: 'business_closure',
      date_of_job_loss: '2026-06-04',
      notice_before_purchase: false,
    });
    await expectReservesFollowClaims();
    await officer.post(`/api/admin/claims/${jobLoss.id}/decision`, {
      decision: 'approve',
      reason: 'Closure notice checked.',
    });
    await expectReservesFollowClaims();
    const first = await (
      await as(D)
    ).post(`/api/local/customers/${D.id}/claims/${jobLoss.id}/confirm`, {
      still_unemployed: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    const dPayouts = await db()
      .select()
      .from(payouts)
      .where(eq(payouts.claimId, jobLoss.id))
      .orderBy(asc(payouts.sequence));
    expect(dPayouts).toHaveLength(6);
    expect((await maker.post(`/api/admin/payouts/${dPayouts[0]!.id}/approve`)).statusCode).toBe(
      200,
    );
    await runJobs();
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/transfer',
      payload: { payout_id: dPayouts[0]!.id, outcome: 'success' },
    });
    await runJobs();
    await expectReservesFollowClaims();

    // June 30: June's capitation statements are made (the month's last day); then E's hospital asks
    // a pre-authorisation, answered on 1 July: it is in July's statement, never in no statement.
    await day('2026-06-30');
    const lateAsked = await (
      await hospitalDesks.desk(h2.code)
    ).post('/api/hospital/preauthorisations', {
      member_number: (await policyOf(E, 'HI')).memberNumber,
      treatment: 'Stitch a cut hand',
      reason: 'Kitchen accident',
      estimated_amount: 25_000,
      benefit: 'accidents_emergencies',
    });
    expect(lateAsked.statusCode, lateAsked.body).toBe(201);
    const lateId = lateAsked.json().data.id as number;
    const h2Statement = async (month: string) =>
      (
        (await maker.get(`/api/admin/capitation?month=${month}`)).json().data as {
          hospital: { code: string };
          draft: boolean;
          preauthorised: number;
        }[]
      ).find((x) => x.hospital.code === h2.code);
    expect(await h2Statement('2026-06')).toMatchObject({ draft: false, preauthorised: 0 });

    // July: E is refunded ₦3,000 of its year by two finance members: out of the unearned part.
    await day('2026-07-01');
    expect(
      (
        await officer.post(`/api/admin/preauthorisations/${lateId}/decision`, {
          decision: 'approve',
          reason: 'Covered.',
        })
      ).statusCode,
    ).toBe(200);
    await day('2026-07-03');
    await payHospitals(maker, checker, '2026-06');
    await closeMonth('2026-06', maker, checker);
    await day('2026-07-05');
    const second = await (
      await as(D)
    ).post(`/api/local/customers/${D.id}/claims/${jobLoss.id}/confirm`, {
      still_unemployed: true,
    });
    expect(second.statusCode, second.body).toBe(200);
    const started = await maker.post('/api/admin/refunds', {
      reference: eRef,
      amount_kobo: 300_000,
      reason: 'Moved abroad: refunded in part',
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(
      (
        await checker.post(`/api/admin/refunds/${started.json().data.id}/decision`, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(200);
    const [eWritten] = await writtenPremiums(db(), { reference: eRef }, null);
    expect(eWritten).toMatchObject({ stopped: true, takenBack: 300_000 });

    // August to December: the months go by; D's second payment waits for finance past day 50.
    for (const month of ['2026-08', '2026-09', '2026-10', '2026-11', '2026-12']) {
      const previous = addMonths(`${month}-01`, -1).slice(0, 7);
      await day(`${month}-01`);
      await day(`${month}-03`);
      await payHospitals(maker, checker, previous);
      await closeMonth(previous, maker, checker);
      await day(`${month}-05`);
      if (month === '2026-08') {
        // Day 50 of D's claim passed with its second payment still waiting for approval: alerted.
        const queue = (await maker.get('/api/admin/finance/money-queue')).json().data;
        expect(queue.items).toContainEqual(
          expect.objectContaining({ kind: 'claim.payment_sla', reference: jobLoss.claim_number }),
        );
        const waiting = queue.items.find(
          (i: { kind: string; claim_id: number }) =>
            i.kind === 'payout.awaiting_approval' && i.claim_id === jobLoss.id,
        );
        expect(waiting).toMatchObject({
          days_left: expect.any(Number),
          actions: ['approve_payout', 'journal'],
        });
        expect(waiting.days_left).toBeLessThanOrEqual(10);
        expect(
          (await maker.post(`/api/admin/payouts/${waiting.payout_id}/approve`)).statusCode,
        ).toBe(200);
        await runJobs();
        await t.app.inject({
          method: 'POST',
          url: '/api/sandbox/paystack/transfer',
          payload: { payout_id: waiting.payout_id, outcome: 'success' },
        });
        await runJobs();
        const back = await (
          await as(D)
        ).post(`/api/local/customers/${D.id}/claims/${jobLoss.id}/confirm`, {
          still_unemployed: false,
        });
        expect(back.statusCode, back.body).toBe(200);
      }
      if (month === '2026-08') {
        expect(await h2Statement('2026-07')).toMatchObject({ draft: false, preauthorised: 25_000 });
        expect((await h2Statement('2026-06'))!.preauthorised).toBe(0);
      }
      if (month === '2026-09') {
        // H died in an accident on 2 September: the next of kin proves their phone, claims the
        // death benefit into their own account; approved, paid by two people, reserved until paid.
        const kin = (url: string, payload: object, token?: string) =>
          t.app.inject({
            method: 'POST',
            url,
            payload,
            headers: token ? { 'x-claimant-token': token } : {},
          });
        const hPolicy = await policyOf(H, 'HTCI');
        expect(
          (
            await kin('/api/local/claims/next-of-kin/code', {
              policy_number: hPolicy.policyNumber,
              phone: kinPhone,
            })
          ).statusCode,
        ).toBe(200);
        await runJobs();
        const [codeSms] = await db()
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.to, kinPhone))
          .orderBy(desc(outboxMessages.id))
          .limit(1);
        const code = /(\d{4})/.exec(codeSms!.body)![1]!;
        const verified = await kin('/api/local/claims/next-of-kin/verify', {
          policy_number: hPolicy.policyNumber,
          phone: kinPhone,
          code,
        });
        expect(verified.statusCode, verified.body).toBe(200);
        const token = verified.json().data.token as string;
        const { payload, headers } = await multipart(
          { type: 'claim_document' },
          { name: 'death-certificate.pdf', content: samples.pdf, type: 'application/pdf' },
        );
        const certificate = await t.app.inject({
          method: 'POST',
          url: '/api/local/claims/next-of-kin/upload',
          headers: { ...headers, 'x-claimant-token': token },
          payload,
        });
        expect(certificate.statusCode).toBe(200);
        const death = await kin(
          '/api/local/claims/next-of-kin',
          {
            date_of_event: '2026-09-02',
            documents: [certificate.json().data.file_url],
            bank_code: '058',
            account_number: '0123456789',
          },
          token,
        );
        expect(death.statusCode, death.body).toBe(201);
        const deathClaim = death.json().data as { id: number };
        await expectReservesFollowClaims();
        const approved = await officer.post(`/api/admin/claims/${deathClaim.id}/decision`, {
          decision: 'approve',
          reason: 'Death certificate and police report match.',
        });
        expect(approved.statusCode, approved.body).toBe(200);
        await expectReservesFollowClaims();
        const deathPayout = approved.json<{ data: Claim }>().data.payouts[0]!;
        expect((await maker.post(`/api/admin/payouts/${deathPayout.id}/approve`)).statusCode).toBe(
          200,
        );
        await runJobs();
        await t.app.inject({
          method: 'POST',
          url: '/api/sandbox/paystack/transfer',
          payload: { payout_id: deathPayout.id, outcome: 'success' },
        });
        await runJobs();
        expect(
          (await db().select().from(payouts).where(eq(payouts.id, deathPayout.id)))[0],
        ).toMatchObject({ status: 'paid', amountKobo: nairaToKobo(500_000) });
      }
      if (month === '2026-12') {
        // An accident claim still open at the year's end: reserved at what it claims.
        await fileClaim(C, {
          product_uid: 'HTCI',
          benefit: 'accident_emergency',
          date_of_event: '2026-12-04',
          amount_claimed: 50_000,
        });
      }
      await expectReservesFollowClaims();
    }
    await day('2027-01-01');
    await day('2027-01-03');
    await payHospitals(maker, checker, '2026-12');
    await closeMonth('2026-12', maker, checker);

    // The year: every month remitted, so nothing is due to or from the underwriter for it; the
    // hospitals are paid (December's capitation, made and charged on its last day, on 3 January);
    // the journal balances entry by entry.
    const year = await trialBalance(db(), '2026-12-31');
    const account = (code: string) => year.accounts.find((a) => a.code === code)!;
    const statements = await Promise.all(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map(
        async (m) =>
          (await maker.get(`/api/admin/finance/underwriter-statement?month=2026-${m}`)).json().data,
      ),
    );
    expect(statements.every((s) => s.balance_kobo === 0)).toBe(true);
    expect(statements.reduce((s, x) => s + x.capitation_kobo, 0)).toBeGreaterThan(0);
    expect(statements[11].capitation_kobo).toBeGreaterThan(0);
    expect(account('hospital_capitation_payable')).toMatchObject({
      debit_kobo: 0,
      credit_kobo: statements[11].capitation_kobo,
    });
    const paidUp = await trialBalance(db(), '2027-01-03');
    expect(paidUp.accounts.find((a) => a.code === 'hospital_capitation_payable')).toMatchObject({
      debit_kobo: 0,
      credit_kobo: 0,
    });
    // What is due to the underwriter now is January 2027's balance alone.
    const now = (await trialBalance(db(), '2027-01-03')).accounts.find(
      (a) => a.code === 'due_to_underwriter',
    )!;
    expect(now.credit_kobo - now.debit_kobo).toBe(
      (await maker.get('/api/admin/finance/underwriter-statement?month=2027-01')).json().data
        .balance_kobo,
    );
    expect(await journalImbalance(db())).toEqual({ unbalancedEntries: [], difference: 0 });
    expect(monthsChecked).toHaveLength(12);
  }, 600_000);
});
