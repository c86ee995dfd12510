import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { loginPath } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { meQueryKey } from '../lib/current-customer';
import { createQueryClient } from '../lib/query-client';
import { createRouter } from './router';

/**
 * The providers and the one place a 401 is handled: the customer goes to sign-in with a short
 * 'Your session has expired' notice and comes back to where they were after signing in.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = router.state.location;
      if (pathname.startsWith('/auth/')) return;
      void router.navigate(loginPath(pathname + search, true), { replace: true }).then(() => {
        queryClient.clear();
        queryClient.setQueryData(meQueryKey, null);
      });
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient, router]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
