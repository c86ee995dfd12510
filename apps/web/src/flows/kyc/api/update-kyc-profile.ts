import type { Gender } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCustomer } from '#lib/current-customer.js';
import { queryKeys } from '#lib/query-keys.js';

/** What the KYC screens save with PATCH /local/customers/:id: the second step, or the full name. */
type KycProfileUpdate = { dob: string; gender?: Gender } | { name: string };

export function useUpdateKycProfile(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KycProfileUpdate) => updateCustomer(customerId, body),
    onSuccess: (customer) => queryClient.setQueryData(queryKeys.me, customer),
  });
}
