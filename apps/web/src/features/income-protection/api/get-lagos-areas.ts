import { LAGOS_STATE_ID, type StateAnswer } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { stateQueryOptions } from '#lib/reference-data.js';

/** The local government areas of Lagos (state id 25), sorted by name. */
function lagosAreasOf(lagos: StateAnswer): string[] {
  return lagos.locals.map((local) => local.name).sort((a, b) => a.localeCompare(b));
}

/** Lagos alone (GET /local/states/25): the 37 states' areas are not needed here (issue 38). */
export function useLagosAreas() {
  return useQuery({ ...stateQueryOptions(LAGOS_STATE_ID), select: lagosAreasOf });
}
