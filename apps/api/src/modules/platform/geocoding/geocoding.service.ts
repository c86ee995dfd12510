import type { GeocodeAnswer } from '@alaafia/domain';
import { geocodeCopy } from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import { GeocodingUnavailableError } from '../../../integrations/geocoding/google.js';
import { HttpError } from '../../../lib/http-errors.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';

/**
 * Each lookup may cost money at the provider: a customer typing and retrying an address needs a few
 * dozen at most.
 */
const geocodeRateLimit: RateLimitRule = {
  name: 'geocode:customer',
  limit: 30,
  windowMs: 15 * 60_000,
};

export function createGeocodingService(ctx: AppContext) {
  return {
    /** The Location stage: where the office is (only Lagos, 'LA', proceeds; the client decides). */
    async geocode(customerId: number, address: string): Promise<GeocodeAnswer> {
      await ctx.rateLimiter.consume(geocodeRateLimit, String(customerId));
      try {
        const r = await ctx.geocoder.geocode(address);
        if (r.status === 'ZERO_RESULTS') return { status: 'ZERO_RESULTS' };
        return {
          status: 'OK',
          lat: r.lat,
          lng: r.lng,
          state_short_name: r.stateShortName,
          state_name: r.stateName,
          local_government: r.localGovernment,
          formatted_address: r.formattedAddress,
        };
      } catch (error) {
        if (error instanceof GeocodingUnavailableError) {
          throw new HttpError(503, geocodeCopy.unavailable);
        }
        throw error;
      }
    },
  };
}
