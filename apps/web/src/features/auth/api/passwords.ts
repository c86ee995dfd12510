import type { ForgotPasswordBody, MessageAnswer, ResetPasswordBody } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api.post<MessageAnswer>('/auth/forgot-password', body, {
        skipUnauthorizedHandler: true,
      }),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post<MessageAnswer>('/auth/reset-password', body, {
        skipUnauthorizedHandler: true,
      }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.me, null);
    },
  });
}
