import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  googleAbujaAnswer,
  googleCountryOnlyAnswer,
  googleDenied,
  googleLagosAnswer,
  googleZeroResults,
} from '../../../test/google-geocode-fixtures.js';
import { GOOGLE_GEOCODE_URL, GeocodingUnavailableError, GoogleGeocoder } from './google.js';

const seen: URL[] = [];
let answer: () => Response = () => HttpResponse.json(googleLagosAnswer);
const server = setupServer(
  http.get(GOOGLE_GEOCODE_URL, ({ request }) => {
    seen.push(new URL(request.url));
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  seen.length = 0;
  answer = () => HttpResponse.json(googleLagosAnswer);
});
afterAll(() => server.close());

const geocoder = new GoogleGeocoder({ apiKey: 'test-maps-key', timeoutMs: 2_000 });

describe('GoogleGeocoder', () => {
  it('When an address is looked up, then Google is asked for it in Nigeria with the key', async () => {
    await geocoder.geocode('12 Allen Avenue, Ikeja');
    expect(seen).toHaveLength(1);
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      address: '12 Allen Avenue, Ikeja',
      components: 'country:NG',
      region: 'ng',
      key: 'test-maps-key',
    });
  });

  it('When Google places the address in Lagos, then the answer has LA, the LGA and the coordinates', async () => {
    expect(await geocoder.geocode('12 Allen Avenue, Ikeja')).toEqual({
      status: 'OK',
      lat: 6.6018,
      lng: 3.3515,
      stateShortName: 'LA',
      stateName: 'Lagos',
      localGovernment: 'Ikeja',
      formattedAddress: '12 Allen Ave, Ikeja, Lagos, Nigeria',
    });
  });

  it('When Google places the address in another state, then its short name is not LA', async () => {
    answer = () => HttpResponse.json(googleAbujaAnswer);
    expect(await geocoder.geocode('Aminu Kano Crescent, Wuse 2')).toMatchObject({
      status: 'OK',
      stateShortName: 'FC',
      stateName: 'Federal Capital Territory',
    });
  });

  it('When Google finds nothing, then it is ZERO_RESULTS', async () => {
    answer = () => HttpResponse.json(googleZeroResults);
    expect(await geocoder.geocode('asdfgh')).toEqual({ status: 'ZERO_RESULTS' });
  });

  it('When Google only matches the country, then it is ZERO_RESULTS (no state to decide on)', async () => {
    answer = () => HttpResponse.json(googleCountryOnlyAnswer);
    expect(await geocoder.geocode('my office')).toEqual({ status: 'ZERO_RESULTS' });
  });

  it('When the key is refused or Google fails, then it is unavailable, and the error never holds the key', async () => {
    for (const respond of [
      () => HttpResponse.json(googleDenied),
      () => HttpResponse.json({ results: [], status: 'OVER_QUERY_LIMIT' }),
      () => new HttpResponse('upstream error', { status: 502 }),
      () => HttpResponse.error(),
    ]) {
      answer = respond;
      const error = await geocoder.geocode('12 Allen Avenue').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GeocodingUnavailableError);
      expect(String((error as Error).message)).not.toContain('test-maps-key');
    }
  });
});
