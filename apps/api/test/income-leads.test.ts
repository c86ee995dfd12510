import { nairaToKobo } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, leads } from '../src/db/schema/index.js';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();

const create = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/local/customers/lead/create',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const remove = (cookie: string | undefined, userId: number | string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/local/customers/lead/delete/${userId}`,
    headers: cookie ? { cookie } : {},
  });
const leadsOf = (customerId: number) =>
  t.database.db.select().from(leads).where(eq(leads.customerId, customerId));

const leadBody = (id: number) => ({
  name: 'Chinedu Okeke',
  email: ' Chinedu.Okeke@Example.NG ',
  phone: '+234 803 555 0101',
  uid: id,
  completion_failed_reason: 'Salary below the minimum for income protection',
  salary: 25_000,
});

describe('POST /local/customers/lead/create', () => {
  it("When 'Yes!' is answered, then a lead is stored for the customer and answered with 201", async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await create(cookie, leadBody(id));
    expect(res.statusCode).toBe(201);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    expect(res.json().data).toMatchObject({
      customer_id: id,
      name: 'Chinedu Okeke',
      email: 'chinedu.okeke@example.ng',
      phone: '08035550101',
      uid: customer!.engageUid,
      completion_failed_reason: 'Salary below the minimum for income protection',
      salary: 25_000,
    });
    expect(await leadsOf(id)).toHaveLength(1);
  });

  it('When the lead is sent twice, then the customer still has one lead, refreshed', async () => {
    const { id, cookie } = await signUp(t.app);
    await create(cookie, leadBody(id));
    const again = await create(cookie, { ...leadBody(id), salary: 28_000 });
    expect(again.statusCode).toBe(200);
    const rows = await leadsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.salaryKobo).toBe(nairaToKobo(28_000));
  });

  it("When the uid is the customer's engage uid, then it is accepted", async () => {
    const { id, cookie } = await signUp(t.app);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    const res = await create(cookie, { ...leadBody(id), uid: customer!.engageUid });
    expect(res.statusCode).toBe(201);
  });

  it("When the uid is another customer's, then it is 403 and nothing is stored", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const [other] = await t.database.db.select().from(customers).where(eq(customers.id, b.id));
    for (const uid of [b.id, other!.engageUid]) {
      const res = await create(a.cookie, { ...leadBody(a.id), uid, email: 'not an email' });
      expect(res.statusCode).toBe(403);
    }
    expect(await leadsOf(a.id)).toHaveLength(0);
    expect(await leadsOf(b.id)).toHaveLength(0);
  });

  it('When the phone, e-mail or name is not valid, then it is 422 on that field and nothing is stored', async () => {
    const { id, cookie } = await signUp(t.app);
    for (const [field, value, message] of [
      ['phone', '12345', 'Enter a valid Nigerian phone number'],
      ['email', 'chinedu@', 'Please enter a valid email address'],
      ['name', '  ', 'Please enter your name'],
      ['completion_failed_reason', '', 'Please tell us why the application could not be completed'],
      ['salary', 'lots', 'Please enter your monthly salary in naira'],
    ] as const) {
      const res = await create(cookie, { ...leadBody(id), [field]: value });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    expect(await leadsOf(id)).toHaveLength(0);
  });

  it('When nobody is signed in, then it is 401', async () => {
    const res = await create(undefined, leadBody(1));
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /local/customers/lead/delete/{userId}', () => {
  it("When 'No, thanks' is answered, then the customer's leads are deleted", async () => {
    const { id, cookie } = await signUp(t.app);
    await create(cookie, leadBody(id));
    const res = await remove(cookie, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { deleted: 1 } });
    expect(await leadsOf(id)).toHaveLength(0);
  });

  it('When there is no lead, then it answers 0 deleted', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await remove(cookie, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { deleted: 0 } });
  });

  it("When another customer's id is used, then it is 403 and their lead stays", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await create(b.cookie, leadBody(b.id));
    const res = await remove(a.cookie, b.id);
    expect(res.statusCode).toBe(403);
    expect(await leadsOf(b.id)).toHaveLength(1);
    expect((await remove(a.cookie, 'abc')).statusCode).toBe(403);
  });

  it('When nobody is signed in, then it is 401', async () => {
    expect((await remove(undefined, 1)).statusCode).toBe(401);
  });
});
