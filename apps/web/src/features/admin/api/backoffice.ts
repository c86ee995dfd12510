import type {
  CustomerMatch,
  RefundRequestAnswer,
  RevealedIdentity,
  ReviewDecisionAnswer,
  ReviewDecisionBody,
  ReviewItem,
  ReviewKind,
  StaffCustomerProfile,
  StaffLead,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCursorList } from './cursor-list';

const own = { skipUnauthorizedHandler: true } as const;

export type {
  CustomerMatch,
  StaffCustomerProfile as CustomerProfileForStaff,
  StaffLead as Lead,
} from '@alaafia/domain';

export function useCustomerSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.admin.customerSearch(q),
    queryFn: () => api.get<CustomerMatch[]>('/admin/customers', { ...own, query: { q } }),
    enabled: q.trim().length >= 3,
  });
}

export function useCustomerProfile(id: number | null) {
  return useQuery({
    queryKey: queryKeys.admin.customer(id ?? 0),
    queryFn: () => api.get<StaffCustomerProfile>(`/admin/customers/${id}`, own),
    enabled: id !== null,
  });
}

export function useRevealNumber(customerId: number) {
  return useMutation({
    mutationFn: ({ documentId, reason }: { documentId: number; reason: string }) =>
      api.post<RevealedIdentity>(
        `/admin/customers/${customerId}/identity-documents/${documentId}/reveal`,
        { reason },
        own,
      ),
  });
}

export function useLeads() {
  return useQuery({
    queryKey: queryKeys.admin.leads(),
    queryFn: () => api.get<StaffLead[]>('/admin/leads', own),
  });
}

/** GET /admin/reviews?kind=: one work queue, oldest first, a page of 50 at a time (loadMore). */
export function useReviewQueue(kind: ReviewKind) {
  return useCursorList<ReviewItem>(queryKeys.admin.reviews(kind), '/admin/reviews', { kind });
}

/** POST /admin/reviews/{id}/decision; the queue is read again afterwards. */
export function useDecideReview(kind: ReviewKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & ReviewDecisionBody) =>
      api.post<ReviewDecisionAnswer>(`/admin/reviews/${id}/decision`, body, own),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.reviews(kind) }),
  });
}

/**
 * POST /admin/refunds: a finance member starts a refund of a payment (no amount: what is left);
 * nothing is sent until a second, independent finance member approves it (money-approval.ts).
 */
export function useStartRefund(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { reference: string; amount_kobo?: number; reason: string }) =>
      api.post<RefundRequestAnswer>('/admin/refunds', body, own),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.customer(customerId) }),
        client.invalidateQueries({ queryKey: queryKeys.admin.finance() }),
      ]),
  });
}

/** POST /admin/refunds/{id}/decision: the second finance member approves or rejects it. */
export function useDecideRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: number;
      decision: 'approve' | 'reject';
      reason?: string;
    }) => api.post<RefundRequestAnswer>(`/admin/refunds/${id}/decision`, body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.finance() }),
  });
}
