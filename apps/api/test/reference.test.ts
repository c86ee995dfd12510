import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { banks } from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { refreshBanks } from '../src/modules/platform/reference/banks-refresh.js';
import { PaymentProviderError, type ProviderBank } from '../src/integrations/payments/types.js';

const t = useTestApp();

describe('states', () => {
  it('When the states are listed, then there are 37 with Lagos (25) first, FCT as 15 and every local area', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/local/states' });
    expect(res.statusCode).toBe(200);
    const states = res.json().data as {
      id: number;
      name: string;
      short_name: string;
      locals: { name: string }[];
    }[];
    expect(states).toHaveLength(37);
    expect(states[0]).toMatchObject({ id: 25, name: 'Lagos', short_name: 'LA', capital: 'Ikeja' });
    expect(states[0]!.locals.map((l) => l.name)).toContain('Eti-Osa');
    expect(states.find((s) => s.id === 15)?.name).toBe('Federal Capital Territory');
    expect(states.find((s) => s.id === 1)?.name).toBe('Abia');
    expect(states.find((s) => s.id === 37)?.name).toBe('Zamfara');
    expect(states.reduce((n, s) => n + s.locals.length, 0)).toBe(774);
    const rest = states.slice(1).map((s) => s.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  });

  it('When one state is asked for, then it answers that state with its local areas by name, as the list has it', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/local/states' });
    const lagosInList = (list.json().data as { id: number }[]).find((s) => s.id === 25);
    const res = await t.app.inject({ method: 'GET', url: '/api/local/states/25' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=86400');
    const lagos = res.json().data as { locals: { name: string }[] };
    expect(lagos).toEqual(lagosInList);
    expect(lagos.locals).toHaveLength(20);
  });

  it('When a state that does not exist, or not a state id, is asked for, then it is 404 or 422 in our words', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/local/states/99' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'We could not find that state.' });
    for (const id of ['0', 'lagos', '2147483648']) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/local/states/${id}` });
      expect(bad.statusCode, id).toBe(422);
      expect(bad.json().errors.id, id).toHaveLength(1);
    }
  });

  it('When the states are asked for again with their ETag, then the answer is 304 with no body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/local/states' });
    expect(first.headers['cache-control']).toContain('max-age=');
    const etag = first.headers.etag as string;
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/local/states',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('When the states are asked for repeatedly with br, gzip or no encoding, then each answer decodes to the same list', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await t.app.inject({ method: 'GET', url: '/api/local/states' });
    const again = await t.app.inject({ method: 'GET', url: '/api/local/states' });
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/local/states',
      headers: { 'accept-encoding': 'br' },
    });
    const gz = await t.app.inject({
      method: 'GET',
      url: '/api/local/states',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(again.body).toBe(plain.body);
    expect(again.headers.etag).toBe(plain.headers.etag);
    const notModified = await t.app.inject({
      method: 'GET',
      url: '/api/local/states',
      headers: { 'if-none-match': plain.headers.etag as string, 'accept-encoding': 'br' },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('When reference data is seeded a second time, then nothing is duplicated', async () => {
    const { seedReferenceData } = await import('../src/db/seed/seed.js');
    await seedReferenceData(t.database.db);
    const states = (await t.app.inject({ method: 'GET', url: '/api/local/states' })).json().data;
    expect(states.reduce((n: number, s: { locals: unknown[] }) => n + s.locals.length, 0)).toBe(
      774,
    );
    const hospitals = (
      await t.app.inject({ method: 'GET', url: '/api/local/hospitals/states/25' })
    ).json().meta;
    const again = await import('../src/db/seed/data/hospitals.json', { with: { type: 'json' } });
    const lagosInFile = again.default.hospitals.filter(
      (h: { state_id: number }) => h.state_id === 25,
    ).length;
    expect(hospitals.total).toBe(lagosInFile);
  });
});

describe("today's bank list (banks.refresh)", () => {
  // The active banks, what GET /api/local/banks lists (read from the table: the route's answer is
  // kept a minute in this process and a day in browsers, so the daily list reaches them within a day).
  const bankCodes = async () =>
    (
      await t.database.db.select({ code: banks.code }).from(banks).where(eq(banks.active, true))
    ).map((b) => b.code);

  it('When the provider lists its banks, then only those taking transfers are offered (new ones added, others switched off); when it fails or lists none, the list is kept; the sandbox answers the seeded list', async () => {
    const seeded = await bankCodes();
    expect(seeded).toContain('058');
    const listing = (banks: ProviderBank[] | Error) => ({
      ...t.ctx,
      payments: {
        ...t.ctx.payments,
        listBanks: async () => {
          if (banks instanceof Error) throw banks;
          return banks;
        },
      },
    });
    const bank = (code: string, name: string, supportsTransfer = true): ProviderBank => ({
      code,
      name,
      slug: name.toLowerCase().replaceAll(' ', '-'),
      supportsTransfer,
      active: true,
    });
    const result = await refreshBanks(
      listing([
        bank('058', 'Guaranty Trust Bank'),
        bank('044', 'Access Bank'),
        bank('999992', 'Paycom', false),
        bank('090267', 'Kuda Microfinance Bank'),
      ]),
    );
    expect(result).toMatchObject({ refreshed: true, active: 3, added: 1 });
    expect((await bankCodes()).sort()).toEqual(['044', '058', '090267']);

    // Paystack down, or an empty answer: the list we have stays.
    const down = new PaymentProviderError('Paystack answered 503', true, 503);
    expect((await refreshBanks(listing(down))).refreshed).toBe(false);
    expect((await refreshBanks(listing([]))).refreshed).toBe(false);
    expect((await bankCodes()).sort()).toEqual(['044', '058', '090267']);

    // The sandbox provider answers today's list, the seeded one: every seeded bank is back.
    expect((await refreshBanks(t.ctx)).refreshed).toBe(true);
    expect((await bankCodes()).sort()).toEqual([...seeded].sort());
  });
});

describe('banks and lists', () => {
  it('When banks are listed with perPage 50 and NGN, then each has a code and meta is paged', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/local/banks?perPage=50&currency=NGN',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.length).toBeGreaterThanOrEqual(30);
    expect(body.data.find((b: { code: string }) => b.code === '058')).toMatchObject({
      currency: 'NGN',
    });
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 50 });
  });

  it('When a currency other than NGN or a page of 0 is asked for, then it is 422', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/local/banks?currency=USD' })).statusCode,
    ).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/local/banks?page=0' })).statusCode).toBe(
      422,
    );
  });

  it('When industries, cancellation reasons, work positions and relationships are listed, then they answer the seeded lists', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().data;
    expect((await get('/api/local/industries')).length).toBeGreaterThan(10);
    expect((await get('/api/local/policy-cancellation/reasons'))[0]).toHaveProperty('reason');
    expect(await get('/api/local/work-positions')).toEqual([
      { id: 0, name: 'MD' },
      { id: 1, name: 'CEO' },
      { id: 2, name: 'Manager' },
      { id: 3, name: 'Executive' },
      { id: 4, name: 'Senior Staff' },
      { id: 5, name: 'Staff' },
    ]);
    expect((await get('/api/local/relationships')).map((r: { name: string }) => r.name)).toEqual([
      'Husband',
      'Father',
      'Mother',
      'Son',
      'Daughter',
      'Brother',
      'Sister',
      'Wife',
    ]);
    const idTypes = await get('/api/local/id-types');
    expect(idTypes.find((i: { key: string }) => i.key === 'bvn').option_id).toBe(25);
    expect(idTypes.find((i: { key: string }) => i.key === 'dvl').option_id).toBe(22);
  });
});

describe('products', () => {
  it('When products are listed without a session, then the five lines come with the SMEDAN and HealthCash plans', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/local/products',
      headers: { authorization: '' },
    });
    expect(res.statusCode).toBe(200);
    const products = res.json().data as {
      uid: string;
      title: string;
      pricing_plans: Record<string, unknown>[];
    }[];
    expect(products.map((p) => p.uid)).toEqual(['EI', 'HI', 'HTCI', 'BI', 'CL']);
    const health = products.find((p) => p.title === 'Health Insurance')!;
    expect(health.pricing_plans).toEqual([
      expect.objectContaining({ name: 'SMEDAN', price: 1100, coverage: 120000, unit: 'Month' }),
    ]);
    const cash = products.find((p) => p.title === 'HealthCash Insurance')!;
    expect(cash.pricing_plans[0]).toMatchObject({ unit: 'Year', coverage: 1100000 });
  });
});

describe('hospitals', () => {
  it('When Lagos hospitals are paged, then page 1 and 2 differ and meta.last_page is right', async () => {
    const one = (
      await t.app.inject({ method: 'GET', url: '/api/local/hospitals/states/25?page=1' })
    ).json();
    const two = (
      await t.app.inject({ method: 'GET', url: '/api/local/hospitals/states/25?page=2' })
    ).json();
    expect(one.data).toHaveLength(10);
    expect(one.meta.total).toBeGreaterThanOrEqual(120);
    expect(one.meta.last_page).toBe(Math.ceil(one.meta.total / 10));
    expect(two.meta.current_page).toBe(2);
    const ids = new Set(one.data.map((h: { id: number }) => h.id));
    expect(two.data.some((h: { id: number }) => ids.has(h.id))).toBe(false);
    expect(one.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        address: expect.any(String),
        full_address: expect.any(String),
      }),
    );
  });

  it('When a local area filter is given in lower case (city or local_government), then only its hospitals come back', async () => {
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/local/hospitals/states/25' })
    ).json();
    const ikeja = (
      await t.app.inject({ method: 'GET', url: '/api/local/hospitals/states/25?city=ikeja' })
    ).json();
    const same = (
      await t.app.inject({
        method: 'GET',
        url: '/api/local/hospitals/states/25?local_government=ikeja',
      })
    ).json();
    expect(ikeja.meta.total).toBeGreaterThanOrEqual(3);
    expect(ikeja.meta.total).toBeLessThan(all.meta.total);
    expect(ikeja.data.every((h: { city: string }) => h.city === 'Ikeja')).toBe(true);
    expect(same.data).toEqual(ikeja.data);
    const allFilter = (
      await t.app.inject({ method: 'GET', url: '/api/local/hospitals/states/25?city=All' })
    ).json();
    expect(allFilter.meta.total).toBe(all.meta.total);
  });

  it('When the state is unknown or the page is not a number, then it is 404 or 422; a page past the last is empty', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/local/hospitals/states/99' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('We could not find that state.');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/local/hospitals/states/abc' })).statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/local/hospitals/states/25?page=abc' }))
        .statusCode,
    ).toBe(422);
    const past = (
      await t.app.inject({ method: 'GET', url: '/api/local/hospitals/states/25?page=999' })
    ).json();
    expect(past.data).toEqual([]);
    expect(past.meta.current_page).toBe(999);
  });
});
