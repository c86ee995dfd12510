import { companiesCopy } from '@alaafia/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import industryData from '../src/db/seed/data/industries.json' with { type: 'json' };
import companyData from '../src/db/seed/data/companies.json' with { type: 'json' };
import { companies } from '../src/db/schema/index.js';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();

const search = (q?: string, remoteAddress = '10.1.0.1') =>
  t.app.inject({
    method: 'GET',
    url: '/api/local/companies',
    query: q === undefined ? {} : { q },
    remoteAddress,
  });

const saveEmployer = (id: number, cookie: string, employer_name: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/local/customers/${id}`,
    headers: { cookie },
    payload: { salary: 150000, employer_name },
  });

const keyOf = async (name: string) => {
  const rows = await t.database.db.execute(sql`select company_key(${name}) as key`);
  return ((rows as { rows?: { key: string }[] }).rows ?? (rows as { key: string }[]))[0]!.key;
};

describe('the employer directory', () => {
  it('When the seed has run, then every large Lagos employer is there once, with an industry from GET /local/industries', async () => {
    const rows = await t.database.db.select().from(companies).where(eq(companies.source, 'seed'));
    expect(rows).toHaveLength(companyData.length);
    expect(companyData.length).toBeGreaterThanOrEqual(150);
    const industryIds = new Set(industryData.map((i) => i.id));
    for (const row of rows) expect(industryIds.has(row.industryId!), row.name).toBe(true);
  });

  it('When names differ only in case, spacing, punctuation or a Ltd/Limited/Plc ending, then they have one key', async () => {
    expect(await keyOf('Access Bank Plc')).toBe('access bank');
    expect(await keyOf('  ACCESS   bank ')).toBe('access bank');
    expect(await keyOf('Access-Bank Ltd.')).toBe('access bank');
    expect(await keyOf('Access Bank P.L.C.')).toBe('access bank');
    expect(await keyOf('Access Bank Limited')).toBe('access bank');
    expect(await keyOf('Procter & Gamble')).toBe('procter and gamble');
    expect(await keyOf('Plc Holdings')).toBe('plc holdings');
    expect(await keyOf('***')).toBe('');
  });

  it('When a customer types part of a name, without signing in, then matching employers come back, names that start with it first', async () => {
    const res = await search('access');
    expect(res.statusCode).toBe(200);
    const access = res.json().data[0];
    expect(access).toMatchObject({ name: 'Access Bank Plc', industry_id: 3 });
    expect(typeof access.id).toBe('number');

    const bank = (await search('BANK')).json().data as { name: string }[];
    expect(bank.length).toBeGreaterThan(1);
    expect(bank.length).toBeLessThanOrEqual(8);
    for (const c of bank) expect(c.name.toLowerCase()).toContain('bank');

    expect((await search('mtn nigeria')).json().data[0].name).toBe(
      'MTN Nigeria Communications Plc',
    );
    expect((await search('gtbank')).json().data[0].name).toBe('Guaranty Trust Bank (GTBank)');
    expect((await search('zzqqxx')).json().data).toEqual([]);
  });

  it('When a customer saves an employer that is not in the directory, then it joins it once, however it is written', async () => {
    const a = await signUp(t.app);
    expect((await saveEmployer(a.id, a.cookie, '  Zuma  Widgets Ltd ')).statusCode).toBe(200);
    const b = await signUp(t.app);
    expect((await saveEmployer(b.id, b.cookie, 'ZUMA WIDGETS LIMITED')).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.key, 'zuma widgets'));
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Zuma Widgets Ltd',
        source: 'customer',
        industryId: null,
      }),
    ]);
    expect((await search('zuma')).json().data).toEqual([
      { id: rows[0]!.id, name: 'Zuma Widgets Ltd', industry_id: null },
    ]);
  });

  it('When a customer saves a seeded employer written another way, then no second company is made', async () => {
    const before = await t.database.db.select({ id: companies.id }).from(companies);
    const c = await signUp(t.app);
    expect((await saveEmployer(c.id, c.cookie, 'dangote cement')).statusCode).toBe(200);
    expect((await saveEmployer(c.id, c.cookie, '***')).statusCode).toBe(200);
    const after = await t.database.db.select({ id: companies.id }).from(companies);
    expect(after).toHaveLength(before.length);
  });

  it('When the salary is refused, then the employer is not added either', async () => {
    const c = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/local/customers/${c.id}`,
      headers: { cookie: c.cookie },
      payload: { salary: 100, employer_name: 'Never Saved Industries' },
    });
    expect(res.statusCode).toBe(422);
    expect((await search('never saved')).json().data).toEqual([]);
  });

  it('When the search is under 2 characters or over 100, then it is 422 naming q', async () => {
    for (const q of [undefined, '', ' a ']) {
      const res = await search(q);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.q).toEqual([companiesCopy.tooShort]);
    }
    expect((await search('a'.repeat(101))).json().errors.q).toEqual([companiesCopy.tooLong]);
  });

  it('When punctuation only is searched, then nothing matches (not everything)', async () => {
    expect((await search('..')).json().data).toEqual([]);
    expect((await search('%_')).json().data).toEqual([]);
  });
});
