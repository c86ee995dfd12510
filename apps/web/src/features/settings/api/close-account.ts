import type { CloseAccountAnswer, CloseAccountBody } from '@alaafia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';

/** What closing answers: what was erased, what is kept and until when. */
export type ClosedAccount = CloseAccountAnswer;

/** POST /local/customers/{id}/close-account { password }. The session ends with it. */
function closeAccount(customerId: number, body: CloseAccountBody) {
  return api.post<ClosedAccount>(`/local/customers/${customerId}/close-account`, body);
}

export function useCloseAccount(customerId: number) {
  return useMutation({ mutationFn: (body: CloseAccountBody) => closeAccount(customerId, body) });
}
