import type { WhatsAppConversation, WhatsAppHistoryItem } from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { own } from '../shared/staff-only';

/** GET /admin/whatsapp/conversations: the conversations waiting for a person, oldest first. */
export function useWhatsAppConversations() {
  return useQuery({
    queryKey: queryKeys.admin.whatsappConversations(),
    queryFn: () => api.get<WhatsAppConversation[]>('/admin/whatsapp/conversations', own),
  });
}

/** GET /admin/whatsapp/conversations/{waId}: its messages, newest last. */
export function useWhatsAppHistory(waId: string) {
  return useQuery({
    queryKey: queryKeys.admin.whatsappHistory(waId),
    queryFn: () => api.get<WhatsAppHistoryItem[]>(`/admin/whatsapp/conversations/${waId}`, own),
  });
}

/** POST .../reply (inside the 24-hour window) and .../hand-back (to the menu). */
export function useWhatsAppActions(waId: string) {
  const client = useQueryClient();
  const refresh = () =>
    client.invalidateQueries({ queryKey: queryKeys.admin.whatsappConversations() });
  const reply = useMutation({
    mutationFn: (text: string) =>
      api.post<{ queued: true }>(`/admin/whatsapp/conversations/${waId}/reply`, { text }, own),
    onSuccess: refresh,
  });
  const handBack = useMutation({
    mutationFn: () =>
      api.post<{ handed_back: true }>(
        `/admin/whatsapp/conversations/${waId}/hand-back`,
        undefined,
        own,
      ),
    onSuccess: refresh,
  });
  return { reply, handBack };
}
