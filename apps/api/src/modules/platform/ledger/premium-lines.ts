import { splitPremium, type LedgerLine } from '@alaafia/domain';
import { credit } from './ledger.js';

/**
 * The credit side of `premium` kobo received (docs/business-rules.md, "The books"): a premium earned
 * at once (a month of cover) splits into the underwriter's part and our commission at
 * `commissionRate`; a premium earned over time (a yearly HealthCash premium) is unearned until the
 * daily job earns it, and is split then.
 */
export function premiumLines(
  premium: number,
  commissionRate: number,
  earned: 'now' | 'over_time',
): LedgerLine[] {
  if (earned === 'over_time') return [credit('unearned_premium', premium)];
  const { commission, underwriter } = splitPremium(premium as never, commissionRate);
  return [
    credit('premium_payable_underwriter', underwriter),
    credit('commission_income', commission),
  ];
}
