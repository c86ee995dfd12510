import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeHospitalRequests, customers, hospitals } from '../src/db/schema/index.js';
import { setLanguage, signUp, useTestApp } from './helpers.js';

const clock = new Date('2026-03-02T09:00:00.000Z');
const t = useTestApp({ overrides: { now: () => clock } });

const request = (userId: number, cookie: string | undefined, payload: unknown, slash = '/') =>
  t.app.inject({
    method: 'POST',
    url: `/api/local/customers/${userId}/change-hospital-request${slash}`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

async function twoHospitals() {
  const rows = await t.database.db
    .select({ id: hospitals.id })
    .from(hospitals)
    .where(and(eq(hospitals.stateId, 25), eq(hospitals.active, true)))
    .orderBy(asc(hospitals.id))
    .limit(3);
  const [current, wanted, third] = rows.map((r) => r.id);
  return { current: current!, wanted: wanted!, third: third! };
}

/** A signed-up customer whose health plan has {hospitalId} as its hospital. */
async function customerWithHospital(hospitalId: number) {
  const customer = await signUp(t.app);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/local/customers/${customer.id}`,
    headers: { cookie: customer.cookie },
    payload: { user_id: customer.id, preferred_hospital: hospitalId },
  });
  expect(res.statusCode).toBe(200);
  return customer;
}

const requestsOf = (customerId: number) =>
  t.database.db
    .select()
    .from(changeHospitalRequests)
    .where(eq(changeHospitalRequests.customerId, customerId))
    .orderBy(asc(changeHospitalRequests.id));

async function preferredHospitalOf(customerId: number) {
  const [row] = await t.database.db
    .select({ id: customers.preferredHospitalId })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.id ?? null;
}

describe('POST /local/customers/{userId}/change-hospital-request/', () => {
  it('When a customer asks for another hospital with a reason, then a pending request is recorded and the hospital is unchanged', async () => {
    const { current, wanted } = await twoHospitals();
    const { id, cookie } = await customerWithHospital(current);
    const res = await request(id, cookie, {
      hospital_id: wanted,
      change_reason: '  We moved to Ikeja. ',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await requestsOf(id);
    expect(res.json()).toEqual({
      data: {
        id: row!.id,
        status: 'pending',
        hospital_id: wanted,
        change_reason: 'We moved to Ikeja.',
        created_at: clock.toISOString(),
      },
    });
    expect(row).toMatchObject({
      customerId: id,
      fromHospitalId: current,
      hospitalId: wanted,
      changeReason: 'We moved to Ikeja.',
      status: 'pending',
      decidedAt: null,
    });
    expect(await preferredHospitalOf(id)).toBe(current);
  });

  it('When the path has no trailing slash, then it answers the same', async () => {
    const { current, wanted } = await twoHospitals();
    const { id, cookie } = await customerWithHospital(current);
    const res = await request(id, cookie, { hospital_id: wanted, change_reason: 'Closer' }, '');
    expect(res.statusCode).toBe(201);
    expect(await requestsOf(id)).toHaveLength(1);
  });

  it("When the hospital does not exist, then it is 422 with errors.hospital_id 'Please choose a hospital from the list' and nothing is recorded", async () => {
    const { current } = await twoHospitals();
    const { id, cookie } = await customerWithHospital(current);
    for (const hospital_id of [999_999, 'abc', 0, undefined]) {
      const res = await request(id, cookie, { hospital_id, change_reason: 'Closer to work' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.hospital_id).toEqual(['Please choose a hospital from the list']);
    }
    expect(await requestsOf(id)).toHaveLength(0);
  });

  it('When the reason is missing, blank or over 500 characters, then it is 422 with errors.change_reason and nothing is recorded', async () => {
    const { current, wanted } = await twoHospitals();
    const { id, cookie } = await customerWithHospital(current);
    for (const [change_reason, message] of [
      [undefined, 'Please tell us why you want to change your hospital'],
      ['   ', 'Please tell us why you want to change your hospital'],
      ['a'.repeat(501), 'Please keep your reason to 500 characters or fewer'],
    ] as const) {
      const res = await request(id, cookie, { hospital_id: wanted, change_reason });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.change_reason).toEqual([message]);
    }
    expect(await requestsOf(id)).toHaveLength(0);
  });

  it('When the hospital asked for is already theirs, then it is 422 with errors.hospital_id', async () => {
    const { current } = await twoHospitals();
    const { id, cookie } = await customerWithHospital(current);
    const res = await request(id, cookie, { hospital_id: current, change_reason: 'Why not' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.hospital_id).toEqual([
      'This is already your hospital. Please choose a different one.',
    ]);
    expect(await requestsOf(id)).toHaveLength(0);
  });

  it('When the customer has not chosen a hospital yet, then it is 422 and nothing is recorded', async () => {
    const { wanted } = await twoHospitals();
    const { id, cookie } = await signUp(t.app);
    const res = await request(id, cookie, { hospital_id: wanted, change_reason: 'Closer' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'You have not chosen a hospital yet. Please choose one from the list.',
    );
    expect(await requestsOf(id)).toHaveLength(0);
  });

  it('When a request is already pending, then a second is 422 and only the first is kept', async () => {
    const { current, wanted, third } = await twoHospitals();
    const { id, cookie } = await customerWithHospital(current);
    expect(
      (await request(id, cookie, { hospital_id: wanted, change_reason: 'A' })).statusCode,
    ).toBe(201);
    const res = await request(id, cookie, { hospital_id: third, change_reason: 'B' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'You already have a hospital change request under review. We will let you know once it is decided.',
    );
    const rows = await requestsOf(id);
    expect(rows.map((r) => [r.hospitalId, r.status])).toEqual([[wanted, 'pending']]);
  });

  it('When two requests arrive at once, then exactly one is recorded', async () => {
    const { current, wanted, third } = await twoHospitals();
    const { id, cookie } = await customerWithHospital(current);
    const answers = await Promise.all([
      request(id, cookie, { hospital_id: wanted, change_reason: 'A' }),
      request(id, cookie, { hospital_id: third, change_reason: 'B' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await requestsOf(id)).toHaveLength(1);
  });

  it('When the last approved change was under 3 months ago, then it is 422 naming the date; from 3 months on it is accepted', async () => {
    const { current, wanted, third } = await twoHospitals();
    const { id, cookie } = await customerWithHospital(wanted);
    await t.database.db.insert(changeHospitalRequests).values({
      customerId: id,
      fromHospitalId: current,
      hospitalId: wanted,
      changeReason: 'Moved house',
      status: 'approved',
      createdAt: new Date('2026-01-14T08:00:00.000Z'),
      decidedAt: new Date('2026-01-15T10:00:00.000Z'),
    });
    const early = await request(id, cookie, { hospital_id: third, change_reason: 'Again' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(
      'You can change your hospital once every 3 months. You can request another change from 15 April 2026.',
    );
    expect(await requestsOf(id)).toHaveLength(1);

    // A customer who reads Hausa is told in Hausa, the day written the Hausa way.
    await setLanguage(t.app, { id, cookie }, 'ha');
    const inHausa = await request(id, cookie, { hospital_id: third, change_reason: 'Again' });
    expect(inHausa.statusCode).toBe(422);
    expect(inHausa.json().message).toBe(
      'Kana iya canza asibitinka sau ɗaya a kowane wata 3. Kana iya neman wani canji daga 15 Afirilu, 2026.',
    );
    expect(await requestsOf(id)).toHaveLength(1);

    // Approved exactly 3 months before now: the first moment a new request is accepted.
    await t.database.db
      .update(changeHospitalRequests)
      .set({ decidedAt: new Date('2025-12-02T09:00:00.000Z') })
      .where(eq(changeHospitalRequests.customerId, id));
    const later = await request(id, cookie, { hospital_id: third, change_reason: 'Again' });
    expect(later.statusCode).toBe(201);
    expect((await requestsOf(id)).map((r) => r.status)).toEqual(['approved', 'pending']);
  });

  it('When an earlier request was rejected, then a new one is accepted', async () => {
    const { current, wanted } = await twoHospitals();
    const { id, cookie } = await customerWithHospital(current);
    await t.database.db.insert(changeHospitalRequests).values({
      customerId: id,
      fromHospitalId: current,
      hospitalId: wanted,
      changeReason: 'First try',
      status: 'rejected',
      decidedAt: new Date('2026-02-20T10:00:00.000Z'),
    });
    const res = await request(id, cookie, { hospital_id: wanted, change_reason: 'Second try' });
    expect(res.statusCode).toBe(201);
  });

  it("When another customer's id is used, then it is 403 and nothing is recorded, whatever the body", async () => {
    const { current, wanted } = await twoHospitals();
    const a = await customerWithHospital(current);
    const b = await customerWithHospital(current);
    for (const body of [{ hospital_id: wanted, change_reason: 'Hijack' }, { hospital_id: 'x' }]) {
      const res = await request(b.id, a.cookie, body);
      expect(res.statusCode).toBe(403);
    }
    expect(await requestsOf(a.id)).toHaveLength(0);
    expect(await requestsOf(b.id)).toHaveLength(0);
    expect(await preferredHospitalOf(b.id)).toBe(current);
  });

  it('When no session is sent, then it is 401 and nothing is recorded', async () => {
    const { current, wanted } = await twoHospitals();
    const { id } = await customerWithHospital(current);
    const res = await request(id, undefined, { hospital_id: wanted, change_reason: 'Closer' });
    expect(res.statusCode).toBe(401);
    expect(await requestsOf(id)).toHaveLength(0);
  });
});

describe('GET /local/customers/{userId}/change-hospital-request', () => {
  const pending = (userId: number, cookie: string | undefined) =>
    t.app.inject({
      method: 'GET',
      url: `/api/local/customers/${userId}/change-hospital-request`,
      headers: cookie ? { cookie } : {},
    });

  it('When no request is under review, then it is null; once one is sent, it is that request with the hospital asked for', async () => {
    const { current, wanted } = await twoHospitals();
    const { id, cookie } = await customerWithHospital(current);
    const none = await pending(id, cookie);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: null });

    const sent = await request(id, cookie, {
      hospital_id: wanted,
      change_reason: 'Closer to work',
    });
    expect(sent.statusCode).toBe(201);
    const [hospital] = await t.database.db
      .select({ name: hospitals.name })
      .from(hospitals)
      .where(eq(hospitals.id, wanted));
    expect((await pending(id, cookie)).json()).toEqual({
      data: {
        id: sent.json().data.id,
        status: 'pending',
        hospital_id: wanted,
        hospital_name: hospital!.name,
        change_reason: 'Closer to work',
        created_at: clock.toISOString(),
      },
    });
  });

  it('When the request has been decided, then nothing is under review any more', async () => {
    const { current, wanted } = await twoHospitals();
    const { id, cookie } = await customerWithHospital(current);
    await request(id, cookie, { hospital_id: wanted, change_reason: 'Closer' });
    await t.database.db
      .update(changeHospitalRequests)
      .set({ status: 'rejected', decidedAt: clock })
      .where(eq(changeHospitalRequests.customerId, id));
    expect((await pending(id, cookie)).json()).toEqual({ data: null });
  });

  it("When another customer's id is used, then it is 403; without a session 401", async () => {
    const { current, wanted } = await twoHospitals();
    const a = await customerWithHospital(current);
    const b = await customerWithHospital(current);
    await request(b.id, b.cookie, { hospital_id: wanted, change_reason: 'Closer' });
    expect((await pending(b.id, a.cookie)).statusCode).toBe(403);
    expect((await pending(b.id, undefined)).statusCode).toBe(401);
  });
});
