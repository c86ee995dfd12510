import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { loginPath } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { releaseEarlySubmits } from '../lib/early-submit';
import { meQueryKey } from '../lib/current-customer';
import { createQueryClient } from '../lib/query-client';
import type { AppRouter } from './router';

/**
 * The providers and the one place a 401 is handled: the customer goes to sign-in with a short
 * 'Your session has expired' notice and comes back to where they were after signing in.
 * boot.tsx creates the router (it waits for a prerendered page's modules before hydrating).
 */
export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState<QueryClient>(createQueryClient);

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

  // The first render is on the page (a prerendered page is hydrated): a form the customer submitted
  // before that goes through React now (lib/early-submit.ts).
  useEffect(releaseEarlySubmits, []);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
