import { SPONSORED_PRODUCTS } from './sponsored-products.js';
import { emailSchema } from './auth.js';
import { addDays } from './lagos-time.js';
import { text } from './input.js';
import { normalizeNigerianPhone } from './phone.js';
import { SPONSOR_ENROLMENT_STATUSES } from './statuses.js';
import { z } from './zod.js';
import { kobo, type Kobo } from './money.js';

/**
 * Sponsors (issue 16): an employer or partner pays for its people's cover. An administrator creates
 * the sponsor and enrols customers by e-mail, one at a time or by CSV, with a product, the plan and
 * a number of months. The policy carries the sponsor's name as `company` (the dashboard tile says
 * 'Free coverage until {next_payment_date}. Courtesy of {company}'); the customer is never charged for
 * those months, and the sponsor owes the plan's premium for each of them (invoiced by finance).
 */

// The products a sponsor can pay for: SPONSORED_PRODUCTS, in sponsored-products.ts.

/** At most this many months of cover per enrolment (two years). */
export const SPONSORED_MONTHS_MAX = 24;
/** A CSV upload holds at most this many rows. */
export const SPONSOR_CSV_MAX_ROWS = 2000;
/** The customer is told this many days before the sponsored cover ends (and what happens then). */
export const SPONSORSHIP_NOTICE_DAYS = [14, 3] as const;

/**
 * What the customer is told about their sponsored cover (the catalogue's `errors.sponsorship.*`, in
 * their language); sponsorCopy below is the back office's (English).
 */
export const sponsorshipCopy = {
  /** Continue-after-sponsorship on a policy no sponsor pays for (docs/business-rules.md). */
  notSponsored: 'This policy is not paid for by a sponsor.',
} as const;

export const sponsorCopy = {
  nameRequired: 'Enter the sponsor’s name',
  nameTaken: 'A sponsor with this name already exists.',
  contactNameRequired: 'Enter the name of the person we deal with',
  contactEmailInvalid: 'Enter the contact’s e-mail address',
  contactPhoneInvalid: 'Enter a valid Nigerian phone number',
  rcNumberInvalid: 'An RC number is RC followed by up to 8 digits, e.g. RC1234567',
  productInvalid: `Choose a product: ${SPONSORED_PRODUCTS.join(', ')}`,
  planRequired: 'Enter the plan code',
  planUnknown: 'There is no plan on sale with this code for this product.',
  monthsInvalid: `Enter a number of months from 1 to ${SPONSORED_MONTHS_MAX}`,
  yearlyMonths: 'This plan is sold by the year: enter 12 or 24 months.',
  csvRequired: 'Upload a CSV file with the columns email, product, plan_code, months.',
  csvHeader: 'The first line must name the columns: email, product, plan_code, months.',
  csvTooLong: `A file holds at most ${SPONSOR_CSV_MAX_ROWS} rows; split it.`,
  csvUnreadable: 'This file could not be read as CSV.',
  unknownSponsor: 'There is no such sponsor.',
} as const;

/** An RC number (the Corporate Affairs Commission's registration number): 'RC' and digits. */
const rcNumberSchema = text({ error: sponsorCopy.rcNumberInvalid })
  .trim()
  .toUpperCase()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^RC\d{1,8}$/, sponsorCopy.rcNumberInvalid));

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** POST /api/admin/sponsors. */
export const createSponsorBodySchema = z.object({
  name: text({ error: sponsorCopy.nameRequired }).trim().min(2, sponsorCopy.nameRequired).max(120),
  contact_name: text({ error: sponsorCopy.contactNameRequired })
    .trim()
    .min(2, sponsorCopy.contactNameRequired)
    .max(120),
  contact_email: text({ error: sponsorCopy.contactEmailInvalid })
    .trim()
    .toLowerCase()
    .max(254, sponsorCopy.contactEmailInvalid)
    .pipe(z.email(sponsorCopy.contactEmailInvalid)),
  contact_phone: optionalText(
    text({ error: sponsorCopy.contactPhoneInvalid }).transform((v, ctx) => {
      const phone = normalizeNigerianPhone(v);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: sponsorCopy.contactPhoneInvalid });
        return z.NEVER;
      }
      return phone;
    }),
  ),
  rc_number: optionalText(rcNumberSchema),
});
export type CreateSponsorBody = z.input<typeof createSponsorBodySchema>;

export const sponsoredProductSchema = z.enum(SPONSORED_PRODUCTS, {
  error: sponsorCopy.productInvalid,
});

/** One enrolment: POST /api/admin/sponsors/{id}/enrolments, and each row of a CSV upload. */
export const enrolmentBodySchema = z.object({
  email: emailSchema,
  product: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    sponsoredProductSchema,
  ),
  plan_code: text({ error: sponsorCopy.planRequired })
    .trim()
    .min(1, sponsorCopy.planRequired)
    .max(60, sponsorCopy.planUnknown),
  months: z.coerce
    .number({ error: sponsorCopy.monthsInvalid })
    .int(sponsorCopy.monthsInvalid)
    .min(1, sponsorCopy.monthsInvalid)
    .max(SPONSORED_MONTHS_MAX, sponsorCopy.monthsInvalid),
});
export type EnrolmentBody = z.input<typeof enrolmentBodySchema>;

/** POST /api/admin/sponsors/{id}/enrolments/csv: the file's text (the browser reads the file). */
export const enrolmentCsvBodySchema = z.object({
  csv: text({ error: sponsorCopy.csvRequired })
    .min(1, sponsorCopy.csvRequired)
    .max(512 * 1024, sponsorCopy.csvTooLong),
});

/** The CSV's columns, in any order; the first line names them. */
export const SPONSOR_CSV_COLUMNS = ['email', 'product', 'plan_code', 'months'] as const;

/**
 * A plan's unit decides the months a sponsor can buy: a monthly plan any whole number of months, a
 * yearly plan (HealthCash) whole years only (it is sold by the year, never pro rata).
 */
export function sponsoredMonthsProblem(unit: string, months: number): string | null {
  if (unit === 'Year' && months % 12 !== 0) return sponsorCopy.yearlyMonths;
  return null;
}

/**
 * What the sponsor owes for an enrolment, in kobo: the plan's premium for each month (a monthly
 * plan) or year (a yearly plan) of cover it pays for.
 */
export function sponsorAmountDue(premium: Kobo, unit: string, months: number): Kobo {
  return kobo(unit === 'Year' ? premium * (months / 12) : premium * months);
}

export type SponsorshipNoticeDay = (typeof SPONSORSHIP_NOTICE_DAYS)[number];

/**
 * Which notice, if any, is due `today` for sponsored cover ending on `endsOn`, by
 * SPONSORSHIP_NOTICE_DAYS: 14 days before (sent when fewer than 15 and more than 3 days are left),
 * then 3 days before (3 days or fewer left). A job that did not run for some days sends only the
 * latest that applies (the fewest days).
 */
export function sponsorshipNoticeDue(endsOn: string, today: string): SponsorshipNoticeDay | null {
  if (endsOn <= today) return null;
  let due: SponsorshipNoticeDay | null = null;
  for (const days of SPONSORSHIP_NOTICE_DAYS)
    if (endsOn <= addDays(today, days) && (due === null || days < due)) due = days;
  return due;
}

/** A sponsor as the back office shows it, with what it owes. */
export const sponsorAnswerSchema = z.object({
  id: z.number(),
  name: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  rc_number: z.string().nullable(),
  created_at: z.string(),
  enrolled: z.number().describe('customers whose sponsored cover has started'),
  pending: z.number().describe('e-mails enrolled with no account yet'),
  amount_due: z.number().describe('naira: premium x months of every enrolment whose cover started'),
});
export type SponsorAnswer = z.infer<typeof sponsorAnswerSchema>;

/** One enrolment as the back office shows it. */
export const enrolmentAnswerSchema = z.object({
  id: z.number(),
  sponsor_id: z.number(),
  email: z.string(),
  customer_id: z.number().nullable(),
  customer_name: z.string().nullable(),
  product: z.string(),
  plan_code: z.string(),
  months: z.number(),
  status: z
    .enum(SPONSOR_ENROLMENT_STATUSES)
    .describe(
      'awaiting_payment: its invoice is unpaid; pending: paid, no account yet; active: sponsored cover running; ended: sponsorship over',
    ),
  invoice_number: z.string().nullable().describe('the invoice the enrolment is billed on'),
  policy_number: z.string().nullable(),
  premium: z.number().describe('naira per unit of the plan (month or year)'),
  unit: z.string(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  amount_due: z.number().nullable().describe('naira the sponsor owes; null while pending'),
  enrolled_at: z.string(),
});
export type EnrolmentAnswer = z.infer<typeof enrolmentAnswerSchema>;

/**
 * What an enrolment call did: a new one, invoiced to the sponsor (cover starts when the invoice is
 * paid: issue 27), or the one that existed. `enrolled` and `pending` are what a paid enrolment became.
 */
export const enrolOutcomeSchema = z.enum(['invoiced', 'enrolled', 'pending', 'already_enrolled']);

/** POST /admin/sponsors/{id}/enrolments: what the call did, and the enrolment. */
export const enrolAnswerSchema = z.object({
  outcome: enrolOutcomeSchema,
  enrolment: enrolmentAnswerSchema,
});
export type EnrolAnswer = z.infer<typeof enrolAnswerSchema>;

export const csvRowErrorSchema = z.object({
  row: z.number().describe('the line number in the file (the header is line 1)'),
  email: z.string().nullable(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type CsvRowError = z.infer<typeof csvRowErrorSchema>;

export const csvUploadAnswerSchema = z.object({
  rows: z.number(),
  invoiced: z.number().describe("new enrolments, on the upload's invoice"),
  invoice_number: z
    .string()
    .nullable()
    .describe('the invoice of this upload; null when none was new'),
  enrolled: z.number(),
  pending: z.number(),
  already_enrolled: z.number(),
  errors: z.array(csvRowErrorSchema),
});
export type CsvUploadAnswer = z.infer<typeof csvUploadAnswerSchema>;
