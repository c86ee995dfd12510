import type { OtpCodeStatus } from '@alaafia/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';

const otpStatusQueryKey = (customerId: number) => ['kyc', 'otp-status', customerId] as const;

/** GET /local/customers/profiles/otp-status/{id}: the phone the newest code went to (masked) and the wait. */
function getOtpStatus(customerId: number, signal?: AbortSignal) {
  return api.get<OtpCodeStatus>(`/local/customers/profiles/otp-status/${customerId}`, { signal });
}

/** POST /local/customers/profiles/otp-resend/{id}: a new code to the same phone. */
function resendOtp(customerId: number) {
  return api.post<OtpCodeStatus>(`/local/customers/profiles/otp-resend/${customerId}`);
}

const otpStatusQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: otpStatusQueryKey(customerId),
    queryFn: ({ signal }) => getOtpStatus(customerId, signal),
    // The wait counts down from when the answer came: read it fresh each time the screen opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useOtpStatus(customerId: number) {
  return useQuery(otpStatusQueryOptions(customerId));
}

/** A new code: the answer replaces the status (a new wait, the same masked phone). */
export function useResendOtp(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendOtp(customerId),
    onSuccess: (status) => queryClient.setQueryData(otpStatusQueryKey(customerId), status),
  });
}
