import type { SignedOut } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function logout() {
  return api.post<SignedOut>('/auth/logout', undefined, {
    skipUnauthorizedHandler: true,
  });
}

/** Signs out on the server, then forgets everything cached about the customer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.me, null);
    },
  });
}
