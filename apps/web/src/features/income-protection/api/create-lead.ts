import type { Lead, LeadCreateBody } from '@alaafia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';

/** POST /local/customers/lead/create: 'Yes!' to 'Can we keep your details?'. */
function createLead(body: LeadCreateBody) {
  return api.post<Lead>('/local/customers/lead/create', body);
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}
