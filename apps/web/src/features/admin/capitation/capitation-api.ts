import type { CapitationPaymentAnswer, CapitationStatement } from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { useInvalidateMoney } from '../finance/finance-api';
import { own } from '../shared/staff-only';

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

/** POST /admin/capitation/payments: a finance member proposes paying a hospital's statement. */
export function useProposeCapitationPayment() {
  const client = useQueryClient();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: { hospital_code: string; month: string }) =>
      api.post<CapitationPaymentAnswer>('/admin/capitation/payments', body, own),
    onSuccess: () =>
      Promise.all([
        invalidate(),
        client.invalidateQueries({ queryKey: [...queryKeys.admin.all, 'capitation'] }),
      ]),
  });
}

/** POST /admin/capitation/payments/{id}/approve: a second finance member approves it. */
export function useApproveCapitationPayment() {
  const client = useQueryClient();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<CapitationPaymentAnswer>(`/admin/capitation/payments/${id}/approve`, undefined, own),
    onSuccess: () =>
      Promise.all([
        invalidate(),
        client.invalidateQueries({ queryKey: [...queryKeys.admin.all, 'capitation'] }),
      ]),
  });
}

/**
 * POST /admin/capitation/payments/{id}/withdraw: a finance member withdraws a payment waiting for
 * approval (proposed in error, or the hospital disputes its statement); nothing is posted.
 */
export function useWithdrawCapitationPayment() {
  const client = useQueryClient();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<CapitationPaymentAnswer>(
        `/admin/capitation/payments/${id}/withdraw`,
        undefined,
        own,
      ),
    onSuccess: () =>
      Promise.all([
        invalidate(),
        client.invalidateQueries({ queryKey: [...queryKeys.admin.all, 'capitation'] }),
      ]),
  });
}
