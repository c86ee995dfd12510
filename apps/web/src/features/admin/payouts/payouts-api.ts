import type { AdminPayout, PayoutStatus } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { useCursorList } from '../shared/cursor-list';
import { own } from '../shared/staff-only';

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
