import type { SignedOut, StaffLoginBody, StaffMember } from '@alaafia/domain';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { own } from './staff-only';

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
