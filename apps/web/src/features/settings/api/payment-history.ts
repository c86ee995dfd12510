import type { PaymentHistoryItem } from '@alaafia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

export type { PaymentHistoryItem } from '@alaafia/domain';

/** GET /local/customers/{id}/payments: the customer's payments, newest first (naira). */
function getPaymentHistory(customerId: number, signal?: AbortSignal) {
  return api.get<PaymentHistoryItem[]>(`/local/customers/${customerId}/payments`, { signal });
}

/** Keyed under 'premiums' too, so every payment and renewal refreshes it. */
const paymentHistoryQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: queryKeys.paymentHistory(customerId),
    queryFn: ({ signal }) => getPaymentHistory(customerId, signal),
  });

export function usePaymentHistory(customerId: number) {
  return useQuery(paymentHistoryQueryOptions(customerId));
}
