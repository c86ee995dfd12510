import { PLACES_MAX_SUGGESTIONS, placesCopy, type PlaceSuggestion } from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import { PlacesUnavailableError } from '../../../integrations/places/types.js';
import { HttpError } from '../../../lib/http-errors.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';

/**
 * Each lookup may cost money at the provider. The field asks 300 ms after the last keystroke, so a
 * customer typing an address makes a dozen or two; the limit is per address, generous because
 * Nigerian mobile networks put many customers behind one (CGNAT).
 */
const placesRateLimit: RateLimitRule = {
  name: 'places:ip',
  limit: 300,
  windowMs: 15 * 60_000,
};

export function createPlacesService(ctx: AppContext) {
  return {
    async autocomplete(
      ip: string,
      input: string,
      sessionToken: string | undefined,
    ): Promise<PlaceSuggestion[]> {
      await ctx.rateLimiter.consume(placesRateLimit, ip);
      try {
        const found = await ctx.places.autocomplete(input, {
          sessionToken,
          limit: PLACES_MAX_SUGGESTIONS,
        });
        return found.map((p) => ({
          place_id: p.placeId,
          description: p.description,
          main_text: p.mainText,
          secondary_text: p.secondaryText,
        }));
      } catch (error) {
        if (error instanceof PlacesUnavailableError)
          throw new HttpError(503, placesCopy.unavailable);
        throw error;
      }
    },
  };
}
