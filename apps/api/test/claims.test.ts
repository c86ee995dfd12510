import {
  addDays,
  CLAIM_REJECTION_CODES,
  claimCopy,
  claimServerCopy,
  decisionDueBy,
  EI_CLAIM_REASONS,
  moneyCopy,
  type AdminPayout,
  type Claim,
  type PolicyStatus,
  lagosDate,
  nairaToKobo,
} from '@alaafia/domain';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  claims,
  customers,
  financeItems,
  notifications,
  outboxMessages,
  payoutTransfers,
  payouts,
  policies,
  pricingPlans,
  sandboxTransfers,
} from '../src/db/schema/index.js';
import { type SandboxPaymentProvider } from '../src/integrations/payments/sandbox.js';
import { listClaimQueue } from '../src/modules/cover/claims/claim-queue.js';
import { api, DAY, seededPlans, testClock } from './checkout-helpers.js';
import { multipart, samples } from './file-samples.js';
import { setLanguage, signUp, useTestApp } from './helpers.js';
import { invitedStaff, signedInStaff, topUpPaystack } from './staff-support.js';
import { expectStoredDueIsClaimDue } from './claim-due-support.js';
import {
  addNextOfKin,
  healthCashClaim,
  incomeClaim,
  uploadClaimDocument,
} from './claims-support.js';
import { jobRunner } from './builders/jobs.js';
import { markKycComplete } from '../src/modules/customers/customers/index.js';

// Claims (issue 17), through the API as the web app and the back office use it, on the sandbox
// providers: the identity provider's account look-up (an account ending 0001 is someone else's) and
// the sandbox transfer ledger with its signed transfer.* webhooks.
const clock = testClock(new Date('2026-06-01T08:00:00Z')); // a Monday
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;
let eiPlanId: number;
let n = 0;

beforeAll(async () => {
  plans = await seededPlans(t);
  const [plan] = await t.database.db
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
  eiPlanId = plan!.id;
  // The balance at Paystack that payouts are paid from (docs/business-rules.md, 'Paystack's balance').
  await topUpPaystack(t.app, 1_000_000_000);
});

// The test moves the clock by days: a staff session idle for 15 minutes signs in again.
const staff = (roles: string[]) => signedInStaff(t.app, roles, 'claims', { signInAgain: true });

/** Signs the customer in again when the moved clock ended their session. */
async function fresh(c: { cookie: string; body: { email: string; password: string } }) {
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { cookie: c.cookie },
  });
  if (me.statusCode !== 401) return c;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: c.body.email, password: c.body.password },
  });
  const cookie = res.cookies.find((x) => x.name === 'alaafia_session')!;
  c.cookie = `alaafia_session=${cookie.value}`;
  return c;
}

/** A customer with a policy of the product, started `startDate`, paid up to `paidTo`. */
async function insured(
  product: 'EI' | 'HTCI',
  opts: { startDate?: string; paidTo?: string | null; status?: PolicyStatus } = {},
) {
  const c = await signUp(t.app);
  // Claims need a verified customer (issue 24).
  await markKycComplete(t.database.db, c.id, t.ctx.now());
  // Written as it stands, not issued: some tests need a paused policy with its dates, which
  // issuePolicy (it issues active ones) does not make.
  await t.database.db.insert(policies).values({
    policyNumber: `T-${product}-${c.id}-${(n += 1)}`,
    customerId: c.id,
    productUid: product,
    planId: product === 'EI' ? eiPlanId : plans.healthCash.planId,
    sumAssuredKobo: nairaToKobo(product === 'EI' ? 600_000 : 500_000),
    premiumKobo: nairaToKobo(3450),
    unit: product === 'EI' ? 'Month' : 'Year',
    policyDuration: product === 'EI' ? 1 : 12,
    status: opts.status ?? 'active',
    startDate: opts.startDate ?? '2026-01-05',
    nextPaymentDate: opts.paidTo === undefined ? '2026-07-05' : opts.paidTo,
  });
  return c;
}

type Insured = Awaited<ReturnType<typeof signUp>>;

async function document(c: Insured, type = 'claim_document') {
  await fresh(c);
  return uploadClaimDocument(t, c, { type });
}

const eiBody = async (c: Insured, overrides: Record<string, unknown> = {}) =>
  incomeClaim([await document(c)], overrides);

const htciBody = async (c: Insured, overrides: Record<string, unknown> = {}) =>
  healthCashClaim([await document(c)], overrides);

async function file(c: Insured, body: object) {
  await fresh(c);
  return api(t.app, c).post(`/api/local/customers/${c.id}/claims`, body);
}

const runJobs = jobRunner(t);

async function transferOutcome(reference: string, outcome: string, deliveries = 1) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/paystack/transfer',
    payload: { reference, outcome, deliveries },
  });
  expect(res.statusCode).toBe(200);
}

async function claimOf(c: Insured, id: number): Promise<Claim> {
  await fresh(c);
  const res = await api(t.app, c).get(`/api/local/customers/${c.id}/claims/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Claim }>().data;
}

const eventsOf = async (customerId: number) =>
  (
    await t.database.db
      .select({ event: notifications.event })
      .from(notifications)
      // The bell's messages (a one-time code sent at once is only a record).
      .where(and(eq(notifications.customerId, customerId), eq(notifications.inApp, true)))
  ).map((r) => r.event);

/** Files, approves (officer) and approves the first payout (another finance member). */
async function approvedAndSending(c: Insured, body: object, amount?: number) {
  const filed = await file(c, body);
  expect(filed.statusCode).toBe(201);
  const claim = filed.json<{ data: Claim }>().data;
  const officer = await staff(['claims_officer']);
  const decided = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
    decision: 'approve',
    reason: 'Evidence checked against the policy.',
    ...(amount ? { amount } : {}),
  });
  expect(decided.statusCode).toBe(200);
  const finance = await staff(['finance']);
  const first = decided.json<{ data: Claim }>().data.payouts[0]!;
  if ((body as { product_uid?: string }).product_uid === 'EI') {
    // The first income payment waits for the customer to say they are still out of work (issue 25).
    expect(first.status).toBe('scheduled');
    await fresh(c);
    const confirmed = await api(t.app, c).post(
      `/api/local/customers/${c.id}/claims/${claim.id}/confirm`,
      { still_unemployed: true },
    );
    expect(confirmed.statusCode).toBe(200);
  }
  const approved = await finance.post(`/api/admin/payouts/${first.id}/approve`);
  expect(approved.statusCode).toBe(200);
  const payout = approved.json<{ data: AdminPayout }>().data;
  expect(payout.status).toBe('sending');
  await runJobs();
  return { claim, officer, finance, payout, reference: payout.reference! };
}

describe('filing a claim (customer)', () => {
  it('When a customer past the waiting period files an income claim for dismissal, then it is submitted with its timeline, its decision clock and a message on every channel', async () => {
    const c = await insured('EI');
    const res = await file(c, await eiBody(c));
    expect(res.statusCode).toBe(201);
    const claim = res.json<{ data: Claim }>().data;
    expect(claim).toMatchObject({
      product_uid: 'EI',
      status: 'submitted',
      reason: 'dismissal',
      date_of_loss: '2026-05-20',
      due_for: 'decision',
      due_by: decisionDueBy('2026-06-01'),
      late: false,
      payouts: [],
      bank: { bank_code: '058', account_number: '******6789' },
    });
    expect(claim.claim_number).toMatch(/^CLM-20260601-[0-9A-F]{6}$/);
    expect(claim.timeline).toEqual([
      expect.objectContaining({ status: 'submitted', by: 'customer' }),
    ]);
    expect(await eventsOf(c.id)).toContain('claim.submitted');
    const list = await api(t.app, c).get(`/api/local/customers/${c.id}/claims`);
    expect(list.json().data.map((x: Claim) => x.id)).toEqual([claim.id]);
    await runJobs();
    const sent = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, c.body.phone_number));
    expect(sent.some((m) => m.body.includes(claim.claim_number))).toBe(true);
  });

  it('When the reason is resignation (or another not-covered reason), then it is explained on errors.reason and no claim is made', async () => {
    const c = await insured('EI');
    for (const reason of ['resignation', 'misconduct', 'pay_cut', 'salary_delay'] as const) {
      const res = await file(c, await eiBody(c, { reason }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.reason).toEqual([EI_CLAIM_REASONS[reason].explanation]);
    }
    expect(await t.database.db.select().from(claims).where(eq(claims.customerId, c.id))).toEqual(
      [],
    );
  });

  it('When the job loss falls inside the 90-day waiting period, then 422 on errors.date_of_job_loss', async () => {
    const c = await insured('EI', { startDate: '2026-03-01' });
    const res = await file(c, await eiBody(c, { date_of_job_loss: '2026-05-20' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.date_of_job_loss[0]).toMatch(
      /90-day waiting period ends on 30 May 2026/,
    );
  });

  it('When there is no policy, or cover was paused on the date, or the date is in the future, then 422 and nothing is made', async () => {
    const none = await signUp(t.app);
    const noPolicy = await file(none, await eiBody(none));
    expect(noPolicy.statusCode).toBe(422);
    expect(noPolicy.json().errors.product_uid).toBeDefined();
    // A verified customer with no policy, who reads Yoruba: told so in Yoruba.
    const reader = await signUp(t.app);
    await markKycComplete(t.database.db, reader.id, t.ctx.now());
    await setLanguage(t.app, reader, 'yo');
    const inYoruba = await file(reader, await eiBody(reader));
    expect(inYoruba.statusCode).toBe(422);
    expect(inYoruba.json().errors.product_uid).toEqual([
      'O kò ní ètò ààbò fún ọjà yìí tí o lè béèrè owó lórí rẹ̀.',
    ]);

    // Paid up to 15 April, paused after 14 days of grace (29 April): a loss on 20 May had no cover.
    const paused = await insured('EI', { paidTo: '2026-04-15', status: 'paused' });
    const off = await file(paused, await eiBody(paused));
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.date_of_job_loss).toEqual([claimCopy.noActivePolicy]);
    // Before the pause, cover was on.
    const before = await file(paused, await eiBody(paused, { date_of_job_loss: '2026-04-10' }));
    expect(before.statusCode).toBe(201);

    const c = await insured('HTCI');
    const future = await file(c, await htciBody(c, { date_of_event: '2026-06-02' }));
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.date_of_event).toEqual([claimCopy.dateInFuture]);
  });

  it('When the bank account is in another name, then 422 on errors.account_number', async () => {
    const c = await insured('HTCI');
    const res = await file(c, await htciBody(c, { account_number: '0123450001' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.account_number).toEqual([claimCopy.bankNameMismatch]);
    const unknown = await file(c, await htciBody(c, { account_number: '0123450000' }));
    expect(unknown.json().errors.account_number).toEqual([claimCopy.bankNotFound]);
  });

  it('When a claim for the same policy and benefit is open, then a second one is refused; another benefit is fine', async () => {
    const c = await insured('HTCI');
    const first = await file(c, await htciBody(c));
    expect(first.statusCode).toBe(201);
    const again = await file(c, await htciBody(c));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.benefit).toEqual([claimCopy.alreadyOpen]);
    const other = await file(c, await htciBody(c, { benefit: 'permanent_disability' }));
    expect(other.statusCode).toBe(201);
    // Once the first is settled (rejected here), the same benefit can be claimed again.
    const officer = await staff(['claims_officer']);
    const firstId = first.json<{ data: Claim }>().data.id;
    // A rejection needs its coded reason (docs/business-rules.md, 'Claims'): without it, 422 and
    // nothing changes.
    const uncoded = await officer.post(`/api/admin/claims/${firstId}/decision`, {
      decision: 'reject',
      reason: 'Not an accident or emergency.',
    });
    expect(uncoded.statusCode).toBe(422);
    expect(uncoded.json().errors.rejection_code).toEqual([claimCopy.rejectionCodeRequired]);
    const unknownCode = await officer.post(`/api/admin/claims/${firstId}/decision`, {
      decision: 'reject',
      reason: 'Not an accident or emergency.',
      rejection_code: 'bad_luck',
    });
    expect(unknownCode.statusCode).toBe(422);
    expect(unknownCode.json().errors.rejection_code).toEqual([claimCopy.rejectionCodeRequired]);
    expect((await claimOf(c, firstId)).status).not.toBe('rejected');
    const before = await officer.get('/api/admin/claims/rejections');
    const excluded = (rows: { code: string | null; count: number }[]) =>
      rows.find((r) => r.code === 'excluded_cause')!.count;
    const rejected = await officer.post(`/api/admin/claims/${firstId}/decision`, {
      decision: 'reject',
      reason: 'Not an accident or emergency.',
      rejection_code: 'excluded_cause',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejection_code: 'excluded_cause',
    });
    // The underwriter's count by code, as JSON and as a CSV download.
    const after = await officer.get('/api/admin/claims/rejections');
    expect(after.statusCode).toBe(200);
    expect(excluded(after.json().data)).toBe(excluded(before.json().data) + 1);
    expect(after.json().data.map((r: { code: string }) => r.code)).toEqual(
      expect.arrayContaining([...CLAIM_REJECTION_CODES]),
    );
    const csv = await officer.get('/api/admin/claims/rejections?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('code,label,count');
    expect(csv.body).toContain(`excluded_cause,Excluded cause,${excluded(after.json().data)}`);
    // The same benefit and date of event are one claim (issue 25); another event can be claimed.
    const sameEvent = await file(c, await htciBody(c));
    expect(sameEvent.statusCode).toBe(422);
    expect(sameEvent.json().errors.date_of_event[0]).toContain(
      first.json<{ data: Claim }>().data.claim_number,
    );
    expect((await file(c, await htciBody(c, { date_of_event: '2026-05-29' }))).statusCode).toBe(
      201,
    );
  });

  it("When documents are not the customer's own claim uploads, then 422 on errors.documents", async () => {
    const c = await insured('HTCI');
    const stranger = await signUp(t.app);
    const theirs = await document(stranger);
    const res = await file(c, await htciBody(c, { documents: [theirs] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.documents).toBeDefined();
  });

  it("When a customer reads another customer's claims, then 403", async () => {
    const c = await insured('HTCI');
    const claim = (await file(c, await htciBody(c))).json<{ data: Claim }>().data;
    const other = await signUp(t.app);
    expect((await api(t.app, other).get(`/api/local/customers/${c.id}/claims`)).statusCode).toBe(
      403,
    );
    expect(
      (await api(t.app, other).get(`/api/local/customers/${other.id}/claims/${claim.id}`))
        .statusCode,
    ).toBe(403);
    expect((await api(t.app, null).get(`/api/local/customers/${c.id}/claims`)).statusCode).toBe(
      401,
    );
  });
});

describe('checks before anything is uploaded (issue 30)', () => {
  async function eligibility(c: Insured, product: string, date: string) {
    await fresh(c);
    return api(t.app, c).get(
      `/api/local/customers/${c.id}/claims/eligibility?product_uid=${product}&date=${date}`,
    );
  }

  it('When the date is inside the waiting period, in the future, or had no cover, then the eligibility check refuses it as filing would; a good date is eligible', async () => {
    const c = await insured('EI', { startDate: '2026-03-01' });
    const waiting = await eligibility(c, 'EI', '2026-05-20');
    expect(waiting.statusCode).toBe(422);
    expect(waiting.json().errors.date_of_job_loss).toEqual([
      "Your policy's 90-day waiting period ends on 30 May 2026; events before then cannot be claimed.",
    ]);
    // In the customer's language, the day too.
    await setLanguage(t.app, c, 'ha');
    const inHausa = await eligibility(c, 'EI', '2026-05-20');
    expect(inHausa.statusCode).toBe(422);
    expect(inHausa.json().errors.date_of_job_loss).toEqual([
      'Lokacin jira na kwana 90 na tsarin inshorarka zai ƙare a ranar 30 Mayu, 2026; ba za a iya yin daʼawa kan abin da ya faru kafin nan ba.',
    ]);
    await setLanguage(t.app, c, 'en');
    const future = await eligibility(c, 'EI', '2026-06-02');
    expect(future.json().errors.date_of_job_loss).toEqual([claimCopy.dateInFuture]);
    const ok = await eligibility(c, 'EI', '2026-05-30');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ eligible: true, waiting_period_ends_on: '2026-05-30' });

    const paused = await insured('HTCI', { paidTo: '2026-04-15', status: 'paused' });
    const off = await eligibility(paused, 'HTCI', '2026-05-20');
    expect(off.json().errors.date_of_event).toEqual([claimCopy.noActivePolicy]);
    const none = await signUp(t.app);
    await t.database.db
      .update(customers)
      .set({ haveCompletedKyc: true })
      .where(eq(customers.id, none.id));
    expect((await eligibility(none, 'EI', '2026-05-20')).json().errors.product_uid).toBeDefined();
    const bad = await eligibility(c, 'EI', '20-05-2026');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.date).toEqual([claimCopy.dateRequired]);
    // No claim is made by asking.
    expect(await t.database.db.select().from(claims).where(eq(claims.customerId, c.id))).toEqual(
      [],
    );
    const other = await signUp(t.app);
    expect(
      (
        await api(t.app, other).get(
          `/api/local/customers/${c.id}/claims/eligibility?product_uid=EI&date=2026-05-30`,
        )
      ).statusCode,
    ).toBe(403);
  });

  it("When the customer has filed a claim, then the claim form's payout account starts from that claim's account", async () => {
    const c = await insured('HTCI');
    const res = await file(c, await htciBody(c, { account_number: '0123456789' }));
    expect(res.statusCode).toBe(201);
    const answer = await api(t.app, c).get(`/api/local/customers/${c.id}/claims/payout-account`);
    expect(answer.json()).toEqual({
      data: { bank_code: '058', account_number: '0123456789', source: 'claim' },
    });
  });

  it("When 10 digits are typed, then the account is confirmed with its name, and an account in someone else's name or unknown is refused without its name", async () => {
    const c = await insured('HTCI');
    await fresh(c);
    const url = `/api/local/customers/${c.id}/claims/bank-account`;
    const ok = await api(t.app, c).post(url, { bank_code: '058', account_number: '0123456789' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.account_name).toBeTruthy();
    const theirs = await api(t.app, c).post(url, {
      bank_code: '058',
      account_number: '0123450001',
    });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors.account_number).toEqual([claimCopy.bankNameMismatch]);
    expect(JSON.stringify(theirs.json())).not.toMatch(/account_name/);
    const unknown = await api(t.app, c).post(url, {
      bank_code: '058',
      account_number: '0123450000',
    });
    expect(unknown.json().errors.account_number).toEqual([claimCopy.bankNotFound]);
    const short = await api(t.app, c).post(url, { bank_code: '058', account_number: '01234' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.account_number).toBeDefined();
  });
});

describe('deciding and paying (back office)', () => {
  it('When an officer approves an income claim and a finance member approves the first payout, then it is sent once and paid, and the customer sees one payment paid and five scheduled', async () => {
    const c = await insured('EI');
    const { claim, reference, officer } = await approvedAndSending(c, await eiBody(c));
    const sending = await claimOf(c, claim.id);
    expect(sending.status).toBe('paying');
    expect(sending.payouts.map((p) => [p.amount, p.status])).toEqual([
      [100_000, 'sending'],
      ...Array(5).fill([100_000, 'scheduled']),
    ]);
    await transferOutcome(reference, 'success');
    await runJobs();
    const paid = await claimOf(c, claim.id);
    expect(paid.payouts.map((p) => p.status)).toEqual(['paid', ...Array(5).fill('scheduled')]);
    expect(paid.payouts.map((p) => p.due_date)).toEqual([
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    expect(paid.status).toBe('paying');
    expect(paid.timeline.map((e) => e.status)).toEqual([
      'submitted',
      'in_review',
      'approved',
      'paying',
    ]);
    expect(await eventsOf(c.id)).toEqual(
      expect.arrayContaining([
        'claim.submitted',
        'claim.in_review',
        'claim.approved',
        'claim.paying',
        'claim.payout_paid',
      ]),
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'claim'), eq(auditLog.recordId, String(claim.id))));
    expect(audits.map((a) => a.action)).toContain('claim.approved');
    expect(audits.find((a) => a.action === 'claim.approved')!.staffId).toBe(officer.id);
    const transfers = await t.database.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.reference, reference));
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.amountKobo).toBe(10_000_000);
  });

  it('When the officer who approved the claim (even with the finance role) or a non-finance member approves its payout, then it is refused and nothing is sent', async () => {
    const c = await insured('HTCI');
    const claim = (await file(c, await htciBody(c))).json<{ data: Claim }>().data;
    const both = await staff(['claims_officer', 'finance']);
    const decided = await both.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'approve',
      reason: 'Receipt matches the bill.',
    });
    expect(decided.statusCode).toBe(200);
    const payoutId = decided.json<{ data: Claim }>().data.payouts[0]!.id;
    const self = await both.post(`/api/admin/payouts/${payoutId}/approve`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(moneyCopy.sameApprover);
    const officer = await staff(['claims_officer']);
    expect((await officer.post(`/api/admin/payouts/${payoutId}/approve`)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row).toMatchObject({ status: 'awaiting_approval', reference: null, approvedBy: null });
    const queue = await (
      await staff(['finance'])
    ).get('/api/admin/payouts?status=awaiting_approval');
    expect(queue.json().data.map((p: AdminPayout) => p.id)).toContain(payoutId);
  });

  it('When finance lists payouts, then each shows the amount claimed beside the amount approved and the bank account masked with its bank (issue 30)', async () => {
    const c = await insured('HTCI');
    const claim = (await file(c, await htciBody(c, { amount_claimed: 120_000 }))).json<{
      data: Claim;
    }>().data;
    const officer = await staff(['claims_officer']);
    const decided = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'approve',
      reason: 'Receipt shows less than claimed.',
      amount: 70_000,
    });
    expect(decided.statusCode).toBe(200);
    const payoutId = decided.json<{ data: Claim }>().data.payouts[0]!.id;
    const finance = await staff(['finance']);
    const queue = await finance.get('/api/admin/payouts?status=awaiting_approval');
    expect(queue.statusCode).toBe(200);
    const listed = queue.json<{ data: AdminPayout[] }>().data.find((p) => p.id === payoutId);
    expect(listed).toMatchObject({
      amount: 70_000,
      amount_claimed: 120_000,
      amount_approved: 70_000,
      account_number: '******6789',
      bank_name: 'Guaranty Trust Bank',
    });
    expect(queue.body).not.toContain('0123456789');
    const approved = await finance.post(`/api/admin/payouts/${payoutId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<{ data: AdminPayout }>().data).toMatchObject({
      amount_claimed: 120_000,
      account_number: '******6789',
      bank_name: 'Guaranty Trust Bank',
    });
    expect(approved.body).not.toContain('0123456789');
  });

  it('When the HealthCash transfer webhook arrives twice, then the claim is paid once, up to what the evidence shows', async () => {
    const c = await insured('HTCI');
    const body = await htciBody(c, { amount_claimed: 150_000 });
    const { claim, reference } = await approvedAndSending(c, body, 90_000);
    await transferOutcome(reference, 'success', 2);
    await runJobs();
    await transferOutcome(reference, 'success', 1);
    await runJobs();
    const paid = await claimOf(c, claim.id);
    expect(paid.status).toBe('paid');
    expect(paid.amount_approved).toBe(90_000);
    expect(paid.payouts).toEqual([expect.objectContaining({ amount: 90_000, status: 'paid' })]);
    const events = await eventsOf(c.id);
    expect(events.filter((e) => e === 'claim.payout_paid')).toHaveLength(1);
    expect(events.filter((e) => e === 'claim.paid')).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.reference, reference)),
    ).toHaveLength(1);
  });

  it('When an approved HealthCash amount is over the benefit limit, then 422 on errors.amount; without an amount it pays what was claimed up to the limit', async () => {
    const c = await insured('HTCI');
    const claim = (await file(c, await htciBody(c, { amount_claimed: 150_000 }))).json<{
      data: Claim;
    }>().data;
    const officer = await staff(['claims_officer']);
    const over = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'approve',
      reason: 'Bill checked.',
      amount: 120_000,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual([claimCopy.amountOverLimit]);
    const ok = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'approve',
      reason: 'Bill checked.',
    });
    expect(ok.json().data.payouts[0].amount).toBe(100_000);
  });

  it('When the process dies between the transfer call and recording it, then the retry finds the transfer and pays once', async () => {
    const c = await insured('HTCI');
    const provider = t.ctx.payments as SandboxPaymentProvider;
    const original = provider.initiateTransfer.bind(provider);
    let calls = 0;
    provider.initiateTransfer = async (input) => {
      calls += 1;
      await original(input);
      throw new Error('socket hang up after the provider took the transfer');
    };
    let reference: string;
    let claimId: number;
    try {
      const filed = (await file(c, await htciBody(c))).json<{ data: Claim }>().data;
      claimId = filed.id;
      const officer = await staff(['claims_officer']);
      const decided = await officer.post(`/api/admin/claims/${filed.id}/decision`, {
        decision: 'approve',
        reason: 'Receipt checked.',
      });
      const approved = await (
        await staff(['finance'])
      ).post(`/api/admin/payouts/${decided.json().data.payouts[0].id}/approve`);
      reference = approved.json().data.reference;
      const first = await runJobs();
      expect(first.failed).toBeGreaterThanOrEqual(1);
    } finally {
      provider.initiateTransfer = original;
    }
    const [left] = await t.database.db
      .select()
      .from(payoutTransfers)
      .where(eq(payoutTransfers.reference, reference!));
    expect(left!.status).toBe('created');
    clock.advance(2 * 60_000); // past the job's retry delay
    await runJobs();
    expect(calls).toBe(1);
    const [after] = await t.database.db
      .select()
      .from(payoutTransfers)
      .where(eq(payoutTransfers.reference, reference!));
    expect(after!.status).toBe('pending');
    await transferOutcome(reference!, 'success');
    await runJobs();
    expect((await claimOf(c, claimId!)).status).toBe('paid');
    expect(
      await t.database.db
        .select()
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.reference, reference!)),
    ).toHaveLength(1);
  });

  it('When a transfer fails, then finance sees it in its queue, the customer is told it is delayed, and only a new approval sends it again under a new reference', async () => {
    const c = await insured('HTCI');
    const { claim, reference, officer, finance } = await approvedAndSending(c, await htciBody(c));
    await transferOutcome(reference, 'failed');
    await runJobs();
    const [failed] = await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.claimId, claim.id));
    expect(failed!.status).toBe('failed');
    const items = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.payoutId, failed!.id));
    expect(items).toEqual([expect.objectContaining({ kind: 'payout.failed', resolvedAt: null })]);
    expect(await eventsOf(c.id)).toContain('claim.payout_delayed');
    // Nothing resends it by itself.
    clock.advance(DAY);
    await runJobs();
    expect(
      (
        await t.database.db
          .select()
          .from(payoutTransfers)
          .where(eq(payoutTransfers.payoutId, failed!.id))
      ).length,
    ).toBe(1);
    expect((await officer.post(`/api/admin/payouts/${failed!.id}/approve`)).statusCode).toBe(403);
    const again = await finance.post(`/api/admin/payouts/${failed!.id}/approve`);
    expect(again.statusCode).toBe(200);
    const newReference = again.json().data.reference;
    expect(newReference).not.toBe(reference);
    await runJobs();
    await transferOutcome(newReference, 'success');
    await runJobs();
    expect((await claimOf(c, claim.id)).status).toBe('paid');
    const [closed] = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.payoutId, failed!.id));
    expect(closed!.resolvedAt).not.toBeNull();
  });

  it('When the officer asks for information, then the clock stops until the customer adds it, and a rejection is told with its reason', async () => {
    const c = await insured('HTCI');
    const claim = (await file(c, await htciBody(c))).json<{ data: Claim }>().data;
    const officer = await staff(['claims_officer']);
    const asked = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'request_info',
      reason: 'Please add the discharge summary.',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({ status: 'info_requested', due_by: null });
    // Deciding while waiting for the customer is refused.
    const early = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'approve',
      reason: 'Fine.',
    });
    expect(early.statusCode).toBe(409);
    clock.advance(DAY);
    await document(c); // signs in again after the day
    const added = await api(t.app, c).post(
      `/api/local/customers/${c.id}/claims/${claim.id}/documents`,
      { documents: [await document(c)], note: 'Discharge summary attached.' },
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ status: 'in_review', due_for: 'decision' });
    expect(added.json().data.documents).toHaveLength(2);
    const rejected = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'reject',
      reason: 'The treatment was not for an accident or emergency.',
      rejection_code: 'excluded_cause',
    });
    expect(rejected.json().data.status).toBe('rejected');
    expect(await eventsOf(c.id)).toEqual(
      expect.arrayContaining(['claim.info_requested', 'claim.in_review', 'claim.rejected']),
    );
    const customerView = await claimOf(c, claim.id);
    expect(customerView.timeline.map((e) => e.status)).toEqual([
      'submitted',
      'in_review',
      'info_requested',
      'in_review',
      'rejected',
    ]);
  });

  it('When staff read the queue, then claims are sorted by what is due, late ones are flagged, and evidence is served to claims officers and audited', async () => {
    const c = await insured('HTCI');
    const claim = (await file(c, await htciBody(c))).json<{ data: Claim }>().data;
    const officer = await staff(['claims_officer']);
    clock.advance(20 * DAY);
    const queue = await officer.get('/api/admin/claims?status=submitted');
    expect(queue.statusCode).toBe(200);
    const rows = queue.json().data as (Claim & { evidence: { url: string }[] })[];
    const dues = rows.map((r) => r.due_by!);
    expect([...dues].sort()).toEqual(dues);
    const mine = rows.find((r) => r.id === claim.id)!;
    expect(mine.late).toBe(true);
    const evidence = await officer.get(mine.evidence[0]!.url);
    expect(evidence.statusCode).toBe(200);
    // A PDF is shown inline in the back office's page, framed only by our own pages, never sniffed.
    expect(evidence.headers['content-disposition']).toMatch(/^inline;/);
    expect(evidence.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(evidence.headers['x-content-type-options']).toBe('nosniff');
    expect(evidence.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const viewed = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'claim.document_viewed'), eq(auditLog.recordId, String(claim.id))),
      );
    expect(viewed).toHaveLength(1);
    expect((await api(t.app, c).get(mine.evidence[0]!.url)).statusCode).toBe(401);
    const reviewer = await staff(['reviewer']);
    expect((await reviewer.get('/api/admin/claims')).statusCode).toBe(403);
  });
});

describe('income protection month by month', () => {
  it('When the next payment nears, then the customer is asked, reminded, and paid after confirming; saying they have a job closes the claim', async () => {
    const c = await insured('EI');
    const { claim, reference, finance } = await approvedAndSending(c, await eiBody(c));
    await transferOutcome(reference, 'success');
    await runJobs();
    // Too early to confirm.
    const early = await api(t.app, c).post(
      `/api/local/customers/${c.id}/claims/${claim.id}/confirm`,
      {
        still_unemployed: true,
      },
    );
    expect(early.statusCode).toBe(422);
    clock.advance(24 * DAY); // 25 June: a week before 1 July
    await runJobs();
    expect(await eventsOf(c.id)).toContain('claim.confirmation_requested');
    clock.advance(3 * DAY);
    await runJobs();
    expect(await eventsOf(c.id)).toContain('claim.confirmation_reminder');
    await fresh(c);
    const yes = await api(t.app, c).post(
      `/api/local/customers/${c.id}/claims/${claim.id}/confirm`,
      {
        still_unemployed: true,
      },
    );
    expect(yes.statusCode).toBe(200);
    const second = yes.json<{ data: Claim }>().data.payouts[1]!;
    expect(second).toMatchObject({ status: 'awaiting_approval', confirmed: true });
    const approved = await finance.post(`/api/admin/payouts/${second.id}/approve`);
    expect(approved.json().data.status).toBe('approved'); // due 1 July, not yet
    clock.advance(4 * DAY); // 2 July
    await runJobs();
    const [sending] = await t.database.db.select().from(payouts).where(eq(payouts.id, second.id));
    expect(sending!.status).toBe('sending');
    await transferOutcome(sending!.reference!, 'success');
    await runJobs();
    clock.advance(25 * DAY);
    await runJobs();
    await fresh(c);
    const no = await api(t.app, c).post(`/api/local/customers/${c.id}/claims/${claim.id}/confirm`, {
      still_unemployed: false,
    });
    expect(no.statusCode).toBe(200);
    const closed = no.json<{ data: Claim }>().data;
    expect(closed.status).toBe('closed');
    expect(closed.payouts.map((p) => p.status)).toEqual([
      'paid',
      'paid',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(await eventsOf(c.id)).toContain('claim.closed');
  });

  it('When the customer does not answer within 14 days, then the payments stop and the claim is closed', async () => {
    const c = await insured('EI');
    const { claim, reference } = await approvedAndSending(c, await eiBody(c));
    await transferOutcome(reference, 'success');
    await runJobs();
    clock.advance(25 * DAY);
    await runJobs();
    clock.advance(15 * DAY);
    await runJobs();
    const closed = await claimOf(c, claim.id);
    expect(closed.status).toBe('closed');
    expect(closed.payouts.filter((p) => p.status === 'cancelled')).toHaveLength(5);
  });
});

describe('the stored due time the queue pages by (issue 29)', () => {
  const stored = (id: number) => expectStoredDueIsClaimDue(t.database.db, id);

  it('When a claim is filed, asked for information, answered and rejected, then its stored due time is claimDue’s after each move: a decision due, none while waiting, none once settled', async () => {
    const c = await insured('HTCI');
    const claim = (await file(c, await htciBody(c))).json<{ data: Claim }>().data;
    const filed = await stored(claim.id);
    expect(filed).not.toBeNull();
    expect(filed).toBe(new Date(claim.due_by!).toISOString());
    const officer = await staff(['claims_officer']);
    const asked = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'request_info',
      reason: 'Please add the discharge summary.',
    });
    expect(asked.statusCode).toBe(200);
    expect(await stored(claim.id)).toBeNull();
    clock.advance(DAY);
    await document(c);
    const added = await api(t.app, c).post(
      `/api/local/customers/${c.id}/claims/${claim.id}/documents`,
      { documents: [await document(c)], note: 'Discharge summary attached.' },
    );
    expect(added.statusCode).toBe(200);
    const answered = await stored(claim.id);
    expect(answered).not.toBeNull();
    expect(Date.parse(answered!)).toBeGreaterThan(Date.parse(filed!)); // the clock started again
    const rejected = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'reject',
      reason: 'The treatment was not for an accident or emergency.',
      rejection_code: 'excluded_cause',
    });
    expect(rejected.json().data.status).toBe('rejected');
    expect(await stored(claim.id)).toBeNull();
  });

  it('When a HealthCash claim is approved and its payout is sent, fails, is approved again and paid, then its stored due time follows each change', async () => {
    const c = await insured('HTCI');
    const claim = (await file(c, await htciBody(c))).json<{ data: Claim }>().data;
    const officer = await staff(['claims_officer']);
    const decided = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'approve',
      reason: 'Evidence checked against the policy.',
    });
    expect(decided.statusCode).toBe(200);
    const approvedDue = await stored(claim.id); // a payment due from the approval
    expect(approvedDue).not.toBeNull();
    expect(approvedDue).toBe(new Date(decided.json().data.due_by).toISOString());
    const finance = await staff(['finance']);
    const payoutId = decided.json<{ data: Claim }>().data.payouts[0]!.id;
    const sent = await finance.post(`/api/admin/payouts/${payoutId}/approve`);
    expect(sent.json().data.status).toBe('sending');
    expect(await stored(claim.id)).toBeNull(); // paying, no payout waiting
    await runJobs();
    await transferOutcome(sent.json().data.reference, 'failed');
    await runJobs();
    expect(await stored(claim.id)).toBeNull();
    const again = await finance.post(`/api/admin/payouts/${payoutId}/approve`);
    expect(again.statusCode).toBe(200);
    await runJobs();
    await transferOutcome(again.json().data.reference, 'success');
    await runJobs();
    expect((await claimOf(c, claim.id)).status).toBe('paid');
    expect(await stored(claim.id)).toBeNull();
  });

  it('When an income claim’s later month is confirmed, approved ahead of its date, sent and paid, and the customer then has a job, then its stored due time is the next payout’s while one waits', async () => {
    const c = await insured('EI');
    const { claim, reference, finance } = await approvedAndSending(c, await eiBody(c));
    expect(await stored(claim.id)).toBeNull(); // the first month is being sent
    await transferOutcome(reference, 'success');
    await runJobs();
    expect(await stored(claim.id)).toBeNull();
    const parts = await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.claimId, claim.id))
      .orderBy(payouts.sequence);
    // 09:00 in Lagos `days` before a part's due date (the clock only moves on).
    const before = (dueDate: string, days: number) =>
      clock.set(
        new Date(Math.max(clock.now().getTime(), Date.parse(`${dueDate}T08:00:00Z`) - days * DAY)),
      );
    before(parts[1]!.dueDate, 5); // asked within the lead days
    await runJobs();
    await fresh(c);
    const yes = await api(t.app, c).post(
      `/api/local/customers/${c.id}/claims/${claim.id}/confirm`,
      { still_unemployed: true },
    );
    expect(yes.statusCode).toBe(200);
    const second = yes.json<{ data: Claim }>().data.payouts[1]!;
    expect(second.status).toBe('awaiting_approval');
    const waiting = await stored(claim.id);
    expect(waiting).not.toBeNull();
    expect(waiting).toBe(new Date(yes.json().data.due_by).toISOString());
    const approved = await finance.post(`/api/admin/payouts/${second.id}/approve`);
    expect(approved.json().data.status).toBe('approved'); // not due yet
    expect(await stored(claim.id)).toBe(waiting);
    before(parts[1]!.dueDate, 0);
    await runJobs();
    const [sending] = await t.database.db.select().from(payouts).where(eq(payouts.id, second.id));
    expect(sending!.status).toBe('sending');
    expect(await stored(claim.id)).toBeNull();
    await transferOutcome(sending!.reference!, 'success');
    await runJobs();
    expect(await stored(claim.id)).toBeNull();
    before(parts[2]!.dueDate, 5);
    await runJobs();
    await fresh(c);
    const no = await api(t.app, c).post(`/api/local/customers/${c.id}/claims/${claim.id}/confirm`, {
      still_unemployed: false,
    });
    expect(no.json<{ data: Claim }>().data.status).toBe('closed');
    expect(await stored(claim.id)).toBeNull();
  });
});

describe('the 60-day limit', () => {
  it('When a claim is still open 50 days after filing, then administrators are alerted once by e-mail and in the finance queue', async () => {
    const admin = await staff(['administrator']);
    const c = await insured('HTCI');
    const claim = (await file(c, await htciBody(c))).json<{ data: Claim }>().data;
    clock.advance(51 * DAY);
    await runJobs();
    await runJobs();
    const items = await t.database.db
      .select()
      .from(financeItems)
      .where(and(eq(financeItems.claimId, claim.id), eq(financeItems.kind, 'claim.sla')));
    expect(items).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, admin.email));
    expect(mails.filter((m) => m.body.includes(claim.claim_number))).toHaveLength(1);
    const [row] = await t.database.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row!.slaAlertedAt).not.toBeNull();
  });

  it('When an approved claim’s payment still waits 50 days after filing, then finance and administrators are alerted once, by e-mail through messaging and in the money queue', async () => {
    const admin = await staff(['administrator']);
    const finance = await staff(['finance']);
    const c = await insured('HTCI', { paidTo: '2027-12-05' });
    const filed = await file(
      c,
      await htciBody(c, { date_of_event: addDays(lagosDate(clock.now()), -1) }),
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const claim = filed.json<{ data: Claim }>().data;
    const officer = await staff(['claims_officer']);
    const decided = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'approve',
      reason: 'Evidence checked against the policy.',
    });
    expect(decided.statusCode).toBe(200);
    // Nobody approves the payment: on day 51 it still waits for finance.
    clock.advance(51 * DAY);
    await runJobs();
    await runJobs();
    await runJobs();
    const items = await t.database.db
      .select()
      .from(financeItems)
      .where(and(eq(financeItems.claimId, claim.id), eq(financeItems.kind, 'claim.payment_sla')));
    expect(items).toHaveLength(1);
    const queue = (await finance.get('/api/admin/finance/money-queue')).json().data;
    expect(queue.items).toContainEqual(
      expect.objectContaining({ kind: 'claim.payment_sla', reference: claim.claim_number }),
    );
    for (const person of [admin, finance]) {
      const alerts = await t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.staffId, person.id),
            eq(notifications.event, 'claims.payment-sla-alert'),
          ),
        );
      expect(alerts.filter((a) => JSON.stringify(a).includes(claim.claim_number))).toHaveLength(1);
      const mails = await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, person.email));
      expect(
        mails.filter(
          (m) => m.body.includes(claim.claim_number) && m.subject?.includes('60-day limit'),
        ),
      ).toHaveLength(1);
    }
    const [row] = await t.database.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row!.paymentAlertedAt).not.toBeNull();
  });
});

describe('the next of kin (HealthCash death by accident)', () => {
  it('When the next of kin proves their phone with the code, then they can upload the death certificate and claim into their own account, without an account, and are told by SMS when it is approved', async () => {
    const c = await insured('HTCI');
    const [policy] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, c.id));
    const phone = await addNextOfKin(t, c.id, `0809${String(1000000 + c.id).slice(-7)}`);
    const post = (url: string, payload: object, token?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: token ? { 'x-claimant-token': token } : {},
      });
    const smsTo = async (to: string) =>
      t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

    // Someone else's phone: the same answer, and no code is sent.
    const stranger = await post('/api/local/claims/next-of-kin/code', {
      policy_number: policy!.policyNumber,
      phone: '08099999999',
    });
    expect(stranger.statusCode).toBe(200);
    expect(await smsTo('08099999999')).toEqual([]);

    const asked = await post('/api/local/claims/next-of-kin/code', {
      policy_number: policy!.policyNumber,
      phone,
    });
    expect(asked.statusCode).toBe(200);
    const code = /(\d{4})/.exec((await smsTo(phone))[0]!.body)![1]!;
    const wrong = await post('/api/local/claims/next-of-kin/verify', {
      policy_number: policy!.policyNumber,
      phone,
      code: code === '0000' ? '1111' : '0000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBeDefined();
    const verified = await post('/api/local/claims/next-of-kin/verify', {
      policy_number: policy!.policyNumber,
      phone,
      code,
    });
    expect(verified.statusCode).toBe(200);
    const token = verified.json().data.token as string;

    const { payload, headers } = await multipart(
      { type: 'claim_document' },
      { name: 'death-certificate.pdf', content: samples.pdf, type: 'application/pdf' },
    );
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/local/claims/next-of-kin/upload',
      headers,
      payload,
    });
    expect(noToken.statusCode).toBe(401);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/local/claims/next-of-kin/upload',
      headers: { ...headers, 'x-claimant-token': token },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const certificate = uploaded.json().data.file_url as string;

    const body = {
      date_of_event: '2026-05-25',
      documents: [certificate],
      bank_code: '058',
      account_number: '0123450001', // the sandbox's stranger, not Ngozi Okeke
    };
    const mismatch = await post('/api/local/claims/next-of-kin', body, token);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.account_number).toEqual([claimServerCopy.kinBankNameMismatch]);
    // A next of kin who reads Hausa (?lang=, as the page asks) is told in Hausa.
    const inHausa = await post('/api/local/claims/next-of-kin?lang=ha', body, token);
    expect(inHausa.statusCode).toBe(422);
    expect(inHausa.json().errors.account_number).toEqual([
      'Wannan asusun banki ba da sunanka yake ba. Ana biyan faʼidar ne kawai ga dangi na kusa da aka rubuta sunansa a tsarin inshorar.',
    ]);
    const filed = await post(
      '/api/local/claims/next-of-kin',
      { ...body, account_number: '0123456789' },
      token,
    );
    expect(filed.statusCode).toBe(201);
    expect(filed.json().data).toMatchObject({
      product_uid: 'HTCI',
      benefit: 'accidental_death',
      status: 'submitted',
    });
    const officer = await staff(['claims_officer']);
    const seen = await officer.get(`/api/admin/claims/${filed.json().data.id}`);
    expect(seen.json().data.customer).toMatchObject({ name: 'Ngozi Okeke', phone });
    expect((await post('/api/local/claims/next-of-kin', body, 'not-a-token')).statusCode).toBe(401);

    // The code went at once through messaging, with its record (never the code, never in a bell).
    const [codeRecord] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.event, 'code.claimant'))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(codeRecord).toMatchObject({ phone, customerId: null, inApp: false, params: {} });
    expect(JSON.stringify(codeRecord)).not.toContain(code);

    // Approved: the next of kin is told by SMS through messaging (stored, queued, sent by the job).
    const decided = await officer.post(`/api/admin/claims/${filed.json().data.id}/decision`, {
      decision: 'approve',
      reason: 'Death certificate and police report match.',
    });
    expect(decided.statusCode).toBe(200);
    const claimNumber = decided.json().data.claim_number as string;
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.event, 'claim.approved-next-of-kin'))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(told).toMatchObject({ phone, customerId: null, inApp: false });
    await runJobs();
    const approval = (await smsTo(phone)).filter((m) => m.body.includes(claimNumber));
    expect(approval).toHaveLength(1);
    expect(approval[0]!.body).toMatch(
      new RegExp(
        `^Alaafia: claim ${claimNumber} is approved\\. .+ will be paid to your account within 72 hours\\. The policyholder's cover has ended and no further premiums will be taken\\. We are sorry for your loss\\.$`,
      ),
    );
  });
});

describe('one administrator cannot pay a claim alone (issue 24)', () => {
  it('When an administrator decides a claim and the finance member they invited approves its payout, then it is refused and nothing is sent; an independent finance member may', async () => {
    const c = await insured('HTCI');
    const claim = (await file(c, await htciBody(c))).json<{ data: Claim }>().data;
    // The attack: an administrator who is also a claims officer decides the claim, and a finance
    // account they invited (a second administrator approved the grant) approves the payout.
    const a = await signedInStaff(t.app, ['administrator', 'claims_officer'], 'chain');
    const b = await signedInStaff(t.app, ['administrator'], 'chain');
    const decided = await a.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'approve',
      reason: 'Receipt matches the bill.',
    });
    expect(decided.statusCode).toBe(200);
    const payoutId = decided.json<{ data: Claim }>().data.payouts[0]!.id;
    const f = await invitedStaff(t.app, a, b, ['finance'], 'chain');
    const refused = await f.post(`/api/admin/payouts/${payoutId}/approve`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(moneyCopy.linkedApprover);
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row).toMatchObject({ status: 'awaiting_approval', reference: null, approvedBy: null });
    const independent = await staff(['finance']);
    expect((await independent.post(`/api/admin/payouts/${payoutId}/approve`)).statusCode).toBe(200);
  });
});

describe('the claims queue at scale (issue 29)', () => {
  it('When the queue holds more claims than it lists, then the open ones are listed first: settled claims, however old, never push a due one off the list', async () => {
    const early = await insured('HTCI');
    const settled = await file(early, await htciBody(early));
    expect(settled.statusCode).toBe(201);
    const settledId = settled.json<{ data: Claim }>().data.id;
    await t.database.db.update(claims).set({ status: 'closed' }).where(eq(claims.id, settledId));
    const later = await insured('HTCI');
    const open = await file(later, await htciBody(later));
    expect(open.statusCode).toBe(201);
    const openId = open.json<{ data: Claim }>().data.id;

    // A list as long as the open claims holds every open claim and no settled one.
    const all = await t.database.db.select({ id: claims.id, status: claims.status }).from(claims);
    const openIds = all
      .filter((c) => !['paid', 'rejected', 'closed'].includes(c.status))
      .map((c) => c.id);
    const listed = (await listClaimQueue(t.ctx, undefined, { limit: openIds.length })).data;
    expect(listed.map((c) => c.id).sort((a, b) => a - b)).toEqual(openIds.sort((a, b) => a - b));
    expect(listed.map((c) => c.id)).toContain(openId);
    expect(listed.map((c) => c.id)).not.toContain(settledId);
  });
});
