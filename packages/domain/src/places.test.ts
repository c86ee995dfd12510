import { describe, expect, it } from 'vitest';
import { companiesCopy, companiesQuerySchema } from './companies.js';
import {
  placesCopy,
  placesFailureCopy,
  placesQuerySchema,
  placesRetryDelayMs,
  PLACES_DEBOUNCE_MS,
  PLACES_RETRIES,
} from './places.js';

const messages = (schema: typeof placesQuerySchema | typeof companiesQuerySchema, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('address autocomplete', () => {
  it("When the spec's loader rules are read, then it is 300 ms, 3 retries, waiting n times 2 to the power n ms", () => {
    expect(PLACES_DEBOUNCE_MS).toBe(300);
    expect(PLACES_RETRIES).toBe(3);
    expect([1, 2, 3].map(placesRetryDelayMs)).toEqual([2, 8, 24]);
  });

  it("When suggestions fail, then the spec's copy is shown word for word, one for each kind of failure", () => {
    expect(placesFailureCopy('network')).toBe('Google script not loaded');
    expect(placesFailureCopy('provider')).toBe('Google maps script not loaded');
    expect(placesFailureCopy('refused')).toBe('Google maps places script not loaded');
  });

  it('When the input is under 3 characters or over 200, or the session token is not a UUID, then it is refused', () => {
    expect(messages(placesQuerySchema, { input: ' ab ' })).toEqual([
      `input: ${placesCopy.tooShort}`,
    ]);
    expect(messages(placesQuerySchema, {})).toEqual([`input: ${placesCopy.tooShort}`]);
    expect(messages(placesQuerySchema, { input: 'a'.repeat(201) })).toEqual([
      `input: ${placesCopy.tooLong}`,
    ]);
    expect(messages(placesQuerySchema, { input: 'abc', session_token: 'x' })).toEqual([
      `session_token: ${placesCopy.sessionToken}`,
    ]);
    expect(
      placesQuerySchema.parse({
        input: ' Allen ',
        session_token: '0f8fad5b-d9cb-469f-a165-70867728950e',
      }),
    ).toEqual({ input: 'Allen', session_token: '0f8fad5b-d9cb-469f-a165-70867728950e' });
  });
});

describe('company search', () => {
  it('When q is under 2 characters or over 100, then it is refused; 2 will do (EY, GT)', () => {
    expect(messages(companiesQuerySchema, { q: ' a ' })).toEqual([`q: ${companiesCopy.tooShort}`]);
    expect(messages(companiesQuerySchema, { q: 'a'.repeat(101) })).toEqual([
      `q: ${companiesCopy.tooLong}`,
    ]);
    expect(companiesQuerySchema.parse({ q: ' EY ' })).toEqual({ q: 'EY' });
  });
});
