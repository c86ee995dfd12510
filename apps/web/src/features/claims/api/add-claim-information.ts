import type { Claim } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/**
 * POST /local/customers/{id}/claims/{claimId}/documents { documents?, note? }: answers a request for
 * more information; the claim goes back into review.
 */
export function useAddClaimInformation(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      claimId,
      documents,
      note,
    }: {
      claimId: number;
      documents: string[];
      note: string;
    }) =>
      api.post<Claim>(`/local/customers/${customerId}/claims/${claimId}/documents`, {
        ...(documents.length > 0 ? { documents } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.claims(customerId) }),
  });
}
