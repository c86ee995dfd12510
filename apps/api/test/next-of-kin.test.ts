import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextOfKin } from '../src/db/schema/index.js';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();

const valid = {
  first_name: 'Ngozi',
  last_name: 'Okafor-Eze',
  phone: '08031234567',
  email: 'ngozi@example.ng',
  relationship: 'Sister',
  name: 'Ngozi Okafor-Eze',
};

const save = (id: number, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/local/customer/next-of-kin/${id}`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

const read = (id: number, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/local/customer/next-of-kin/${id}`,
    headers: cookie ? { cookie } : {},
  });

const rowsOf = (customerId: number) =>
  t.database.db.select().from(nextOfKin).where(eq(nextOfKin.customerId, customerId));

describe('POST /local/customer/next-of-kin/{customer_id}', () => {
  it('When a valid next of kin is saved, then it is stored and the customer record carries it', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await save(id, cookie, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      next_of_kin: {
        name: 'Ngozi Okafor-Eze',
        first_name: 'Ngozi',
        last_name: 'Okafor-Eze',
        phone: '08031234567',
        email: 'ngozi@example.ng',
        relationship: 'Sister',
      },
    });
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Ngozi',
      lastName: 'Okafor-Eze',
      phone: '08031234567',
      email: 'ngozi@example.ng',
      relationship: 'Sister',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().data.next_of_kin.name).toBe('Ngozi Okafor-Eze');
  });

  it('When a second next of kin is saved, then it replaces the first: one per customer', async () => {
    const { id, cookie } = await signUp(t.app);
    await save(id, cookie, valid);
    const res = await save(id, cookie, {
      first_name: 'Emeka',
      last_name: 'Okafor',
      phone: '0809 876 5432',
      email: null,
      relationship: 'Brother',
      name: 'Emeka Okafor',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.next_of_kin).toEqual({
      name: 'Emeka Okafor',
      first_name: 'Emeka',
      last_name: 'Okafor',
      phone: '08098765432',
      email: null,
      relationship: 'Brother',
    });
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Emeka', phone: '08098765432', email: null });
  });

  it('When the client sends a different name, then the server recomputes it from first and last name', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await save(id, cookie, { ...valid, name: 'Somebody Else Entirely' });
    expect(res.json().data.next_of_kin.name).toBe('Ngozi Okafor-Eze');
  });

  it('When the email is empty or missing, then it is stored as none', async () => {
    for (const email of ['', undefined]) {
      const { id, cookie } = await signUp(t.app);
      const res = await save(id, cookie, { ...valid, email });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.next_of_kin.email).toBeNull();
      expect((await rowsOf(id))[0]?.email).toBeNull();
    }
  });

  it.each([
    {
      situation: 'the first name has digits',
      body: { first_name: 'Ngozi2' },
      field: 'first_name',
      message: 'Please use only letters, hyphens and periods',
    },
    {
      situation: 'the last name is empty',
      body: { last_name: '' },
      field: 'last_name',
      message: 'Please enter their last name',
    },
    {
      situation: 'the phone is in international form',
      body: { phone: '+2348031234567' },
      field: 'phone',
      message: 'Enter a valid Nigerian phone number',
    },
    {
      situation: 'the phone has 10 digits',
      body: { phone: '0803123456' },
      field: 'phone',
      message: 'Enter a valid Nigerian phone number',
    },
    {
      situation: "the email is 'x@'",
      body: { email: 'x@' },
      field: 'email',
      message: 'Invalid email',
    },
    {
      situation: 'the relationship is not one of the eight',
      body: { relationship: 'Cousin' },
      field: 'relationship',
      message: 'Please select a relationship',
    },
  ])(
    'When $situation, then it is 422 with errors.$field and nothing is stored or changed',
    async ({ body, field, message }) => {
      const { id, cookie } = await signUp(t.app);
      const fresh = await save(id, cookie, { ...valid, ...body });
      expect(fresh.statusCode).toBe(422);
      expect(fresh.json().errors).toEqual({ [field]: [message] });
      expect(await rowsOf(id)).toHaveLength(0);

      await save(id, cookie, valid);
      const update = await save(id, cookie, { ...valid, relationship: 'Mother', ...body });
      expect(update.statusCode).toBe(422);
      const rows = await rowsOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ firstName: 'Ngozi', relationship: 'Sister' });
    },
  );

  it("When another customer's id is used, then it is 403 and nothing changes, whatever the body", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await save(b.id, b.cookie, valid);
    for (const body of [{ ...valid, first_name: 'Intruder' }, { phone: 'not valid' }]) {
      const res = await save(b.id, a.cookie, body);
      expect(res.statusCode).toBe(403);
    }
    expect(await rowsOf(a.id)).toHaveLength(0);
    expect((await rowsOf(b.id))[0]).toMatchObject({ firstName: 'Ngozi' });
  });

  it('When no session is sent, then it is 401 and nothing is stored', async () => {
    const { id } = await signUp(t.app);
    const res = await save(id, undefined, valid);
    expect(res.statusCode).toBe(401);
    expect(await rowsOf(id)).toHaveLength(0);
  });
});

describe('GET /local/customer/next-of-kin/{customer_id}', () => {
  it('When none is saved, then data is null; after saving, it is the next of kin', async () => {
    const { id, cookie } = await signUp(t.app);
    const before = await read(id, cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: null });
    await save(id, cookie, valid);
    const after = await read(id, cookie);
    expect(after.json().data).toEqual({
      name: 'Ngozi Okafor-Eze',
      first_name: 'Ngozi',
      last_name: 'Okafor-Eze',
      phone: '08031234567',
      email: 'ngozi@example.ng',
      relationship: 'Sister',
    });
  });

  it("When another customer's id is used, then it is 403; with no session, 401", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await save(b.id, b.cookie, valid);
    const other = await read(b.id, a.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Ngozi');
    expect((await read(b.id)).statusCode).toBe(401);
  });
});
