import { LAGOS_OFFSET_MS } from './lagos-time.js';

/** The English month names, as the domain writes its days ('24 November 2026'). */
export const ENGLISH_MONTHS = [
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
] as const;

/**
 * A moment as the day customers in Nigeria read it, in Lagos time: '12 March 2026'.
 * Written out rather than with Intl.DateTimeFormat: a page's first Intl formatter makes the browser
 * load its locale data, tens of milliseconds of a phone's main thread (money.ts says the same).
 */
export function formatLongDate(date: Date): string {
  const lagos = new Date(date.getTime() + LAGOS_OFFSET_MS);
  return `${lagos.getUTCDate()} ${ENGLISH_MONTHS[lagos.getUTCMonth()]} ${lagos.getUTCFullYear()}`;
}

/** A calendar day from the API ('2027-11-22', or a timestamp starting with one): '22 November 2027'. */
export function formatCalendarDate(day: string): string {
  const parsed = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return day;
  return formatLongDate(parsed);
}
