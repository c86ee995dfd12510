import type { Customer } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

type ResetNameBody = { first_name: string; last_name: string; type: 'NIN' | 'BVN' | 'VIN' };

/** POST /local/customers/profiles/reset-name/:id: the name edit of a BVN or NIN (then the code again). */
function resetName(customerId: number, body: ResetNameBody) {
  return api.post<Customer>(`/local/customers/profiles/reset-name/${customerId}`, body);
}

export function useResetName(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetNameBody) => resetName(customerId, body),
    onSuccess: (customer) => queryClient.setQueryData(queryKeys.me, customer),
  });
}
