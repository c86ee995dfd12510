import type {
  AdminClaim,
  AdminPayout,
  ClaimDecisionBody,
  ClaimStatus,
  PayoutStatus,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCursorList } from './cursor-list';

const own = { skipUnauthorizedHandler: true } as const;

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

/**
 * GET /admin/payouts?status=: awaiting_approval is what finance must approve before it is sent;
 * failed and reversed are transfers that did not arrive, to approve again (a new reference); a
 * page of 50 at a time (loadMore).
 */
export function usePayouts(status: PayoutStatus) {
  return useCursorList<AdminPayout>(queryKeys.admin.payouts(status), '/admin/payouts', { status });
}

/** POST /admin/payouts/{payoutId}/approve: a finance member other than the deciding officer. */
export function useApprovePayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: number) =>
      api.post<AdminPayout>(`/admin/payouts/${payoutId}/approve`, undefined, own),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.allPayouts() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.allClaims() }),
      ]),
  });
}
