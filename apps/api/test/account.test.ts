import fs from 'node:fs';
import path from 'node:path';
import { accountCopy, retainedUntil } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  identityDocuments,
  invoices,
  kycEvents,
  nextOfKin,
  outboxMessages,
  paymentAuthorizations,
  payments,
  policies,
  sessions,
  uploads,
  customerNames,
} from '../src/db/schema/index.js';
import {
  closeAccountDepsOf,
  purgeExpiredRetention,
} from '../src/workflows/close-account/close-account.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { multipart, samples } from './file-samples.js';
import { signUp, useTestApp } from './helpers.js';
import { kycClient, latestCode, ownValue } from './kyc-support.js';
import { pdfText } from './pdf-text.js';
import { runJobs } from './builders/jobs.js';

const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;

beforeAll(async () => {
  plans = await seededPlans(t);
});

type Signed = Awaited<ReturnType<typeof signUp>>;

/** Buys a plan by card as the flows do: cart, reference, the sandbox pop-up, the payments call. */
async function buy(c: Signed, planId: number) {
  await fillCart(t.app, c, [{ plan_id: planId }]);
  const { reference } = await cardReference(t.app, c);
  await sandboxCharge(t.app, reference);
  const paid = await payCall(t.app, c, { payment_reference: reference });
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return reference;
}

/** Verifies a BVN through the sandbox (code from the outbox) and completes KYC. */
async function completeKyc(c: Signed) {
  const kyc = kycClient(t.app, c.id, c.cookie);
  const bvn = ownValue('digits11');
  expect((await kyc.bvn(bvn)).statusCode).toBe(200);
  expect((await kyc.verify(await latestCode(t.app, c.body.phone_number))).statusCode).toBe(200);
  expect((await kyc.complete()).statusCode).toBe(200);
  return bvn;
}

async function cancel(c: Signed, product: string) {
  const res = await api(t.app, c).post(
    `/api/local/customers/${c.id}/products/${product}/cancel-policy`,
    { reason_id: 5 },
  );
  expect(res.statusCode).toBe(200);
}

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const customerRow = async (id: number) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0]!;

describe('GET /local/customers/{id}/payments (payment history)', () => {
  it('When the customer has made no payment, then the list is empty', async () => {
    const c = await signUp(t.app);
    const res = await api(t.app, c).get(`/api/local/customers/${c.id}/payments`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('When a monthly plan was bought by card, then the payment is listed with its line, the refundable verification and a receipt its owner can download', async () => {
    const c = await signUp(t.app);
    const reference = await buy(c, plans.health.planId);
    const res = await api(t.app, c).get(`/api/local/customers/${c.id}/payments`);
    expect(res.statusCode).toBe(200);
    const [item, ...rest] = res.json().data;
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      reference,
      amount: 50,
      amount_kobo: 5000,
      currency: 'NGN',
      channel: 'card',
      payment_type: 'card',
      purpose: 'purchase',
      card_verification: 50,
      items: [
        {
          product_uid: 'HI',
          product: 'Health Insurance',
          plan_name: 'SMEDAN',
          cover_months: 1,
          amount: 0,
          policy_number: expect.stringMatching(/^ALF-HI-2026-\d{6}$/),
        },
      ],
      refunds: [{ reason: 'card_verification', amount: 50 }],
    });
    expect(item.receipts).toHaveLength(1);
    const receipt = item.receipts[0];
    expect(receipt).toMatchObject({ product_uid: 'HI', amount: 50, payment_reference: reference });

    // Asked again, the same receipt: one per payment and product.
    const again = await api(t.app, c).get(`/api/local/customers/${c.id}/payments`);
    expect(again.json().data[0].receipts[0].invoice_number).toBe(receipt.invoice_number);
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.customerId, c.id)),
    ).toHaveLength(1);

    const pdf = await api(t.app, c).get(receipt.document);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain(receipt.invoice_number);

    const other = await signUp(t.app);
    expect((await api(t.app, other).get(receipt.document)).statusCode).toBe(403);
    expect((await api(t.app, other).get(`/api/local/customers/${c.id}/payments`)).statusCode).toBe(
      403,
    );
  });
});

describe('GET /local/customers/{id}/data-export', () => {
  it('When a customer downloads their data, then the JSON file holds everything held about them, ID numbers masked and no secret', async () => {
    const c = await signUp(t.app, { first_name: 'Ifeoma', last_name: 'Nnaji' });
    const bvn = await completeKyc(c);
    await buy(c, plans.healthCash.planId);
    await api(t.app, c).post(`/api/local/customer/next-of-kin/${c.id}`, {
      first_name: 'Obi',
      last_name: 'Nnaji',
      phone: '08035550000',
      email: 'obi@example.ng',
      relationship: 'Brother',
    });
    const { payload, headers } = await multipart(
      { type: 'employment_letter' },
      { name: 'letter.pdf', content: samples.pdf },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/local/upload/s3',
      headers: { ...headers, cookie: c.cookie },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    await api(t.app, c).post('/api/engage/add-to-event', {
      event: 'CompleteRegistration',
      uid: String(c.id),
      properties: { page: 'dashboard' },
    });

    const res = await api(t.app, c).get(`/api/local/customers/${c.id}/data-export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="alaafia-my-data-2026-03-10\.json"/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = res.body;
    const data = JSON.parse(text);
    expect(data.about).toMatchObject({ format_version: 1, customer_id: c.id });
    expect(data.profile).toMatchObject({
      id: c.id,
      first_name: 'Ifeoma',
      last_name: 'Nnaji',
      email: c.body.email,
      have_completed_kyc: true,
    });
    expect(data.identity_documents).toEqual([
      expect.objectContaining({
        type: 'bvn',
        number: `*******${bvn.slice(-4)}`,
        status: 'verified',
      }),
    ]);
    expect(data.kyc_events.map((e: { event: string }) => e.event)).toEqual(
      expect.arrayContaining(['otp_sent', 'otp_verified', 'completed']),
    );
    expect(data.policies).toEqual([
      expect.objectContaining({ product_uid: 'HTCI', active: true, cancellation_reason: null }),
    ]);
    expect(data.payments).toEqual([expect.objectContaining({ amount: 1000, receipts: [] })]);
    expect(data.next_of_kin).toMatchObject({ name: 'Obi Nnaji', relationship: 'Brother' });
    expect(data.uploads).toEqual([
      expect.objectContaining({
        type: 'employment_letter',
        file_name: 'letter.pdf',
        download: uploaded.json().data.file_url,
      }),
    ]);
    expect(data.events).toEqual([
      expect.objectContaining({ event: 'CompleteRegistration', properties: { page: 'dashboard' } }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.saved_cards).toEqual([expect.objectContaining({ last4: '4081', active: true })]);

    // The full BVN and every secret stay out of the file.
    expect(text).not.toContain(bvn);
    const row = await customerRow(c.id);
    expect(text).not.toContain(row.passwordHash);
    const [card] = await t.database.db
      .select()
      .from(paymentAuthorizations)
      .where(eq(paymentAuthorizations.customerId, c.id));
    expect(text).not.toContain(t.ctx.cipher.decrypt(card!.authorizationCodeEnc));
    expect(text).not.toContain(c.cookie.split('=')[1]!);
  });

  it("When another customer's id is asked for, then it is 403; with no session 401", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    expect(
      (await api(t.app, other).get(`/api/local/customers/${owner.id}/data-export`)).statusCode,
    ).toBe(403);
    expect(
      (await api(t.app, null).get(`/api/local/customers/${owner.id}/data-export`)).statusCode,
    ).toBe(401);
  });
});

describe('POST /local/customers/{id}/close-account', () => {
  it('When the password is wrong or missing, then it is 422 on errors.password and nothing changes', async () => {
    const c = await signUp(t.app);
    const wrong = await api(t.app, c).post(`/api/local/customers/${c.id}/close-account`, {
      password: 'not my password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [accountCopy.passwordWrong] });
    const missing = await api(t.app, c).post(`/api/local/customers/${c.id}/close-account`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toEqual([accountCopy.passwordRequired]);
    expect((await customerRow(c.id)).closedAt).toBeNull();
    expect((await api(t.app, c).get('/api/auth/me')).statusCode).toBe(200);
  });

  it('When the customer holds an active policy, then it is 409 and nothing changes', async () => {
    const c = await signUp(t.app);
    await buy(c, plans.health.planId);
    const res = await api(t.app, c).post(`/api/local/customers/${c.id}/close-account`, {
      password: c.body.password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(accountCopy.activePolicies);
    expect((await customerRow(c.id)).email).toBe(c.body.email);
  });

  it('When a payment was made at the provider but never confirmed with us, then closing settles it first and refuses: the customer is covered', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.healthCash.planId }]);
    const { reference } = await cardReference(t.app, c);
    // Paid at the provider; the webhook is stored but its job has not run, and the client never called.
    await sandboxCharge(t.app, reference);
    expect(
      await t.database.db.select().from(policies).where(eq(policies.customerId, c.id)),
    ).toEqual([]);
    const res = await api(t.app, c).post(`/api/local/customers/${c.id}/close-account`, {
      password: c.body.password,
    });
    expect(res.statusCode).toBe(409);
    const held = await t.database.db.select().from(policies).where(eq(policies.customerId, c.id));
    expect(held).toEqual([expect.objectContaining({ productUid: 'HTCI', status: 'active' })]);
    expect((await customerRow(c.id)).closedAt).toBeNull();
  });

  it('When a customer with no policy or payment closes, then everything personal is erased, they are signed out everywhere and told so', async () => {
    const c = await signUp(t.app, { first_name: 'Tunde', last_name: 'Bakare' });
    expect((await login(c.body.email, c.body.password)).statusCode).toBe(200);
    expect(await sessionsOf(c.id)).toHaveLength(2);
    await api(t.app, c).post(`/api/local/customer/next-of-kin/${c.id}`, {
      first_name: 'Bisi',
      last_name: 'Bakare',
      phone: '08035550001',
      relationship: 'Wife',
    });
    await completeKyc(c);
    const { payload, headers } = await multipart(
      { type: 'employment_letter' },
      { name: 'letter.pdf', content: samples.pdf },
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/local/upload/s3',
      headers: { ...headers, cookie: c.cookie },
      payload,
    });
    const [upload] = await t.database.db.select().from(uploads).where(eq(uploads.customerId, c.id));
    const file = path.join(t.dataDir, 'uploads', upload!.storageKey);
    expect(fs.existsSync(file)).toBe(true);

    const res = await api(t.app, c).post(`/api/local/customers/${c.id}/close-account`, {
      password: c.body.password,
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer.retained_until).toBeNull();
    expect(answer.retained).toEqual([]);
    expect(answer.message).toBe('Your account is closed. We have erased your personal data.');
    expect(answer.erased).toEqual(
      expect.arrayContaining([
        'Your ID checks (ID numbers and their results) and your uploaded documents',
      ]),
    );
    expect(res.cookies.find((k) => k.name === 'alaafia_session')?.value).toBe('');
    // The notice goes through notify (issue 26): its delivery is a job.
    await runJobs(t);

    const row = await customerRow(c.id);
    expect(row).toMatchObject({
      firstName: 'Closed',
      lastName: 'Account',
      email: `closed-${c.id}@closed.invalid`,
      phoneNumber: '',
      dobEnc: null,
      retainedRecordEnc: null,
      retainedUntil: null,
    });
    expect(row.closedAt).not.toBeNull();
    const db = t.database.db;
    expect(await sessionsOf(c.id)).toEqual([]);
    expect(await db.select().from(nextOfKin).where(eq(nextOfKin.customerId, c.id))).toEqual([]);
    expect(
      await db.select().from(identityDocuments).where(eq(identityDocuments.customerId, c.id)),
    ).toEqual([]);
    expect(await db.select().from(kycEvents).where(eq(kycEvents.customerId, c.id))).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.customerId, c.id))).toEqual([]);
    // Nor is the name kept for the back office's search (customer_names, migration 0048).
    expect(
      await db.select().from(customerNames).where(eq(customerNames.name, 'tunde bakare')),
    ).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);

    // Signed out, cannot sign in, and the e-mail is free for a new account.
    expect((await api(t.app, c).get('/api/auth/me')).statusCode).toBe(401);
    expect((await login(c.body.email, c.body.password)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...c.body, first_name: 'Tunde' },
    });
    expect(again.statusCode).toBe(201);

    // The notice is the one message to the old address that is kept; after it, only the new
    // account's own e-mail confirmation code (issue 24).
    const notices = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, c.body.email))
      .orderBy(outboxMessages.id);
    expect(notices.map((m) => m.subject)).toEqual([
      'Your Alaafia account is closed',
      'Your Alaafia confirmation code',
    ]);
    expect(notices[0]!.body).toContain('Your next of kin');
  });

  it('When a customer who held policies closes, then policies and payments stay, the identity is kept encrypted until the end of the retention period, and then erased', async () => {
    const c = await signUp(t.app, { first_name: 'Kemi', last_name: 'Adeyemi' });
    await completeKyc(c);
    await buy(c, plans.health.planId);
    await cancel(c, 'HI');

    const res = await api(t.app, c).post(`/api/local/customers/${c.id}/close-account`, {
      password: c.body.password,
    });
    expect(res.statusCode).toBe(200);
    const until = retainedUntil('2026-03-10');
    expect(until).toBe('2032-03-10');
    expect(res.json().data).toMatchObject({ retained_until: until });
    expect(res.json().data.message).toContain(until);

    const db = t.database.db;
    const row = await customerRow(c.id);
    expect(row).toMatchObject({ firstName: 'Closed', email: `closed-${c.id}@closed.invalid` });
    expect(JSON.parse(t.ctx.cipher.decrypt(row.retainedRecordEnc!))).toMatchObject({
      first_name: 'Kemi',
      last_name: 'Adeyemi',
      email: c.body.email,
      phone_number: c.body.phone_number,
    });
    expect(await db.select().from(policies).where(eq(policies.customerId, c.id))).toHaveLength(1);
    expect(await db.select().from(payments).where(eq(payments.customerId, c.id))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(paymentAuthorizations)
        .where(eq(paymentAuthorizations.customerId, c.id)),
    ).toEqual([]);
    expect(
      await db.select().from(identityDocuments).where(eq(identityDocuments.customerId, c.id)),
    ).toHaveLength(1);

    // The day before the end nothing goes; on the day the kept identity is erased.
    clock.set(new Date('2032-03-08T23:30:00Z'));
    await purgeExpiredRetention(closeAccountDepsOf(t.ctx));
    expect((await customerRow(c.id)).retainedRecordEnc).not.toBeNull();
    clock.set(new Date('2032-03-09T23:30:00Z')); // 00:30 on 10 March in Lagos
    expect((await purgeExpiredRetention(closeAccountDepsOf(t.ctx))).purged).toBeGreaterThanOrEqual(
      1,
    );
    expect(await customerRow(c.id)).toMatchObject({ retainedRecordEnc: null, retainedUntil: null });
    expect(
      await db.select().from(identityDocuments).where(eq(identityDocuments.customerId, c.id)),
    ).toEqual([]);
    expect(await db.select().from(policies).where(eq(policies.customerId, c.id))).toHaveLength(1);
    clock.set(new Date('2026-03-10T09:00:00Z'));
  });

  it("When another customer's id is used, then it is 403 and nothing changes", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await api(t.app, other).post(`/api/local/customers/${owner.id}/close-account`, {
      password: other.body.password,
    });
    expect(res.statusCode).toBe(403);
    expect((await customerRow(owner.id)).closedAt).toBeNull();
    expect((await customerRow(other.id)).closedAt).toBeNull();
  });
});

function sessionsOf(customerId: number) {
  return t.database.db.select().from(sessions).where(eq(sessions.customerId, customerId));
}
