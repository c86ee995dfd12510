import { PlacesUnavailableError, type PlaceSuggestion, type PlacesProvider } from './types.js';

/**
 * Google's Places API (New), Autocomplete (New), selected by PLACES_PROVIDER=google with
 * GOOGLE_MAPS_API_KEY (https://developers.google.com/maps/documentation/places/web-service/place-autocomplete
 * and the reference https://developers.google.com/maps/documentation/places/web-service/reference/rest/v1/places/autocomplete).
 * It is called from our server, so the key never reaches the browser.
 *
 * Request: POST https://places.googleapis.com/v1/places:autocomplete with the headers
 * X-Goog-Api-Key and Content-Type: application/json, and the body
 * { input, includedRegionCodes: ['ng'], regionCode: 'ng', languageCode: 'en',
 *   locationBias: { circle: { center: { latitude, longitude }, radius } }, sessionToken? }
 * (results only in Nigeria, ranked towards Lagos).
 * Answer: { suggestions: [{ placePrediction: { place, placeId, text: { text, matches },
 * structuredFormat: { mainText: { text }, secondaryText: { text } }, types } }] }; a suggestion
 * without placePrediction is a query prediction, not asked for and skipped. A failure is an HTTP
 * error with { error: { code, message, status } } (403 PERMISSION_DENIED for a bad key, 429
 * RESOURCE_EXHAUSTED over quota).
 */
export const GOOGLE_PLACES_AUTOCOMPLETE_URL =
  'https://places.googleapis.com/v1/places:autocomplete';

/** The middle of Lagos, and a radius that covers the state: suggestions lean towards Lagos. */
const LAGOS_BIAS = { center: { latitude: 6.5244, longitude: 3.3792 }, radius: 50_000 };

interface GoogleText {
  text?: string;
}

interface GoogleAutocompleteResponse {
  suggestions?: {
    placePrediction?: {
      place?: string;
      placeId?: string;
      text?: GoogleText;
      structuredFormat?: { mainText?: GoogleText; secondaryText?: GoogleText };
    };
  }[];
}

export class GooglePlaces implements PlacesProvider {
  constructor(
    private readonly options: {
      apiKey: string;
      timeoutMs?: number;
      fetch?: typeof fetch;
    },
  ) {}

  async autocomplete(
    input: string,
    { sessionToken, limit }: { sessionToken?: string; limit: number },
  ): Promise<PlaceSuggestion[]> {
    const doFetch = this.options.fetch ?? fetch;
    let body: GoogleAutocompleteResponse;
    try {
      const res = await doFetch(GOOGLE_PLACES_AUTOCOMPLETE_URL, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-goog-api-key': this.options.apiKey,
        },
        body: JSON.stringify({
          input,
          includedRegionCodes: ['ng'],
          regionCode: 'ng',
          languageCode: 'en',
          locationBias: { circle: LAGOS_BIAS },
          ...(sessionToken ? { sessionToken } : {}),
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
      // The error body names the status (PERMISSION_DENIED...); the message never holds the key.
      if (!res.ok)
        throw new PlacesUnavailableError(`places autocomplete answered HTTP ${res.status}`);
      body = (await res.json()) as GoogleAutocompleteResponse;
    } catch (error) {
      if (error instanceof PlacesUnavailableError) throw error;
      throw new PlacesUnavailableError(`places autocomplete failed: ${(error as Error).name}`);
    }

    const suggestions: PlaceSuggestion[] = [];
    for (const s of body.suggestions ?? []) {
      const p = s.placePrediction;
      const description = p?.text?.text?.trim();
      const placeId = p?.placeId ?? p?.place?.replace(/^places\//, '');
      if (!p || !description || !placeId) continue;
      suggestions.push({
        placeId,
        description,
        mainText: p.structuredFormat?.mainText?.text?.trim() || description,
        secondaryText: p.structuredFormat?.secondaryText?.text?.trim() ?? '',
      });
      if (suggestions.length >= limit) break;
    }
    return suggestions;
  }
}
