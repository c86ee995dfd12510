import { geocodeCopy } from '@alaafia/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from '../src/config.js';
import { GOOGLE_GEOCODE_URL } from '../src/integrations/geocoding/google.js';
import { googleDenied, googleLagosAnswer } from './google-geocode-fixtures.js';
import { signUp, useTestApp, type TestApp } from './helpers.js';

const geocode = (t: TestApp, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/local/geocode',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe('POST /local/geocode with the offline gazetteer (the default)', () => {
  const t = useTestApp();

  it('When a Lagos office address is sent, then it is OK with LA, the LGA and coordinates', async () => {
    const { cookie } = await signUp(t.app);
    const res = await geocode(t, cookie, { address: '12 Allen Avenue, Ikeja' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'OK',
      state_short_name: 'LA',
      state_name: 'Lagos',
      local_government: 'Ikeja',
    });
    expect(typeof res.json().data.lat).toBe('number');
    expect(typeof res.json().data.lng).toBe('number');
  });

  it('When an office outside Lagos is sent, then it is OK with that state, not LA', async () => {
    const { cookie } = await signUp(t.app);
    const res = await geocode(t, cookie, { address: 'Ring Road, Ibadan North, Oyo State' });
    expect(res.json().data).toMatchObject({ status: 'OK', state_short_name: 'OY' });
  });

  it('When the address cannot be placed, then it is 200 with ZERO_RESULTS', async () => {
    const { cookie } = await signUp(t.app);
    const res = await geocode(t, cookie, { address: 'my office' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ZERO_RESULTS' } });
  });

  it('When the address is empty, then it is 422 with errors.address', async () => {
    const { cookie } = await signUp(t.app);
    for (const body of [{ address: '   ' }, {}]) {
      const res = await geocode(t, cookie, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.address).toEqual([geocodeCopy.addressRequired]);
    }
  });

  it('When nobody is signed in, then it is 401', async () => {
    expect((await geocode(t, undefined, { address: 'Ikeja' })).statusCode).toBe(401);
  });

  it('When one customer looks up more than 30 addresses in 15 minutes, then it is 429; another customer is not affected', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    for (let i = 0; i < 30; i += 1) {
      expect((await geocode(t, a.cookie, { address: `${i} Allen Avenue, Ikeja` })).statusCode).toBe(
        200,
      );
    }
    const limited = await geocode(t, a.cookie, { address: 'Allen Avenue, Ikeja' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await geocode(t, b.cookie, { address: 'Allen Avenue, Ikeja' })).statusCode).toBe(200);
  });
});

describe('POST /local/geocode with GEOCODING_PROVIDER=google', () => {
  let answer: () => Response = () => HttpResponse.json(googleLagosAnswer);
  const keys: (string | null)[] = [];
  const server = setupServer(
    http.get(GOOGLE_GEOCODE_URL, ({ request }) => {
      keys.push(new URL(request.url).searchParams.get('key'));
      return answer();
    }),
  );
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    answer = () => HttpResponse.json(googleLagosAnswer);
  });
  afterAll(() => server.close());

  const t = useTestApp({
    env: { GEOCODING_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'maps-key-for-tests' },
  });

  it("When Google places the office in Lagos, then the answer is Google's, with LA", async () => {
    const { cookie } = await signUp(t.app);
    const res = await geocode(t, cookie, { address: '12 Allen Avenue, Ikeja' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'OK',
      lat: 6.6018,
      lng: 3.3515,
      state_short_name: 'LA',
      state_name: 'Lagos',
      local_government: 'Ikeja',
      formatted_address: '12 Allen Ave, Ikeja, Lagos, Nigeria',
    });
    expect(keys.at(-1)).toBe('maps-key-for-tests');
  });

  it('When Google refuses the request, then it is 503 with a message that says nothing internal', async () => {
    answer = () => HttpResponse.json(googleDenied);
    const { cookie } = await signUp(t.app);
    const res = await geocode(t, cookie, { address: '12 Allen Avenue, Ikeja' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: geocodeCopy.unavailable });
  });
});

describe('geocoding and storage configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig({ NODE_ENV: 'test', ...env });
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('When Google is chosen without a key, then start-up stops and names GOOGLE_MAPS_API_KEY', () => {
    expect(problems({ GEOCODING_PROVIDER: 'google' })).toEqual([
      'GOOGLE_MAPS_API_KEY: is required when GEOCODING_PROVIDER=google',
    ]);
  });

  it('When S3 is chosen without a bucket or region, or with half the keys, then start-up stops and names them', () => {
    expect(problems({ STORAGE_PROVIDER: 's3', S3_ACCESS_KEY_ID: 'AKIA' })).toEqual([
      'S3_BUCKET: is required when STORAGE_PROVIDER=s3',
      'S3_REGION: is required when STORAGE_PROVIDER=s3',
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for an IAM role)',
    ]);
  });

  it('When nothing is set, then the offline gazetteer and local disk are used', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.geocoding.provider).toBe('offline');
    expect(config.storage.provider).toBe('local');
  });
});
