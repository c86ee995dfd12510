import { useQuery } from '@tanstack/react-query';
import { statesQueryOptions } from '#lib/reference-data.js';

/** GET /local/states: the 37 states, Lagos first (the profile's state is its name). */
export function useStates() {
  return useQuery(statesQueryOptions());
}
