import { addDays, daysBetween } from './lagos-time.js';
import { text } from './input.js';
import { z } from './zod.js';
import { MAX_NAIRA_INPUT } from './money.js';
import { sponsorInvoiceCopy } from './sponsor-invoice-messages.js';

/**
 * Sponsors pay before cover (issue 27, item 6; docs/business-rules.md, 'Sponsor invoices'): every
 * enrolment call (one by e-mail, or one CSV upload) makes an invoice with a line per enrolment, due
 * SPONSOR_INVOICE_DUE_DAYS after it is issued. Cover starts only when the invoice is paid in full: by
 * Paystack (a payment link) or by bank transfers (part-payments add up), each one finance member
 * records and a second, different finance member approves. An unpaid invoice is chased by e-mail and ages by days since it was issued.
 */

export const SPONSOR_INVOICE_STATUSES = ['unpaid', 'transfer_recorded', 'paid'] as const;
export type SponsorInvoiceStatus = (typeof SPONSOR_INVOICE_STATUSES)[number];

/** Days from the invoice date to its due date. */
export const SPONSOR_INVOICE_DUE_DAYS = 14;

/**
 * The sponsor's contact is e-mailed about an unpaid invoice this many days after its due date (0:
 * on the due date). A job that missed days sends only the latest that applies.
 */
export const SPONSOR_INVOICE_CHASE_DAYS = [0, 7, 30, 60] as const;

/** The ageing buckets of unpaid invoices, by whole days since the invoice date. */
export const AGEING_BUCKETS = ['0-30', '31-60', '61+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export function sponsorInvoiceDueOn(issuedOn: string): string {
  return addDays(issuedOn, SPONSOR_INVOICE_DUE_DAYS);
}

/** Whole days an invoice issued on `issuedOn` has been open on `today` (0 on its own day). */
export function invoiceAgeDays(issuedOn: string, today: string): number {
  return Math.max(0, daysBetween(issuedOn, today));
}

export function ageingBucket(ageDays: number): AgeingBucket {
  if (ageDays <= 30) return '0-30';
  if (ageDays <= 60) return '31-60';
  return '61+';
}

/**
 * Which reminder is due `today` for an unpaid invoice due on `dueOn`: the largest
 * SPONSOR_INVOICE_CHASE_DAYS step already reached, or null before the due date.
 */
export function sponsorInvoiceChaseDue(dueOn: string, today: string): number | null {
  const late = daysBetween(dueOn, today);
  let due: number | null = null;
  for (const days of SPONSOR_INVOICE_CHASE_DAYS) if (late >= days) due = days;
  return due;
}

/** The Paystack reference of an invoice's payment link: its number and `-P` (SPN-2026-000001-P). */
export const sponsorInvoicePaystackReference = (number: string) => `${number}-P`;

/** Whether a Paystack reference is a sponsor invoice's payment link (not a customer's ALF-...). */
export const isSponsorInvoiceReference = (reference: string) =>
  /^SPN-\d{4}-\d{6,}-P$/.test(reference);

/** POST /admin/sponsor-invoices/{id}/transfer: a bank transfer finance saw arrive, in naira. */
export const recordSponsorTransferBodySchema = z.object({
  amount: z
    .number({ error: sponsorInvoiceCopy.amountInvalid })
    .int(sponsorInvoiceCopy.amountInvalid)
    .positive(sponsorInvoiceCopy.amountInvalid)
    .max(MAX_NAIRA_INPUT, sponsorInvoiceCopy.amountInvalid)
    .describe(
      'naira received: the whole balance, part of it (a part-payment), or more (paid twice: owed back)',
    ),
  bank_reference: text()
    .trim()
    .min(1, sponsorInvoiceCopy.bankReferenceRequired)
    .max(100, sponsorInvoiceCopy.bankReferenceRequired),
  received_on: z
    .string({ error: sponsorInvoiceCopy.receivedOnInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, sponsorInvoiceCopy.receivedOnInvalid),
});
