import { z } from './zod.js';

/**
 * The building blocks of every request schema (issue 12): what a client sends is checked here,
 * once, before any of it reaches the database.
 *
 * - Strings never hold a NUL character: PostgreSQL cannot store U+0000 in text or jsonb, so a NUL
 *   that got through was a 500 at the insert.
 * - Integers stay within PostgreSQL's `integer` (int4), the type of every id and count column, so
 *   2147483648 is refused as input instead of failing the query.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

export const inputCopy = {
  nul: 'This field contains a character that is not allowed.',
  outOfRange: 'This number is too large.',
  dayOutOfRange: 'Choose a date from 2000-01-01 to 2099-12-31.',
  monthOutOfRange: 'Choose a month from 2000-01 to 2099-12.',
} as const;

/**
 * The years a day or month in a request may name (issue 38): the books, statements, settlements and
 * visits of a business that began after 2000. Past them a day is not a date the database or
 * JavaScript's Date can take at both ends of a month (year 0, year 10000), so it is refused in words.
 */
export const INPUT_YEARS = { first: 2000, last: 2099 } as const;

const inYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= INPUT_YEARS.first && year <= INPUT_YEARS.last;
};

// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is refused
const withoutNul = /^[^\u0000]*$/;

type StringParams = Parameters<typeof z.string>[0];
type NumberParams = Parameters<typeof z.number>[0];

/** A request string: z.string() that refuses NUL (U+0000). */
export const text = (params?: StringParams) => z.string(params).regex(withoutNul, inputCopy.nul);

/** A request number held in an int4 column: z.number() bounded to -2^31..2^31-1. */
export const int4 = (params?: NumberParams) =>
  z.number(params).min(INT4_MIN, inputCopy.outOfRange).max(INT4_MAX, inputCopy.outOfRange);

/** The same, read from a string first (path and query parameters, form fields): z.coerce.number(). */
export const coercedInt4 = (params?: NumberParams) =>
  z.coerce.number(params).min(INT4_MIN, inputCopy.outOfRange).max(INT4_MAX, inputCopy.outOfRange);

/** A day that exists on the calendar, YYYY-MM-DD (not 2026-02-30), within INPUT_YEARS; `message` for any other form. */
export const calendarDay = (message: string) =>
  text({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message, abort: true })
    .refine(
      (value) => {
        const d = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
      },
      { message, abort: true },
    )
    .refine(inYears, inputCopy.dayOutOfRange);

/** A calendar month, YYYY-MM, within INPUT_YEARS; `message` for any other form. */
export const calendarMonth = (message: string) =>
  text({ error: message })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message, abort: true })
    .refine(inYears, inputCopy.monthOutOfRange);
