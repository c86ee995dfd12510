import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';

/**
 * The first characters that make a spreadsheet (Excel, LibreOffice, Google Sheets) read a cell as a
 * formula, or that some of them strip before doing so: =, +, -, @, a tab and a carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as text that no spreadsheet runs: one that begins with a formula character gets a leading
 * `'` (OWASP's advice for CSV injection), so it shows as the text it is (docs/operations.md,
 * 'Exports'). Everything else is left as it is.
 */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CsvCell = string | number | boolean | bigint | Date | null | undefined;

/**
 * The one CSV writer of every back-office export (issue 24): csv-stringify quotes and doubles what a
 * CSV needs, and every text cell goes through spreadsheetSafe first. A number stays a number (a
 * negative amount is a value, not a formula); a date is written as its ISO text; null is empty.
 */
export function toCsv(rows: readonly Record<string, CsvCell>[], columns?: readonly string[]) {
  return stringify(rows as Record<string, CsvCell>[], {
    header: true,
    ...(columns ? { columns: [...columns] } : {}),
    cast: {
      string: (value) => spreadsheetSafe(value),
      date: (value) => value.toISOString(),
      boolean: (value) => (value ? 'true' : 'false'),
    },
  });
}

/** Sends rows as a CSV download named `filename`. */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  rows: readonly Record<string, CsvCell>[],
  columns?: readonly string[],
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(toCsv(rows, columns));
}
