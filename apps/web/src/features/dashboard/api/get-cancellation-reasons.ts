import type { CancellationReason } from '@alaafia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/** GET /local/policy-cancellation/reasons: data is a list of id and reason. */
function getCancellationReasons(signal?: AbortSignal) {
  return api.get<CancellationReason[]>('/local/policy-cancellation/reasons', { signal });
}

const cancellationReasonsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cancellationReasons,
    queryFn: ({ signal }) => getCancellationReasons(signal),
    staleTime: 60 * 60_000,
  });

export function useCancellationReasons(enabled: boolean) {
  return useQuery({ ...cancellationReasonsQueryOptions(), enabled });
}
