import type { PolicyHistoryAnswer } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';

/** GET .../policies/:policyNumber/history: each change of the policy's status, oldest first. */
function getPolicyHistory(customerId: number, policyNumber: string, signal?: AbortSignal) {
  return api.get<PolicyHistoryAnswer>(
    `/local/customers/${customerId}/policies/${encodeURIComponent(policyNumber)}/history`,
    { signal },
  );
}

/** Read when the customer opens the history (enabled), fresh each time. */
export function usePolicyHistory(customerId: number, policyNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: ['policy-history', customerId, policyNumber],
    queryFn: ({ signal }) => getPolicyHistory(customerId, policyNumber, signal),
    enabled,
    staleTime: 0,
  });
}
