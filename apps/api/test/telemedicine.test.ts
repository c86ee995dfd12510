import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  hospitals,
  policies,
  sandboxTelemedicineOutbox,
  telemedicineRequests,
} from '../src/db/schema/index.js';
import { SANDBOX_TELEMEDICINE_SECRET } from '../src/config.js';
import { WebhookTelemedicinePartner } from '../src/integrations/telemedicine/webhook.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  sandboxControls,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';
import { outboxReader } from './builders/mail.js';

// 'Talk to a doctor' (issue 28 item 4; docs/business-rules.md, 'Telemedicine').
const clock = testClock(new Date('2026-05-04T08:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;
beforeAll(async () => {
  plans = await seededPlans(t);
});

async function buyHealth() {
  const c = await signUp(t.app);
  const [hospital] = await t.database.db
    .select({ id: hospitals.id, name: hospitals.name })
    .from(hospitals)
    .where(eq(hospitals.active, true))
    .limit(1);
  await api(t.app, c).patch(`/api/local/customers/${c.id}`, {
    user_id: c.id,
    preferred_hospital: hospital!.id,
  });
  await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
  const { reference } = await cardReference(t.app, c);
  await sandboxCharge(t.app, reference);
  expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
  const [me] = await t.database.db
    .select({ phone: customers.phoneNumber })
    .from(customers)
    .where(eq(customers.id, c.id));
  return { ...c, hospital: hospital!.name, phone: me!.phone };
}

const ask = (c: { id: number; cookie: string }, body: unknown) =>
  api(t.app, c).post(`/api/local/customers/${c.id}/telemedicine-requests`, body);
const requestsOf = (customerId: number) =>
  t.database.db
    .select()
    .from(telemedicineRequests)
    .where(eq(telemedicineRequests.customerId, customerId));
const partnerOutbox = async (phone: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sandbox/telemedicine/outbox?to=${phone}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { reference: string; symptoms: string; member: { phone: string } }[] }>()
    .data;
};
const smsTo = outboxReader(t);
const callback = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/telemedicine',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-telemedicine-signature': signature }),
    },
    payload,
  });
const sign = (body: string) =>
  createHmac('sha256', SANDBOX_TELEMEDICINE_SECRET).update(body).digest('hex');

const plain = { symptoms: 'I have had a fever and a headache since yesterday', urgency: 'soon' };

describe('POST /api/local/customers/{id}/telemedicine-requests', () => {
  it('When the customer ticks an urgent sign, then the answer is to go to their hospital (named) or call 112, and nothing is saved or sent', async () => {
    const c = await buyHealth();
    const res = await ask(c, { ...plain, urgent_signs: ['chest_pain'] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ urgent: true, hospital: c.hospital });
    expect(res.json().message).toContain(c.hospital);
    expect(res.json().message).toContain('call 112');
    expect(await requestsOf(c.id)).toHaveLength(0);
    await sandboxControls(t).runJobs();
    expect(await partnerOutbox(c.phone)).toHaveLength(0);
  });

  it('When the customer names an urgent sign in their own words, then it is urgent too', async () => {
    const c = await buyHealth();
    const res = await ask(c, {
      symptoms: 'My father has chest pain and is sweating',
      urgency: 'advice',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().urgent).toBe(true);
    expect(await requestsOf(c.id)).toHaveLength(0);
  });

  it('When the customer has no active health plan, then 422 and nothing is saved', async () => {
    const c = await signUp(t.app);
    const res = await ask(c, plain);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/active health plan/);
    expect(await requestsOf(c.id)).toHaveLength(0);
  });

  it('When the body is bad, then 422 in plain words and nothing is saved', async () => {
    const c = await buyHealth();
    const res = await ask(c, { symptoms: '', urgency: 'whenever', urgent_signs: ['gout'] });
    expect(res.statusCode).toBe(422);
    const keys = Object.keys(res.json().errors as object);
    expect(keys).toEqual(expect.arrayContaining(['symptoms', 'urgency']));
    expect(keys.some((k) => k.startsWith('urgent_signs'))).toBe(true);
    expect(await requestsOf(c.id)).toHaveLength(0);
  });

  it("When another customer's id is used, then 403", async () => {
    const a = await buyHealth();
    const b = await signUp(t.app);
    const res = await api(t.app, b).post(
      `/api/local/customers/${a.id}/telemedicine-requests`,
      plain,
    );
    expect(res.statusCode).toBe(403);
  });

  it('When a covered customer asks, then the request is saved (symptoms encrypted), the job hands it to the partner outbox, it is sent and the customer gets an SMS', async () => {
    const c = await buyHealth();
    const res = await ask(c, plain);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data;
    expect(made).toMatchObject({ status: 'requested', urgency: 'soon' });
    const [row] = await requestsOf(c.id);
    expect(row!.symptomsEncrypted).not.toContain('fever');

    await sandboxControls(t).runJobs();
    const received = await partnerOutbox(c.phone);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ reference: made.reference, symptoms: plain.symptoms });
    const list = await api(t.app, c).get(`/api/local/customers/${c.id}/telemedicine-requests`);
    expect(list.json().data[0]).toMatchObject({ reference: made.reference, status: 'sent' });
    const sms = await smsTo(c.phone);
    expect(sms.some((m) => m.body.includes(made.reference) && m.body.includes('call you'))).toBe(
      true,
    );

    // A second request while this one is open: 409, nothing saved.
    expect((await ask(c, plain)).statusCode).toBe(409);
    expect(await requestsOf(c.id)).toHaveLength(1);
  });

  it('When requests keep coming in a day, then the sixth is refused with 429', async () => {
    const c = await buyHealth();
    for (let i = 0; i < 5; i += 1) {
      const res = await ask(c, plain);
      expect(res.statusCode, res.body).toBe(201);
      const body = JSON.stringify({ reference: res.json().data.reference, status: 'closed' });
      expect((await callback(body, sign(body))).statusCode).toBe(200);
    }
    expect((await ask(c, plain)).statusCode).toBe(429);
    expect(await requestsOf(c.id)).toHaveLength(5);
  });
});

describe('POST /api/webhooks/telemedicine (the partner calls back)', () => {
  it('When the signature is wrong or missing, then 401 and the request does not move', async () => {
    const c = await buyHealth();
    const { reference } = (await ask(c, plain)).json().data;
    const body = JSON.stringify({ reference, status: 'called_back' });
    expect(
      (
        await callback(
          body,
          sign(body).replace(/^./, (d) => (d === '0' ? '1' : '0')),
        )
      ).statusCode,
    ).toBe(401);
    expect((await callback(body)).statusCode).toBe(401);
    expect((await requestsOf(c.id))[0]!.status).toBe('requested');
  });

  it('When the partner calls back, then the state moves on, the customer is told by SMS, and a closed request never moves back', async () => {
    const c = await buyHealth();
    const { reference } = (await ask(c, plain)).json().data;
    await sandboxControls(t).runJobs();
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/telemedicine/callback',
      payload: { reference, status: 'called_back' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toEqual({ reference, status: 'called_back' });
    const closed = JSON.stringify({ reference, status: 'closed' });
    expect((await callback(closed, sign(closed))).json().data.status).toBe('closed');
    const again = JSON.stringify({ reference, status: 'called_back' });
    expect((await callback(again, sign(again))).json().data.status).toBe('closed');
    await sandboxControls(t).runJobs();
    const sms = (await smsTo(c.phone)).map((m) => m.body);
    expect(sms.filter((b) => b.includes('called you back'))).toHaveLength(1);
    expect(sms.filter((b) => b.includes('is closed'))).toHaveLength(1);
  });

  it('When the reference is unknown, then 404; when the body is not JSON, then 400', async () => {
    const body = JSON.stringify({ reference: 'TM-NOPE', status: 'closed' });
    expect((await callback(body, sign(body))).statusCode).toBe(404);
    expect((await callback('not json', sign('not json'))).statusCode).toBe(400);
  });
});

describe('the request made while covered still goes when the plan is paused before the job runs', () => {
  it('When the policy is paused after the request, then the job still sends it', async () => {
    const c = await buyHealth();
    const { reference } = (await ask(c, plain)).json().data;
    // Direct status change only to set the scene: the job reads the request's own policy.
    await t.database.db
      .update(policies)
      .set({ status: 'paused' })
      .where(eq(policies.customerId, c.id));
    await sandboxControls(t).runJobs();
    expect((await partnerOutbox(c.phone)).map((r) => r.reference)).toEqual([reference]);
    await t.database.db
      .delete(sandboxTelemedicineOutbox)
      .where(eq(sandboxTelemedicineOutbox.reference, reference));
  });
});

describe('closing the account', () => {
  it('When a member who asked a doctor closes the account, then the requests and the sandbox partner copy are erased', async () => {
    const c = await buyHealth();
    expect((await ask(c, plain)).statusCode).toBe(201);
    await sandboxControls(t).runJobs();
    expect(await partnerOutbox(c.phone)).toHaveLength(1);
    expect(
      (
        await api(t.app, c).post(`/api/local/customers/${c.id}/products/HI/cancel-policy`, {
          reason_id: 5,
        })
      ).statusCode,
    ).toBe(200);
    const closed = await api(t.app, c).post(`/api/local/customers/${c.id}/close-account`, {
      password: c.body.password,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await requestsOf(c.id)).toHaveLength(0);
    expect(await partnerOutbox(c.phone)).toHaveLength(0);
  });
});

// The real partner: a signed POST to TELEMEDICINE_WEBHOOK_URL (docs/operations.md, 'Telemedicine partner').
const PARTNER = 'https://partner.test/alaafia/referrals';
const SECRET = 'a-partner-secret-of-at-least-thirty-two-chars';
const server = setupServer();
describe('WebhookTelemedicinePartner', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const referral = {
    reference: 'TM-ABC123',
    member: { name: 'Ada Obi', phone: '08030000002', plan: 'SMEDAN', hospital: 'Reddington' },
    symptoms: 'A cough for a week',
    urgency: 'soon' as const,
    requested_at: '2026-05-04T08:00:00.000Z',
    callback_url: 'http://localhost:3000/api/webhooks/telemedicine',
  };
  const partner = () =>
    new WebhookTelemedicinePartner({ url: PARTNER, secret: SECRET, timeoutMs: 2000 });

  it('When it sends, then the body is the referral and x-telemedicine-signature is its HMAC-SHA256 with the secret', async () => {
    let seen: { body: string; signature: string | null; key: string | null } | null = null;
    server.use(
      http.post(PARTNER, async ({ request }) => {
        seen = {
          body: await request.text(),
          signature: request.headers.get('x-telemedicine-signature'),
          key: request.headers.get('idempotency-key'),
        };
        return HttpResponse.json({ id: 'partner-77' }, { status: 202 });
      }),
    );
    await expect(partner().send(referral)).resolves.toEqual({ partnerReference: 'partner-77' });
    expect(JSON.parse(seen!.body)).toEqual(referral);
    expect(seen!.signature).toBe(createHmac('sha256', SECRET).update(seen!.body).digest('hex'));
    expect(seen!.key).toBe('TM-ABC123');
  });

  it('When the partner fails, then it throws (the job retries)', async () => {
    server.use(http.post(PARTNER, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    await expect(partner().send(referral)).rejects.toThrow(/503/);
  });
});
