import type {
  AcceptInvitationBody,
  AcceptedInvitation,
  AccessRequest,
  AuditChoices,
  AuditRow,
  CreateStaffBody,
  InvitedStaff,
  OpenInvitation,
  SignedOut,
  StaffLoginBody,
  StaffMember,
  StaffRole,
} from '@alaafia/domain';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// Back-office calls: a 401 here means 'not signed in to the back office', which the admin area
// handles itself (its own sign-in), never the customer's sign-in page.
const own = { skipUnauthorizedHandler: true } as const;

export interface AuditFilters {
  action?: string;
  record_type?: string;
  record_id?: string;
  staff_id?: string;
  /** YYYY-MM-DD, Lagos days; `to` includes its whole day (GET /admin/audit). */
  from?: string;
  to?: string;
}

/** The signed-in staff member, or null when nobody is signed in to the back office. */
export const staffMeQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.me(),
    queryFn: async () => {
      try {
        return await api.get<StaffMember>('/admin/auth/me', own);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

export function useStaffMe() {
  return useQuery(staffMeQuery());
}

/**
 * Drops what the last staff member saw (another may sign in next), keeping the `me` query itself:
 * the admin area observes it, and a removed query would no longer tell it about the sign-in.
 */
function forgetAllBut(client: QueryClient, keep: readonly unknown[]) {
  client.removeQueries({
    queryKey: queryKeys.admin.all,
    predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(keep),
  });
}

export function useStaffLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffLoginBody) => api.post<StaffMember>('/admin/auth/login', body, own),
    onSuccess: (staff) => {
      forgetAllBut(client, queryKeys.admin.me());
      client.setQueryData(queryKeys.admin.me(), staff);
    },
  });
}

export function useStaffLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SignedOut>('/admin/auth/logout', undefined, own),
    onSettled: () => {
      forgetAllBut(client, queryKeys.admin.me());
      client.setQueryData(queryKeys.admin.me(), null);
    },
  });
}

export function useStaffList() {
  return useQuery({
    queryKey: queryKeys.admin.staff(),
    queryFn: () => api.get<StaffMember[]>('/admin/staff', own),
  });
}

export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaffBody) => api.post<InvitedStaff>('/admin/staff', body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.staff() }),
  });
}

/** A new invitation for a member who has not accepted theirs (the old link stops working). */
export function useReinviteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<InvitedStaff>(`/admin/staff/${id}/invitation`, undefined, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.staff() }),
  });
}

/** A second administrator approves or rejects a change of access. */
export function useDecideAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      api.post<AccessRequest>(`/admin/staff-access/${id}/decision`, { decision }, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.staff() }),
  });
}

/** The invitation page: who is invited and the authenticator to enrol. */
export function useOpenInvitation() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<OpenInvitation>('/admin/auth/invitation/open', { token }, own),
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      api.post<AcceptedInvitation>('/admin/auth/invitation/accept', body, own),
  });
}

export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; roles?: StaffRole[]; disabled?: boolean }) =>
      api.patch<StaffMember>(`/admin/staff/${id}`, body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.staff() }),
  });
}

export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: queryKeys.admin.audit(filters),
    queryFn: () =>
      api.get<AuditRow[]>('/admin/audit', { ...own, query: { ...filters, limit: 200 } }),
  });
}

/** GET /admin/audit/choices: the actions and the staff members the filters offer (issue 30). */
export function useAuditChoices() {
  return useQuery({
    queryKey: queryKeys.admin.auditChoices(),
    queryFn: () => api.get<AuditChoices>('/admin/audit/choices', own),
  });
}

/** The CSV export's address (a plain link: the browser downloads it with the staff cookie). */
export function auditCsvUrl(filters: AuditFilters): string {
  const params = new URLSearchParams({ format: 'csv' });
  for (const [k, v] of Object.entries(filters) as [string, string | undefined][])
    if (v) params.set(k, v);
  return `/api/admin/audit?${params.toString()}`;
}
