import type { StateAnswer } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { statesQueryOptions } from '#lib/reference-data.js';

/** A state of GET /local/states, with its local government areas (lib/reference-data.ts fetches it). */
export type StateRecord = StateAnswer;

export function useStates() {
  return useQuery(statesQueryOptions());
}
