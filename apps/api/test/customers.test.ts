import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.js';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();

const patch = (id: number, cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/local/customers/${id}`,
    headers: { cookie },
    payload: payload as object,
  });

describe('PATCH /local/customers/{id}', () => {
  it('When salary and employer are saved, then the record has them', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await patch(id, cookie, {
      salary: 150000,
      employer_name: 'Dangote Cement',
      company_id: 4,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      salary: 150000,
      employer_name: 'Dangote Cement',
      company_id: 4,
    });
  });

  it('When the salary is 29999, then it is 422 with errors.salary and nothing changes', async () => {
    const { id, cookie } = await signUp(t.app);
    await patch(id, cookie, { salary: 80000, employer_name: 'First Bank' });
    const res = await patch(id, cookie, { salary: 29999, employer_name: 'Other Ltd' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.salary).toEqual([
      'The minimum monthly salary for income protection is ₦30,000.',
    ]);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ salaryKobo: 8_000_000, employerName: 'First Bank' });
  });

  it('When the salary is not a number, then it is 422 with errors.salary', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await patch(id, cookie, { salary: 'lots', employer_name: 'X' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.salary).toEqual(['Please enter your monthly salary in naira']);
  });

  it("When another customer's id is used, then it is 403 and nothing changes, whatever the body", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    for (const body of [{ salary: 90000 }, { salary: 'not valid' }]) {
      const res = await patch(b.id, a.cookie, body);
      expect(res.statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, b.id));
    expect(row?.salaryKobo).toBeNull();
  });

  it('When no session is sent, then it is 401', async () => {
    const a = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/local/customers/${a.id}`,
      payload: { salary: 50000 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('When a hospital is chosen, then the record has it; an unknown id is 422', async () => {
    const { id, cookie } = await signUp(t.app);
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/local/hospitals/states/25' })
    ).json();
    const hospital = page.data[0];
    const res = await patch(id, cookie, { user_id: id, preferred_hospital: hospital.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.preferred_hospital).toEqual({
      id: hospital.id,
      name: hospital.name,
      address: hospital.address,
      full_address: hospital.full_address,
    });
    const bad = await patch(id, cookie, { preferred_hospital: 999999 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.preferred_hospital).toEqual([
      'Please choose a hospital from the list',
    ]);
  });

  it('When a full name is saved, then the last word is the last name', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await patch(id, cookie, { name: 'Mary Jane Okafor' });
    expect(res.json().data).toMatchObject({
      first_name: 'Mary Jane',
      last_name: 'Okafor',
      name: 'Mary Jane Okafor',
    });
  });

  it('When a date of birth and gender are saved, then the date is stored encrypted and answered masked', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await patch(id, cookie, { dob: '1990-04-12', gender: 'female' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ dob: '**/**/1990', gender: 'female' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row?.dobEnc).not.toContain('1990');
    expect(t.ctx.cipher.decrypt(row!.dobEnc!)).toBe('1990-04-12');
  });

  it('When the date of birth is missing, malformed or under 18, then it is 422 with errors.dob', async () => {
    const { id, cookie } = await signUp(t.app);
    const nextYear = new Date().getUTCFullYear() - 10;
    for (const dob of ['', '12/04/1990', `${nextYear}-01-01`]) {
      const res = await patch(id, cookie, { dob, gender: 'male' });
      expect(res.statusCode, dob).toBe(422);
      expect(res.json().errors.dob).toBeDefined();
    }
    const gender = await patch(id, cookie, { dob: '1990-01-01', gender: 'other' });
    expect(gender.statusCode).toBe(422);
  });
});
