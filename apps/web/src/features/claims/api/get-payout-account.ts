import type { ClaimPayoutAccountAnswer } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/**
 * GET /local/customers/{id}/claims/payout-account: the account the claim form's bank step starts
 * from (the latest claim's, else the one the identity check verified; issue 38), or null.
 */
function getPayoutAccount(customerId: number, signal?: AbortSignal) {
  return api.get<ClaimPayoutAccountAnswer>(`/local/customers/${customerId}/claims/payout-account`, {
    signal,
  });
}

export function usePayoutAccount(customerId: number) {
  return useQuery({
    queryKey: [...queryKeys.claims(customerId), 'payout-account'],
    queryFn: ({ signal }) => getPayoutAccount(customerId, signal),
  });
}
