import type { ValidatedProfile } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/** GET /local/customers/profiles/nin-with-id/:otp/:id/verify: checks the code of a BVN or NIN. */
function verifyOtp(customerId: number, otp: string) {
  return api.get<ValidatedProfile>(
    `/local/customers/profiles/nin-with-id/${encodeURIComponent(otp)}/${customerId}/verify`,
  );
}

export function useVerifyOtp(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => verifyOtp(customerId, otp),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
