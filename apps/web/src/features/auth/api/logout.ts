import type { SignedOut } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { forgetOfflineMemberCard } from '#lib/member-card-offline.js';
import { queryKeys } from '#lib/query-keys.js';

function logout() {
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
      // The member card kept on the phone for offline use goes with the session (issue 28).
      void forgetOfflineMemberCard();
      queryClient.setQueryData(queryKeys.me, null);
    },
  });
}
