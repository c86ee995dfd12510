import type {
  CapitationStatement,
  HospitalPreauthorisation,
  PreauthorisationDecisionBody,
  PreauthorisationQueueItem,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const own = { skipUnauthorizedHandler: true } as const;

/** GET /admin/preauthorisations?status=: the claims officers' queue (issue 28). */
export function useAdminPreauthorisations(status: 'pending' | 'decided') {
  return useQuery({
    queryKey: queryKeys.admin.preauthorisations(status),
    queryFn: () =>
      api.get<PreauthorisationQueueItem[]>('/admin/preauthorisations', {
        ...own,
        query: { status },
      }),
  });
}

/** POST /admin/preauthorisations/{id}/decision */
export function usePreauthorisationDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PreauthorisationDecisionBody & { id: number }) =>
      api.post<HospitalPreauthorisation>(`/admin/preauthorisations/${id}/decision`, body, own),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: [...queryKeys.admin.all, 'preauthorisations'] }),
  });
}

/**
 * GET /admin/capitation?month=: each hospital's statement (issue 28); without a month, the month of
 * the application's clock (the server's, which the sandbox may have moved).
 */
export function useCapitation(month: string) {
  return useQuery({
    queryKey: queryKeys.admin.capitation(month),
    queryFn: () =>
      api.get<CapitationStatement[]>('/admin/capitation', {
        ...own,
        query: month ? { month } : {},
      }),
  });
}
