import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/** POST /auth/email/verify { code }: the 6-digit code e-mailed at sign-up proves the address. */
function proveEmail(code: string) {
  return api.post<{ message: string }>('/auth/email/verify', { code });
}

/** POST /auth/email/code: a new code to the customer's e-mail. */
function sendEmailCode() {
  return api.post<{ message: string }>('/auth/email/code');
}

/** Then the profile (email_verified) and the policies (a sponsor's cover may have joined) reload. */
export function useProveEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proveEmail,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.premiumsRoot }),
      ]);
    },
  });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
