import { describe, expect, it } from 'vitest';
import { geocodeBodySchema, geocodeCopy, geocodeResultSchema } from './geocode.js';

describe('the address lookup of the Location stage', () => {
  const messages = (body: unknown) => {
    const result = geocodeBodySchema.safeParse(body);
    return result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('When the address is missing, blank or over 300 characters, then the office address is asked for', () => {
    const required = 'address: Please enter your specific office address';
    expect(messages({})).toEqual([required]);
    expect(messages({ address: '  ' })).toEqual([required]);
    expect(messages({ address: 'x'.repeat(301) })).toEqual([required]);
    expect(messages({ address: 'x'.repeat(300) })).toEqual([]);
    expect(geocodeBodySchema.parse({ address: ' 1 Marina, Lagos ' }).address).toBe(
      '1 Marina, Lagos',
    );
  });

  it("When the address is not found, then the modal's copy is the spec's, word for word", () => {
    expect(geocodeCopy.addressProblemTitle).toBe("This doesn't look correct.");
    expect(geocodeCopy.addressProblemText).toBe('Please enter your specific office address');
  });

  it('When the lookup answers OK, then it carries the position and the state; ZERO_RESULTS carries nothing', () => {
    const ok = {
      status: 'OK',
      lat: 6.45,
      lng: 3.39,
      state_short_name: 'LA',
      state_name: 'Lagos',
      local_government: null,
      formatted_address: '1 Marina, Lagos',
    };
    expect(geocodeResultSchema.parse(ok)).toEqual(ok);
    expect(geocodeResultSchema.parse({ status: 'ZERO_RESULTS' })).toEqual({
      status: 'ZERO_RESULTS',
    });
    expect(geocodeResultSchema.safeParse({ ...ok, lat: undefined }).success).toBe(false);
    expect(geocodeResultSchema.safeParse({ ...ok, status: 'REQUEST_DENIED' }).success).toBe(false);
  });
});
