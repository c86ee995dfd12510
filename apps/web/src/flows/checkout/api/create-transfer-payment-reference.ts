import { checkoutConsent, transferMonths, type TransferOption } from '@alaafia/domain';
import { api } from '../../../lib/api-client';
import type { PaymentProvider } from './get-payment-reference';

/** A bank transfer reference: the total for 3 or 12 months and the account to pay into. */
export type TransferQuote = {
  reference: string;
  /** Naira. */
  total: number;
  amount_kobo: number;
  payment_type: 'transfer';
  number_of_months: 3 | 12;
  account: { bank_name: string; account_number: string; account_name: string };
  expires_at: string | null;
  /** In the sandbox the transfer can be simulated. */
  provider: PaymentProvider;
};

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
