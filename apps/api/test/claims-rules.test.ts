import {
  claimCopy,
  formatNaira,
  type AdminClaim,
  type Claim,
  type PolicyStatus,
  nairaToKobo,
} from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  claims,
  financeItems,
  notifications,
  outboxMessages,
  payouts,
  policies,
  pricingPlans,
} from '../src/db/schema/index.js';
import { pausePolicy } from '../src/modules/cover/policies/policies.repo.js';
import { movePolicy, recordPolicyEvent } from '../src/modules/cover/policies/policy-moves.js';
import { api, DAY, seededPlans, testClock } from './checkout-helpers.js';
import { multipart, samples } from './file-samples.js';
import { setLanguage, signUp, useTestApp } from './helpers.js';
import { expectStoredDueIsClaimDue } from './claim-due-support.js';
import {
  addNextOfKin,
  claimBank as bank,
  healthCashClaim,
  incomeClaim,
  uploadClaimDocument,
} from './claims-support.js';
import { jobRunner } from './builders/jobs.js';
import { signedInStaff } from './staff-support.js';
import { markKycComplete } from '../src/modules/customers/customers/index.js';

// Claims, the rules of issues 24 and 25: who may claim, the next of kin's code and cover, the limits
// per policy year, the same event or file twice, cover on the day of the event, late notice, income
// protection's rules and the statutory alert. Through the API, on the sandbox providers.
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
});

const staff = (roles: string[]) => signedInStaff(t.app, roles, 'rules');

type Insured = Awaited<ReturnType<typeof signUp>> & { policyId: number; policyNumber: string };

/** A customer (verified unless told otherwise) with a policy of the product. */
async function insured(
  product: 'EI' | 'HTCI',
  opts: {
    startDate?: string;
    paidTo?: string | null;
    status?: PolicyStatus;
    verified?: boolean;
    pausedAt?: Date;
    pauseReason?: 'payment' | 'verification';
    dateCancelled?: Date;
  } = {},
): Promise<Insured> {
  const c = await signUp(t.app);
  if (opts.verified ?? true) await markKycComplete(t.database.db, c.id, t.ctx.now());
  // Written as it stands, not issued: some tests need a paused or lapsed policy with its dates,
  // which issuePolicy (it issues active ones) does not make.
  const policyNumber = `R-${product}-${c.id}-${(n += 1)}`;
  const [policy] = await t.database.db
    .insert(policies)
    .values({
      policyNumber,
      customerId: c.id,
      productUid: product,
      planId: product === 'EI' ? eiPlanId : plans.healthCash.planId,
      sumAssuredKobo: nairaToKobo(product === 'EI' ? 600_000 : 500_000),
      premiumKobo: nairaToKobo(3450),
      unit: product === 'EI' ? 'Month' : 'Year',
      policyDuration: product === 'EI' ? 1 : 12,
      status: opts.status ?? 'active',
      startDate: opts.startDate ?? '2026-01-05',
      nextPaymentDate: opts.paidTo === undefined ? '2026-12-05' : opts.paidTo,
      pausedAt: opts.pausedAt ?? null,
      pauseReason: opts.pauseReason ?? null,
      dateCancelled: opts.dateCancelled ?? null,
    })
    .returning();
  return { ...c, policyId: policy!.id, policyNumber };
}

const document = (c: Insured, content: Buffer = samples.pdf) =>
  uploadClaimDocument(t, c, { content });

const htci = async (c: Insured, overrides: Record<string, unknown> = {}) =>
  healthCashClaim([await document(c)], overrides);

const ei = async (c: Insured, overrides: Record<string, unknown> = {}) =>
  incomeClaim([await document(c)], overrides);

const file = (c: Insured, body: object) =>
  api(t.app, c).post(`/api/local/customers/${c.id}/claims`, body);

async function filed(c: Insured, body: object): Promise<Claim> {
  const res = await file(c, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Claim }>().data;
}

async function approve(claimId: number, amount?: number) {
  const officer = await staff(['claims_officer']);
  return officer.post(`/api/admin/claims/${claimId}/decision`, {
    decision: 'approve',
    reason: 'Evidence checked.',
    ...(amount === undefined ? {} : { amount }),
  });
}

const runJobs = jobRunner(t);

const claimsOf = (customerId: number) =>
  t.database.db.select().from(claims).where(eq(claims.customerId, customerId));

describe('who may claim (issue 24)', () => {
  it('When the customer has not completed identity verification, then 422 on errors.product_uid with the message, and no claim is made', async () => {
    const c = await insured('HTCI', { verified: false });
    const res = await file(c, await htci(c));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.product_uid).toEqual([claimCopy.kycRequired]);
    expect(await claimsOf(c.id)).toEqual([]);
  });

  it('When a policyholder claims death by accident on their own policy, then 422 on errors.benefit: it is the next of kin’s', async () => {
    const c = await insured('HTCI');
    const res = await file(c, await htci(c, { benefit: 'accidental_death', amount_claimed: 1000 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.benefit).toEqual([claimCopy.nextOfKinOnly]);
    expect(await claimsOf(c.id)).toEqual([]);
  });
});

describe('the next of kin (issue 24)', () => {
  async function kinOf(c: Insured) {
    const phone = await addNextOfKin(t, c.id, `0807${String(1000000 + c.id).slice(-7)}`);
    const post = (url: string, payload: object, token?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: token ? { 'x-claimant-token': token } : {},
      });
    const askCode = async () => {
      await post('/api/local/claims/next-of-kin/code', {
        policy_number: c.policyNumber,
        phone,
      });
      const sms = await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, phone));
      return /(\d{4})/.exec(sms.at(-1)!.body)![1]!;
    };
    const verify = (code: string) =>
      post('/api/local/claims/next-of-kin/verify', {
        policy_number: c.policyNumber,
        phone,
        code,
      });
    const token = async () => (await verify(await askCode())).json().data.token as string;
    const claim = async (tokenValue: string, date: string) => {
      const { payload, headers } = await multipart(
        { type: 'claim_document' },
        { name: 'death-certificate.pdf', content: samples.pdf, type: 'application/pdf' },
      );
      const up = await t.app.inject({
        method: 'POST',
        url: '/api/local/claims/next-of-kin/upload',
        headers: { ...headers, 'x-claimant-token': tokenValue },
        payload,
      });
      return post(
        '/api/local/claims/next-of-kin',
        { date_of_event: date, documents: [up.json().data.file_url], ...bank },
        tokenValue,
      );
    };
    return { phone, askCode, verify, token, claim };
  }

  it('When the death falls after the policy was cancelled, then 422 on errors.date_of_event; inside the cover it is taken, once per policy', async () => {
    const c = await insured('HTCI', {
      status: 'cancelled',
      dateCancelled: new Date('2026-03-01T10:00:00Z'),
    });
    const kin = await kinOf(c);
    const token = await kin.token();
    const after = await kin.claim(token, '2026-05-25');
    expect(after.statusCode).toBe(422);
    expect(after.json().errors.date_of_event).toEqual([claimCopy.noActivePolicy]);
    const inside = await kin.claim(token, '2026-02-20');
    expect(inside.statusCode).toBe(201);
    // Filed complete: the decision clock is stored for the queue as claimDue has it (issue 29).
    expect(
      await expectStoredDueIsClaimDue(t.database.db, inside.json().data.id as number),
    ).not.toBeNull();
    // Rejected or not, a second death claim on the policy is refused.
    const officer = await staff(['claims_officer']);
    await officer.post(`/api/admin/claims/${inside.json().data.id}/decision`, {
      decision: 'reject',
      reason: 'Not an accident.',
      rejection_code: 'excluded_cause',
    });
    const again = await kin.claim(token, '2026-02-21');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.benefit).toEqual([claimCopy.deathAlreadyClaimed]);
  });

  it('When a death claim is approved, then the policyholder’s other policies stop and the next of kin is told by SMS', async () => {
    const c = await insured('HTCI');
    const [income] = await t.database.db
      .insert(policies)
      .values({
        policyNumber: `R-EI-${c.id}-${(n += 1)}`,
        customerId: c.id,
        productUid: 'EI',
        planId: eiPlanId,
        sumAssuredKobo: nairaToKobo(600_000),
        premiumKobo: nairaToKobo(3450),
        unit: 'Month',
        policyDuration: 1,
        status: 'active',
        startDate: '2026-01-05',
        nextPaymentDate: '2026-06-05',
      })
      .returning();
    const kin = await kinOf(c);
    const death = await kin.claim(await kin.token(), '2026-05-25');
    expect(death.statusCode).toBe(201);
    expect((await approve(death.json().data.id)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(policies).where(eq(policies.customerId, c.id));
    expect(rows.map((p) => p.status)).toEqual(['cancelled', 'cancelled']);
    expect(rows.find((p) => p.id === income!.id)!.dateCancelled).not.toBeNull();
    // Told through messaging: stored with the approval, sent by the delivery job.
    await runJobs();
    const sms = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, kin.phone));
    expect(sms.at(-1)!.body).toMatch(/is approved.*cover has ended/);
  });

  it('When the policyholder never completed identity verification, then the next of kin’s claim is refused on errors.benefit', async () => {
    const c = await insured('HTCI', { verified: false });
    const kin = await kinOf(c);
    const res = await kin.claim(await kin.token(), '2026-05-25');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.benefit).toEqual([claimCopy.policyholderNotVerified]);
  });

  it('When a policy was paused for verification though paid ahead, then a death after the pause is refused', async () => {
    const c = await insured('HTCI', {
      status: 'paused',
      pauseReason: 'verification',
      pausedAt: new Date('2026-04-01T10:00:00Z'),
      paidTo: '2027-01-05',
    });
    const kin = await kinOf(c);
    const res = await kin.claim(await kin.token(), '2026-05-25');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.date_of_event).toEqual([claimCopy.noActivePolicy]);
  });
});

describe('cover on the day of the event (issue 25)', () => {
  it('When the day of the event falls inside an earlier pause that has ended, then 422 from the policy history; a day after the resume is taken', async () => {
    const c = await insured('HTCI');
    const [row] = await t.database.db.select().from(policies).where(eq(policies.id, c.policyId));
    const paused = await pausePolicy(t.database.db, row!, 'payment_overdue', {
      job: 'test',
      now: new Date('2026-03-10T09:00:00Z'),
    });
    await movePolicy(t.database.db, paused!, 'active', {
      by: { actor: 'system', job: 'payments.fulfilment' },
      reason: 'paid',
      now: new Date('2026-03-20T09:00:00Z'),
      set: { pausedAt: null, pauseReason: null },
    });
    const inside = await file(c, await htci(c, { date_of_event: '2026-03-15' }));
    expect(inside.statusCode).toBe(422);
    expect(inside.json().errors.date_of_event).toEqual([claimCopy.noActivePolicy]);
    const after = await filed(c, await htci(c, { date_of_event: '2026-03-25' }));
    const officer = await staff(['claims_officer']);
    const seen = (await officer.get(`/api/admin/claims/${after.id}`)).json<{ data: AdminClaim }>();
    expect(seen.data.cover_unconfirmed).toBe(false);
  });

  it('When the day of the event is before the policy history began, then the claim is taken and the officer is asked to check cover', async () => {
    const c = await insured('HTCI');
    await recordPolicyEvent(
      t.database.db,
      c.policyId,
      null,
      'active',
      { actor: 'system', job: 'migration 0029' },
      'history_began',
      new Date('2026-04-01T09:00:00Z'),
    );
    const claim = await filed(c, await htci(c, { date_of_event: '2026-03-15' }));
    const officer = await staff(['claims_officer']);
    const seen = (await officer.get(`/api/admin/claims/${claim.id}`)).json<{ data: AdminClaim }>();
    expect(seen.data.cover_unconfirmed).toBe(true);
  });

  it('When a policy paused for verification but paid ahead is claimed on for a day after the pause, then 422; a day before it is taken', async () => {
    const c = await insured('HTCI', {
      status: 'paused',
      pauseReason: 'verification',
      pausedAt: new Date('2026-05-10T10:00:00Z'),
      paidTo: '2027-01-05',
    });
    const after = await file(c, await htci(c, { date_of_event: '2026-05-28' }));
    expect(after.statusCode).toBe(422);
    expect(after.json().errors.date_of_event).toEqual([claimCopy.noActivePolicy]);
    expect((await file(c, await htci(c, { date_of_event: '2026-05-09' }))).statusCode).toBe(201);
  });

  it('When a lapsed or cancelled policy paid ahead is claimed on for a day after it stopped, then 422', async () => {
    const lapsed = await insured('EI', {
      status: 'lapsed',
      pausedAt: new Date('2026-05-01T10:00:00Z'),
      paidTo: '2026-12-05',
    });
    expect((await file(lapsed, await ei(lapsed))).json().errors.date_of_job_loss).toEqual([
      claimCopy.noActivePolicy,
    ]);
    const cancelled = await insured('HTCI', {
      status: 'cancelled',
      dateCancelled: new Date('2026-05-01T10:00:00Z'),
    });
    expect((await file(cancelled, await htci(cancelled))).json().errors.date_of_event).toEqual([
      claimCopy.noActivePolicy,
    ]);
  });
});

/** The claim's money went out (the transfer's outcome is another test's business). */
async function paid(claimId: number) {
  await t.database.db
    .update(payouts)
    .set({ status: 'paid', paidAt: clock.now() })
    .where(eq(payouts.claimId, claimId));
  await t.database.db.update(claims).set({ status: 'paid' }).where(eq(claims.id, claimId));
}

describe('limits per policy year (issue 25)', () => {
  it('When accidents are claimed again in the same policy year, then what is left is shown before filing and on the claim, and the officer cannot approve more', async () => {
    const c = await insured('HTCI');
    const first = await filed(c, await htci(c, { amount_claimed: 80_000 }));
    expect((await approve(first.id)).statusCode).toBe(200);
    await paid(first.id);

    const limits = await api(t.app, c).get(`/api/local/customers/${c.id}/claims/limits`);
    expect(limits.statusCode).toBe(200);
    expect(limits.json().data).toMatchObject({
      policy_number: c.policyNumber,
      year_from: '2026-01-05',
      year_to: '2027-01-05',
      total: { limit: 1_100_000, left: 1_020_000 },
      benefits: {
        accident_emergency: { limit: 100_000, left: 20_000 },
        permanent_disability: { limit: 500_000, left: 500_000 },
      },
    });

    const second = await filed(
      c,
      await htci(c, { date_of_event: '2026-05-30', amount_claimed: 60_000 }),
    );
    expect(second.limits_left?.benefits.accident_emergency.left).toBe(20_000);
    const over = await approve(second.id, 50_000);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual([claimCopy.overWhatIsLeft(formatNaira(20_000))]);
    const capped = await approve(second.id);
    expect(capped.statusCode).toBe(200);
    expect(capped.json().data.payouts[0].amount).toBe(20_000);
    await paid(second.id);

    // One truth (issue 38 item 2): ₦80,000 and ₦20,000 paid, every answer says ₦0 is left: both
    // claim cards, the officer's view and the form's figure.
    const cards = (await api(t.app, c).get(`/api/local/customers/${c.id}/claims`)).json<{
      data: Claim[];
    }>().data;
    expect(cards.map((x) => x.limits_left?.benefits.accident_emergency.left)).toEqual([0, 0]);
    const officer = await staff(['claims_officer']);
    const officerView = (await officer.get(`/api/admin/claims/${first.id}`)).json<{
      data: AdminClaim;
    }>().data;
    expect(officerView.limits_left?.benefits.accident_emergency.left).toBe(0);
    expect(
      (await api(t.app, c).get(`/api/local/customers/${c.id}/claims/limits`)).json().data.benefits
        .accident_emergency.left,
    ).toBe(0);

    // Nothing left: a third accident this policy year is refused before anything is made.
    const third = await file(c, await htci(c, { date_of_event: '2026-05-31' }));
    expect(third.statusCode).toBe(422);
    expect(third.json().errors.benefit).toEqual([
      'Accidents and emergencies has nothing left to pay in this policy year.',
    ]);
    // In the customer's language, the benefit's name too.
    await setLanguage(t.app, c, 'yo');
    const inYoruba = await file(c, await htci(c, { date_of_event: '2026-05-31' }));
    expect(inYoruba.statusCode).toBe(422);
    expect(inYoruba.json().errors.benefit).toEqual([
      'Ìjàmbá àti pàjáwìrì kò ní owó kankan tó kù láti san ní ọdún ètò ààbò yìí.',
    ]);
  });

  it('When permanent disability was paid once in the policy year, then a second claim for it is refused', async () => {
    const c = await insured('HTCI');
    const one = await filed(
      c,
      await htci(c, { benefit: 'permanent_disability', amount_claimed: 500_000 }),
    );
    expect((await approve(one.id)).statusCode).toBe(200);
    await paid(one.id);
    const two = await file(
      c,
      await htci(c, {
        benefit: 'permanent_disability',
        date_of_event: '2026-05-29',
        amount_claimed: 500_000,
      }),
    );
    expect(two.statusCode).toBe(422);
    expect(two.json().errors.benefit).toBeDefined();
  });
});

describe('the same event or file twice (issue 25)', () => {
  it('When a paid accident claim gets a further bill for the same event, then the date step says so, the bill is filed as a linked claim with a new file, and a file already sent is refused (issue 38 item 3)', async () => {
    const c = await insured('HTCI');
    const bill = (text: string) =>
      document(c, Buffer.concat([samples.pdf, Buffer.from(`\n% ${text} ${c.id}\n`)]));
    const firstFile = await bill('first visit');
    const first = await filed(c, await htci(c, { amount_claimed: 40_000, documents: [firstFile] }));
    const eligibility = (date: string) =>
      api(t.app, c).get(
        `/api/local/customers/${c.id}/claims/eligibility?product_uid=HTCI&benefit=accident_emergency&date=${date}`,
      );
    // Open: told at the date step, before anything is uploaded.
    const open = await eligibility('2026-05-28');
    expect(open.statusCode).toBe(422);
    expect(open.json().errors.benefit).toEqual([claimCopy.alreadyOpen]);
    expect((await approve(first.id)).statusCode).toBe(200);
    await paid(first.id);

    const told = await eligibility('2026-05-28');
    expect(told.statusCode).toBe(200);
    expect(told.json().data).toMatchObject({
      follow_up_of: first.claim_number,
      notice: claimCopy.followUp(first.claim_number),
    });
    expect((await eligibility('2026-05-29')).json().data.follow_up_of).toBeNull();

    const sameFile = await file(
      c,
      await htci(c, { amount_claimed: 15_000, documents: [firstFile] }),
    );
    expect(sameFile.statusCode).toBe(422);
    expect(sameFile.json().errors.documents).toEqual([
      `This file was already sent with claim ${first.claim_number}. Please upload the new bill or receipt.`,
    ]);
    const further = await filed(
      c,
      await htci(c, { amount_claimed: 15_000, documents: [await bill('physiotherapy')] }),
    );
    expect(further.follow_up_of).toBe(first.claim_number);
    expect(further.date_of_loss).toBe('2026-05-28');
    expect(further.limits_left?.benefits.accident_emergency.left).toBe(60_000);
  });

  it('When a claim is approved for less than claimed, then the customer is told why in the message, the claim page and the timeline (issue 38 item 4)', async () => {
    const c = await insured('HTCI');
    const claim = await filed(
      c,
      await htci(c, { amount_claimed: 48_000, date_of_event: '2026-05-27' }),
    );
    const officer = await staff(['claims_officer']);
    const decided = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
      decision: 'approve',
      reason: 'Drugs are not covered.',
      amount: 40_000,
    });
    expect(decided.statusCode).toBe(200);
    const told = claimCopy.approvedLess('₦48,000', '₦40,000', 'Drugs are not covered.');
    const seen = (await api(t.app, c).get(`/api/local/customers/${c.id}/claims/${claim.id}`)).json<{
      data: Claim;
    }>().data;
    expect(seen.less_reason).toBe('Drugs are not covered.');
    expect(seen.timeline.at(-1)).toMatchObject({ status: 'approved', note: told });
    const [sms] = await t.database.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.customerId, c.id), eq(notifications.event, 'claim.approved')));
    expect(sms?.body).toContain(told);
    // Approved in full: no reason to give.
    const whole = await insured('HTCI');
    const full = await filed(whole, await htci(whole, { amount_claimed: 30_000 }));
    expect((await approve(full.id)).statusCode).toBe(200);
    const fullSeen = (
      await api(t.app, whole).get(`/api/local/customers/${whole.id}/claims/${full.id}`)
    ).json<{ data: Claim }>().data;
    expect(fullSeen.less_reason).toBeNull();
    expect(fullSeen.timeline.at(-1)?.note).toBe('₦30,000 approved.');
  });

  it('When a file already used in another claim is sent again, then the officer sees it flagged with a link to that claim', async () => {
    const c = await insured('HTCI');
    const other = await insured('HTCI');
    const first = await filed(c, await htci(c));
    const second = await filed(other, await htci(other, { benefit: 'permanent_disability' }));
    const officer = await staff(['claims_officer']);
    const seen = (await officer.get(`/api/admin/claims/${second.id}`)).json<{ data: AdminClaim }>()
      .data;
    expect(seen.shared_files).toContainEqual(
      expect.objectContaining({
        claim_id: first.id,
        claim_number: first.claim_number,
        url: `/admin/claims?claim=${first.id}`,
      }),
    );
    const fresh = await insured('HTCI');
    const unique = await filed(
      fresh,
      await htci(fresh, {
        documents: [
          await document(fresh, Buffer.concat([samples.pdf, Buffer.from('\n% another bill\n')])),
        ],
      }),
    );
    expect(
      (await officer.get(`/api/admin/claims/${unique.id}`)).json<{ data: AdminClaim }>().data
        .shared_files,
    ).toEqual([]);
  });

  it('When an event is reported more than 90 days after it happened, then it is taken and flagged late notice for the officer', async () => {
    const c = await insured('HTCI');
    const late = await filed(c, await htci(c, { date_of_event: '2026-02-20' }));
    const timely = await filed(c, await htci(c, { benefit: 'permanent_disability' }));
    const officer = await staff(['claims_officer']);
    const read = async (id: number) =>
      (await officer.get(`/api/admin/claims/${id}`)).json<{ data: AdminClaim }>().data;
    expect((await read(late.id)).late_notice).toBe(true);
    expect((await read(timely.id)).late_notice).toBe(false);
  });
});

describe('income protection (issue 25)', () => {
  it('When the customer was told of the job loss before buying, then the claim is refused on errors.notice_before_purchase; the answer is shown to the officer', async () => {
    const c = await insured('EI');
    const told = await file(c, await ei(c, { notice_before_purchase: true }));
    expect(told.statusCode).toBe(422);
    expect(told.json().errors.notice_before_purchase).toEqual([claimCopy.noticeBeforePurchase]);
    const unanswered = await file(c, { ...(await ei(c)), notice_before_purchase: undefined });
    expect(unanswered.statusCode).toBe(422);
    const claim = await filed(c, await ei(c));
    const officer = await staff(['claims_officer']);
    expect(
      (await officer.get(`/api/admin/claims/${claim.id}`)).json<{ data: AdminClaim }>().data
        .notice_before_purchase,
    ).toBe(false);
  });

  it('When an income claim is approved, then the first payment waits for the customer to confirm they are still out of work, and finance cannot send it before', async () => {
    const c = await insured('EI');
    const claim = await filed(c, await ei(c));
    const decided = await approve(claim.id);
    expect(decided.statusCode).toBe(200);
    const first = decided.json<{ data: Claim }>().data.payouts[0]!;
    expect(first).toMatchObject({ sequence: 1, status: 'scheduled', confirmed: null });
    const mine = (await api(t.app, c).get(`/api/local/customers/${c.id}/claims/${claim.id}`)).json<{
      data: Claim;
    }>().data;
    expect(mine.confirmation_due_by).not.toBeNull();
    const finance = await staff(['finance']);
    const early = await finance.post(`/api/admin/payouts/${first.id}/approve`);
    expect(early.statusCode).toBeGreaterThanOrEqual(400);
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, first.id));
    expect(row!.status).toBe('scheduled');
    const yes = await api(t.app, c).post(
      `/api/local/customers/${c.id}/claims/${claim.id}/confirm`,
      { still_unemployed: true },
    );
    expect(yes.json<{ data: Claim }>().data.payouts[0]!.status).toBe('awaiting_approval');
    expect((await finance.post(`/api/admin/payouts/${first.id}/approve`)).statusCode).toBe(200);
  });

  it('When income payments are approved, then the income policy’s premium is waived: its due date moves on a month and it stays active', async () => {
    const c = await insured('EI', { paidTo: '2026-06-05' });
    const claim = await filed(c, await ei(c));
    expect((await approve(claim.id)).statusCode).toBe(200);
    const [policy] = await t.database.db.select().from(policies).where(eq(policies.id, c.policyId));
    expect(policy).toMatchObject({ status: 'active', nextPaymentDate: '2026-07-05' });
  });

  it('When an income claim was paid less than 6 months ago, then a new one is refused with the day it can be made', async () => {
    const c = await insured('EI');
    const claim = await filed(c, await ei(c));
    // An earlier claim whose last payment was on 1 May 2026, now closed.
    await t.database.db.update(claims).set({ status: 'closed' }).where(eq(claims.id, claim.id));
    await t.database.db.insert(payouts).values({
      claimId: claim.id,
      sequence: 1,
      amountKobo: nairaToKobo(100_000),
      dueDate: '2026-05-01',
      status: 'paid',
      paidAt: new Date('2026-05-01T10:00:00Z'),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const again = await file(c, await ei(c, { date_of_job_loss: '2026-05-25' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.product_uid).toEqual([
      'A new income claim can be made 6 months after the last payment of your earlier claim, from 1 November 2026.',
    ]);
  });
});

describe('the statutory alert (issue 25)', () => {
  it('When an approved claim is 50 days old, then it raises no alert; an undecided one does', async () => {
    const decided = await insured('HTCI');
    const approved = await filed(decided, await htci(decided));
    expect((await approve(approved.id)).statusCode).toBe(200);
    const waiting = await insured('HTCI');
    const undecided = await filed(waiting, await htci(waiting));
    clock.advance(51 * DAY);
    try {
      await runJobs();
      const alerts = async (claimId: number) =>
        t.database.db
          .select()
          .from(financeItems)
          .where(and(eq(financeItems.claimId, claimId), eq(financeItems.kind, 'claim.sla')));
      expect(await alerts(approved.id)).toEqual([]);
      expect(await alerts(undecided.id)).toHaveLength(1);
    } finally {
      clock.advance(-51 * DAY);
    }
  });
});

describe('the Islamic holidays of the claims clock (issue 25)', () => {
  it('When the year before the table runs out comes, then the log and the queue are warned once that year', async () => {
    const before = clock.now();
    const officer = await staff(['claims_officer']);
    expect((await officer.get('/api/admin/claims/notices')).json().data.notices).toEqual([]);
    clock.set(new Date('2029-01-02T08:00:00Z'));
    try {
      await runJobs();
      await runJobs();
      const items = await t.database.db
        .select()
        .from(financeItems)
        .where(eq(financeItems.kind, 'claims.holidays'));
      expect(items).toHaveLength(1);
      expect(items[0]!.note).toMatch(/end in 2030/);
      const later = await staff(['claims_officer']);
      const notices = (await later.get('/api/admin/claims/notices')).json().data.notices;
      expect(notices).toEqual([expect.stringMatching(/end in 2030/)]);
    } finally {
      clock.set(before);
    }
  });
});
