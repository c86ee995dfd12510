import type { CallBack } from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { own } from '../shared/staff-only';

/** GET /admin/support/call-backs: who waits for a call from support, oldest first. */
export function useCallBacks() {
  return useQuery({
    queryKey: queryKeys.admin.callBacks(),
    queryFn: () => api.get<CallBack[]>('/admin/support/call-backs', own),
  });
}

/** POST /admin/support/call-backs/{id}/done: the call is made; what came of it is kept. */
export function useCallBackDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.post<{ id: number; done: true }>(`/admin/support/call-backs/${id}/done`, { note }, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.callBacks() }),
  });
}
