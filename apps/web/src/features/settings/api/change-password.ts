import type { ChangePasswordBody, Customer } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post<Customer>('/auth/change-password', body),
    onSuccess: (customer) => queryClient.setQueryData(queryKeys.me, customer),
  });
}
