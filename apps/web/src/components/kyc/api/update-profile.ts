import type { Customer, Gender } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-customer';

/** What the KYC screens save with PATCH /local/customers/:id: the second step, or the full name. */
export type KycProfileUpdate = { dob: string; gender?: Gender } | { name: string };

export function updateKycProfile(customerId: number, body: KycProfileUpdate) {
  return api.patch<Customer>(`/local/customers/${customerId}`, body);
}

export function useUpdateKycProfile(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KycProfileUpdate) => updateKycProfile(customerId, body),
    onSuccess: (customer) => queryClient.setQueryData(meQueryKey, customer),
  });
}
