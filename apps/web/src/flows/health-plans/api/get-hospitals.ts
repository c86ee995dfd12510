import {
  appendHospitalPages,
  hasMoreHospitals,
  hospitalsRequest,
  type Hospital,
  type LocalArea,
} from '@alaafia/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

export type { Hospital } from '@alaafia/domain';

/**
 * GET local/hospitals/states/{stateId}?page={n}, with &city={lga in lower case} unless the area is
 * 'All'. One page of 10, with meta (current_page, last_page).
 */
function getHospitalsPage(
  stateId: number,
  area: LocalArea | null,
  page: number,
  signal?: AbortSignal,
) {
  const request = hospitalsRequest(stateId, area, page);
  return api.page<Hospital>(request.path, { query: request.query, signal });
}

const hospitalsQueryOptions = (stateId: number, area: LocalArea | null) =>
  infiniteQueryOptions({
    // One state's (and area's) list: changing either starts the list again.
    queryKey: queryKeys.hospitals(stateId, area?.id ?? 0),
    queryFn: ({ pageParam, signal }) => getHospitalsPage(stateId, area, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      hasMoreHospitals(last.meta) ? last.meta.current_page + 1 : undefined,
    staleTime: 60 * 60_000,
  });

/** The list with 'See more hospitals' appending the next page. */
export function useHospitals(stateId: number, area: LocalArea | null, enabled = true) {
  const query = useInfiniteQuery({ ...hospitalsQueryOptions(stateId, area), enabled });
  const hospitals = appendHospitalPages(query.data?.pages.map((page) => page.data) ?? []);
  return { ...query, hospitals };
}
