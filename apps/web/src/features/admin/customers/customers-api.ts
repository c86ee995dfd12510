import type {
  CustomerMatch,
  RefundRequestAnswer,
  RevealedIdentity,
  StaffCustomerProfile,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { own } from '../shared/staff-only';

export type { StaffCustomerProfile as CustomerProfileForStaff } from '@alaafia/domain';

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

/**
 * POST /admin/customers/{id}/ussd-pin/reset: a reviewer or an administrator removes the customer's
 * USSD PIN after checking who is asking (the check is recorded in the audit log); the customer is
 * told by SMS and chooses a new one.
 */
export function useResetUssdPin(customerId: number) {
  return useMutation({
    mutationFn: (identityCheck: string) =>
      api.post<{ customer_id: number; pin_removed: boolean }>(
        `/admin/customers/${customerId}/ussd-pin/reset`,
        { identity_check: identityCheck },
        own,
      ),
  });
}
