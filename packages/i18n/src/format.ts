import type { Language } from './languages.js';

/**
 * Numbers, naira and dates per language, formatted the same by the server (Node) and the browser, so
 * a page the server drew is the page the browser takes over, each in its language's CLDR form.
 * Node's ICU has CLDR's pcm, yo, ha and ig; Chromium's (156) has none of the four for numbers and
 * dates (it answers en-US's 'November 24, 2026'; its plural rules do have them). So:
 * - dates are written out from CLDR's month names and day-month-year pattern for each language,
 *   below, taken from Node's ICU (format.test.ts checks every month against it): '24 Oṣù Bélú
 *   2026' in Yoruba, '24 Nuwamba, 2026' in Hausa, in every runtime, with no Intl date formatter;
 * - numbers are Intl's `en-NG` grouping, which is CLDR's for all five ('1,234,567.5'), and naira
 *   too ('₦1,234,567.50'): CLDR's for pcm, yo and ig; Hausa's CLDR pattern puts a no-break space
 *   after the sign, which we leave out: Hausa keeps the sign against the number, as Nigerian print
 *   and every other language here write it (one amount, written one way, in every text).
 * Plurals inside messages use the language's own CLDR rules (translate.ts; both runtimes have them).
 * docs/architecture.md, 'Languages'.
 */
const INTL_LOCALE: Record<Language, string> = {
  en: 'en-NG',
  pcm: 'en-NG',
  yo: 'en-NG',
  ha: 'en-NG',
  ig: 'en-NG',
};

/** The Intl locale a language's numbers are formatted with (above). */
export function intlLocale(language: Language): string {
  return INTL_LOCALE[language];
}

/**
 * CLDR's long dates (the `format` month names, and where day, month and year go), as Node's ICU
 * (CLDR 47) writes them; English is Nigerian English's.
 */
/** A language's long dates: its 12 month names and where day, month and year go. */
export interface CldrDates {
  readonly months: readonly string[];
  readonly pattern: string;
}

export const CLDR_DATES: Record<Language, CldrDates> = {
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    pattern: '{day} {month} {year}',
  },
  pcm: {
    months: [
      'Jénúári',
      'Fẹ́búári',
      'Mach',
      'Éprel',
      'Mee',
      'Jun',
      'Julai',
      'Ọgọst',
      'Sẹptẹ́mba',
      'Ọktóba',
      'Nọvẹ́mba',
      'Disẹ́mba',
    ],
    pattern: '{day} {month} {year}',
  },
  yo: {
    months: [
      'Oṣù Ṣẹ́rẹ́',
      'Oṣù Èrèlè',
      'Oṣù Ẹrẹ̀nà',
      'Oṣù Ìgbé',
      'Oṣù Ẹ̀bibi',
      'Oṣù Òkúdu',
      'Oṣù Agẹmọ',
      'Oṣù Ògún',
      'Oṣù Owewe',
      'Oṣù Ọ̀wàrà',
      'Oṣù Bélú',
      'Oṣù Ọ̀pẹ̀',
    ],
    pattern: '{day} {month} {year}',
  },
  ha: {
    months: [
      'Janairu',
      'Faburairu',
      'Maris',
      'Afirilu',
      'Mayu',
      'Yuni',
      'Yuli',
      'Agusta',
      'Satumba',
      'Oktoba',
      'Nuwamba',
      'Disamba',
    ],
    pattern: '{day} {month}, {year}',
  },
  ig: {
    months: [
      'Jenụwarị',
      'Febrụwarị',
      'Maachị',
      'Epreel',
      'Mee',
      'Jun',
      'Julaị',
      'Ọgọọst',
      'Septemba',
      'Ọktoba',
      'Novemba',
      'Disemba',
    ],
    pattern: '{day} {month} {year}',
  },
};

/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

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

/** The day, month (0 to 11) and year in Lagos of a moment, or of a calendar day ('2026-11-24'). */
function lagosDay(date: Date | string): { day: number; month: number; year: number } | null {
  const value =
    typeof date === 'string'
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00+01:00` : date)
      : date;
  if (Number.isNaN(value.getTime())) return null;
  const lagos = new Date(value.getTime() + LAGOS_OFFSET_MS);
  return { day: lagos.getUTCDate(), month: lagos.getUTCMonth(), year: lagos.getUTCFullYear() };
}

/**
 * A day as the customer reads it, in Lagos time, in the language's CLDR long form: '24 November
 * 2026', '24 Oṣù Bélú 2026', '24 Nuwamba, 2026'. Something that is not a date is given back as it is.
 */
export function formatDateIn(language: Language, date: Date | string): string {
  return formatDateWith(CLDR_DATES[language], date);
}

/**
 * `formatDateIn` with one language's dates given: what the web uses, whose pages carry only their
 * own language's months (they come with its first module: apps/web/src/lib/dates.ts), not the
 * table of all five.
 */
export function formatDateWith({ months, pattern }: CldrDates, date: Date | string): string {
  const parts = lagosDay(date);
  if (!parts) return String(date);
  return pattern
    .replace('{day}', String(parts.day))
    .replace('{month}', months[parts.month] ?? '')
    .replace('{year}', String(parts.year));
}

/** A month of a year, CLDR's '{month} {year}' in all five: 'December 2026', 'Oṣù Ọ̀pẹ̀ 2026'. */
export function formatMonthIn(language: Language, date: Date | string): string {
  return formatMonthWith(CLDR_DATES[language], date);
}

/** `formatMonthIn` with one language's dates given (as `formatDateWith`). */
export function formatMonthWith({ months }: CldrDates, date: Date | string): string {
  const parts = lagosDay(date);
  if (!parts) return String(date);
  return `${months[parts.month] ?? ''} ${parts.year}`;
}

/** '24 November 2026' and 'November 2026', as the domain writes them in English. */
const ENGLISH_DAY = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/;
const ENGLISH_MONTH = /^([A-Z][a-z]+) (\d{4})$/;

/**
 * A value a message was given already written in Nigerian English (the domain's `formatLongDate` and
 * `formatCalendarDate`, which the stored record keeps; docs/architecture.md, 'Languages'), written
 * again in the language's CLDR form: '24 November 2026' is '24 Nuwamba, 2026' in Hausa, 'December
 * 2026' 'Oṣù Ọ̀pẹ̀ 2026' in Yoruba. Any other value (a name, an amount, a reference) as it is.
 */
export function valueIn(language: Language, value: string): string {
  if (language === 'en') return value;
  return valueWith(CLDR_DATES.en.months, CLDR_DATES[language], value);
}

/**
 * `valueIn` with the English month names and the language's dates given (the web's, whose page holds
 * only its own language's months: apps/web/src/lib/dates.ts).
 */
export function valueWith(english: readonly string[], dates: CldrDates, value: string): string {
  const day = ENGLISH_DAY.exec(value);
  if (day && english.includes(day[2] ?? ''))
    return formatDateWith(
      dates,
      new Date(Date.UTC(Number(day[3]), english.indexOf(day[2] ?? ''), Number(day[1]), 11)),
    );
  const month = ENGLISH_MONTH.exec(value);
  if (month && english.includes(month[1] ?? ''))
    return formatMonthWith(
      dates,
      new Date(Date.UTC(Number(month[2]), english.indexOf(month[1] ?? ''), 15, 11)),
    );
  return value;
}
