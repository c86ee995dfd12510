/**
 * The books (issue 27; docs/business-rules.md, "The books"): the chart of accounts of the
 * double-entry ledger and the rules for splitting a premium. Pure: the API's ledger module
 * (apps/api/src/modules/platform/ledger) posts the entries, the seed writes this chart.
 */
import { kobo, type Kobo } from './money.js';

export const LEDGER_ACCOUNT_TYPES = ['asset', 'liability', 'income', 'expense', 'equity'] as const;
export type LedgerAccountType = (typeof LEDGER_ACCOUNT_TYPES)[number];

/**
 * The chart of accounts: code -> name and type. A code is what the entries' lines name; the
 * database refuses a line on a code not in the `ledger_accounts` table, which the seed fills from
 * this list.
 */
export const LEDGER_ACCOUNTS = {
  cash_at_paystack: { name: 'Cash at Paystack', type: 'asset' },
  bank: { name: 'Bank account', type: 'asset' },
  sponsor_receivables: { name: 'Sponsor receivables', type: 'asset' },
  chargebacks_held: { name: 'Chargebacks held by Paystack', type: 'asset' },
  suspense: { name: 'Suspense', type: 'asset' },
  unearned_premium: { name: 'Unearned premium', type: 'liability' },
  premium_payable_underwriter: { name: 'Premium payable to the underwriter', type: 'liability' },
  card_check_refunds: { name: 'Card-verification charges to refund', type: 'liability' },
  refunds_payable: { name: 'Refunds payable', type: 'liability' },
  claims_payable: { name: 'Claims payable', type: 'liability' },
  hospital_capitation_payable: { name: 'Hospital capitation payable', type: 'liability' },
  commission_income: { name: 'Commission income', type: 'income' },
  claims_incurred: { name: 'Claims incurred', type: 'expense' },
  paystack_fees: { name: 'Paystack fees', type: 'expense' },
  chargebacks: { name: 'Chargebacks lost', type: 'expense' },
  equity: { name: 'Equity', type: 'equity' },
} as const satisfies Record<string, { name: string; type: LedgerAccountType }>;

export type LedgerAccountCode = keyof typeof LEDGER_ACCOUNTS;
export const LEDGER_ACCOUNT_CODES = Object.keys(LEDGER_ACCOUNTS) as LedgerAccountCode[];

/** One line of an entry: one account, one side (the other is 0). */
export interface LedgerLine {
  account: LedgerAccountCode;
  debit?: Kobo;
  credit?: Kobo;
}

/** The problem with an entry's lines, or null when they can be posted: some, one side each, summing to zero. */
export function entryProblem(lines: readonly LedgerLine[]): string | null {
  if (lines.length < 2) return 'an entry needs at least two lines';
  let debits = 0;
  let credits = 0;
  for (const line of lines) {
    if (!(line.account in LEDGER_ACCOUNTS)) return `no account ${String(line.account)}`;
    const debit = line.debit ?? 0;
    const credit = line.credit ?? 0;
    if (!Number.isSafeInteger(debit) || !Number.isSafeInteger(credit))
      return 'amounts are whole kobo';
    if (debit < 0 || credit < 0) return 'amounts are never negative';
    if ((debit === 0) === (credit === 0))
      return 'a line is a debit or a credit, not both or neither';
    debits += debit;
    credits += credit;
  }
  return debits === credits ? null : `unbalanced: debits ${debits} kobo, credits ${credits} kobo`;
}

/**
 * Our commission on `premium` at `rate` (UNDERWRITER_COMMISSION_RATE), rounded down to the kobo;
 * the rest is the underwriter's. The two always add up to the premium.
 */
export function splitPremium(premium: Kobo, rate: number): { commission: Kobo; underwriter: Kobo } {
  if (!(rate >= 0 && rate <= 1)) throw new RangeError('a commission rate is between 0 and 1');
  const commission = kobo(Math.floor(premium * rate));
  return { commission, underwriter: kobo(premium - commission) };
}

/**
 * The part of a premium earned by the end of `daysElapsed` of a period of `periodDays` days, earned
 * evenly day by day (a yearly HealthCash premium: docs/business-rules.md, "Earned and unearned
 * premium"). Rounded down, so the last day earns what is left and the sum is the premium exactly.
 */
export function earnedByDay(premium: Kobo, periodDays: number, daysElapsed: number): Kobo {
  if (periodDays <= 0) return premium;
  const days = Math.max(0, Math.min(periodDays, daysElapsed));
  return kobo(Math.floor((premium * days) / periodDays));
}
