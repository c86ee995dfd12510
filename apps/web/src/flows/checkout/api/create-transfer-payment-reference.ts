import {
  checkoutConsent,
  transferMonths,
  type TransferOption,
  type TransferQuote,
} from '@alaafia/domain';
import { api } from '#lib/api-client.js';

/** A bank transfer reference: the total for 3 or 12 months and the account to pay into (the domain's contract). */
export type { TransferQuote } from '@alaafia/domain';

/**
 * POST /local/customers/:id/quotes/transfer-payment-reference { number_of_months: 3 when Quarterly,
 * else 12 }, with the referral code when there is one (its discount comes off the total) and the
 * checkout's consent (accept_terms and the versions shown).
 */
export function createTransferPaymentReference(
  customerId: number,
  option: TransferOption,
  referralCode?: string | null,
) {
  return api.post<TransferQuote>(
    `/local/customers/${customerId}/quotes/transfer-payment-reference`,
    {
      ...checkoutConsent,
      number_of_months: transferMonths(option),
      ...(referralCode ? { referral_code: referralCode } : {}),
    },
  );
}
