import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PaymentProvider = 'sandbox' | 'paystack';

/** A card payment reference: the server's total for the cart, stored before the customer pays. */
export type PaymentReference = {
  reference: string;
  /** Naira. */
  total: number;
  amount_kobo: number;
  currency: 'NGN';
  payment_type: 'card';
  provider: PaymentProvider;
  /** Paystack's public key (test or live, chosen by the server); null in the sandbox. */
  public_key: string | null;
  email: string;
  phone_number: string;
  lines: unknown[];
};

/**
 * GET /local/customers/:id/quotes/payment-reference (?referral_code=). 422 'Your cart is empty.';
 * 409 { product_status: 'active' } when the product is already paid for.
 */
export function getPaymentReference(customerId: number, referralCode?: string | null) {
  return api.get<PaymentReference>(`/local/customers/${customerId}/quotes/payment-reference`, {
    query: { referral_code: referralCode || undefined },
  });
}

export function useGetPaymentReference(customerId: number) {
  return useMutation({
    mutationFn: (referralCode?: string | null) => getPaymentReference(customerId, referralCode),
  });
}
