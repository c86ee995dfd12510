import { text } from './input.js';
import { z } from './zod.js';

/**
 * Address autocomplete (dashboard-and-kyc.md sections 8 and 9, health-plans.md sections 7 to 9):
 * the office address offers suggestions as the customer types, from GET /local/places/autocomplete.
 * The spec's client loaded Google's script in the browser; ours asks our own route (the key stays on
 * the server), and the spec's loader rules apply to that request.
 */

/** 'Address autocomplete: debounce 300 ms'. */
export const PLACES_DEBOUNCE_MS = 300;
/**
 * The spec says 'minimum input length 0'; each lookup may cost money at the provider, so suggestions
 * start at three characters (docs/business-rules.md, 'Address suggestions').
 */
export const PLACES_MIN_INPUT = 3;
export const PLACES_MAX_INPUT = 200;
/** 'maps loader retries 3'. */
export const PLACES_RETRIES = 3;
/** At most this many suggestions are shown. */
export const PLACES_MAX_SUGGESTIONS = 5;

/** The wait before retry n (1, 2, 3): 'n times 2 to the power n ms', so 2, 8 and 24 ms. */
export function placesRetryDelayMs(attempt: number): number {
  return attempt * 2 ** attempt;
}

export const placesCopy = {
  /** The spec's autocomplete errors, word for word. */
  scriptNotLoaded: 'Google script not loaded',
  mapsScriptNotLoaded: 'Google maps script not loaded',
  placesScriptNotLoaded: 'Google maps places script not loaded',
  tooShort: `Please type at least ${PLACES_MIN_INPUT} characters of the address`,
  tooLong: `Please use at most ${PLACES_MAX_INPUT} characters`,
  sessionToken: 'The session token must be a UUID',
  unavailable: 'Address suggestions are not available right now. Please type the full address.',
  noMatch: 'No suggestions: type the full address.',
} as const;

/**
 * Why suggestions could not be had after the retries, and the spec's copy for each: the request
 * never got an answer (the browser is offline: the 'script'), our server could not reach the places
 * provider (503: the 'maps script'), or our server refused the request (429 and the like: the
 * 'places script').
 */
export type PlacesFailure = 'network' | 'provider' | 'refused';

export function placesFailureCopy(failure: PlacesFailure): string {
  if (failure === 'network') return placesCopy.scriptNotLoaded;
  if (failure === 'provider') return placesCopy.mapsScriptNotLoaded;
  return placesCopy.placesScriptNotLoaded;
}

export const placesQuerySchema = z.object({
  input: text({ error: placesCopy.tooShort })
    .trim()
    .min(PLACES_MIN_INPUT, placesCopy.tooShort)
    .max(PLACES_MAX_INPUT, placesCopy.tooLong),
  /**
   * Groups one customer's keystrokes into one autocomplete session at Google (billing); the browser
   * makes a new one for each address it looks up.
   */
  session_token: z.uuid({ error: placesCopy.sessionToken }).optional(),
});
export type PlacesQuery = z.input<typeof placesQuerySchema>;

export const placeSuggestionSchema = z.object({
  /** Google's place id, or the gazetteer's own id ('lagos:…'). */
  place_id: z.string(),
  /** The whole line the address field is filled with. */
  description: z.string(),
  /** The street or landmark ('Adeola Odeku Street'). */
  main_text: z.string(),
  /** Where it is ('Victoria Island, Lagos, Nigeria'). */
  secondary_text: z.string(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placesAnswerSchema = z.array(placeSuggestionSchema);
