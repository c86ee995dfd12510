import type {
  AdminClaim,
  ClaimAutomationAnswer,
  ClaimAutomationBody,
  ClaimLookBackBody,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { own } from '../shared/staff-only';

/**
 * Claims paid by rules, their back office (issue 39; docs/business-rules.md, 'Claims paid by
 * rules'): the settings and the change waiting for a second administrator, the look back, the
 * weekly report. Every call is to routes of modules/cover/claims/claim-automation.routes.ts.
 */
const root = () => [...queryKeys.admin.all, 'automation'] as const;

type AutomationReport = {
  from: string;
  to: string;
  approved: number;
  approved_kobo: number;
  to_a_person: number;
  sampled: number;
  looked_back: number;
  found_wrong: number;
};

/** GET /admin/claims/automation */
export function useAutomation() {
  return useQuery({
    queryKey: [...root(), 'settings'],
    queryFn: () => api.get<ClaimAutomationAnswer>('/admin/claims/automation', own),
  });
}

/** PUT /admin/claims/automation: a proposal (202), applied once another administrator approves. */
export function useProposeAutomation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimAutomationBody) =>
      api.put<ClaimAutomationAnswer>('/admin/claims/automation', body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: root() }),
  });
}

/** POST /admin/claims/automation/changes/{id}/approve | reject */
export function useDecideAutomationChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      api.post<ClaimAutomationAnswer>(
        `/admin/claims/automation/changes/${id}/${decision}`,
        undefined,
        own,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: root() }),
  });
}

/** GET /admin/claims/look-back: what the rules paid and no officer has looked back at, due first. */
export function useLookBack() {
  return useQuery({
    queryKey: [...root(), 'look-back'],
    queryFn: () => api.get<AdminClaim[]>('/admin/claims/look-back', own),
  });
}

/** POST /admin/claims/{id}/look-back: fine, or a problem (a recovery for finance). */
export function useRecordLookBack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ClaimLookBackBody & { id: number }) =>
      api.post<AdminClaim>(`/admin/claims/${id}/look-back`, body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: root() }),
  });
}

/** GET /admin/claims/automation/report?from= (the 7 days before today without it). */
export function useAutomationReport(from: string) {
  return useQuery({
    queryKey: [...root(), 'report', from],
    queryFn: () =>
      api.get<AutomationReport>('/admin/claims/automation/report', {
        ...own,
        ...(from ? { query: { from } } : {}),
      }),
  });
}
