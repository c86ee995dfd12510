import { describe, expect, it } from 'vitest';
import { COMPLAINT_STATUS_LABELS, COMPLAINT_STATUSES } from './complaint-terms.js';
import { PRIVACY_PATH, TERMS_PATH } from './consent-copy.js';
import { isSponsorInvoiceReference, sponsorInvoicePaystackReference } from './sponsor-invoices.js';

/** Words and addresses the pages rely on: complaint states, the legal pages, a sponsor invoice's payment reference (issue 43). */
describe('a complaint’s state in words', () => {
  it('When a complaint is in any state, then it reads in words of its own', () => {
    const words = COMPLAINT_STATUSES.map((s) => COMPLAINT_STATUS_LABELS[s]);
    for (const [i, text] of words.entries()) expect(text, COMPLAINT_STATUSES[i]).toMatch(/\w/);
    expect(new Set(words).size).toBe(COMPLAINT_STATUSES.length);
  });
});

describe('the legal pages', () => {
  it('When the consent box links its two pages, then each is a page of its own', () => {
    for (const path of [TERMS_PATH, PRIVACY_PATH]) expect(path).toMatch(/^\/[a-z-]+$/);
    expect(TERMS_PATH).not.toBe(PRIVACY_PATH);
  });
});

describe('a sponsor invoice’s payment link', () => {
  it('When an invoice is paid by its link, then its reference is the number and -P, and is told from a customer’s', () => {
    const reference = sponsorInvoicePaystackReference('SPN-2026-000001');
    expect(reference).toBe('SPN-2026-000001-P');
    expect(isSponsorInvoiceReference(reference)).toBe(true);
    for (const other of [
      'ALF-2026-000001',
      'xSPN-2026-000001-P',
      'SPN-2026-000001-Px',
      'SPN-26-000001-P',
      'SPN-ABCD-000001-P',
      'SPN-2026-00001-P',
      'SPN-2026-ABCDEF-P',
    ])
      expect(isSponsorInvoiceReference(other), other).toBe(false);
  });
});
