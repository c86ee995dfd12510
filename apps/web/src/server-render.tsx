import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import { paths } from './config/paths';
import { createQueryClient } from './lib/query-client';

/**
 * The pages the build renders to HTML ahead of time (build/prerender.mjs): the sign-in pages, the first
 * screen most visitors see. They hold nobody's data, so the same HTML serves everyone; the server
 * sends it for the bare path (no query string) and boot.tsx hydrates it. A visitor on a slow phone
 * sees the form as soon as the HTML and the stylesheet arrive, before any JavaScript has run.
 */
export const PRERENDERED_PATHS: readonly string[] = [paths.login, paths.signup];

/** The page at `path` as the app's first render draws it (the same providers as app/app.tsx). */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
