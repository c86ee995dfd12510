import type { ForgotPasswordBody, ResetPasswordBody } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-customer';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api.post<{ message: string }>('/auth/forgot-password', body, {
        skipUnauthorizedHandler: true,
      }),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post<{ message: string }>('/auth/reset-password', body, {
        skipUnauthorizedHandler: true,
      }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
