import type { Customer, ProfileFormValues } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-customer';

/** PATCH /local/customers/{id} with the settings profile fields: answers the customer record. */
export type ProfileUpdate = Partial<ProfileFormValues> & { marketing_messages?: boolean };

export function updateProfile(customerId: number, body: ProfileUpdate) {
  return api.patch<Customer>(`/local/customers/${customerId}`, body);
}

export function useUpdateProfile(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(customerId, body),
    onSuccess: (customer) => queryClient.setQueryData(meQueryKey, customer),
  });
}
