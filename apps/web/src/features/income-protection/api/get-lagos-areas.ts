import { LAGOS_STATE_ID, type StateAnswer } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { statesQueryOptions } from '#lib/reference-data.js';

/** The local government areas of Lagos (state id 25) from GET /local/states, sorted by name. */
export function lagosAreasOf(states: readonly StateAnswer[]): string[] {
  const lagos = states.find((state) => state.id === LAGOS_STATE_ID);
  return (lagos?.locals ?? []).map((local) => local.name).sort((a, b) => a.localeCompare(b));
}

export function useLagosAreas() {
  return useQuery({ ...statesQueryOptions(), select: lagosAreasOf });
}
