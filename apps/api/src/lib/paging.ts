import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from './http-errors.js';

const pageMessage = 'Page must be a whole number from 1';

/** ?page=n&perPage=m, validated: a page of 0, -1 or 'abc' is a 422, never a 5xx. */
export const pageQuery = (defaultPerPage: number, maxPerPage: number) =>
  z.object({
    page: z.coerce
      .number({ error: pageMessage })
      .int(pageMessage)
      .min(1, pageMessage)
      .max(100_000)
      .default(1),
    perPage: z.coerce
      .number()
      .int()
      .min(1)
      .max(maxPerPage, `At most ${maxPerPage} per page`)
      .default(defaultPerPage),
  });

export function pageMeta(page: number, perPage: number, total: number) {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/**
 * Keyset (cursor) pages, for a list whose page number would make the database read and skip every
 * earlier row (issue 29; docs/architecture.md, 'Paging'). A page ends with `meta.next_cursor`, an
 * opaque token of the last row's sort key; `?cursor=` asks for the rows after it in the same order,
 * so no row is shown twice or missed while the list changes between pages. A token that is not one
 * of ours (edited, cut short, from another list) is a 400 and reads nothing.
 */
export const cursorCopy = {
  badCursor: 'This page link is not valid any more. Please start again from the first page.',
} as const;

const cursorMessage = (maxLimit: number) => `Limit must be a whole number from 1 to ${maxLimit}`;

/** ?cursor=...&limit=n, validated (a limit of 0 or 'abc' is a 422). */
export const cursorQuery = (defaultLimit: number, maxLimit: number) =>
  z.object({
    cursor: z
      .string()
      .max(400, cursorCopy.badCursor)
      .optional()
      .describe('The `meta.next_cursor` of the page before; the first page without it'),
    limit: z.coerce
      .number({ error: cursorMessage(maxLimit) })
      .int(cursorMessage(maxLimit))
      .min(1, cursorMessage(maxLimit))
      .max(maxLimit, cursorMessage(maxLimit))
      .default(defaultLimit),
  });

/** The `meta` of a keyset page. */
export const cursorMetaSchema = z.object({
  next_cursor: z
    .string()
    .nullable()
    .describe('Pass as `cursor` for the next page; null on the last page'),
  limit: z.number(),
});

/** A row's sort key as the token the client sends back (base64url of its JSON, tagged by list). */
export function encodeCursor(list: string, key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify([list, ...key])).toString('base64url');
}

/**
 * The sort key in a token made by encodeCursor for `list`, checked against `shape` (a zod tuple of
 * the key's parts); anything else is a 400 with cursorCopy.badCursor.
 */
export function decodeCursor<T extends z.ZodType>(
  list: string,
  cursor: string,
  shape: T,
): z.infer<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(cursorCopy.badCursor);
  }
  if (!Array.isArray(parsed) || parsed[0] !== list) throw badRequest(cursorCopy.badCursor);
  const key = shape.safeParse(parsed.slice(1));
  if (!key.success) throw badRequest(cursorCopy.badCursor);
  return key.data;
}

/**
 * A page from rows read one beyond the limit (`limit + 1`, in the list's order): the first `limit`
 * and, when there were more, the cursor of the last one shown.
 */
export function keysetPage<R>(
  list: string,
  rows: R[],
  limit: number,
  keyOf: (row: R) => readonly unknown[],
): { items: R[]; meta: { next_cursor: string | null; limit: number } } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items,
    meta: {
      next_cursor:
        rows.length > limit && last !== undefined ? encodeCursor(list, keyOf(last)) : null,
      limit,
    },
  };
}

/**
 * SQL for 'the row's key comes after the cursor's' in an ascending order on `columns`: a row
 * comparison `(a, b, c) > ($1, $2, $3)`, which PostgreSQL answers from an index on the same columns.
 */
export function afterKey(columns: readonly (AnyColumn | SQL)[], values: readonly unknown[]): SQL {
  return sql`(${sql.join(columns as (AnyColumn | SQL)[], sql`, `)}) > (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/**
 * A timestamp column as the database's own text, microseconds kept, for a cursor: a JavaScript Date
 * keeps milliseconds only, so a row written by SQL's now() would compare after its own cursor and be
 * listed twice.
 */
export const exactTime = (column: AnyColumn) => sql<string>`(${column})::text`;

/** That text in a cursor; anything else would reach the database as a bad timestamp (a 500). */
export const exactTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2})?$/);

/** The rows after (time, id) of a list ordered by both, or the first page (null). */
export type TimeKeyPage = { after: [string, number] | null; limit: number };
