import { describe, expect, it } from 'vitest';
import { checkoutConsent, consentCopy, consentVersionsCurrent } from './consent-copy.js';
import { checkoutConsentSchema } from './consent.js';
import { PRIVACY_VERSION, TERMS_VERSION } from './legal.js';

describe('the checkout consent', () => {
  it('When accept_terms is true (or "true" in a query string), then the consent is read', () => {
    expect(checkoutConsentSchema.parse({ accept_terms: true })).toEqual({ accept_terms: true });
    expect(checkoutConsentSchema.parse({ accept_terms: 'true' })).toEqual({
      accept_terms: 'true',
    });
    expect(checkoutConsentSchema.parse(checkoutConsent)).toEqual(checkoutConsent);
  });

  it.each([{}, { accept_terms: false }, { accept_terms: 'false' }, { accept_terms: 1 }])(
    'When the box was not ticked (%o), then it is refused with the message under accept_terms',
    (input) => {
      const result = checkoutConsentSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['accept_terms'], message: consentCopy.required }),
      ]);
    },
  );

  it('When a version is longer than a date, then it is refused as changed', () => {
    const result = checkoutConsentSchema.safeParse({
      accept_terms: true,
      terms_version: 'x'.repeat(21),
    });
    expect(result.error?.issues[0]?.message).toBe(consentCopy.versionChanged);
  });

  it("When the page sent today's versions or none, then they are current; an older one is not", () => {
    expect(consentVersionsCurrent({})).toBe(true);
    expect(
      consentVersionsCurrent({ terms_version: TERMS_VERSION, privacy_version: PRIVACY_VERSION }),
    ).toBe(true);
    expect(consentVersionsCurrent({ terms_version: '2020-01-01' })).toBe(false);
    expect(consentVersionsCurrent({ privacy_version: '2020-01-01' })).toBe(false);
    expect(
      consentVersionsCurrent({ terms_version: TERMS_VERSION, privacy_version: '2020-01-01' }),
    ).toBe(false);
  });

  it('When the versions are read, then they are dates', () => {
    expect(TERMS_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(PRIVACY_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
