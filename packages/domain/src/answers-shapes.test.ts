import { describe, expect, it } from 'vitest';
import {
  companiesAnswerSchema,
  companiesCopy,
  companiesQuerySchema,
  companyIndustriesAnswerSchema,
} from './companies.js';
import { consentCopy } from './consent-copy.js';
import { checkoutConsentSchema, consentRecordSchema } from './consent.js';
import { publicCatalogueSchema, publicIncomeQuoteSchema } from './public-site.js';
import {
  reconciliationAnswerSchema,
  reconciliationQuerySchema,
  sandboxSettleBodySchema,
} from './settlements.js';

/**
 * Answers the web app and the build read through these schemas (a product of the catalogue, a
 * quote, the reconciliation, a consent, companies), and the words of their queries (issue 43).
 */
const messages = (r: { error?: { issues: { message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.message);

describe('the public pages', () => {
  it('When a product of the catalogue is read, then its benefits, exclusions and plans are kept', () => {
    const product = {
      uid: 'HI',
      title: 'Health Insurance',
      purchasable: true,
      description: 'Care at a hospital of our network.',
      product_highlights: ['No paperwork'],
      product_benefits: [{ title: 'Primary care', description: 'At your hospital' }],
      not_covered: [{ title: 'Cosmetic surgery', description: 'Not a medical need' }],
      claim_requirements: ['Your member number'],
      policy_requirements: ['A Nigerian phone number'],
      product_requirements: ['18 or older'],
      pricing_plans: [
        { code: 'HI-M', name: 'Monthly', price: 5000, coverage: 500_000, unit: 'Month' },
      ],
    };
    expect(publicCatalogueSchema.parse([product])).toEqual([product]);
  });

  it('When an income quote is answered, then each plan keeps what it pays and costs', () => {
    const quote = {
      salary: 300_000,
      plans: [
        {
          code: 'EI-R1-B300000-D6',
          name: 'Six months',
          monthly_payout: 50_000,
          duration: 6,
          benefit: 300_000,
          price: 2500,
          unit: 'Month',
        },
      ],
    };
    expect(publicIncomeQuoteSchema.parse(quote)).toEqual(quote);
  });
});

describe('settlements', () => {
  it('When a day is not YYYY-MM-DD, then finance reads which day is meant', () => {
    expect(sandboxSettleBodySchema.parse({ date: '2026-12-07' })).toEqual({ date: '2026-12-07' });
    expect(messages(sandboxSettleBodySchema.safeParse({ date: '7/12' }))).toEqual([
      'Enter the day of the charges, as YYYY-MM-DD',
    ]);
    expect(reconciliationQuerySchema.parse({ date: '2026-12-07' })).toEqual({ date: '2026-12-07' });
    expect(messages(reconciliationQuerySchema.safeParse({ date: '7/12' }))).toEqual([
      'Enter the settlement day, as YYYY-MM-DD',
    ]);
  });

  it('When a day is reconciled, then each settlement and each unmatched payment is kept with its reason', () => {
    const answer = {
      date: '2026-12-07',
      settlements: [
        {
          provider_id: 'SET-1',
          total_processed_kobo: 1_000_000,
          total_fees_kobo: 15_000,
          total_amount_kobo: 985_000,
          deductions_kobo: 0,
          net_kobo: 985_000,
          transactions: 2,
          break_reason: null,
        },
      ],
      matched: 1,
      unmatched: [
        {
          provider_id: 'SET-1',
          reference: 'ALF-1',
          amount_kobo: 500_000,
          fee_kobo: 7_500,
          ledger_kobo: 400_000,
          expected_fee_kobo: 6_000,
          reason: 'amount_differs',
        },
      ],
    };
    expect(reconciliationAnswerSchema.parse(answer)).toEqual(answer);
  });
});

describe('consent', () => {
  it('When the versions the page showed are sent, then they are trimmed, up to 20 characters', () => {
    expect(
      checkoutConsentSchema.parse({ accept_terms: 'true', terms_version: ' 2026-11-01 ' }),
    ).toEqual({ accept_terms: 'true', terms_version: '2026-11-01' });
    expect(
      messages(
        checkoutConsentSchema.safeParse({ accept_terms: true, privacy_version: 'v'.repeat(21) }),
      ),
    ).toEqual([consentCopy.versionChanged]);
  });

  it('When a recorded consent is listed, then every field is kept', () => {
    const record = {
      kind: consentRecordSchema.shape.kind.options[0],
      terms_version: '2026-11-01',
      privacy_version: '2026-11-01',
      accepted_at: '2026-12-07T10:00:00.000Z',
      ip_address: null,
      payment_reference: 'ALF-1',
      language: 'yo' as const,
    };
    expect(consentRecordSchema.parse(record)).toEqual(record);
  });
});

describe('companies', () => {
  it('When the name typed is not text, then the customer is asked for more of it', () => {
    expect(messages(companiesQuerySchema.safeParse({ q: 5 }))).toEqual([companiesCopy.tooShort]);
  });

  it('When companies and industries are answered, then every field is kept', () => {
    const companies = [{ id: 1, name: 'Dangote', industry_id: null }];
    expect(companiesAnswerSchema.parse(companies)).toEqual(companies);
    expect(companyIndustriesAnswerSchema.parse([{ id: 2, name: 'Banking' }])).toEqual([
      { id: 2, name: 'Banking' },
    ]);
  });
});
