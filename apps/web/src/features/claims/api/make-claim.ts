import type { Claim, ClaimBody } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/**
 * POST /local/customers/{id}/claims: 201 { data: claim }, or 422 with the reason on errors.<field>
 * (a not-covered reason, the waiting period, no active paid policy, an account in another name).
 */
function makeClaim(customerId: number, body: ClaimBody) {
  return api.post<Claim>(`/local/customers/${customerId}/claims`, body);
}

export function useMakeClaim(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimBody) => makeClaim(customerId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.claims(customerId) }),
  });
}
