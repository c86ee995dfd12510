import type { ClaimLimitsAnswer } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/**
 * GET /local/customers/{id}/claims/limits: what the HealthCash policy can still pay in this policy
 * year, across all claims (docs/business-rules.md, 'Claims', limits per policy year).
 */
function getClaimLimits(customerId: number, signal?: AbortSignal) {
  return api.get<ClaimLimitsAnswer>(`/local/customers/${customerId}/claims/limits`, { signal });
}

export function useClaimLimits(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.claims(customerId), 'limits'],
    queryFn: ({ signal }) => getClaimLimits(customerId, signal),
    enabled,
  });
}
