import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  googlePlacesAllenAnswer,
  googlePlacesDenied,
  googlePlacesNothing,
} from '../../../test/google-places-fixtures.js';
import { GOOGLE_PLACES_AUTOCOMPLETE_URL, GooglePlaces } from './google.js';
import { PlacesUnavailableError } from './types.js';

const seen: { headers: Headers; body: unknown }[] = [];
let answer: () => Response = () => HttpResponse.json(googlePlacesAllenAnswer);
const server = setupServer(
  http.post(GOOGLE_PLACES_AUTOCOMPLETE_URL, async ({ request }) => {
    seen.push({ headers: request.headers, body: await request.json() });
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  seen.length = 0;
  answer = () => HttpResponse.json(googlePlacesAllenAnswer);
});
afterAll(() => server.close());

const places = new GooglePlaces({ apiKey: 'test-maps-key', timeoutMs: 2_000 });
const token = '4b1c7a52-3f0e-4d7e-9a55-0c3f6f1f2d11';

describe('GooglePlaces', () => {
  it('When an address is typed, then Google is asked in Nigeria, towards Lagos, with the key in the header and the session token', async () => {
    await places.autocomplete('allen av', { sessionToken: token, limit: 5 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('x-goog-api-key')).toBe('test-maps-key');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(seen[0]!.body).toEqual({
      input: 'allen av',
      includedRegionCodes: ['ng'],
      regionCode: 'ng',
      languageCode: 'en',
      locationBias: {
        circle: { center: { latitude: 6.5244, longitude: 3.3792 }, radius: 50_000 },
      },
      sessionToken: token,
    });
  });

  it('When no session token is given, then none is sent', async () => {
    await places.autocomplete('allen av', { limit: 5 });
    expect(seen[0]!.body).not.toHaveProperty('sessionToken');
  });

  it('When Google answers, then the place predictions come back, query predictions skipped, up to the limit', async () => {
    expect(await places.autocomplete('allen', { limit: 5 })).toEqual([
      {
        placeId: 'ChIJ0Wn3aVSTOxARwA7OJSk8Lb4',
        description: 'Allen Avenue, Ikeja, Lagos, Nigeria',
        mainText: 'Allen Avenue',
        secondaryText: 'Ikeja, Lagos, Nigeria',
      },
      {
        placeId: 'ChIJC3d8jE2TOxARKy2s4xYb0OE',
        description: 'Allen Roundabout, Allen Avenue, Ikeja, Lagos, Nigeria',
        mainText: 'Allen Roundabout',
        secondaryText: 'Allen Avenue, Ikeja, Lagos, Nigeria',
      },
    ]);
    expect(await places.autocomplete('allen', { limit: 1 })).toHaveLength(1);
  });

  it('When Google matches nothing (an empty object), then there are no suggestions', async () => {
    answer = () => HttpResponse.json(googlePlacesNothing);
    expect(await places.autocomplete('zzzzzz', { limit: 5 })).toEqual([]);
  });

  it('When the key is refused, the quota is spent or Google fails, then it is unavailable, and the error never holds the key', async () => {
    for (const respond of [
      () => HttpResponse.json(googlePlacesDenied, { status: 403 }),
      () =>
        HttpResponse.json(
          { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } },
          { status: 429 },
        ),
      () => new HttpResponse('upstream error', { status: 502 }),
      () => HttpResponse.error(),
    ]) {
      answer = respond;
      const error = await places.autocomplete('allen', { limit: 5 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlacesUnavailableError);
      expect(String((error as Error).message)).not.toContain('test-maps-key');
    }
  });
});
