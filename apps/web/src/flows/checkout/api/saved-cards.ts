import type { SavedCard } from '@alaafia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/**
 * GET payment-methods: the customer's saved cards, the one premiums are charged to `in_use`. Read by
 * Settings (to replace or remove it) and the dashboard (the card a sponsored policy would be charged
 * to once the sponsorship ends).
 */
function getPaymentMethods(customerId: number, signal?: AbortSignal) {
  return api.get<SavedCard[]>(`/local/customers/${customerId}/payment-methods`, { signal });
}

export const paymentMethodsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: queryKeys.paymentMethods(customerId),
    queryFn: ({ signal }) => getPaymentMethods(customerId, signal),
  });

export function usePaymentMethods(customerId: number) {
  return useQuery(paymentMethodsQueryOptions(customerId));
}
