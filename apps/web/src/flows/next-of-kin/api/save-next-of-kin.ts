import type { Customer, NextOfKinPayload } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/** POST /local/customer/next-of-kin/{customer_id}: answers the customer record with its next_of_kin. */
function saveNextOfKin(customerId: number, payload: NextOfKinPayload) {
  return api.post<Customer>(`/local/customer/next-of-kin/${customerId}`, payload);
}

/** On success the profile is refreshed with the answer (the spec: 'the profile is refreshed'). */
export function useSaveNextOfKin(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: NextOfKinPayload) => saveNextOfKin(customerId, payload),
    onSuccess: (customer) => queryClient.setQueryData(queryKeys.me, customer),
  });
}
