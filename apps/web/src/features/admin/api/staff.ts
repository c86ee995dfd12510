import type {
  AuditRow,
  CreateStaffBody,
  NewStaffCredentials,
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
    mutationFn: (body: CreateStaffBody) => api.post<NewStaffCredentials>('/admin/staff', body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.staff() }),
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

/** The CSV export's address (a plain link: the browser downloads it with the staff cookie). */
export function auditCsvUrl(filters: AuditFilters): string {
  const params = new URLSearchParams({ format: 'csv' });
  for (const [k, v] of Object.entries(filters) as [string, string | undefined][])
    if (v) params.set(k, v);
  return `/api/admin/audit?${params.toString()}`;
}
