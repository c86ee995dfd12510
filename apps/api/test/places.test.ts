import { placesCopy } from '@alaafia/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from '../src/config.js';
import { GOOGLE_PLACES_AUTOCOMPLETE_URL } from '../src/integrations/places/google.js';
import { googlePlacesAllenAnswer, googlePlacesDenied } from './google-places-fixtures.js';
import { signUp, useTestApp, type TestApp } from './helpers.js';

const autocomplete = (t: TestApp, query: Record<string, string>, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'GET',
    url: '/api/local/places/autocomplete',
    query,
    remoteAddress,
  });

describe('GET /local/places/autocomplete with the offline gazetteer (the default)', () => {
  const t = useTestApp();

  it('When a Lagos street is typed, without signing in, then it is suggested with its area', async () => {
    const res = await autocomplete(t, { input: 'Adeola Odeku' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toEqual({
      place_id: 'lagos:adeola-odeku-street:victoria-island',
      description: 'Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
      main_text: 'Adeola Odeku Street',
      secondary_text: 'Victoria Island, Lagos, Nigeria',
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('When a chosen suggestion is looked up, then the geocoder places it in Lagos', async () => {
    const [first] = (await autocomplete(t, { input: 'admiralty way' })).json().data;
    const { cookie } = await signUp(t.app);
    const place = await t.app.inject({
      method: 'POST',
      url: '/api/local/geocode',
      headers: { cookie },
      payload: { address: first.description },
    });
    expect(place.json().data).toMatchObject({ status: 'OK', state_short_name: 'LA' });
  });

  it('When fewer than 3 characters, over 200, or a bad session token is sent, then it is 422 naming the field', async () => {
    for (const input of ['', 'ab', '  ab  ']) {
      const res = await autocomplete(t, { input });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.input).toEqual([placesCopy.tooShort]);
    }
    expect((await autocomplete(t, {})).json().errors.input).toEqual([placesCopy.tooShort]);
    expect((await autocomplete(t, { input: 'a'.repeat(201) })).json().errors.input).toEqual([
      placesCopy.tooLong,
    ]);
    const token = await autocomplete(t, { input: 'allen', session_token: 'not-a-uuid' });
    expect(token.statusCode).toBe(422);
    expect(token.json().errors.session_token).toEqual([placesCopy.sessionToken]);
  });

  it('When one address asks more than 300 times in 15 minutes, then it is 429; another address is not affected', async () => {
    for (let i = 0; i < 300; i += 1) {
      expect((await autocomplete(t, { input: 'allen' }, '10.9.9.9')).statusCode).toBe(200);
    }
    const limited = await autocomplete(t, { input: 'allen' }, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await autocomplete(t, { input: 'allen' }, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('GET /local/places/autocomplete with PLACES_PROVIDER=google', () => {
  let answer: () => Response = () => HttpResponse.json(googlePlacesAllenAnswer);
  const calls: { key: string | null; body: Record<string, unknown> }[] = [];
  const server = setupServer(
    http.post(GOOGLE_PLACES_AUTOCOMPLETE_URL, async ({ request }) => {
      calls.push({
        key: request.headers.get('x-goog-api-key'),
        body: (await request.json()) as Record<string, unknown>,
      });
      return answer();
    }),
  );
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    answer = () => HttpResponse.json(googlePlacesAllenAnswer);
  });
  afterAll(() => server.close());

  const t = useTestApp({
    env: { PLACES_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'maps-key-for-tests' },
  });
  const token = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it("When an address is typed, then Google's place predictions come back, and the key stays on the server", async () => {
    const res = await autocomplete(t, { input: 'allen av', session_token: token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        place_id: 'ChIJ0Wn3aVSTOxARwA7OJSk8Lb4',
        description: 'Allen Avenue, Ikeja, Lagos, Nigeria',
        main_text: 'Allen Avenue',
        secondary_text: 'Ikeja, Lagos, Nigeria',
      },
      {
        place_id: 'ChIJC3d8jE2TOxARKy2s4xYb0OE',
        description: 'Allen Roundabout, Allen Avenue, Ikeja, Lagos, Nigeria',
        main_text: 'Allen Roundabout',
        secondary_text: 'Allen Avenue, Ikeja, Lagos, Nigeria',
      },
    ]);
    expect(calls.at(-1)).toMatchObject({
      key: 'maps-key-for-tests',
      body: { input: 'allen av', sessionToken: token, includedRegionCodes: ['ng'] },
    });
    expect(res.body).not.toContain('maps-key-for-tests');
  });

  it('When Google refuses the key, then it is 503 with a message that says nothing internal', async () => {
    answer = () => HttpResponse.json(googlePlacesDenied, { status: 403 });
    const res = await autocomplete(t, { input: 'allen av' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: placesCopy.unavailable });
  });
});

describe('places configuration', () => {
  it('When Google Places is chosen without a key, then start-up stops and names GOOGLE_MAPS_API_KEY', () => {
    let problems: string[] = [];
    try {
      loadConfig({ NODE_ENV: 'test', PLACES_PROVIDER: 'google' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual(['GOOGLE_MAPS_API_KEY: is required when PLACES_PROVIDER=google']);
  });
});
