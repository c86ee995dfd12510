import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PaymentReceipt = {
  invoice_number: string;
  product_uid: string;
  product: string;
  amount: number;
  document: string;
};

/** A payment as GET /local/customers/{id}/payments answers it (naira). */
export type PaymentHistoryItem = {
  id: number;
  reference: string;
  paid_at: string;
  amount: number;
  channel: string | null;
  payment_type: string;
  purpose: string;
  items: {
    product_uid: string;
    product: string;
    plan_name: string;
    cover_months: number;
    amount: number;
    policy_number: string | null;
  }[];
  card_verification: number;
  refunds: { reason: string; amount: number | null; status: string }[];
  receipts: PaymentReceipt[];
};

export function getPaymentHistory(customerId: number, signal?: AbortSignal) {
  return api.get<PaymentHistoryItem[]>(`/local/customers/${customerId}/payments`, { signal });
}

/** Keyed under 'premiums' too, so every payment and renewal refreshes it. */
export const paymentHistoryQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['premiums', 'payment-history', customerId],
    queryFn: ({ signal }) => getPaymentHistory(customerId, signal),
  });

export function usePaymentHistory(customerId: number) {
  return useQuery(paymentHistoryQueryOptions(customerId));
}
