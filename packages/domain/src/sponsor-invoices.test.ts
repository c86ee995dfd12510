import { describe, expect, it } from 'vitest';
import { MAX_NAIRA_INPUT } from './money.js';
import {
  ageingBucket,
  invoiceAgeDays,
  recordSponsorTransferBodySchema,
  sponsorInvoiceChaseDue,
  sponsorInvoiceDueOn,
} from './sponsor-invoices.js';
import { sponsorInvoiceCopy } from './sponsor-invoice-messages.js';

// Sponsors pay before cover (docs/business-rules.md, 'Sponsor invoices'): due date, ageing,
// chasing, and the transfer finance records.
describe('a sponsor invoice', () => {
  it('When an invoice is issued, then it is due 14 days later, across a month end', () => {
    expect(sponsorInvoiceDueOn('2026-11-27')).toBe('2026-12-11');
    expect(sponsorInvoiceDueOn('2026-02-20')).toBe('2026-03-06');
  });

  it('When days pass, then its age is whole days since the invoice date, never below 0', () => {
    expect(invoiceAgeDays('2026-11-01', '2026-11-01')).toBe(0);
    expect(invoiceAgeDays('2026-11-01', '2026-11-02')).toBe(1);
    expect(invoiceAgeDays('2026-11-01', '2026-12-31')).toBe(60);
    expect(invoiceAgeDays('2026-11-10', '2026-11-01')).toBe(0);
  });

  it('When it ages, then it falls in 0-30, 31-60 or 61+, at the edges exactly', () => {
    expect(ageingBucket(0)).toBe('0-30');
    expect(ageingBucket(30)).toBe('0-30');
    expect(ageingBucket(31)).toBe('31-60');
    expect(ageingBucket(60)).toBe('31-60');
    expect(ageingBucket(61)).toBe('61+');
  });

  it('When it is unpaid, then the reminder due is the latest step reached: none before the due date, then 0, 7, 30 and 60 days late', () => {
    const due = '2026-12-11';
    expect(sponsorInvoiceChaseDue(due, '2026-12-10')).toBeNull();
    expect(sponsorInvoiceChaseDue(due, '2026-12-11')).toBe(0);
    expect(sponsorInvoiceChaseDue(due, '2026-12-17')).toBe(0);
    expect(sponsorInvoiceChaseDue(due, '2026-12-18')).toBe(7);
    expect(sponsorInvoiceChaseDue(due, '2027-01-09')).toBe(7);
    expect(sponsorInvoiceChaseDue(due, '2027-01-10')).toBe(30);
    expect(sponsorInvoiceChaseDue(due, '2027-02-09')).toBe(60);
    expect(sponsorInvoiceChaseDue(due, '2027-06-01')).toBe(60);
  });
});

describe('recording a bank transfer for an invoice', () => {
  const body = { amount: 24_000, bank_reference: ' GTB-00123 ', received_on: '2026-11-27' };
  const problems = (input: unknown) => {
    const parsed = recordSponsorTransferBodySchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('When the transfer is complete, then it is read with the reference trimmed', () => {
    expect(recordSponsorTransferBodySchema.parse(body)).toEqual({
      amount: 24_000,
      bank_reference: 'GTB-00123',
      received_on: '2026-11-27',
    });
    expect(problems({ ...body, amount: 1_000_000_000 })).toEqual([]);
    // Issue 36: a sponsor's transfer of ₦2,000,000,000 and more, up to MAX_NAIRA_INPUT.
    expect(problems({ ...body, amount: 2_000_000_000 })).toEqual([]);
    expect(problems({ ...body, amount: MAX_NAIRA_INPUT })).toEqual([]);
  });

  it('When the amount is not a whole positive naira sum, then the amount message is given', () => {
    for (const amount of [0, -5, 10.5, '24000', MAX_NAIRA_INPUT + 1]) {
      expect(problems({ ...body, amount })).toEqual([sponsorInvoiceCopy.amountInvalid]);
    }
  });

  it('When the bank reference is missing or too long, then finance is asked for it', () => {
    expect(problems({ ...body, bank_reference: '   ' })).toEqual([
      sponsorInvoiceCopy.bankReferenceRequired,
    ]);
    expect(problems({ ...body, bank_reference: 'R'.repeat(101) })).toEqual([
      sponsorInvoiceCopy.bankReferenceRequired,
    ]);
    expect(problems({ ...body, bank_reference: 'R'.repeat(100) })).toEqual([]);
  });

  it('When the date is not YYYY-MM-DD, then the date message is given', () => {
    for (const received_on of ['27/11/2026', '2026-11-27T00:00', 20261127, 'x2026-11-27']) {
      expect(problems({ ...body, received_on })).toEqual([sponsorInvoiceCopy.receivedOnInvalid]);
    }
  });
});
