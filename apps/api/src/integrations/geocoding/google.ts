import type { GeocodeResult, Geocoder } from './types.js';

/**
 * Google's Geocoding API (https://developers.google.com/maps/documentation/geocoding/requests-geocoding),
 * selected by GEOCODING_PROVIDER=google with GOOGLE_MAPS_API_KEY.
 *
 * Request: GET https://maps.googleapis.com/maps/api/geocode/json?address=...&components=country:NG&region=ng&key=...
 * Answer: { status, results: [{ formatted_address, geometry: { location: { lat, lng } },
 * address_components: [{ long_name, short_name, types }] }], error_message? }. The state is the
 * component typed administrative_area_level_1 (short_name 'LA' for Lagos), the local government area
 * the one typed administrative_area_level_2.
 */
export const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';

interface GoogleAddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface GoogleGeocodeResponse {
  status: string;
  error_message?: string;
  results?: {
    formatted_address?: string;
    geometry?: { location?: { lat?: number; lng?: number } };
    address_components?: GoogleAddressComponent[];
  }[];
}

/** The provider did not answer usefully (quota, key, outage): not the customer's fault. */
export class GeocodingUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeocodingUnavailableError';
  }
}

export class GoogleGeocoder implements Geocoder {
  constructor(
    private readonly options: {
      apiKey: string;
      timeoutMs?: number;
      fetch?: typeof fetch;
    },
  ) {}

  async geocode(address: string): Promise<GeocodeResult> {
    const url = new URL(GOOGLE_GEOCODE_URL);
    url.searchParams.set('address', address);
    url.searchParams.set('components', 'country:NG');
    url.searchParams.set('region', 'ng');
    url.searchParams.set('key', this.options.apiKey);
    const doFetch = this.options.fetch ?? fetch;
    let body: GoogleGeocodeResponse;
    try {
      const res = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
      if (!res.ok) throw new GeocodingUnavailableError(`geocoding answered HTTP ${res.status}`);
      body = (await res.json()) as GoogleGeocodeResponse;
    } catch (error) {
      if (error instanceof GeocodingUnavailableError) throw error;
      throw new GeocodingUnavailableError(`geocoding request failed: ${(error as Error).name}`);
    }

    if (body.status === 'ZERO_RESULTS') return { status: 'ZERO_RESULTS' };
    if (body.status !== 'OK') {
      // OVER_QUERY_LIMIT, REQUEST_DENIED, INVALID_REQUEST, UNKNOWN_ERROR: the message never holds the key.
      throw new GeocodingUnavailableError(`geocoding status ${body.status}`);
    }
    const first = body.results?.[0];
    const location = first?.geometry?.location;
    const components = first?.address_components ?? [];
    const state = components.find((c) => c.types.includes('administrative_area_level_1'));
    const lga = components.find((c) => c.types.includes('administrative_area_level_2'));
    // A result with no state (only 'Nigeria', say) does not place the office: the customer is asked again.
    if (!first || typeof location?.lat !== 'number' || typeof location.lng !== 'number' || !state) {
      return { status: 'ZERO_RESULTS' };
    }
    return {
      status: 'OK',
      lat: location.lat,
      lng: location.lng,
      stateShortName: state.short_name,
      stateName: state.long_name.replace(/ State$/i, ''),
      localGovernment: lga?.long_name ?? null,
      formattedAddress: first.formatted_address ?? address,
    };
  }
}
