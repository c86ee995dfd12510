import type {
  AskedToPayBody,
  AskedToPayCase,
  AskedToPayRefundBody,
  Claim,
  ClaimPayoutAccountAnswer,
  CareConfirmation,
  CareConfirmationBody,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/**
 * The member's side of hospital care (issue 39 item 6; docs/business-rules.md, 'The member confirms
 * the care' and 'Asked to pay at the hospital').
 */
const questionsKey = (customerId: number) => ['care-confirmations', customerId] as const;
const casesKey = (customerId: number) => ['asked-to-pay', customerId] as const;

/** GET /local/customers/{id}/care-confirmations: the questions about care, newest first. */
export function useCareQuestions(customerId: number) {
  return useQuery({
    queryKey: questionsKey(customerId),
    queryFn: ({ signal }) =>
      api.get<CareConfirmation[]>(`/local/customers/${customerId}/care-confirmations`, { signal }),
  });
}

/** POST /local/customers/{id}/care-confirmations/{confirmationId}: did you receive it? */
export function useAnswerCare(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CareConfirmationBody & { id: number }) =>
      api.post<CareConfirmation>(`/local/customers/${customerId}/care-confirmations/${id}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionsKey(customerId) }),
  });
}

/** GET /local/customers/{id}/asked-to-pay: the member's cases and their clocks. */
export function useAskedToPayCases(customerId: number) {
  return useQuery({
    queryKey: casesKey(customerId),
    queryFn: ({ signal }) =>
      api.get<AskedToPayCase[]>(`/local/customers/${customerId}/asked-to-pay`, { signal }),
    // The clock moves: read again each minute while the page is open.
    refetchInterval: 60_000,
  });
}

/** POST /local/customers/{id}/asked-to-pay: "I was asked to pay". */
export function useOpenAskedToPay(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskedToPayBody) =>
      api.post<AskedToPayCase>(`/local/customers/${customerId}/asked-to-pay`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: casesKey(customerId) }),
  });
}

/**
 * POST /local/customers/{id}/asked-to-pay/{caseId}/refund-claim: the member paid, and a refund
 * claim is filed for them on their health plan; the case then shows it, and so do their claims.
 */
export function useFileRefund(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ caseId, ...body }: AskedToPayRefundBody & { caseId: number }) =>
      api.post<Claim>(`/local/customers/${customerId}/asked-to-pay/${caseId}/refund-claim`, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: casesKey(customerId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.claims(customerId) }),
      ]),
  });
}

/** GET /local/customers/{id}/claims/payout-account: the account on file the refund starts from. */
export function useRefundAccount(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.claims(customerId), 'payout-account'],
    queryFn: ({ signal }) =>
      api.get<ClaimPayoutAccountAnswer>(`/local/customers/${customerId}/claims/payout-account`, {
        signal,
      }),
    enabled,
  });
}
