import type { Claim } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/**
 * POST /local/customers/{id}/claims/{claimId}/confirm { still_unemployed }: an income claim's next
 * monthly payment goes out (true) or the payments stop and the claim closes (false).
 */
function confirmClaim(customerId: number, claimId: number, stillUnemployed: boolean) {
  return api.post<Claim>(`/local/customers/${customerId}/claims/${claimId}/confirm`, {
    still_unemployed: stillUnemployed,
  });
}

export function useConfirmClaim(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, stillUnemployed }: { claimId: number; stillUnemployed: boolean }) =>
      confirmClaim(customerId, claimId, stillUnemployed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.claims(customerId) }),
  });
}
