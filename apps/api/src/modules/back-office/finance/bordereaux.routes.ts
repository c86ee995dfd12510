import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bordereauQuerySchema,
  bordereauSummaryRowSchema,
  claimBordereauRowSchema,
  claimBordereauTotalsSchema,
  koboToNaira,
  premiumBordereauRowSchema,
  premiumBordereauTotalsSchema,
} from '@alaafia/domain';
import { z } from 'zod';
import { sendCsv, spreadsheetSafe, type CsvCell } from '../../../lib/csv.js';
import { dataOf } from '../../../lib/envelope.js';
import { actorOf, audit, requireStaff } from '../../platform/access/index.js';
import ExcelJS from 'exceljs';
import { bordereauSummary, claimsBordereau, premiumBordereau } from '../../../views/bordereaux.js';

/**
 * The underwriter's monthly reports (issue 27 item 5; docs/business-rules.md, "The underwriter's
 * reports"), under /api/admin: the premium and claims bordereaux and the summary per product, as
 * JSON in kobo, or as CSV or XLSX files in naira. Finance and administrators; every file is audited.
 */

/** The money columns of each report: named here, not guessed from a column's name. */
const PREMIUM_MONEY = [
  'sum_insured_kobo',
  'gross_premium_kobo',
  'written_premium_kobo',
  'earned_premium_kobo',
  'unearned_kobo',
  'commission_kobo',
  'vat_on_commission_kobo',
  'net_due_kobo',
] as const;
const PREMIUM_TOTALS_MONEY = PREMIUM_MONEY.filter((k) => k !== 'sum_insured_kobo');
const CLAIMS_MONEY = [
  'amount_claimed_kobo',
  'incurred_kobo',
  'paid_kobo',
  'reserve_kobo',
  'outstanding_kobo',
] as const;
const CLAIM_TOTALS_MONEY = [
  'incurred_kobo',
  'paid_kobo',
  'outstanding_kobo',
  'reserve_kobo',
  'reserve_opening_kobo',
  'capitation_kobo',
  'ibnr_kobo',
  'ibnr_change_kobo',
] as const;
const SUMMARY_MONEY = [
  'premiums_written_kobo',
  'premiums_earned_kobo',
  'claims_incurred_kobo',
  'claims_paid_kobo',
  'claims_outstanding_kobo',
] as const;

/**
 * A row for a file: each of its money columns (`money`, in kobo) becomes `*_naira` (kobo ÷ 100) in
 * the same place; the other columns as they are.
 */
function inNaira<R extends object>(
  row: R,
  money: readonly (keyof R & `${string}_kobo`)[],
): Record<string, CsvCell> {
  const out: Record<string, CsvCell> = {};
  for (const [key, value] of Object.entries(row) as [string, CsvCell][]) {
    if ((money as readonly string[]).includes(key))
      out[`${key.slice(0, -'_kobo'.length)}_naira`] =
        value === null ? null : koboToNaira(Number(value));
    else out[key] = value;
  }
  return out;
}

/** An XLSX workbook of named sheets, each a header row and its rows (text made spreadsheet-safe). */
async function workbook(sheets: { name: string; rows: Record<string, CsvCell>[] }[]) {
  const book = new ExcelJS.Workbook();
  book.creator = 'Alaafia';
  for (const sheet of sheets) {
    const ws = book.addWorksheet(sheet.name);
    const columns = Object.keys(sheet.rows[0] ?? {});
    ws.addRow(columns);
    ws.getRow(1).font = { bold: true };
    for (const r of sheet.rows)
      ws.addRow(
        columns.map((c) => {
          const v = r[c];
          return typeof v === 'string' ? spreadsheetSafe(v) : (v ?? null);
        }),
      );
    columns.forEach((c, i) => {
      ws.getColumn(i + 1).width = Math.max(12, c.length + 2);
      if (c.endsWith('_naira')) ws.getColumn(i + 1).numFmt = '#,##0.00';
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function bordereauxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const finance = requireStaff('finance', 'administrator');
  const tags = ['admin'];
  const { db } = app.ctx.database;
  const fileAnswer = z.string().describe('the CSV or XLSX file, when format is csv or xlsx');

  /** Audits the download, then sends the rows as CSV or the sheets as XLSX. */
  async function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    report: 'premium' | 'claims' | 'summary',
    month: string,
    format: 'csv' | 'xlsx',
    sheets: { name: string; rows: Record<string, CsvCell>[] }[],
  ) {
    await audit(
      db,
      actorOf(request),
      {
        action: 'bordereau.exported',
        recordType: 'bordereau',
        recordId: `${report}:${month}`,
        after: { report, month, format },
      },
      app.ctx.now(),
    );
    const name = `${report === 'summary' ? 'summary' : `${report}-bordereau`}-${month}`;
    if (format === 'csv') return sendCsv(reply, `${name}.csv`, sheets[0]!.rows);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${name}.xlsx"`)
      .send(await workbook(sheets));
  }

  const summarySheet = async (month: string) => ({
    name: 'Summary',
    rows: (await bordereauSummary(db, month)).rows.map((row) => inNaira(row, SUMMARY_MONEY)),
  });

  r.get(
    '/finance/bordereaux/premium',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          "The premium bordereau of a month (Lloyd's Coverholder Reporting Standards' fields): a row per premium written, taken back or earning in the month, totals equal to the ledger's (finance, administrators; format=csv or xlsx for the file, in naira)",
        querystring: bordereauQuerySchema,
        response: {
          200: dataOf(
            z.object({
              month: z.string(),
              rows: z.array(premiumBordereauRowSchema),
              totals: premiumBordereauTotalsSchema,
            }),
          ).or(fileAnswer),
        },
      },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      const data = await premiumBordereau(db, month);
      if (format === 'json') return { data };
      return sendFile(request, reply, 'premium', month, format, [
        { name: 'Premium bordereau', rows: data.rows.map((row) => inNaira(row, PREMIUM_MONEY)) },
        { name: 'Totals', rows: [inNaira(data.totals, PREMIUM_TOTALS_MONEY as never)] },
        await summarySheet(month),
      ]);
    },
  );

  r.get(
    '/finance/bordereaux/claims',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          "The claims bordereau of a month: a row per claim the books moved in the month or still reserved at its end (incurred = paid + change in reserve), with the IBNR reserve; totals equal to the ledger's (finance, administrators; format=csv or xlsx for the file, in naira)",
        querystring: bordereauQuerySchema,
        response: {
          200: dataOf(
            z.object({
              month: z.string(),
              rows: z.array(claimBordereauRowSchema),
              totals: claimBordereauTotalsSchema,
            }),
          ).or(fileAnswer),
        },
      },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      const data = await claimsBordereau(db, month);
      if (format === 'json') return { data };
      return sendFile(request, reply, 'claims', month, format, [
        { name: 'Claims bordereau', rows: data.rows.map((row) => inNaira(row, CLAIMS_MONEY)) },
        { name: 'Totals', rows: [inNaira(data.totals, CLAIM_TOTALS_MONEY)] },
        await summarySheet(month),
      ]);
    },
  );

  r.get(
    '/finance/bordereaux/summary',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          'The summary of a month per product and in all: premiums written and earned, claims incurred, paid and outstanding, loss ratio (finance, administrators; format=csv or xlsx for the file, in naira)',
        querystring: bordereauQuerySchema,
        response: {
          200: dataOf(z.object({ month: z.string(), rows: z.array(bordereauSummaryRowSchema) })).or(
            fileAnswer,
          ),
        },
      },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      if (format === 'json') return { data: await bordereauSummary(db, month) };
      return sendFile(request, reply, 'summary', month, format, [await summarySheet(month)]);
    },
  );
}
