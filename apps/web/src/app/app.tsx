import {
  hydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { loginPath } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { WIZARD_SELECTOR } from '../components/wizard/wizard-selector';
import { setHydrating } from '../lib/hydration';
import { releaseEarlyPresses } from '../lib/early-presses';
import { createQueryClient } from '../lib/query-client';
import type { Translator } from '@alaafia/i18n';
import { LanguageProvider } from '../lib/i18n';
import type { AppRouter } from './router';
import { queryKeys } from '../lib/query-keys';

/**
 * The providers and the one place a 401 is handled: the customer goes to sign-in with a short
 * 'Your session has expired' notice and comes back to where they were after signing in.
 * boot.tsx creates the router and loads the page's messages (it waits for a prerendered page's modules before hydrating), and
 * passes the API answers a page rendered on the server was rendered from (`initialState`).
 */
export function App({
  router,
  translator,
  initialState,
}: {
  router: AppRouter;
  /** The page's language and its messages (boot.tsx loads them before the first render); null on
   * the staff's pages, which stay English and use no catalogue. */
  translator: Translator | null;
  initialState?: DehydratedState;
}) {
  const [queryClient] = useState<QueryClient>(() => {
    const client = createQueryClient();
    if (initialState) hydrate(client, initialState);
    return client;
  });

  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = router.state.location;
      // The back office has its own sign-in (features/admin); its calls skip this handler anyway.
      if (pathname.startsWith('/auth/') || pathname.startsWith('/admin')) return;
      void router.navigate(loginPath(pathname + search, true), { replace: true }).then(() => {
        queryClient.clear();
        queryClient.setQueryData(queryKeys.me, null);
      });
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient, router]);

  // The first render is on the page (a page that was server-rendered is hydrated): a press the customer
  // made before that goes through React now (lib/early-presses.ts). A wizard the server rendered is
  // taken over when its code has arrived, a moment later: it releases the press itself then
  // (WizardShell), so a press on it is not made while React cannot yet answer it.
  useEffect(() => {
    setHydrating(false);
    if (!document.querySelector(WIZARD_SELECTOR)) releaseEarlyPresses();
  }, []);

  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return translator ? <LanguageProvider translator={translator}>{app}</LanguageProvider> : app;
}
