import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type CancellationReason = { id: number; reason: string };

/** GET /local/policy-cancellation/reasons: data is a list of id and reason. */
export function getCancellationReasons(signal?: AbortSignal) {
  return api.get<CancellationReason[]>('/local/policy-cancellation/reasons', { signal });
}

export const cancellationReasonsQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'cancellation-reasons'],
    queryFn: ({ signal }) => getCancellationReasons(signal),
    staleTime: 60 * 60_000,
  });

export function useCancellationReasons(enabled: boolean) {
  return useQuery({ ...cancellationReasonsQueryOptions(), enabled });
}
