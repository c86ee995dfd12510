import {
  hydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { WIZARD_SELECTOR } from '../components/wizard/wizard-selector';
import { setHydrating } from '../lib/hydration';
import { releaseEarlyPresses } from '../lib/early-presses';
import { createQueryClient } from '../lib/query-client';
import type { Translator } from '@alaafia/i18n';
import { LanguageProvider } from '../lib/i18n';
import { AppRoutes } from './router';

/**
 * The providers and the routes (router.tsx, which also sends a customer whose session ended to sign
 * in). boot.tsx loads the page's messages, passes the API answers a page rendered on the server was
 * rendered from (`initialState`), and renders this once the page's modules have arrived.
 */
export function App({
  translator,
  initialState,
}: {
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

  // The first render is on the page (a page that was server-rendered is hydrated): a press the customer
  // made before that goes through React now (lib/early-presses.ts). A wizard the server rendered is
  // taken over when its code has arrived, a moment later: it releases the press itself then
  // (the wizard engine, flows/wizard/wizard-engine.tsx), so a press on it is not made while React
  // cannot yet answer it.
  useEffect(() => {
    setHydrating(false);
    if (!document.querySelector(WIZARD_SELECTOR)) releaseEarlyPresses();
  }, []);

  const app = (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
  return translator ? <LanguageProvider translator={translator}>{app}</LanguageProvider> : app;
}
