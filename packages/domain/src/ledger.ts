/**
 * The books (issues 27 and 36; docs/business-rules.md, "The books"): the chart of accounts of the
 * double-entry ledger. Alaafia is the underwriter's agent: its own accounts (assets, liabilities,
 * income, expenses, equity) say what is Alaafia's and what it owes; the underwriter's accounts
 * (memorandum) keep the underwriter's figures of the business we write for it (premium written,
 * unearned and earned, claims paid, capitation, claim reserves), which are not Alaafia's. Every entry
 * balances within each of the two sets. Pure: the API's ledger module
 * (apps/api/src/modules/platform/ledger) posts the entries, the seed writes this chart.
 */
import type { Kobo } from './money.js';

export const LEDGER_ACCOUNT_TYPES = [
  'asset',
  'liability',
  'income',
  'expense',
  'equity',
  'memorandum',
] as const;
export type LedgerAccountType = (typeof LEDGER_ACCOUNT_TYPES)[number];

/** Which set of books an account is in: Alaafia's own, or the underwriter's (memorandum). */
export type LedgerSection = 'alaafia' | 'underwriter';

interface AccountDef {
  name: string;
  type: LedgerAccountType;
  /** What it holds, in a sentence (the chart in docs/business-rules.md says why). */
  holds: string;
  /** An account of the chart before issue 36, kept for the entries that used it; nothing posts to it. */
  retired?: true;
}

/**
 * The chart of accounts: code -> name, type and what it holds. A code is what the entries' lines
 * name; the database refuses a line on a code not in the `ledger_accounts` table, which the seed
 * fills from this list.
 */
export const LEDGER_ACCOUNTS = {
  // Alaafia's assets
  cash_at_paystack: {
    name: 'Cash at Paystack',
    type: 'asset',
    holds: 'our balance at Paystack: payments in; refunds, payouts and chargebacks out',
  },
  bank: {
    name: 'Bank account',
    type: 'asset',
    holds: 'money settled to our bank or paid into it; remittances and hospital payments out',
  },
  sponsor_receivables: {
    name: 'Sponsor receivables',
    type: 'asset',
    holds: 'premiums a sponsor owes for accepted enrolments',
  },
  chargebacks_held: {
    name: 'Chargebacks held by Paystack',
    type: 'asset',
    holds: 'money Paystack holds while a chargeback is open',
  },
  suspense: {
    name: 'Suspense',
    type: 'asset',
    holds: 'what could not be placed; finance clears it',
  },
  // Alaafia's liabilities
  due_to_underwriter: {
    name: 'Due to the underwriter',
    type: 'liability',
    holds:
      'the underwriter’s money: premium written less our commission, less claims and capitation paid for it and remittances (a debit balance: it owes us)',
  },
  unearned_commission: {
    name: 'Unearned commission',
    type: 'liability',
    holds: 'our commission (less VAT) on premium written for cover not yet given',
  },
  vat_payable: {
    name: 'VAT on commission',
    type: 'liability',
    holds: 'the VAT in our commission, owed to the tax authority',
  },
  card_check_refunds: {
    name: 'Card-verification charges to refund',
    type: 'liability',
    holds: 'the ₦50 card checks, until refunded',
  },
  refunds_payable: {
    name: 'Refunds payable',
    type: 'liability',
    holds: 'money to give back to customers',
  },
  hospital_capitation_payable: {
    name: 'Hospital capitation payable',
    type: 'liability',
    holds: 'capitation owed to hospitals, charged to the underwriter, until paid',
  },
  // Alaafia's income and costs
  commission_income: {
    name: 'Commission income',
    type: 'income',
    holds: 'our commission (less VAT), earned day by day with the premium',
  },
  promotions: {
    name: 'Promotions (free months)',
    type: 'expense',
    holds: 'premium we pay the underwriter for cover we give away (the free month)',
  },
  paystack_fees: { name: 'Paystack fees', type: 'expense', holds: 'what Paystack charges us' },
  chargebacks: {
    name: 'Chargebacks lost',
    type: 'expense',
    holds:
      'money lost to chargebacks that was not premium (the premium goes back to the underwriter)',
  },
  equity: { name: 'Equity', type: 'equity', holds: 'owners’ funds and past results' },
  // Before issue 36: their balances were moved to the accounts above by the restatement entry
  // (docs/business-rules.md, 'Moving to the agency model').
  unearned_premium: {
    name: 'Unearned premium (before issue 36)',
    type: 'liability',
    holds: 'gross yearly premium not yet earned, as the books kept it before the agency model',
    retired: true,
  },
  premium_payable_underwriter: {
    name: 'Premium payable to the underwriter (before issue 36)',
    type: 'liability',
    holds: 'the underwriter’s part of premium earned, before the agency model',
    retired: true,
  },
  claims_payable: {
    name: 'Claims payable (before issue 36)',
    type: 'liability',
    holds: 'approved claims not yet paid, before the agency model',
    retired: true,
  },
  claims_incurred: {
    name: 'Claims incurred (before issue 36)',
    type: 'expense',
    holds: 'claims and capitation booked as our cost, before the agency model',
    retired: true,
  },
  // The underwriter's accounts (memorandum): its figures of the business we write for it.
  uw_control: {
    name: 'Underwriter: memorandum control',
    type: 'memorandum',
    holds:
      'the other side of the underwriter’s figures: gross premium written less claims and capitation paid',
  },
  uw_unearned_premium: {
    name: 'Underwriter: unearned premium',
    type: 'memorandum',
    holds: 'gross premium written for cover not yet given',
  },
  uw_premium_earned: {
    name: 'Underwriter: premium earned',
    type: 'memorandum',
    holds: 'gross premium earned, day by day over each cover period',
  },
  uw_claims_paid: {
    name: 'Underwriter: claims paid',
    type: 'memorandum',
    holds: 'claims paid for the underwriter',
  },
  uw_capitation: {
    name: 'Underwriter: hospital capitation',
    type: 'memorandum',
    holds: 'capitation charged to the underwriter (the health plan’s cost at the hospital)',
  },
  uw_reserve_movement: {
    name: 'Underwriter: change in claim reserves',
    type: 'memorandum',
    holds: 'case reserves and IBNR set less released: with claims paid, claims incurred',
  },
  uw_case_reserves: {
    name: 'Underwriter: case reserves',
    type: 'memorandum',
    holds: 'what the claims notified are expected still to cost',
  },
  uw_ibnr: {
    name: 'Underwriter: IBNR reserve',
    type: 'memorandum',
    holds: 'claims incurred but not reported, by the documented method',
  },
} as const satisfies Record<string, AccountDef>;

export type LedgerAccountCode = keyof typeof LEDGER_ACCOUNTS;
export const LEDGER_ACCOUNT_CODES = Object.keys(LEDGER_ACCOUNTS) as LedgerAccountCode[];

/** The set of books an account is in. */
export function sectionOf(code: LedgerAccountCode): LedgerSection {
  return LEDGER_ACCOUNTS[code].type === 'memorandum' ? 'underwriter' : 'alaafia';
}

/** Is the account one nothing posts to any more (before issue 36)? */
export function isRetired(code: LedgerAccountCode): boolean {
  return 'retired' in LEDGER_ACCOUNTS[code];
}

/** One line of an entry: one account, one side (the other is 0). */
export interface LedgerLine {
  account: LedgerAccountCode;
  debit?: Kobo;
  credit?: Kobo;
}

/**
 * The problem with an entry's lines, or null when they can be posted: at least two, one side each,
 * whole kobo, on known accounts, and balanced within each set of books (Alaafia's lines among
 * themselves, the underwriter's among themselves).
 */
export function entryProblem(lines: readonly LedgerLine[]): string | null {
  if (lines.length < 2) return 'an entry needs at least two lines';
  const net: Record<LedgerSection, number> = { alaafia: 0, underwriter: 0 };
  const debits: Record<LedgerSection, number> = { alaafia: 0, underwriter: 0 };
  for (const line of lines) {
    if (!(line.account in LEDGER_ACCOUNTS)) return `no account ${String(line.account)}`;
    const debit = line.debit ?? 0;
    const credit = line.credit ?? 0;
    if (!Number.isSafeInteger(debit) || !Number.isSafeInteger(credit))
      return 'amounts are whole kobo';
    if (debit < 0 || credit < 0) return 'amounts are never negative';
    if ((debit === 0) === (credit === 0))
      return 'a line is a debit or a credit, not both or neither';
    const section = sectionOf(line.account);
    net[section] += debit - credit;
    debits[section] += debit;
  }
  for (const section of ['alaafia', 'underwriter'] as const) {
    if (net[section] !== 0) {
      const d = debits[section];
      return `unbalanced: debits ${d} kobo, credits ${d - net[section]} kobo${section === 'underwriter' ? ' in the underwriter’s accounts' : ''}`;
    }
  }
  return null;
}

/**
 * The kind of a premium bordereau's row (Lloyd's Coverholder Reporting Standards' transaction
 * types): a new policy's premium, a renewal (more months of a policy held), a cancellation (premium
 * taken back), an endorsement (a manual adjustment of a policy's premium), a promotion (cover
 * Alaafia pays for: the free month).
 */
export const BORDEREAU_TRANSACTION_TYPES = [
  'new',
  'renewal',
  'cancellation',
  'endorsement',
  'promotion',
] as const;
export type BordereauTransactionType = (typeof BORDEREAU_TRANSACTION_TYPES)[number];

/**
 * Money one finance member proposes and another approves (a remittance, a hospital's capitation
 * payment, a manual journal): waiting, then posted to the books (the bank payment made), or
 * withdrawn before it was.
 */
export const MONEY_PROPOSAL_STATUSES = ['awaiting_approval', 'posted', 'withdrawn'] as const;
export type MoneyProposalStatus = (typeof MONEY_PROPOSAL_STATUSES)[number];
