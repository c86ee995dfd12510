import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type StateName = { id: number; name: string };

/** GET /local/states: the 37 states, Lagos first (the profile's state is its name). */
export function getStates(signal?: AbortSignal) {
  return api.get<StateName[]>('/local/states', { signal });
}

export const statesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'states'],
    queryFn: ({ signal }) => getStates(signal),
    staleTime: 24 * 60 * 60_000,
  });

export function useStates() {
  return useQuery(statesQueryOptions());
}
