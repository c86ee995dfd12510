import {
  PLACES_RETRIES,
  placesRetryDelayMs,
  type PlacesFailure,
  type placesAnswerSchema,
} from '@alaafia/domain';
import type { z } from 'zod';
import { api, ApiError } from '#lib/api-client.js';

type PlaceSuggestions = z.infer<typeof placesAnswerSchema>;

/** Suggestions could not be had after the retries; `failure` picks the spec's copy. */
export class PlacesLoadError extends Error {
  constructor(public readonly failure: PlacesFailure) {
    super(`address suggestions failed: ${failure}`);
    this.name = 'PlacesLoadError';
  }
}

function failureOf(error: unknown): PlacesFailure {
  if (!(error instanceof ApiError) || error.status === 0) return 'network';
  return error.status >= 500 ? 'provider' : 'refused';
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

/**
 * GET /local/places/autocomplete, with the spec's loader rules: a request that gets no answer, or
 * a 5xx, is tried again up to 3 times, waiting n times 2 to the power n ms before retry n (2, 8 and
 * 24 ms); a refusal (429...) is not. Then the failure is reported (PlacesLoadError).
 */
export async function getPlaceSuggestions(
  input: string,
  sessionToken: string | undefined,
  signal?: AbortSignal,
): Promise<PlaceSuggestions> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api.get<PlaceSuggestions>('/local/places/autocomplete', {
        query: { input, session_token: sessionToken },
        signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      const failure = failureOf(error);
      if (failure === 'refused' || attempt >= PLACES_RETRIES) throw new PlacesLoadError(failure);
      await sleep(placesRetryDelayMs(attempt + 1), signal);
    }
  }
}
