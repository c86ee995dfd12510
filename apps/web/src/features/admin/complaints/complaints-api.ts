import type { AdminComplaint } from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { own } from '../shared/staff-only';

/** GET /admin/complaints?status=: open ones by the day their answer is due, or answered ones. */
export function useAdminComplaints(status: 'open' | 'resolved') {
  return useQuery({
    queryKey: queryKeys.admin.complaints(status),
    queryFn: () => api.get<AdminComplaint[]>('/admin/complaints', { ...own, query: { status } }),
  });
}

/** POST /admin/complaints/{id}/take, then /answer: the written answer goes to the complainant. */
export function useComplaintActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.admin.allComplaints() });
  const take = useMutation({
    mutationFn: (id: number) =>
      api.post<AdminComplaint>(`/admin/complaints/${id}/take`, undefined, own),
    onSuccess: refresh,
  });
  const answer = useMutation({
    mutationFn: ({ id, response }: { id: number; response: string }) =>
      api.post<AdminComplaint>(`/admin/complaints/${id}/answer`, { response }, own),
    onSuccess: refresh,
  });
  return { take, answer };
}
