import {
  CLAIM_AUTOMATION_RULES,
  CLAIM_AUTOMATION_SAMPLED_REASON,
  claimAutomationCopy,
  type AdminClaim,
  type Claim,
  type ClaimAutomationAnswer,
  nairaToKobo,
} from '@alaafia/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  claimAutomationDays,
  claims,
  financeItems,
  payouts,
} from '../src/db/schema/index.js';
import { automateClaim } from '../src/modules/cover/claims/claim-automation.js';
import { api, DAY, seededPlans, testClock } from './checkout-helpers.js';
import { healthCashClaim, uploadClaimDocument } from './claims-support.js';
import { useTestApp } from './helpers.js';
import { signedInStaff, topUpPaystack } from './staff-support.js';
import { jobRunner } from './builders/jobs.js';
import { aCustomer } from './builders/customer.js';

// Claims decided by rules (issue 39), through the API as the web app, the back office and the
// sandbox's job run use it. The sandbox's settings (on, ₦50,000 a claim, ₦1,000,000 a day, 5%
// sampled) are in force until two administrators change them; the random source is the test's.
const clock = testClock(new Date('2026-06-01T08:00:00Z')); // a Monday
let draw = () => 0.99; // never sampled unless a test says so
const t = useTestApp({
  env: { CLAIM_AUTOMATION_ON: 'true' },
  overrides: { now: clock.now, random: () => draw() },
});
let healthCashPlanId: number;
let n = 0;

beforeAll(async () => {
  healthCashPlanId = (await seededPlans(t)).healthCash.planId;
  await topUpPaystack(t.app, 1_000_000_000);
});

const runJobs = jobRunner(t);

/** A receipt as a PDF: of its own content (its own hash) unless `text` is given. */
async function receipt(customer: { cookie: string }, text = `receipt ${Date.now()}-${(n += 1)}`) {
  const content = Buffer.from(
    `%PDF-1.7\n% ${text}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n`,
    'latin1',
  );
  return uploadClaimDocument(t, customer, { content });
}

/** A verified customer with a yearly HealthCash policy from January (so older than 30 days). */
async function insured(startDate = '2026-01-05') {
  return aCustomer(t)
    .verified()
    .withPolicy('HTCI', {
      planId: healthCashPlanId,
      startDate,
      paidTo: '2027-01-05',
      sumAssuredKobo: nairaToKobo(500_000),
      premiumKobo: nairaToKobo(1000),
    });
}

async function file(
  c: Awaited<ReturnType<typeof insured>>,
  body: { amount: number; benefit?: string; documents?: string[] },
) {
  const res = await api(t.app, c).post(
    `/api/local/customers/${c.id}/claims`,
    healthCashClaim(body.documents ?? [await receipt(c)], {
      benefit: body.benefit ?? 'accident_emergency',
      date_of_event: '2026-05-30',
      amount_claimed: body.amount,
    }),
  );
  expect(res.statusCode).toBe(201);
  return res.json<{ data: Claim }>().data;
}

const customerView = async (c: Awaited<ReturnType<typeof insured>>, claimId: number) =>
  (await api(t.app, c).get(`/api/local/customers/${c.id}/claims/${claimId}`)).json<{
    data: Claim;
  }>().data;

/** Settings proposed by one administrator and approved by another (the four-eyes rule). */
async function settle(body: {
  enabled: boolean;
  max_claim_kobo: number;
  daily_budget_kobo: number;
  sample_percent: number;
}) {
  const a = await signedInStaff(t.app, ['administrator'], 'auto-a');
  const b = await signedInStaff(t.app, ['administrator'], 'auto-b');
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/claims/automation',
    headers: { cookie: a.cookie },
    payload: body,
  });
  expect(put.statusCode).toBe(202);
  const id = put.json<{ data: ClaimAutomationAnswer }>().data.pending_change!.id;
  const ok = await b.post(`/api/admin/claims/automation/changes/${id}/approve`, {});
  expect(ok.statusCode).toBe(200);
}

describe('the settings, a money control (issue 39)', () => {
  it("When an administrator changes the settings, then nothing changes until another approves; the proposer's own approval is 403; each step is audited", async () => {
    const officer = await signedInStaff(t.app, ['claims_officer'], 'auto-o');
    const start = await officer.get('/api/admin/claims/automation');
    expect(start.statusCode).toBe(200);
    expect(start.json().data).toEqual({
      enabled: true,
      max_claim_kobo: 5_000_000,
      daily_budget_kobo: 100_000_000,
      sample_percent: 5,
      pending_change: null,
    });
    const proposer = await signedInStaff(t.app, ['administrator'], 'auto-p');
    const second = await signedInStaff(t.app, ['administrator'], 'auto-s');
    const put = (cookie: string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/claims/automation',
        headers: { cookie },
        payload,
      });
    const body = {
      enabled: true,
      max_claim_kobo: 3_000_000,
      daily_budget_kobo: 50_000_000,
      sample_percent: 10,
    };

    expect((await put(officer.cookie, body)).statusCode).toBe(403);
    const bad = await put(proposer.cookie, { ...body, sample_percent: 101 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sample_percent).toEqual([claimAutomationCopy.samplePercent]);

    const proposed = await put(proposer.cookie, body);
    expect(proposed.statusCode).toBe(202);
    const pending = proposed.json<{ data: ClaimAutomationAnswer }>().data;
    expect(pending).toMatchObject({ max_claim_kobo: 5_000_000, sample_percent: 5 });
    expect(pending.pending_change).toMatchObject({ ...body, proposed_by: proposer.id });
    expect((await put(second.cookie, body)).statusCode).toBe(409);

    const own = await proposer.post(
      `/api/admin/claims/automation/changes/${pending.pending_change!.id}/approve`,
      {},
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(claimAutomationCopy.ownChange);
    expect((await officer.get('/api/admin/claims/automation')).json().data).toMatchObject({
      max_claim_kobo: 5_000_000,
      pending_change: { id: pending.pending_change!.id },
    });

    const approved = await second.post(
      `/api/admin/claims/automation/changes/${pending.pending_change!.id}/approve`,
      {},
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toEqual({ ...body, pending_change: null });
    const again = await second.post(
      `/api/admin/claims/automation/changes/${pending.pending_change!.id}/approve`,
      {},
    );
    expect(again.statusCode).toBe(409);

    const audited = await t.database.db
      .select({ action: auditLog.action, staffId: auditLog.staffId })
      .from(auditLog)
      .where(eq(auditLog.recordType, 'claim_automation_change'))
      .orderBy(auditLog.id);
    expect(audited).toEqual([
      { action: 'automation.change_proposed', staffId: proposer.id },
      { action: 'automation.change_refused', staffId: proposer.id },
      { action: 'automation.change_applied', staffId: second.id },
    ]);
    // Back to the sandbox's figures for the tests below.
    await settle({
      enabled: true,
      max_claim_kobo: 5_000_000,
      daily_budget_kobo: 100_000_000,
      sample_percent: 5,
    });
  });
});

describe('a claim filed, decided by the rules (issue 39)', () => {
  it('When a clean ₦12,000 accident claim is filed, then once the jobs run it is approved by the rules and its payout sent with no staff action, and an officer is asked to look back at it', async () => {
    const c = await insured();
    const filed = await file(c, { amount: 12_000 });
    expect(filed.status).toBe('submitted');
    expect(filed.automation).toBeNull();
    await runJobs();

    const claim = await customerView(c, filed.id);
    expect(claim.status).toBe('paying');
    expect(claim.automation).toMatchObject({ decision: 'approve', reasons: [], sampled: false });
    expect(claim.automation!.rules).toHaveLength(CLAIM_AUTOMATION_RULES.length);
    expect(claim.timeline).toContainEqual(
      expect.objectContaining({
        status: 'approved',
        by: 'rules',
        note: '₦12,000 approved by our rules: every check held. Sent to your account now.',
        // Issue 42: which words, for the customer's page in their language (claims.note.*).
        note_copy: 'approvedByRulesSent',
        note_values: { amount: '₦12,000' },
      }),
    );
    // The payment sent: a system note the page says in the customer's language too.
    expect(claim.timeline).toContainEqual(
      expect.objectContaining({
        status: 'paying',
        note: 'Payment 1 of ₦12,000 sent to the bank.',
        note_copy: 'paymentSent',
        note_values: { sequence: '1', amount: '₦12,000' },
      }),
    );
    expect(claim.amount_approved).toBe(12_000);
    expect(claim.payouts).toEqual([expect.objectContaining({ status: 'sending', amount: 12_000 })]);
    const [row] = await t.database.db.select().from(claims).where(eq(claims.id, filed.id));
    expect(row!.decidedBy).toBeNull();

    const officer = await signedInStaff(t.app, ['claims_officer'], 'auto-lb');
    const queue = (await officer.get('/api/admin/claims/look-back')).json<{ data: AdminClaim[] }>()
      .data;
    const listed = queue.find((q) => q.id === filed.id);
    expect(listed?.look_back).toEqual({
      due_on: '2026-06-08',
      looked_back_at: null,
      looked_back_by: null,
      finding: null,
      note: null,
    });
    const [item] = await t.database.db
      .select()
      .from(financeItems)
      .where(and(eq(financeItems.claimId, filed.id), eq(financeItems.kind, 'claim.look_back')));
    expect(item?.resolvedAt).toBeNull();
  });

  it('When a claim fails a rule, then it stays for a claims officer with the reasons in the officer and customer views and the timeline; the rules never reject it', async () => {
    const c = await insured();
    const filed = await file(c, { amount: 60_000 });
    await runJobs();
    const claim = await customerView(c, filed.id);
    expect(claim.status).toBe('submitted');
    const overLimit = CLAIM_AUTOMATION_RULES.find((r) => r.name === 'within_claim_limit')!.reason;
    expect(claim.automation).toMatchObject({ decision: 'to_a_person', reasons: [overLimit] });
    expect(claim.timeline.at(-1)).toMatchObject({
      status: 'submitted',
      by: 'rules',
      note: `For a claims officer: ${overLimit}`,
      note_copy: 'toAPerson',
      note_values: { reasons: overLimit, rules: 'within_claim_limit' },
    });
    const officer = await signedInStaff(t.app, ['claims_officer'], 'auto-tp');
    const seen = (await officer.get(`/api/admin/claims/${filed.id}`)).json<{ data: AdminClaim }>()
      .data;
    expect(seen.automation?.reasons).toEqual([overLimit]);
    expect(seen.automation?.rules.find((r) => r.name === 'within_claim_limit')?.held).toBe(false);
    expect(seen.look_back).toBeNull();
    // The s.210 clock in the officer's queue (issue 39 item 7): 60 days from filing.
    expect(seen.statutory_days_left).toBe(60);
    // An officer decides it as before.
    const decided = await officer.post(`/api/admin/claims/${filed.id}/decision`, {
      decision: 'approve',
      reason: 'The bill matches the discharge summary.',
    });
    expect(decided.statusCode).toBe(200);
  });

  it('When a policy is less than 30 days old or a receipt was sent with another claim, then the claim goes to a person; a disability claim always does', async () => {
    const young = await insured('2026-05-20');
    const a = await file(young, { amount: 10_000 });
    const first = await insured();
    const shared = `shared receipt ${Date.now()}`;
    const b1 = await file(first, { amount: 10_000, documents: [await receipt(first, shared)] });
    const second = await insured();
    const b2 = await file(second, { amount: 10_000, documents: [await receipt(second, shared)] });
    const other = await insured();
    const c = await file(other, { amount: 10_000, benefit: 'permanent_disability' });
    await runJobs();
    const rows = await t.database.db
      .select({ id: claims.id, status: claims.status, automation: claims.automation })
      .from(claims)
      .where(inArray(claims.id, [a.id, b1.id, b2.id, c.id]));
    const failed = (id: number) =>
      rows
        .find((r) => r.id === id)!
        .automation?.rules.filter((r) => !r.held)
        .map((r) => r.name);
    expect(failed(a.id)).toEqual(['policy_settled']);
    // The same content on two claims: neither is paid by the rules (the hash is across all claims).
    expect(failed(b1.id)).toEqual(['evidence_new']);
    expect(failed(b2.id)).toEqual(['evidence_new']);
    expect(failed(c.id)).toEqual(['benefit_automated']);
    for (const r of rows) expect(r.status).toBe('submitted');
  });

  it('When an otherwise approvable claim is drawn for sampling, then it goes to a person marked sampled', async () => {
    const c = await insured();
    draw = () => 0.01;
    const filed = await file(c, { amount: 8_000 });
    await runJobs();
    draw = () => 0.99;
    const claim = await customerView(c, filed.id);
    expect(claim.status).toBe('submitted');
    expect(claim.automation).toMatchObject({
      decision: 'to_a_person',
      sampled: true,
      reasons: [CLAIM_AUTOMATION_SAMPLED_REASON],
    });
  });
});

describe('the daily budget (issue 39)', () => {
  it("When a claim would take the day past its budget, then it is approved but its payout waits for finance, who may approve it; when the day's total is spent, claims go to a person", async () => {
    clock.advance(DAY); // a new day: its own total
    await settle({
      enabled: true,
      max_claim_kobo: 5_000_000,
      daily_budget_kobo: 2_000_000,
      sample_percent: 0,
    });
    const [a, b, c] = [await insured(), await insured(), await insured()];
    const first = await file(a, { amount: 12_000 });
    await runJobs();
    const second = await file(b, { amount: 12_000 });
    await runJobs();
    expect((await customerView(a, first.id)).payouts[0]!.status).toBe('sending');
    const over = await customerView(b, second.id);
    expect(over.status).toBe('approved');
    expect(over.timeline.at(-1)).toMatchObject({ by: 'rules', status: 'approved' });
    expect(over.payouts).toEqual([expect.objectContaining({ status: 'awaiting_approval' })]);
    const finance = await signedInStaff(t.app, ['finance'], 'auto-f');
    const approved = await finance.post(`/api/admin/payouts/${over.payouts[0]!.id}/approve`, {});
    expect(approved.statusCode).toBe(200);

    // ₦8,000 more fits (₦20,000 in all); then the day is spent and the next goes to a person.
    const third = await file(c, { amount: 8_000 });
    await runJobs();
    expect((await customerView(c, third.id)).payouts[0]!.status).toBe('sending');
    const d = await insured();
    const fourth = await file(d, { amount: 1_000 });
    await runJobs();
    expect((await customerView(d, fourth.id)).automation?.reasons).toEqual([
      CLAIM_AUTOMATION_RULES.find((r) => r.name === 'within_daily_budget')!.reason,
    ]);
  });

  it('When many claims are decided at once, then what the rules send that day never passes the budget', async () => {
    clock.advance(DAY);
    await settle({
      enabled: true,
      max_claim_kobo: 5_000_000,
      daily_budget_kobo: 5_000_000,
      sample_percent: 0,
    });
    const filed = [];
    for (let i = 0; i < 8; i += 1) {
      const c = await insured();
      filed.push(await file(c, { amount: 12_000 }));
    }
    const results = await Promise.all(filed.map((f) => automateClaim(t.ctx, f.id)));
    const sentAtOnce = results.filter((r) => r?.sentAtOnce).length;
    expect(sentAtOnce).toBe(4); // 4 × ₦12,000 = ₦48,000 of ₦50,000
    const [day] = await t.database.db
      .select()
      .from(claimAutomationDays)
      .where(eq(claimAutomationDays.day, '2026-06-03'));
    expect(day).toMatchObject({ sentKobo: 4_800_000, claims: 4 });
    const sent = await t.database.db
      .select({ amount: payouts.amountKobo })
      .from(payouts)
      .where(
        and(
          inArray(
            payouts.claimId,
            filed.map((f) => f.id),
          ),
          inArray(payouts.status, ['sending', 'paid', 'approved']),
        ),
      );
    expect(sent.reduce((s, p) => s + p.amount, 0)).toBeLessThanOrEqual(5_000_000);
    // Decided once: the job that runs later changes nothing.
    expect(await automateClaim(t.ctx, filed[0]!.id)).toBeNull();
  });
});

describe('the look back and the weekly report (issue 39)', () => {
  it('When an officer finds a problem with a claim the rules paid, then a recovery goes to finance, the payment stands, and the week counts it as found wrong', async () => {
    clock.advance(DAY);
    await settle({
      enabled: true,
      max_claim_kobo: 5_000_000,
      daily_budget_kobo: 100_000_000,
      sample_percent: 0,
    });
    const c = await insured();
    const filed = await file(c, { amount: 15_000 });
    await runJobs();
    const officer = await signedInStaff(t.app, ['claims_officer'], 'auto-lk');
    const noNote = await officer.post(`/api/admin/claims/${filed.id}/look-back`, {
      finding: 'problem',
    });
    expect(noNote.statusCode).toBe(422);
    const found = await officer.post(`/api/admin/claims/${filed.id}/look-back`, {
      finding: 'problem',
      note: 'The receipt is from a pharmacy, not a hospital.',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json<{ data: AdminClaim }>().data.look_back).toMatchObject({
      finding: 'problem',
      looked_back_by: officer.id,
    });
    expect(
      (
        await officer.post(`/api/admin/claims/${filed.id}/look-back`, {
          finding: 'fine',
          note: 'Looks fine.',
        })
      ).statusCode,
    ).toBe(409);
    const items = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.claimId, filed.id));
    expect(items.find((i) => i.kind === 'claim.look_back')?.resolvedAt).not.toBeNull();
    expect(items.find((i) => i.kind === 'claim.recovery')).toMatchObject({
      amountKobo: 1_500_000,
      resolvedAt: null,
    });
    const claim = await customerView(c, filed.id);
    expect(claim.payouts[0]!.status).toBe('sending');
    const queue = (await officer.get('/api/admin/claims/look-back')).json<{ data: AdminClaim[] }>()
      .data;
    expect(queue.map((q) => q.id)).not.toContain(filed.id);

    const report = await officer.get('/api/admin/claims/automation/report?from=2026-06-01');
    expect(report.statusCode).toBe(200);
    const week = report.json().data;
    expect(week).toMatchObject({
      from: '2026-06-01',
      to: '2026-06-08',
      found_wrong: 1,
      looked_back: 1,
    });
    expect(week.approved).toBeGreaterThanOrEqual(10);
    expect(week.sampled).toBe(1);
    expect(week.to_a_person).toBeGreaterThanOrEqual(4);
    const bad = await officer.get('/api/admin/claims/automation/report?from=2026-13-01');
    expect(bad.statusCode).toBe(422);
  });
});

describe("the claim's clock and the public promise (issue 39)", () => {
  it('When a claim the rules approved is paid, then its clock shows filed, approved and paid with their times, and the promise states the measured median', async () => {
    clock.advance(DAY);
    const c = await insured();
    const filed = await file(c, { amount: 11_000 });
    expect(filed.clock).toEqual({
      filed_at: clock.now().toISOString(),
      approved_at: null,
      paid_at: null,
    });
    clock.advance(2 * 60_000);
    await runJobs();
    const sending = await customerView(c, filed.id);
    expect(sending.clock.approved_at).toBe(clock.now().toISOString());
    clock.advance(3 * 60_000);
    const settled = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/transfer',
      payload: { payout_id: sending.payouts[0]!.id, outcome: 'success' },
    });
    expect(settled.statusCode).toBe(200);
    await runJobs();
    const paid = await customerView(c, filed.id);
    expect(paid.status).toBe('paid');
    expect(paid.clock).toEqual({
      filed_at: filed.clock.filed_at,
      approved_at: sending.clock.approved_at,
      paid_at: clock.now().toISOString(),
    });

    const promise = await t.app.inject({ method: 'GET', url: '/api/local/claims/promise' });
    expect(promise.statusCode).toBe(200);
    const answer = promise.json().data;
    expect(answer).toMatchObject({ days: 90, automated: { claims: 1, median_minutes: 5 } });
    expect(answer.human.claims).toBe(0);
    expect(answer.sentence).toBe(
      'Over the last 90 days, from the claim to the money (the middle figure): small claims our rules approved were paid in 5 minutes.',
    );
  });
});
