import type { Premium } from '@alaafia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every premiums query starts with this key, so one invalidation refreshes them all. */
export const premiumsQueryKeyRoot = ['premiums'] as const;

/** A policy as GET premiums answers it: the premium fields plus its number. */
export type PremiumRecord = Premium & { policy_number?: string | null };

export function getPremiums(customerId: number, signal?: AbortSignal) {
  return api.get<PremiumRecord[]>(`/local/customers/${customerId}/premiums`, { signal });
}

export const premiumsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: [...premiumsQueryKeyRoot, customerId],
    queryFn: ({ signal }) => getPremiums(customerId, signal),
  });

export function usePremiums(customerId: number) {
  return useQuery(premiumsQueryOptions(customerId));
}
