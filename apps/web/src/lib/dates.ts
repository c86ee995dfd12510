import { ENGLISH_MONTHS } from '@alaafia/domain';
import { formatDateWith, valueWith, type CldrDates, type Language } from '@alaafia/i18n';

// The dates on a customer's screens, in the page's language (docs/architecture.md, 'Languages'):
// CLDR's long form, written out from the language's month names as the API writes its PDFs and
// messages (@alaafia/i18n's format.ts), '24 November 2026' in English, '24 Oṣù Bélú 2026' in
// Yoruba. A page in the browser holds only its own language's months, which come with its first
// module (lib/messages.ts); the server's render and the component tests add all five.

const known: Partial<Record<Language, CldrDates>> = {};

/** Makes a language's dates known (the page's language module, the server's render, the tests). */
export function addDates(language: Language, dates: CldrDates): void {
  known[language] = dates;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}/;

/** What `useDates()` (lib/i18n.tsx) gives a screen: its language's way of writing a day. */
export interface DateWords {
  /** A calendar day from the API ('2027-11-22', or a timestamp starting with one): '22 November 2027'. */
  day(day: string): string;
  /** A moment, as the day it is in Lagos: '12 March 2026'. */
  moment(date: Date | string): string;
  /**
   * A value the domain wrote in English ('24 November 2026', 'December 2026': a tile's notice's
   * values), written again in the language, as the API's messages do (`valueIn`); any other value as
   * it is.
   */
  value(text: string): string;
}

/** The date words of a language whose months are known (addDates). */
export function dateWordsOf(language: Language): DateWords {
  const dates = known[language];
  if (!dates) throw new Error(`no dates for ${language}: its language module adds them`);
  return {
    day: (day) => {
      if (!CALENDAR_DAY.test(day)) return day;
      const written = formatDateWith(dates, day.slice(0, 10));
      return written === day.slice(0, 10) ? day : written;
    },
    moment: (date) => formatDateWith(dates, date),
    value: (text) => (language === 'en' ? text : valueWith(ENGLISH_MONTHS, dates, text)),
  };
}
