import type {
  HospitalPreauthorisation,
  PreauthorisationDecisionBody,
  PreauthorisationQueueItem,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { own } from '../shared/staff-only';

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
