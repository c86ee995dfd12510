import { describe, expect, it } from 'vitest';
import { formatDateIn, formatNairaIn, intlLocale } from './format.js';
import { chooseLanguage, languageOfAcceptLanguage } from './languages.js';
import { createTranslator } from './translate.js';
import { compileCatalogue } from './compile.js';
import { CATALOGUES } from './catalogues.js';

describe('choosing the language', () => {
  it('When the browser prefers Yoruba for Nigeria, then the page is in Yoruba', () => {
    expect(languageOfAcceptLanguage('yo-NG,yo;q=0.9,en;q=0.8')).toBe('yo');
  });
  it('When the preferred language is not ours, then the next of ours by weight is taken', () => {
    expect(languageOfAcceptLanguage('fr-FR, ha;q=0.5, en;q=0.7')).toBe('en');
    expect(languageOfAcceptLanguage('fr, de;q=0.9')).toBeNull();
  });
  it("When a customer chose a language, then it wins over ?lang=, the cookie and the browser's", () => {
    expect(
      chooseLanguage({ account: 'ig', query: 'yo', cookie: 'ha', acceptLanguage: 'pcm' }),
    ).toBe('ig');
    expect(chooseLanguage({ query: 'yo', cookie: 'ha', acceptLanguage: 'pcm' })).toBe('yo');
    expect(chooseLanguage({ query: 'xx', cookie: 'ha', acceptLanguage: 'pcm' })).toBe('ha');
    expect(chooseLanguage({ acceptLanguage: 'pcm-NG' })).toBe('pcm');
    expect(chooseLanguage({})).toBe('en');
  });
});

describe('formatting per language', () => {
  it("When a page is in Yoruba, then its dates are formatted as the browser's ICU can too (en-NG)", () => {
    expect(intlLocale('yo')).toBe('en-NG');
    expect(formatDateIn('yo', '2026-11-24T23:30:00Z')).toBe('25 November 2026');
    expect(formatDateIn('en', '2026-11-24T10:00:00Z')).toBe('24 November 2026');
  });
  it('When an amount is whole naira, then it has no .00; otherwise two decimals', () => {
    expect(formatNairaIn('en', 123_456_700)).toBe('₦1,234,567');
    expect(formatNairaIn('ig', 123_456_750)).toBe('₦1,234,567.50');
  });
});

describe('translating', () => {
  it('When a language has not translated a string, then English is shown for that string', () => {
    // A catalogue with one string untranslated (the real ones fill up as translators work).
    const own = CATALOGUES.yo.auth;
    CATALOGUES.yo.auth = { ...own, 'auth.signIn.title': null };
    try {
      const { t } = createTranslator('yo', compileCatalogue('yo', ['auth']));
      expect(t('auth.signIn.title')).toBe('Sign in');
      expect(t('auth.signIn.submit')).toBe(own['auth.signIn.submit'] ?? 'Sign in');
    } finally {
      CATALOGUES.yo.auth = own;
    }
  });
});
