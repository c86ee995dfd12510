import type { Language } from './languages.js';

/**
 * Numbers, naira and dates per language, through Intl, formatted the same by the server (Node) and
 * the browser, so a page the server drew is the page the browser takes over. Node's ICU has CLDR's
 * pcm, yo, ha and ig; Chromium's (156) has none of the four for numbers and dates (it answers
 * en-US's 'November 24, 2026'; its plural rules do have them). So every language is formatted
 * with Nigerian English's patterns (`en-NG`: '24 November 2026', '₦1,234,567.50'), the one locale
 * both have, until the catalogue carries each language's month names (docs/architecture.md,
 * 'Languages'). Plurals inside messages use the language's own CLDR rules (translate.ts).
 */
const INTL_LOCALE: Record<Language, string> = {
  en: 'en-NG',
  pcm: 'en-NG',
  yo: 'en-NG',
  ha: 'en-NG',
  ig: 'en-NG',
};

/** The Intl locale a language's numbers and dates are formatted with (above). */
export function intlLocale(language: Language): string {
  return INTL_LOCALE[language];
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/** A number with the language's grouping: 1,234,567. */
export function formatNumber(language: Language, value: number): string {
  return cached(`n:${language}`, () => new Intl.NumberFormat(intlLocale(language))).format(value);
}

/**
 * Kobo as naira in the language's pattern, with a naira sign and no trailing .00 (docs/
 * architecture.md, 'Money'): 123456750 kobo is ₦1,234,567.50, 100000 kobo ₦1,000.
 */
export function formatNairaIn(language: Language, kobo: number): string {
  const whole = kobo % 100 === 0;
  return cached(
    `naira:${language}:${whole}`,
    () =>
      new Intl.NumberFormat(intlLocale(language), {
        style: 'currency',
        currency: 'NGN',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }),
  ).format(kobo / 100);
}

/** A day as the customer reads it, in Lagos time: '24 November 2026'. */
export function formatDateIn(language: Language, date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return cached(
    `date:${language}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(language), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Africa/Lagos',
      }),
  ).format(value);
}
