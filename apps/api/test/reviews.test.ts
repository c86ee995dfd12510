import {
  employmentPayload,
  verificationBadge,
  verificationFactsOf,
  nairaToKobo,
} from '@alaafia/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  changeHospitalRequests,
  customers,
  employmentReviews,
  hospitals,
  identityDocuments,
  kycIdClaims,
  kycReviews,
  notificationDeliveries,
  policies,
  pricingPlans,
} from '../src/db/schema/index.js';
import { multipart, samples } from './file-samples.js';
import { signUp, useTestApp } from './helpers.js';
import { customerRow, kycClient, ownValue, sandboxValue } from './kyc-support.js';
import { reviewsSupport } from './reviews-support.js';
import { runJobs } from './builders/jobs.js';

/** The back office's work queues (issue 16): GET /api/admin/reviews and the decisions. */
const t = useTestApp();
const { staff, itemOf, customerWithLetter, sendLetter, notificationsOf, auditOf } =
  reviewsSupport(t);

const badgeOf = async (cookie: string) => {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  return verificationBadge('EI', verificationFactsOf(me.json().data)).label;
};

async function outboxTo(to: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sandbox/outbox?to=${encodeURIComponent(to)}`,
  });
  return res.json().data as { channel: string; subject: string | null; body: string }[];
}

describe('employment letters (income protection)', () => {
  it("When a reviewer approves a letter, then the profile completes, the badge reads 'Account Verified', the customer is told on SMS, e-mail and in the app, and it is audited", async () => {
    const c = await customerWithLetter();
    expect(await badgeOf(c.cookie)).toBe('Pending review');
    const reviewer = await staff(t.app, ['reviewer']);
    const item = await itemOf(reviewer, 'employment', c.id);
    expect(item).toMatchObject({
      kind: 'employment',
      customer: { id: c.id, email: c.body.email, phone: c.body.phone_number },
      evidence: {
        kind: 'employment',
        letter: { content_type: 'application/pdf', inline: true, size: samples.pdf.length },
        work_position: 'Manager',
        number_of_months_in_current_position: 30,
        permanent_staff: true,
      },
    });
    expect(item!.id).toMatch(/^employment-\d+$/);

    // The letter, inline, framable by our own pages only; each view audited.
    const file = await reviewer.get(`/api/admin/reviews/${item!.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(samples.pdf);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="letter\.pdf"/);
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const res = await reviewer.decide(item!.id, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: item!.id, status: 'approved', reason: null });
    expect(await customerRow(t.database.db, c.id)).toMatchObject({
      haveCompletedIncomeProtectionProfile: true,
      kycInReviewStatus: false,
    });
    expect(await badgeOf(c.cookie)).toBe('Account Verified');
    expect(await itemOf(reviewer, 'employment', c.id)).toBeUndefined();

    const [told] = (await notificationsOf(c.id)).filter((x) => x.event === 'employment.approved');
    expect(told?.title).toBe('Your employment letter is approved');
    const deliveries = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, told!.id));
    expect(deliveries.map((d) => d.channel).sort()).toEqual(['email', 'sms']);
    await runJobs(t);
    const sms = await outboxTo(c.body.phone_number);
    expect(sms.some((m) => m.channel === 'sms' && m.body.includes('employment letter'))).toBe(true);
    const mail = await outboxTo(c.body.email);
    expect(mail.some((m) => m.subject === 'Your employment letter is approved')).toBe(true);

    const rows = await auditOf(item!.id);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'review.file_viewed',
        staffId: reviewer.id,
        recordType: 'employment_review',
      }),
      expect.objectContaining({
        action: 'review.approved',
        staffId: reviewer.id,
        recordType: 'employment_review',
        before: expect.objectContaining({
          status: 'pending',
          customer: expect.objectContaining({ have_completed_income_protection_profile: false }),
        }),
        after: expect.objectContaining({
          status: 'approved',
          customer: expect.objectContaining({ have_completed_income_protection_profile: true }),
        }),
      }),
    ]);
    expect(rows.map((r) => r.action).sort()).toEqual(['review.approved', 'review.file_viewed']);

    // Decided: never again, whatever the decision (409), and nothing changes.
    const again = await reviewer.decide(item!.id, { decision: 'reject', reason: 'Not signed.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This review has already been decided.');
    expect((await customerRow(t.database.db, c.id)).haveCompletedIncomeProtectionProfile).toBe(
      true,
    );
    expect(await auditOf(item!.id)).toHaveLength(2);
  });

  it('When a reviewer rejects a letter, then the reason is required, the customer is told why and what to upload, and a new letter opens a new review', async () => {
    const c = await customerWithLetter(samples.png, 'letter.png');
    const reviewer = await staff(t.app, ['reviewer']);
    const item = (await itemOf(reviewer, 'employment', c.id))!;
    expect(item.evidence).toMatchObject({ letter: { content_type: 'image/png', inline: true } });

    const noReason = await reviewer.decide(item.id, { decision: 'reject' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual([
      'Say why, so we can tell the customer what to do next.',
    ]);
    expect(await itemOf(reviewer, 'employment', c.id)).toBeDefined();

    const res = await reviewer.decide(item.id, {
      decision: 'reject',
      reason: 'The letter is not signed by your employer.',
    });
    expect(res.statusCode).toBe(200);
    expect(await customerRow(t.database.db, c.id)).toMatchObject({
      haveCompletedIncomeProtectionProfile: false,
      kycInReviewStatus: false,
    });
    const [told] = (await notificationsOf(c.id)).filter((x) => x.event === 'employment.rejected');
    expect(told?.body).toBe(
      'We could not accept your employment letter: The letter is not signed by your employer. Please upload your employment letter again (a signed letter or a recent payslip showing your name and your employer) so we can verify your Income Protection account.',
    );

    // The customer uploads again: a new review waits, the profile with it.
    await sendLetter(c);
    const next = await itemOf(reviewer, 'employment', c.id);
    expect(next?.id).not.toBe(item.id);
    expect(await customerRow(t.database.db, c.id)).toMatchObject({ kycInReviewStatus: true });
    expect(await badgeOf(c.cookie)).toBe('Pending review');
  });

  it('When a customer sends the form again while the letter waits, then one review waits (the newest); sending the approved letter again changes nothing', async () => {
    const c = await customerWithLetter();
    await sendLetter(c);
    const rows = await t.database.db
      .select()
      .from(employmentReviews)
      .where(eq(employmentReviews.customerId, c.id))
      .orderBy(asc(employmentReviews.id));
    expect(rows.map((r) => r.status)).toEqual(['superseded', 'pending']);
    const reviewer = await staff(t.app, ['reviewer']);
    const item = (await itemOf(reviewer, 'employment', c.id))!;
    expect(item.id).toBe(`employment-${rows[1]!.id}`);
    expect(
      (await reviewer.decide(`employment-${rows[0]!.id}`, { decision: 'approve' })).statusCode,
    ).toBe(409);
    expect((await reviewer.decide(item.id, { decision: 'approve' })).statusCode).toBe(200);

    // The same letter sent again (the form saved again): still approved, still verified.
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/local/customers/profiles/bvn/employment',
      headers: { cookie: c.cookie },
      payload: employmentPayload({
        employment_letter_url: (await t.app
          .inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: c.cookie } })
          .then((r) => r.json().data.employment_letter_url)) as string,
        work_position: 'Manager',
        number_of_jobs_in_five_years: 1,
        number_of_months_in_current_position: 31,
        contract: false,
        have_disability: false,
        user_id: c.id,
      }),
    });
    expect(saved.statusCode).toBe(200);
    expect(await badgeOf(c.cookie)).toBe('Account Verified');
  });
});

describe('KYC verifications held for review', () => {
  /** A voter's card passed with the name the card's record showed: held (issue 12). */
  async function heldCustomer() {
    const c = await signUp(t.app);
    const kyc = kycClient(t.app, c.id, c.cookie);
    const vin = sandboxValue('card', '0001');
    expect((await kyc.vin({ vin })).statusCode).toBe(422);
    await kyc.resetName({ first_name: 'Adaeze', last_name: 'Okafor', type: 'VIN' });
    expect((await kyc.vin({ vin })).statusCode).toBe(200);
    expect((await kyc.complete()).json().data.have_completed_kyc).toBe(false);
    return { ...c, kyc, vin };
  }

  it('When a reviewer approves a held voter card, then KYC completes as it would have, and the customer is told', async () => {
    const c = await heldCustomer();
    const reviewer = await staff(t.app, ['reviewer']);
    const item = (await itemOf(reviewer, 'kyc', c.id))!;
    expect(item.evidence).toMatchObject({
      kind: 'kyc',
      reason: 'name_taken_from_id',
      id_type: 'vin',
      document: { status: 'verified', registered_name: 'Adaeze Okafor' },
      image_url: null,
      names_shown: ['Adaeze Okafor'],
    });
    expect((item.evidence.document as { number: string }).number).not.toContain(c.vin.slice(0, 6));
    const res = await reviewer.decide(item.id, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(await customerRow(t.database.db, c.id)).toMatchObject({
      haveCompletedKyc: true,
      kycInReviewStatus: false,
    });
    const [review] = await t.database.db
      .select()
      .from(kycReviews)
      .where(eq(kycReviews.customerId, c.id));
    expect(review).toMatchObject({ status: 'approved', decidedBy: String(reviewer.id) });
    const [told] = (await notificationsOf(c.id)).filter((x) => x.event === 'kyc.review-approved');
    expect(told?.body).toBe('We have checked your ID. Your verification is complete.');
    // The customer's product profile now completes.
    const hi = await c.kyc.completeProfile({ customer_id: c.id, product_uid: 'HI' });
    expect(hi.statusCode).toBe(200);
    expect(await auditOf(item.id)).toEqual([
      expect.objectContaining({
        action: 'review.approved',
        recordType: 'kyc_review',
        before: expect.objectContaining({
          status: 'held',
          customer: expect.objectContaining({ have_completed_kyc: false }),
        }),
        after: expect.objectContaining({
          customer: expect.objectContaining({ have_completed_kyc: true }),
        }),
      }),
    ]);
  });

  it('When a reviewer approves a held verification of a customer paused for want of it, then the paused policy resumes at once and the customer is told', async () => {
    const c = await heldCustomer();
    const [plan] = await t.database.db
      .select({ id: pricingPlans.id })
      .from(pricingPlans)
      .where(eq(pricingPlans.productUid, 'HI'))
      .limit(1);
    const [policy] = await t.database.db
      .insert(policies)
      .values({
        policyNumber: `HI-REVIEW-${c.id}`,
        customerId: c.id,
        productUid: 'HI',
        planId: plan!.id,
        sumAssuredKobo: nairaToKobo(100_000),
        premiumKobo: nairaToKobo(5_000),
        unit: 'Month',
        policyDuration: 1,
        status: 'paused',
        pauseReason: 'verification',
        pausedAt: new Date(),
        startDate: '2026-01-01',
        nextPaymentDate: '2026-02-01',
      })
      .returning();
    const reviewer = await staff(t.app, ['reviewer']);
    const item = (await itemOf(reviewer, 'kyc', c.id))!;
    expect((await reviewer.decide(item.id, { decision: 'approve' })).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(policies).where(eq(policies.id, policy!.id));
    expect(after).toMatchObject({ status: 'active', pauseReason: null, pausedAt: null });
    expect((await notificationsOf(c.id)).map((x) => x.event)).toContain('cover.resumed');
  });

  it('When a reviewer rejects a held verification, then the ID proves nothing any more, it is released, the customer is told and can verify again', async () => {
    const c = await heldCustomer();
    const reviewer = await staff(t.app, ['reviewer']);
    const item = (await itemOf(reviewer, 'kyc', c.id))!;
    const res = await reviewer.decide(item.id, {
      decision: 'reject',
      reason: 'The card is registered to another person',
    });
    expect(res.statusCode).toBe(200);
    const docs = await t.database.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.customerId, c.id));
    expect(docs.filter((d) => d.status === 'verified')).toEqual([]);
    expect(
      await t.database.db.select().from(kycIdClaims).where(eq(kycIdClaims.customerId, c.id)),
    ).toEqual([]);
    expect(await customerRow(t.database.db, c.id)).toMatchObject({
      haveCompletedKyc: false,
      kycInReviewStatus: false,
    });
    const [told] = (await notificationsOf(c.id)).filter((x) => x.event === 'kyc.review-rejected');
    expect(told?.body).toContain(
      'We could not verify your ID: The card is registered to another person.',
    );
    // set-kyc-complete no longer completes on the rejected card.
    expect((await c.kyc.complete()).statusCode).toBe(422);
    // Verifying again is possible (and, with the name that was shown, held again for a reviewer).
    expect((await c.kyc.vin({ vin: c.vin })).statusCode).toBe(200);
    const again = await itemOf(reviewer, 'kyc', c.id);
    expect(again?.id).not.toBe(item.id);
  });

  it('When a licence is verified with a picture, then it is held, and the reviewer sees the picture inline', async () => {
    const c = await signUp(t.app);
    const { payload, headers } = await multipart(
      { id_number: ownValue('card'), type: 'frsc' },
      { name: 'licence.png', content: samples.png },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/local/customers/profiles/biometrics-with-id/${c.id}`,
      headers: { ...headers, cookie: c.cookie },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const kyc = kycClient(t.app, c.id, c.cookie);
    expect((await kyc.complete()).json().data).toMatchObject({
      have_completed_kyc: false,
      kyc_in_review_status: true,
    });
    const reviewer = await staff(t.app, ['reviewer']);
    const item = (await itemOf(reviewer, 'kyc', c.id))!;
    expect(item.evidence).toMatchObject({ reason: 'licence_image', id_type: 'dvl' });
    expect(item.evidence.image_url).toBe(`/api/admin/reviews/${item.id}/file`);
    const file = await reviewer.get(item.evidence.image_url as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload).toEqual(samples.png);
    expect((await reviewer.decide(item.id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await customerRow(t.database.db, c.id)).haveCompletedKyc).toBe(true);
  });
});

describe('hospital change requests', () => {
  async function customerAskingToMove() {
    const rows = await t.database.db
      .select({ id: hospitals.id, name: hospitals.name })
      .from(hospitals)
      .where(and(eq(hospitals.stateId, 25), eq(hospitals.active, true)))
      .orderBy(asc(hospitals.id))
      .limit(2);
    const [current, wanted] = rows;
    const c = await signUp(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/local/customers/${c.id}`,
      headers: { cookie: c.cookie },
      payload: { user_id: c.id, preferred_hospital: current!.id },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/local/customers/${c.id}/change-hospital-request/`,
      headers: { cookie: c.cookie },
      payload: { hospital_id: wanted!.id, change_reason: 'We moved to Ikeja.' },
    });
    expect(res.statusCode).toBe(201);
    return { ...c, current: current!, wanted: wanted!, requestId: res.json().data.id as number };
  }

  it('When a reviewer approves a request, then the preferred hospital changes and the customer is told', async () => {
    const c = await customerAskingToMove();
    const reviewer = await staff(t.app, ['reviewer']);
    const item = (await itemOf(reviewer, 'hospital-change', c.id))!;
    expect(item).toMatchObject({
      id: `hospital-change-${c.requestId}`,
      evidence: {
        from_hospital: c.current.name,
        to_hospital: c.wanted.name,
        change_reason: 'We moved to Ikeja.',
        last_change_at: null,
      },
    });
    expect((await reviewer.decide(item.id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await customerRow(t.database.db, c.id)).preferredHospitalId).toBe(c.wanted.id);
    const [row] = await t.database.db
      .select()
      .from(changeHospitalRequests)
      .where(eq(changeHospitalRequests.id, c.requestId));
    expect(row).toMatchObject({ status: 'approved', decidedBy: reviewer.id });
    expect(row?.decidedAt).toBeInstanceOf(Date);
    const [told] = (await notificationsOf(c.id)).filter(
      (x) => x.event === 'hospital-change.approved',
    );
    expect(told?.body).toContain(`Your hospital is now ${c.wanted.name}.`);
    const [audited] = await auditOf(item.id);
    expect(audited).toMatchObject({
      before: { customer: { preferred_hospital_id: c.current.id } },
      after: { customer: { preferred_hospital_id: c.wanted.id } },
    });

    // The 3-month rule: a request recorded before it (as a migration or a bug might) is refused at
    // approval, and nothing changes.
    const [early] = await t.database.db
      .insert(changeHospitalRequests)
      .values({
        customerId: c.id,
        fromHospitalId: c.wanted.id,
        hospitalId: c.current.id,
        changeReason: 'Back again',
        createdAt: new Date(),
      })
      .returning();
    const tooSoon = await reviewer.decide(`hospital-change-${early!.id}`, { decision: 'approve' });
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().message).toMatch(/less than 3 months ago/);
    expect((await customerRow(t.database.db, c.id)).preferredHospitalId).toBe(c.wanted.id);
    // Still in the queue, showing when this customer's last change was approved, beside another
    // customer's request that shows none (the page reads them all in one query).
    const other = await customerAskingToMove();
    expect((await itemOf(reviewer, 'hospital-change', c.id))?.evidence).toMatchObject({
      last_change_at: row!.decidedAt!.toISOString(),
    });
    expect((await itemOf(reviewer, 'hospital-change', other.id))?.evidence).toMatchObject({
      last_change_at: null,
    });
  });

  it('When a reviewer rejects a request, then the hospital stays and the customer is told why', async () => {
    const c = await customerAskingToMove();
    const reviewer = await staff(t.app, ['reviewer']);
    const id = `hospital-change-${c.requestId}`;
    const res = await reviewer.decide(id, {
      decision: 'reject',
      reason: 'That hospital is not taking new members this month.',
    });
    expect(res.statusCode).toBe(200);
    expect((await customerRow(t.database.db, c.id)).preferredHospitalId).toBe(c.current.id);
    const [told] = (await notificationsOf(c.id)).filter(
      (x) => x.event === 'hospital-change.rejected',
    );
    expect(told?.body).toBe(
      `We could not move you to ${c.wanted.name}: That hospital is not taking new members this month. Your hospital stays the same. You can send a new request from your dashboard.`,
    );
    expect((await reviewer.decide(id, { decision: 'approve' })).statusCode).toBe(409);
  });
});

describe('who may use the queues', () => {
  it('When a customer, a wrong role or nobody asks, then it is 401/403 and nothing is decided', async () => {
    const c = await customerWithLetter();
    const reviewer = await staff(t.app, ['reviewer']);
    const item = (await itemOf(reviewer, 'employment', c.id))!;
    const asCustomer = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({
        method,
        url,
        headers: { cookie: c.cookie },
        ...(method === 'POST' && { payload: { decision: 'approve' } }),
      });
    for (const [method, url] of [
      ['GET', '/api/admin/reviews?kind=employment'],
      ['GET', `/api/admin/reviews/${item.id}/file`],
      ['POST', `/api/admin/reviews/${item.id}/decision`],
    ] as const) {
      expect((await asCustomer(method, url)).statusCode).toBe(401);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    for (const role of ['finance', 'claims_officer', 'administrator']) {
      const other = await staff(t.app, [role]);
      expect((await other.get('/api/admin/reviews?kind=employment')).statusCode).toBe(403);
      expect((await other.get(`/api/admin/reviews/${item.id}/file`)).statusCode).toBe(403);
      const decided = await other.decide(item.id, { decision: 'approve' });
      expect(decided.statusCode).toBe(403);
      expect(decided.json().message).toBe('Your role does not allow this.');
    }
    expect((await customerRow(t.database.db, c.id)).haveCompletedIncomeProtectionProfile).toBe(
      false,
    );
    expect(await auditOf(item.id)).toEqual([]);
  });

  it('When the queue, the id or the body is wrong, then it is 400, 404 or 422 and nothing changes', async () => {
    const c = await customerWithLetter();
    const reviewer = await staff(t.app, ['reviewer']);
    const item = (await itemOf(reviewer, 'employment', c.id))!;
    expect((await reviewer.get('/api/admin/reviews')).statusCode).toBe(422);
    const badKind = await reviewer.get('/api/admin/reviews?kind=claims');
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json().errors.kind).toEqual([
      'Choose a queue: employment, kyc, hospital-change',
    ]);
    expect((await reviewer.decide(item.id, '{"decision":')).statusCode).toBe(400);
    const noDecision = await reviewer.decide(item.id, { reason: 'fine' });
    expect(noDecision.statusCode).toBe(422);
    expect(noDecision.json().errors.decision).toEqual(['Choose approve or reject.']);
    expect((await reviewer.decide(item.id, { decision: 'maybe' })).statusCode).toBe(422);
    for (const id of [
      'employment-0',
      'kyc-999999',
      'claims-1',
      'employment-x',
      'hospital-change-999999',
    ]) {
      expect((await reviewer.decide(id, { decision: 'approve' })).statusCode).toBe(404);
    }
    expect((await reviewer.get('/api/admin/reviews/hospital-change-1/file')).statusCode).toBe(404);
    expect(await itemOf(reviewer, 'employment', c.id)).toBeDefined();
    expect((await customerRow(t.database.db, c.id)).kycInReviewStatus).toBe(true);
    const [stillCustomer] = await t.database.db
      .select({ p: customers.haveCompletedIncomeProtectionProfile })
      .from(customers)
      .where(eq(customers.id, c.id));
    expect(stillCustomer?.p).toBe(false);
  });
});
