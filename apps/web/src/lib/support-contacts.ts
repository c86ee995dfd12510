import type { SupportContacts } from '@alaafia/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /local/support: how to reach us (phone, WhatsApp, e-mail, hours) and who insures the cover
 * (the underwriter and its NAICOM licence), set by the operator. Read by the help page and the
 * checkout, so it lives here rather than in one feature.
 */
function getSupportContacts(signal?: AbortSignal) {
  return api.get<SupportContacts>('/local/support', { signal });
}

export const supportContactsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.support,
    queryFn: ({ signal }) => getSupportContacts(signal),
    staleTime: 60 * 60_000,
  });

/** The dashboard's WhatsApp link: the API redirects it to wa.me with the support line. */
export const SUPPORT_WHATSAPP_LINK = '/api/local/support/whatsapp';
