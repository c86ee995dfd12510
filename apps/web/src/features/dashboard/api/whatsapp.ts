import type { WhatsAppLinkAnswer, WhatsAppStatus } from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/** GET /local/customers/{id}/whatsapp: linked or not, the number masked, messages on or off. */
export function useWhatsAppStatus(customerId: number) {
  return useQuery({
    queryKey: queryKeys.whatsapp(customerId),
    queryFn: () => api.get<WhatsAppStatus>(`/local/customers/${customerId}/whatsapp`),
  });
}

/** POST /local/customers/{id}/whatsapp/link: a one-time code and the wa.me link that sends it. */
export function useWhatsAppLinkCode(customerId: number) {
  return useMutation({
    mutationFn: () => api.post<WhatsAppLinkAnswer>(`/local/customers/${customerId}/whatsapp/link`),
  });
}

/** DELETE /local/customers/{id}/whatsapp: unlinks the number. */
export function useWhatsAppUnlink(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<WhatsAppStatus>(`/local/customers/${customerId}/whatsapp`),
    onSuccess: (status) => client.setQueryData(queryKeys.whatsapp(customerId), status),
  });
}
