import type { Claim } from '@alaafia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/** GET /local/customers/{id}/claims: the customer's claims, newest first. */
function getClaims(customerId: number, signal?: AbortSignal) {
  return api.get<Claim[]>(`/local/customers/${customerId}/claims`, { signal });
}

const claimsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: queryKeys.claims(customerId),
    queryFn: ({ signal }) => getClaims(customerId, signal),
  });

export function useClaims(customerId: number) {
  return useQuery(claimsQueryOptions(customerId));
}
