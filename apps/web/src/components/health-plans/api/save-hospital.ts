import type { Customer } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-customer';

/** PATCH /local/customers/{id} { user_id, preferred_hospital }: the hospital chosen at stage 20. */
export function saveHospital(customerId: number, hospitalId: number) {
  return api.patch<Customer>(`/local/customers/${customerId}`, {
    user_id: customerId,
    preferred_hospital: hospitalId,
  });
}

/** The answer is the profile with its preferred_hospital: it replaces the signed-in customer. */
export function useSaveHospital(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hospitalId: number) => saveHospital(customerId, hospitalId),
    onSuccess: (customer) => queryClient.setQueryData(meQueryKey, customer),
  });
}
