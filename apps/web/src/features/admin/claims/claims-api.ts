import type { AdminClaim, ClaimDecisionBody, ClaimStatus } from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { useCursorList } from '../shared/cursor-list';
import { own } from '../shared/staff-only';

/**
 * GET /admin/claims?status=: the queue (claims officers), what is due first, with the evidence of
 * each claim; a page of 50 at a time (loadMore).
 */
export function useAdminClaims(status: ClaimStatus | '') {
  return useCursorList<AdminClaim>(queryKeys.admin.claims(status), '/admin/claims', {
    status: status || undefined,
  });
}

/** GET /admin/claims/notices: warnings for the claims team (the holidays of the claims clock running out). */
export function useClaimNotices() {
  return useQuery({
    queryKey: [...queryKeys.admin.claims('notices'), 'notices'],
    queryFn: () => api.get<{ notices: string[] }>('/admin/claims/notices', { ...own }),
  });
}

/** POST /admin/claims/{claimId}/decision: approve (with the amount), reject or ask for information. */
export function useDecideClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, body }: { claimId: number; body: ClaimDecisionBody }) =>
      api.post<AdminClaim>(`/admin/claims/${claimId}/decision`, body, own),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.allClaims() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.allPayouts() }),
      ]),
  });
}
