import {
  enrolmentBodySchema,
  SPONSOR_CSV_COLUMNS,
  SPONSOR_CSV_MAX_ROWS,
  sponsorCopy,
  type CsvRowError,
  type CsvUploadAnswer,
} from '@alaafia/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { AppContext } from '../../../app-context.js';
import { fieldError, HttpError } from '../../../lib/http-errors.js';
import { audit, type AuditActor } from '../../platform/access/index.js';
import type {
  EnrolmentInput,
  EnrolmentRow,
  EnrolOutcome,
  PlanRow,
  SponsorRow,
} from './sponsor-cover.js';
import type { InvoiceHolder } from './sponsor-invoices.js';
import { findPlan } from './sponsor-plans.js';

type EnrolOne = (
  actor: AuditActor,
  sponsor: SponsorRow,
  input: EnrolmentInput,
  plan: PlanRow,
  via: 'form' | 'csv',
  invoice: InvoiceHolder,
) => Promise<{ outcome: EnrolOutcome; enrolment: EnrolmentRow }>;

/** Rows of a sponsor's CSV applied between two turns of the event loop. */
export const CSV_ROWS_PER_BATCH = 20;

interface CsvRecord {
  line: number;
  fields: string[];
}

/** Splits the CSV into records with their line numbers (blank lines dropped); never throws on bad input. */
function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let lastLine = 0;
  try {
    parse(text, {
      bom: true,
      trim: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      on_record: (fields: string[], { lines }) => {
        const blank = fields.every((f) => f === '');
        if (!blank) records.push({ line: lastLine + 1, fields });
        lastLine = lines;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw fieldError('csv', `${sponsorCopy.csvUnreadable} (line ${lastLine + 1})`);
  }
  return records;
}

/**
 * A CSV of enrolments (columns email, product, plan_code, months, in any order, named on the
 * first line). Each row is checked and applied on its own, in its own transaction with its audit
 * row: a row in error changes nothing and is reported with its line and fields; the others apply.
 */
export async function importEnrolmentsCsv(
  ctx: AppContext,
  actor: AuditActor,
  sponsor: SponsorRow,
  csv: string,
  enrolOne: EnrolOne,
): Promise<CsvUploadAnswer> {
  const { db } = ctx.database;
  const records = readCsv(csv);
  const header = records.shift();
  const names = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const index = Object.fromEntries(SPONSOR_CSV_COLUMNS.map((c) => [c, names.indexOf(c)]));
  if (!header || SPONSOR_CSV_COLUMNS.some((c) => index[c] === -1))
    throw fieldError('csv', sponsorCopy.csvHeader);
  if (records.length === 0) throw fieldError('csv', sponsorCopy.csvRequired);
  if (records.length > SPONSOR_CSV_MAX_ROWS) throw fieldError('csv', sponsorCopy.csvTooLong);

  const answer: CsvUploadAnswer = {
    rows: records.length,
    invoiced: 0,
    invoice_number: null,
    enrolled: 0,
    pending: 0,
    already_enrolled: 0,
    errors: [],
  };
  const plans = new Map<string, PlanRow | HttpError>();
  // One invoice for the upload's new enrolments, made with the first (sponsor-invoices.ts).
  const invoice: InvoiceHolder = { id: null, number: null };
  for (const [i, record] of records.entries()) {
    // Batches that yield: on PGlite every query runs in this thread and answers without giving
    // the event loop a turn, so 2,000 rows in one go froze every other request (issue 24;
    // docs/operations.md, 'Sponsors'). After each batch, waiting requests are served.
    if (i > 0 && i % CSV_ROWS_PER_BATCH === 0) await yieldToEventLoop();
    const raw = Object.fromEntries(
      SPONSOR_CSV_COLUMNS.map((c) => [c, record.fields[index[c]!] ?? '']),
    );
    const rowError = (errors: Record<string, string[]>): CsvRowError => ({
      row: record.line,
      email: raw.email || null,
      errors,
    });
    const parsed = enrolmentBodySchema.safeParse(raw);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (errors[String(issue.path[0] ?? 'row')] ??= []).push(issue.message);
      answer.errors.push(rowError(errors));
      continue;
    }
    const input = parsed.data;
    const planKey = `${input.product}|${input.plan_code}`;
    if (!plans.has(planKey))
      plans.set(
        planKey,
        await findPlan(ctx, input.product, input.plan_code).catch((e: unknown) => {
          if (e instanceof HttpError) return e;
          throw e;
        }),
      );
    const plan = plans.get(planKey)!;
    try {
      if (plan instanceof HttpError) throw plan;
      const { outcome } = await enrolOne(actor, sponsor, input, plan, 'csv', invoice);
      answer[outcome] += 1;
    } catch (e) {
      if (!(e instanceof HttpError) || !e.errors) throw e;
      answer.errors.push(rowError(e.errors));
    }
  }
  answer.invoice_number = invoice.number;
  await db.transaction(async (tx) =>
    audit(
      tx,
      actor,
      {
        action: 'sponsor.csv_uploaded',
        recordType: 'sponsor',
        recordId: sponsor.id,
        after: {
          rows: answer.rows,
          invoiced: answer.invoiced,
          invoice: invoice.number,
          enrolled: answer.enrolled,
          pending: answer.pending,
          already_enrolled: answer.already_enrolled,
          rows_in_error: answer.errors.map((e) => e.row),
        },
      },
      ctx.now(),
    ),
  );
  return answer;
}
