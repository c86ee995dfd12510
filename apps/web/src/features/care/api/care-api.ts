import type {
  AskedToPayBody,
  AskedToPayCase,
  CareConfirmation,
  CareConfirmationBody,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';

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
