import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCustomer } from '#lib/current-customer.js';
import { queryKeys } from '#lib/query-keys.js';

/**
 * PATCH /local/customers/{id} { user_id, preferred_hospital }: the hospital chosen at stage 20. The
 * answer is the profile with its preferred_hospital: it replaces the signed-in customer.
 */
export function useSaveHospital(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hospitalId: number) =>
      updateCustomer(customerId, { user_id: customerId, preferred_hospital: hospitalId }),
    onSuccess: (customer) => queryClient.setQueryData(queryKeys.me, customer),
  });
}
