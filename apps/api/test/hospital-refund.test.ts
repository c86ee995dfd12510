import type { AdminClaim, AdminPayout, AskedToPayCase, Claim } from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  askedToPayCases,
  claims,
  customers,
  financeItems,
  payouts,
  policies,
} from '../src/db/schema/index.js';
import { api, testClock } from './checkout-helpers.js';
import { multipart, samples } from './file-samples.js';
import { setLanguage, useTestApp } from './helpers.js';
import { hospitalActors } from './hospital-helpers.js';
import { topUpPaystack } from './staff-support.js';
import { jobRunner } from './builders/jobs.js';

// Issue 39 item 6: the refund claim of a member who paid a hospital of the network for covered
// care (docs/business-rules.md, 'Asked to pay at the hospital'): filed for them from their case on
// their health plan (HI, benefit hospital_refund), always for a person, paid by maker-checker, and
// recovered from the hospital by finance.
const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const t = useTestApp({ env: { CLAIM_AUTOMATION_ON: 'true' }, overrides: { now: clock.now } });
let actors: Awaited<ReturnType<typeof hospitalActors>>;
let n = 0;
beforeAll(async () => {
  actors = await hospitalActors(t, 'refund');
  await topUpPaystack(t.app, 1_000_000_000);
});

type Member = Awaited<ReturnType<typeof actors.member>>;
const runJobs = jobRunner(t);

/** A health plan member who completed identity verification (claims are for verified customers). */
async function verifiedMember(): Promise<Member> {
  const m = await actors.member();
  await t.database.db
    .update(customers)
    .set({ haveCompletedKyc: true })
    .where(eq(customers.id, m.customer.id));
  return m;
}

async function upload(m: Member, file: { name: string; content: Buffer; type: string }) {
  const { payload, headers } = await multipart({ type: 'claim_document' }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/local/upload/s3',
    headers: { ...headers, cookie: m.customer.cookie },
    payload,
  });
}

/** A receipt as a PDF of its own content. */
async function receipt(m: Member) {
  const content = Buffer.from(
    `%PDF-1.7\n% hospital receipt ${(n += 1)}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n`,
    'latin1',
  );
  const up = await upload(m, { name: 'receipt.pdf', content, type: 'application/pdf' });
  expect(up.statusCode).toBe(200);
  return up.json<{ data: { file_url: string } }>().data.file_url;
}

async function openCase(m: Member, more: Record<string, unknown> = {}) {
  const res = await api(t.app, m.customer).post(
    `/api/local/customers/${m.customer.id}/asked-to-pay`,
    {
      hospital_id: actors.network[0]!.id,
      visit_date: '2026-03-10',
      amount_asked: 15_000,
      paid: true,
      ...more,
    },
  );
  expect(res.statusCode).toBe(201);
  return res.json<{ data: AskedToPayCase }>().data;
}

const fileRefund = async (m: Member, caseId: number, more: Record<string, unknown> = {}) =>
  api(t.app, m.customer).post(
    `/api/local/customers/${m.customer.id}/asked-to-pay/${caseId}/refund-claim`,
    {
      amount_paid: 15_000,
      care: 'primary_care',
      receipt: await receipt(m),
      bank_code: '058',
      account_number: '0123456789',
      ...more,
    },
  );

const claimsOf = (customerId: number) =>
  t.database.db.select().from(claims).where(eq(claims.customerId, customerId));
const recoveryOf = async (claimId: number) => {
  const [row] = await t.database.db
    .select()
    .from(financeItems)
    .where(and(eq(financeItems.kind, 'care.refund_recovery'), eq(financeItems.claimId, claimId)));
  return row;
};

describe('The member who paid claims it back', () => {
  it('When a member who paid files the refund, then a claim on their health plan is made for what they paid, with the receipt and their account, linked to the case and on their claims list', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await verifiedMember();
    const opened = await openCase(m);
    const res = await fileRefund(m, opened.id);
    expect(res.statusCode).toBe(201);
    const claim = res.json<{ data: Claim }>().data;
    expect(claim).toMatchObject({
      product_uid: 'HI',
      benefit: 'hospital_refund',
      policy_number: m.policy.policyNumber,
      status: 'submitted',
      date_of_loss: '2026-03-10',
      amount_claimed: 15_000,
      asked_to_pay_case_id: opened.id,
      bank: { bank_code: '058', account_number: '******6789' },
    });
    expect(claim.documents).toHaveLength(1);
    expect(claim.description).toContain(actors.network[0]!.name);

    const mine = await api(t.app, m.customer).get(`/api/local/customers/${m.customer.id}/claims`);
    expect(mine.json<{ data: Claim[] }>().data.map((c) => c.id)).toEqual([claim.id]);
    const cases = await api(t.app, m.customer).get(
      `/api/local/customers/${m.customer.id}/asked-to-pay`,
    );
    expect(cases.json<{ data: AskedToPayCase[] }>().data[0]!.refund_claim).toMatchObject({
      id: claim.id,
      claim_number: claim.claim_number,
      status: 'submitted',
      amount_claimed: 15_000,
    });
    const [row] = await t.database.db
      .select()
      .from(askedToPayCases)
      .where(eq(askedToPayCases.id, opened.id));
    expect(row).toMatchObject({ claimId: claim.id, care: 'primary_care', paid: true });
  });

  it('When a member who did not pay at first paid later, then the refund is filed on that case and the case says they paid; a case opened without paying alone makes no claim', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await verifiedMember();
    const opened = await openCase(m, { paid: false });
    await runJobs();
    expect(await claimsOf(m.customer.id)).toHaveLength(0);
    const res = await fileRefund(m, opened.id, { amount_paid: 9_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Claim }>().data.amount_claimed).toBe(9_000);
    const [row] = await t.database.db
      .select()
      .from(askedToPayCases)
      .where(eq(askedToPayCases.id, opened.id));
    expect(row!.paid).toBe(true);
    expect(row!.receiptUploadId).not.toBeNull();
  });

  it('When the input is wrong, then it is a clear 4xx on its field and no claim is made', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await verifiedMember();
    const other = await verifiedMember();
    const opened = await openCase(m);
    const docx = await upload(m, {
      name: 'receipt.docx',
      content: samples.docx,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(docx.statusCode).toBe(200);
    const notAFile = await upload(m, {
      name: 'receipt.pdf',
      content: Buffer.from('just some words, not a receipt'),
      type: 'application/pdf',
    });
    expect(notAFile.statusCode).toBeGreaterThanOrEqual(400);
    expect(notAFile.statusCode).toBeLessThan(500);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount_paid: 0 }, 'amount_paid'],
      [{ amount_paid: 10.5 }, 'amount_paid'],
      [{ receipt: '' }, 'receipt'],
      [{ receipt: '/api/local/uploads/not-a-real-upload-token-at-all' }, 'receipt'],
      [{ receipt: docx.json().data.file_url }, 'receipt'],
      [{ care: 'dentistry' }, 'care'],
      // A&E has ₦50,000 a month: more than that is over what the plan had left.
      [{ care: 'accidents_emergencies', amount_paid: 50_001 }, 'amount_paid'],
      // Ante-natal care is covered 12 months after the plan began: not on this visit's day.
      [{ care: 'antenatal_delivery', amount_paid: 5_000 }, 'care'],
      [{ account_number: '12' }, 'account_number'],
    ];
    for (const [more, field] of cases) {
      const res = await fileRefund(m, opened.id, more);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toBeDefined();
    }
    const { receipt: _r, ...noReceipt } = {
      amount_paid: 1,
      care: 'primary_care',
      receipt: '',
      bank_code: '058',
      account_number: '0123456789',
    };
    const missing = await api(t.app, m.customer).post(
      `/api/local/customers/${m.customer.id}/asked-to-pay/${opened.id}/refund-claim`,
      noReceipt,
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.receipt).toBeDefined();
    // Another member's case: 403 to them, and 404 for a case that does not exist.
    expect((await fileRefund(other, opened.id)).statusCode).toBe(403);
    expect((await fileRefund(m, 999_999)).statusCode).toBe(404);
    expect(await claimsOf(m.customer.id)).toHaveLength(0);
    expect(await claimsOf(other.customer.id)).toHaveLength(0);
    const [row] = await t.database.db
      .select()
      .from(askedToPayCases)
      .where(eq(askedToPayCases.id, opened.id));
    expect(row!.claimId).toBeNull();
  });

  it('When the refund is filed twice, even at the same moment, then one claim is made and the other filing is refused', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await verifiedMember();
    const opened = await openCase(m);
    const [a, b] = await Promise.all([fileRefund(m, opened.id), fileRefund(m, opened.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, expect.any(Number)]);
    const refused = a.statusCode === 201 ? b : a;
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const again = await fileRefund(m, opened.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A refund claim has already been made for this case.');
    expect(await claimsOf(m.customer.id)).toHaveLength(1);
  });

  it('When the plan did not cover the day of the visit (before it began, or lapsed by then), then the refund is refused on the date and no claim is made', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const before = await verifiedMember();
    const early = await openCase(before);
    // The plan's start moved after the visit (a case whose visit the plan did not yet cover).
    await t.database.db
      .update(policies)
      .set({ startDate: '2026-03-11' })
      .where(eq(policies.id, before.policy.id));
    const refusedEarly = await fileRefund(before, early.id);
    expect(refusedEarly.statusCode).toBe(422);
    expect(refusedEarly.json().errors.visit_date).toBeDefined();

    const lapsed = await verifiedMember();
    const late = await openCase(lapsed);
    // The plan lapsed at the start of the visit's day (Lagos midnight): that visit was not covered.
    await t.database.db
      .update(policies)
      .set({ status: 'lapsed', pausedAt: new Date('2026-03-09T23:00:00Z') })
      .where(eq(policies.id, lapsed.policy.id));
    const refusedLate = await fileRefund(lapsed, late.id);
    expect(refusedLate.statusCode).toBe(422);
    expect(refusedLate.json().errors.visit_date).toBeDefined();
    expect(await claimsOf(before.customer.id)).toHaveLength(0);
    expect(await claimsOf(lapsed.customer.id)).toHaveLength(0);
  });
});

describe('A person decides it, finance pays it and recovers it', () => {
  it('When the rules run on a refund, then it goes to a claims officer with the reason, never approved, and the officer’s queue shows it linked to the case', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await verifiedMember();
    const opened = await openCase(m, { amount_asked: 2_000 });
    const claim = (await fileRefund(m, opened.id, { amount_paid: 2_000 })).json<{ data: Claim }>()
      .data;
    await runJobs();
    const officer = await actors.staff(['claims_officer']);
    const seen = (await officer.get(`/api/admin/claims/${claim.id}`)).json<{ data: AdminClaim }>()
      .data;
    expect(seen).toMatchObject({
      status: 'submitted',
      product_uid: 'HI',
      asked_to_pay_case_id: opened.id,
      automation: { decision: 'to_a_person' },
    });
    expect(seen.automation!.reasons).toContain(
      'Income protection, disability, death and hospital refund claims are always decided by a person.',
    );
    expect(seen.automation!.rules.find((r) => r.name === 'benefit_automated')).toMatchObject({
      held: false,
    });
    expect(seen.timeline.some((e) => e.by === 'rules' && e.status === 'approved')).toBe(false);
    const queue = await officer.get('/api/admin/claims?status=submitted');
    expect(queue.statusCode).toBe(200);
    expect(queue.json<{ data: AdminClaim[] }>().data.find((c) => c.id === claim.id)).toMatchObject({
      asked_to_pay_case_id: opened.id,
    });
    const cases = await officer.get('/api/admin/claims/asked-to-pay');
    expect(
      cases.json<{ data: AskedToPayCase[] }>().data.find((c) => c.id === opened.id)!.refund_claim,
    ).toMatchObject({ id: claim.id, claim_number: claim.claim_number });
  });

  it('When an officer approves a refund, then its payout waits for a second person in finance, is sent once they approve, and finance is asked to recover it from the hospital naming the pre-authorisation or the capitation; what it paid counts against the month', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await verifiedMember();
    const opened = await openCase(m, { amount_asked: 30_000 });
    const claim = (
      await fileRefund(m, opened.id, { amount_paid: 30_000, care: 'accidents_emergencies' })
    ).json<{ data: Claim }>().data;
    await runJobs();
    const officer = await actors.staff(['claims_officer', 'finance']);
    const decided = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'approve',
      reason: 'The hospital should not have charged for emergency care.',
    });
    expect(decided.statusCode).toBe(200);
    const approved = decided.json<{ data: AdminClaim }>().data;
    expect(approved).toMatchObject({ status: 'approved', amount_approved: 30_000 });
    const payout = approved.payouts[0]!;
    expect(payout).toMatchObject({ amount: 30_000, status: 'awaiting_approval' });

    // The officer who approved it cannot also send it: the second person is another finance member.
    const self = await officer.post(`/api/admin/payouts/${payout.id}/approve`, {});
    expect(self.statusCode).toBe(403);
    const finance = await actors.staff(['finance']);
    const sent = await finance.post(`/api/admin/payouts/${payout.id}/approve`, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json<{ data: AdminPayout }>().data.status).toBe('sending');

    const item = await recoveryOf(claim.id);
    expect(item).toMatchObject({ resolvedAt: null, amountKobo: 3_000_000 });
    expect(item!.note).toContain(`Recover ₦30,000 from ${actors.network[0]!.name}`);
    expect(item!.note).toContain(m.number);
    expect(item!.note).toContain('asked for none in 2026-03');
    // It is in finance's money queue, to resolve by hand once recovered.
    const queue = await finance.get('/api/admin/finance/money-queue');
    expect(queue.statusCode).toBe(200);
    expect(
      queue
        .json<{
          data: {
            items: { id: string; kind: string; claim_id: number | null; actions: string[] }[];
          };
        }>()
        .data.items.find((i) => i.claim_id === claim.id && i.kind === 'care.refund_recovery'),
    ).toMatchObject({ id: `finance-${item!.id}`, actions: expect.arrayContaining(['resolve']) });

    // ₦30,000 of the month's ₦50,000 for A&E is paid back: a second refund of ₦25,000 is over it.
    const second = await openCase(m, { amount_asked: 25_000 });
    const over = await fileRefund(m, second.id, {
      amount_paid: 25_000,
      care: 'accidents_emergencies',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount_paid[0]).toBe(
      'Your plan had ₦20,000 left for Accidents & Emergencies that month, so the refund can be at most that.',
    );
    // In the member's language, the care named in it too (issue 42); nothing is filed.
    await setLanguage(t.app, m.customer, 'yo');
    const overInYoruba = await fileRefund(m, second.id, {
      amount_paid: 25_000,
      care: 'accidents_emergencies',
    });
    expect(overInYoruba.statusCode).toBe(422);
    expect(overInYoruba.json().errors.amount_paid[0]).toBe(
      '₦20,000 ló kù fún Ìjàǹbá àti pàjáwìrì nínú ètò rẹ lóṣù yẹn, nítorí náà owó-padà kò lè ju ìyẹn lọ.',
    );
    await setLanguage(t.app, m.customer, 'en');
    const within = await fileRefund(m, second.id, {
      amount_paid: 20_000,
      care: 'accidents_emergencies',
    });
    expect(within.statusCode).toBe(201);
    const [payoutRow] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(payoutRow!.amountKobo).toBe(3_000_000);
  });

  it('When the hospital had a pre-authorisation for the care, then what it was approved for is not left to refund, and the recovery names its code', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await verifiedMember();
    const desk = await actors.desk();
    const asked = await desk.post('/api/hospital/preauthorisations', {
      member_number: m.number,
      treatment: 'Stitches',
      reason: 'Cut hand',
      estimated_amount: 10_000,
      benefit: 'accidents_emergencies',
    });
    expect(asked.json().data.status).toBe('approved');
    const code = asked.json().data.code as string;
    const opened = await openCase(m, { amount_asked: 45_000 });
    const over = await fileRefund(m, opened.id, {
      amount_paid: 45_000,
      care: 'accidents_emergencies',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount_paid[0]).toContain('₦40,000 left for Accidents & Emergencies');
    const claim = (
      await fileRefund(m, opened.id, { amount_paid: 12_000, care: 'accidents_emergencies' })
    ).json<{ data: Claim }>().data;
    const officer = await actors.staff(['claims_officer']);
    const decided = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'approve',
      reason: 'The hospital billed the member beside its pre-authorisation.',
    });
    expect(decided.statusCode).toBe(200);
    const item = await recoveryOf(claim.id);
    expect(item!.note).toContain(`code ${code}`);
    expect(item!.note).toContain('Accidents & Emergencies was pre-authorised');
  });

  it('When a primary-care refund is approved, then the recovery names the hospital’s capitation for the month of the visit', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await verifiedMember();
    const opened = await openCase(m, { amount_asked: 4_000 });
    const claim = (await fileRefund(m, opened.id, { amount_paid: 4_000 })).json<{ data: Claim }>()
      .data;
    const officer = await actors.staff(['claims_officer']);
    const decided = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'approve',
      reason: 'Primary care is paid by capitation.',
    });
    expect(decided.statusCode).toBe(200);
    const item = await recoveryOf(claim.id);
    expect(item!.note).toContain('capitation for 2026-03');
    expect(item!.amountKobo).toBe(400_000);
  });

  it('When an officer rejects a refund, then no recovery is raised and no payout made', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await verifiedMember();
    const opened = await openCase(m, { amount_asked: 4_000 });
    const claim = (await fileRefund(m, opened.id, { amount_paid: 4_000 })).json<{ data: Claim }>()
      .data;
    const officer = await actors.staff(['claims_officer']);
    const decided = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'reject',
      reason: 'The receipt is for care the plan does not cover.',
      rejection_code: 'other',
    });
    expect(decided.statusCode).toBe(200);
    expect(await recoveryOf(claim.id)).toBeUndefined();
    expect(
      await t.database.db.select().from(payouts).where(eq(payouts.claimId, claim.id)),
    ).toHaveLength(0);
  });
});
