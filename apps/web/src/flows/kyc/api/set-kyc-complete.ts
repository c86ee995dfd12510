import type { Customer } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/** PATCH /local/customers/:id/set-kyc-complete: 422 with errors.email / errors.phone_number when not valid. */
function setKycComplete(customerId: number) {
  return api.patch<Customer>(`/local/customers/${customerId}/set-kyc-complete`);
}

export function useSetKycComplete(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => setKycComplete(customerId),
    onSuccess: (customer) => queryClient.setQueryData(queryKeys.me, customer),
  });
}
