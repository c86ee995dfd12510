import type { LeadsDeleted } from '@alaafia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';

/** DELETE /local/customers/lead/delete/:userId: 'No, thanks' removes the customer's lead. */
function deleteLead(userId: number) {
  return api.delete<LeadsDeleted>(`/local/customers/lead/delete/${userId}`);
}

export function useDeleteLead(userId: number) {
  return useMutation({ mutationFn: () => deleteLead(userId) });
}
