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
} as const;

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
