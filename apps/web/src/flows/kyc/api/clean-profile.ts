import type { Customer } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/** GET /local/customers/profiles/clean/:id: wipes the onboarding and identity data (mismatch Cancel). */
function cleanProfile(customerId: number) {
  return api.get<Customer>(`/local/customers/profiles/clean/${customerId}`);
}

export function useCleanProfile(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cleanProfile(customerId),
    onSuccess: (customer) => queryClient.setQueryData(queryKeys.me, customer),
  });
}
