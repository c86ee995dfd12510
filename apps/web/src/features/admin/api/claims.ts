import type {
  AdminClaim,
  AdminPayout,
  ClaimDecisionBody,
  ClaimStatus,
  PayoutStatus,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './staff';

const own = { skipUnauthorizedHandler: true } as const;

export const claimsKeys = {
  claims: (status: ClaimStatus | '') => [...adminKeys.all, 'claims', status] as const,
  allClaims: () => [...adminKeys.all, 'claims'] as const,
  payouts: () => [...adminKeys.all, 'payouts'] as const,
  payoutsIn: (status: PayoutStatus) => [...adminKeys.all, 'payouts', status] as const,
};

/** GET /admin/claims?status=: the queue (claims officers), with the evidence of each claim. */
export function useAdminClaims(status: ClaimStatus | '') {
  return useQuery({
    queryKey: claimsKeys.claims(status),
    queryFn: () =>
      api.get<AdminClaim[]>('/admin/claims', { ...own, query: { status: status || undefined } }),
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
        client.invalidateQueries({ queryKey: claimsKeys.allClaims() }),
        client.invalidateQueries({ queryKey: claimsKeys.payouts() }),
      ]),
  });
}

/**
 * GET /admin/payouts?status=: awaiting_approval is what finance must approve before it is sent;
 * failed and reversed are transfers that did not arrive, to approve again (a new reference).
 */
export function usePayouts(status: PayoutStatus) {
  return useQuery({
    queryKey: claimsKeys.payoutsIn(status),
    queryFn: () => api.get<AdminPayout[]>('/admin/payouts', { ...own, query: { status } }),
  });
}

/** POST /admin/payouts/{payoutId}/approve: a finance member other than the deciding officer. */
export function useApprovePayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: number) =>
      api.post<AdminPayout>(`/admin/payouts/${payoutId}/approve`, undefined, own),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: claimsKeys.payouts() }),
        client.invalidateQueries({ queryKey: claimsKeys.allClaims() }),
      ]),
  });
}
