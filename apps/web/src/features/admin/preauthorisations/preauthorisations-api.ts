import type {
  AskedToPayCase,
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

/** An open "asked to pay" case as the claims team lists it (issue 39 item 6). */
export type AskedToPayQueueItem = AskedToPayCase & { customer_id: number; late: boolean };

/** GET /admin/claims/asked-to-pay: escalated first, then by when the answer is due. */
export function useAskedToPayQueue() {
  return useQuery({
    queryKey: [...queryKeys.admin.all, 'asked-to-pay'],
    queryFn: () => api.get<AskedToPayQueueItem[]>('/admin/claims/asked-to-pay', own),
    refetchInterval: 60_000,
  });
}

/** POST /admin/claims/asked-to-pay/{id}/answer: the written answer to the member. */
export function useAnswerAskedToPay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      api.post<AskedToPayCase>(`/admin/claims/asked-to-pay/${id}/answer`, { answer }, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

/** A claims team's work item (GET /admin/claims/work-items). */
export type ClaimsWorkItem = {
  id: number;
  kind: string;
  closes: 'by-hand' | 'itself' | 'with-payout';
  customer_id: number | null;
  reference: string;
  amount_kobo: number | null;
  note: string;
  created_at: string;
};

export function useClaimsWorkItems() {
  return useQuery({
    queryKey: [...queryKeys.admin.all, 'claims-work-items'],
    queryFn: () => api.get<ClaimsWorkItem[]>('/admin/claims/work-items', own),
  });
}

/** POST /admin/claims/work-items/{id}/resolve: dealt with, with a note. */
export function useResolveClaimsWorkItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.post<{ id: number; resolved: true }>(
        `/admin/claims/work-items/${id}/resolve`,
        { note },
        own,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
