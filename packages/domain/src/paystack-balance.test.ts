import { describe, expect, it } from 'vitest';
import { MAX_KOBO } from './money.js';
import {
  paystackBalanceSchema,
  paystackTopUpCopy,
  paystackTopUpSchema,
  recordPaystackTopUpBodySchema,
} from './paystack-balance.js';

/**
 * A top-up of our balance at Paystack as finance records it (docs/business-rules.md, 'Paystack's
 * balance'): what finance reads when the form is wrong, and the balance's answer (issue 43).
 */
const messagesAt = (
  r: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => (r.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

const topUp = { amount_kobo: 50_000_000, bank_reference: 'FT26341ABC', made_on: '2026-12-07' };

describe('recording a top-up', () => {
  it('When the amount, the bank reference and the day are given, then the top-up is read, its reference trimmed', () => {
    expect(
      recordPaystackTopUpBodySchema.parse({ ...topUp, bank_reference: ' FT26341ABC ' }),
    ).toEqual(topUp);
    expect(recordPaystackTopUpBodySchema.parse({ ...topUp, amount_kobo: 1 }).amount_kobo).toBe(1);
    expect(
      recordPaystackTopUpBodySchema.safeParse({ ...topUp, amount_kobo: MAX_KOBO }).success,
    ).toBe(true);
    expect(
      recordPaystackTopUpBodySchema.safeParse({ ...topUp, bank_reference: 'r'.repeat(100) })
        .success,
    ).toBe(true);
  });

  it('When the amount is not whole kobo above 0 and within the largest amount, then finance reads the amount message', () => {
    for (const amount_kobo of ['500', 0, 1.5])
      expect(
        messagesAt(
          recordPaystackTopUpBodySchema.safeParse({ ...topUp, amount_kobo }),
          'amount_kobo',
        ),
        String(amount_kobo),
      ).toEqual([paystackTopUpCopy.amountRequired]);
  });

  it('When the amount is past the largest amount kobo can hold exactly, then it is refused', () => {
    expect(
      recordPaystackTopUpBodySchema.safeParse({ ...topUp, amount_kobo: MAX_KOBO + 1 }).success,
    ).toBe(false);
  });

  it('When the bank reference is not text, blank or past 100 characters, then finance is asked for it', () => {
    for (const bank_reference of [7, '  ', 'r'.repeat(101)])
      expect(
        messagesAt(
          recordPaystackTopUpBodySchema.safeParse({ ...topUp, bank_reference }),
          'bank_reference',
        ),
      ).toEqual([paystackTopUpCopy.bankReferenceRequired]);
  });

  it('When the day is not YYYY-MM-DD, then finance is asked for one', () => {
    for (const made_on of [20261207, '07/12/2026', 'x2026-12-07', '2026-12-07x'])
      expect(
        messagesAt(recordPaystackTopUpBodySchema.safeParse({ ...topUp, made_on }), 'made_on'),
        String(made_on),
      ).toEqual([paystackTopUpCopy.madeOnInvalid]);
  });
});

describe('the balance as finance reads it', () => {
  const recorded = {
    id: 1,
    ...topUp,
    status: 'awaiting_approval',
    recorded_by: 3,
    recorded_at: '2026-12-07T10:00:00.000Z',
    approved_by: null,
    approved_at: null,
  };

  it('When the balance and its top-ups are answered, then every field is kept', () => {
    const posted = {
      ...recorded,
      id: 2,
      status: 'posted',
      approved_by: 4,
      approved_at: '2026-12-07T11:00:00.000Z',
    };
    const balance = {
      balance_kobo: -1_000_000,
      paystack_balance_kobo: null,
      short_kobo: 1_000_000,
      top_ups: [posted, recorded],
    };
    expect(paystackBalanceSchema.parse(balance)).toEqual(balance);
  });

  it('When a top-up is in a state other than awaiting approval or posted, or an amount is not whole, then the answer is refused', () => {
    expect(paystackTopUpSchema.safeParse({ ...recorded, status: 'cancelled' }).success).toBe(false);
    expect(paystackTopUpSchema.safeParse({ ...recorded, amount_kobo: 1.5 }).success).toBe(false);
    expect(
      paystackBalanceSchema.safeParse({
        balance_kobo: 0.5,
        paystack_balance_kobo: 0,
        short_kobo: 0,
        top_ups: [],
      }).success,
    ).toBe(false);
  });
});
