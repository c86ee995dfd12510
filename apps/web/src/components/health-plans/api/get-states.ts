import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type LocalAreaRecord = { id: number; name: string };
export type StateRecord = {
  id: number;
  name: string;
  short_name?: string;
  capital?: string;
  locals: LocalAreaRecord[];
};

/** GET local/states: the 37 states, Lagos first, each with its local government areas. */
export function getStates(signal?: AbortSignal) {
  return api.get<StateRecord[]>('/local/states', { signal });
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
