import type { PolicyAnswer, Premium } from '@alaafia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/**
 * What the dashboard and the wizards read of a policy: the spec's premium fields (domain Premium)
 * and its number. GET premiums answers PolicyAnswer, which has all of them; screens and their tests
 * take this narrower view so they need no more than they read.
 */
export type PremiumRecord = Premium & {
  policy_number?: string | null;
  /** Ours (issue 25): 'Month' or 'Year', for the price of a sponsored policy once it is the customer's. */
  unit?: string;
  /** Ours (issue 25): what happens when a sponsored policy's sponsorship ends. */
  after_sponsorship?: PolicyAnswer['after_sponsorship'];
};

function getPremiums(customerId: number, signal?: AbortSignal) {
  return api.get<PolicyAnswer[]>(`/local/customers/${customerId}/premiums`, { signal });
}

export const premiumsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: queryKeys.premiums(customerId),
    queryFn: ({ signal }) => getPremiums(customerId, signal),
  });

export function usePremiums(customerId: number) {
  return useQuery(premiumsQueryOptions(customerId));
}
