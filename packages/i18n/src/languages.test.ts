import { describe, expect, it } from 'vitest';
import { formatDateIn, formatMonthIn, formatNairaIn, formatNumber, valueIn } from './format.js';
import { chooseLanguage, LANGUAGES, languageOfAcceptLanguage } from './languages.js';
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
  it('When a date is shown in Yoruba, Hausa, Igbo or Pidgin, then its month is CLDR’s in that language, in Lagos time', () => {
    expect(formatDateIn('yo', '2026-11-24T23:30:00Z')).toBe('25 Oṣù Bélú 2026');
    expect(formatDateIn('ha', '2026-11-24')).toBe('24 Nuwamba, 2026');
    expect(formatDateIn('ig', '2026-03-01')).toBe('1 Maachị 2026');
    expect(formatDateIn('pcm', '2026-12-31')).toBe('31 Disẹ́mba 2026');
    expect(formatDateIn('en', '2026-11-24T10:00:00Z')).toBe('24 November 2026');
    expect(formatMonthIn('yo', '2026-12-01')).toBe('Oṣù Ọ̀pẹ̀ 2026');
    expect(formatDateIn('ha', 'not a date')).toBe('not a date');
    // A message's day or month written in English (the stored record's) is the language's.
    expect(valueIn('ha', '1 January 2027')).toBe('1 Janairu, 2027');
    expect(valueIn('yo', 'December 2026')).toBe('Oṣù Ọ̀pẹ̀ 2026');
    expect(valueIn('ig', '₦5,000')).toBe('₦5,000');
    expect(valueIn('ig', 'May')).toBe('May');
    expect(valueIn('en', '1 January 2027')).toBe('1 January 2027');
  });

  it('When Node’s ICU (which has CLDR for all five) formats every month, then the written-out table says the same; Chromium’s ICU, which lacks pcm, yo, ha and ig, is never asked', () => {
    for (const language of LANGUAGES) {
      const locale = language === 'en' ? 'en-NG' : language;
      expect(Intl.DateTimeFormat.supportedLocalesOf([locale]), locale).toEqual([locale]);
      const intl = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Africa/Lagos',
      });
      for (let month = 0; month < 12; month += 1) {
        const day = new Date(Date.UTC(2026, month, 15, 12));
        expect(formatDateIn(language, day), `${language} ${month + 1}`).toBe(intl.format(day));
      }
    }
  });

  it('When an amount is shown, then it is CLDR’s in the language (Hausa without its no-break space after the sign, as Nigerian print writes it): whole naira without .00', () => {
    expect(formatNairaIn('en', 123_456_700)).toBe('₦1,234,567');
    expect(formatNairaIn('ig', 123_456_750)).toBe('₦1,234,567.50');
    expect(formatNairaIn('ha', 123_456_750)).toBe('₦1,234,567.50');
    const cldr = (locale: string) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'NGN',
        currencyDisplay: 'narrowSymbol',
      }).format(1_234_567.5);
    for (const language of LANGUAGES)
      expect(formatNairaIn(language, 123_456_750), language).toBe(
        cldr(language === 'en' ? 'en-NG' : language).replace('₦\u00a0', '₦'),
      );
    for (const language of LANGUAGES)
      expect(formatNumber(language, 1_234_567.5)).toBe(
        new Intl.NumberFormat(language === 'en' ? 'en-NG' : language).format(1_234_567.5),
      );
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
