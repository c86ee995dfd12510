import { LAGOS_STATE_ID } from '@alaafia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type State = {
  id: number;
  name: string;
  short_name: string;
  locals: { id: number; name: string }[];
};

/** GET /local/states: the local government areas of Lagos (state id 25), sorted by name. */
export async function getLagosAreas(signal?: AbortSignal): Promise<string[]> {
  const states = await api.get<State[]>('/local/states', { signal });
  const lagos = states.find((state) => state.id === LAGOS_STATE_ID);
  return (lagos?.locals ?? []).map((local) => local.name).sort((a, b) => a.localeCompare(b));
}

export const lagosAreasQueryOptions = () =>
  queryOptions({
    queryKey: ['states', LAGOS_STATE_ID, 'locals'],
    queryFn: ({ signal }) => getLagosAreas(signal),
    staleTime: 24 * 3600_000,
  });

export function useLagosAreas() {
  return useQuery(lagosAreasQueryOptions());
}
