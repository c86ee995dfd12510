import type {
  ReviewDecisionAnswer,
  ReviewDecisionBody,
  ReviewItem,
  ReviewKind,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './staff';

const own = { skipUnauthorizedHandler: true } as const;

export interface CustomerMatch {
  id: number;
  name: string;
  email: string;
  phone: string;
  created_at: string;
  closed: boolean;
}

export interface CustomerProfileForStaff {
  id: number;
  name: string;
  email: string;
  phone: string;
  state: string | null;
  created_at: string;
  closed_at: string | null;
  kyc: {
    completed: boolean;
    completed_at: string | null;
    in_review: boolean;
    verified_bvn: boolean;
    verified_nin: boolean;
    income_protection_profile: boolean;
    health_profile: boolean;
    health_cash_profile: boolean;
    documents: {
      id: number;
      type: string;
      number: string;
      status: string;
      registered_name: string;
      provider: string;
      verified_at: string | null;
    }[];
  };
  policies: {
    policy_number: string;
    product_uid: string;
    status: string;
    premium: number;
    unit: string;
    start_date: string;
    next_payment_date: string | null;
    company: string | null;
  }[];
  payments: {
    reference: string;
    purpose: string;
    amount_kobo: number;
    status: string;
    paid_at: string | null;
    refunded_kobo: number | null;
    created_at: string;
  }[];
  messages: {
    channel: string;
    to: string;
    subject: string | null;
    body: string;
    sent_at: string;
  }[];
  notifications: { event: string; title: string; created_at: string; read: boolean }[];
}

export interface Lead {
  id: number;
  customer_id: number | null;
  name: string;
  email: string;
  phone: string;
  reason: string;
  salary: number | null;
  created_at: string;
}

export const backofficeKeys = {
  search: (q: string) => [...adminKeys.all, 'customers', 'search', q] as const,
  customer: (id: number) => [...adminKeys.all, 'customers', id] as const,
  leads: () => [...adminKeys.all, 'leads'] as const,
};

export function useCustomerSearch(q: string) {
  return useQuery({
    queryKey: backofficeKeys.search(q),
    queryFn: () => api.get<CustomerMatch[]>('/admin/customers', { ...own, query: { q } }),
    enabled: q.trim().length >= 3,
  });
}

export function useCustomerProfile(id: number | null) {
  return useQuery({
    queryKey: backofficeKeys.customer(id ?? 0),
    queryFn: () => api.get<CustomerProfileForStaff>(`/admin/customers/${id}`, own),
    enabled: id !== null,
  });
}

export function useRevealNumber(customerId: number) {
  return useMutation({
    mutationFn: ({ documentId, reason }: { documentId: number; reason: string }) =>
      api.post<{ id: number; type: string; number: string }>(
        `/admin/customers/${customerId}/identity-documents/${documentId}/reveal`,
        { reason },
        own,
      ),
  });
}

export function useLeads() {
  return useQuery({
    queryKey: backofficeKeys.leads(),
    queryFn: () => api.get<Lead[]>('/admin/leads', own),
  });
}

export const reviewKeys = {
  queue: (kind: ReviewKind) => [...adminKeys.all, 'reviews', kind] as const,
};

/** GET /admin/reviews?kind=: one work queue, oldest first. */
export function useReviewQueue(kind: ReviewKind) {
  return useQuery({
    queryKey: reviewKeys.queue(kind),
    queryFn: () => api.get<ReviewItem[]>('/admin/reviews', { ...own, query: { kind } }),
  });
}

/** POST /admin/reviews/{id}/decision; the queue is read again afterwards. */
export function useDecideReview(kind: ReviewKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & ReviewDecisionBody) =>
      api.post<ReviewDecisionAnswer>(`/admin/reviews/${id}/decision`, body, own),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.queue(kind) }),
  });
}
