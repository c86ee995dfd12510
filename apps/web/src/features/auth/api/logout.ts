import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-customer';

export function logout() {
  return api.post<{ signed_out: true }>('/auth/logout', undefined, {
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
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
