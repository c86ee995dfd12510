import type { Translator } from '@alaafia/i18n';
import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadModule, modulesOf } from './app/route-modules';
import { setHydrating } from './lib/hydration';

/** Resolves once the modules of the page at `pathname` have arrived (or one failed: the page says so). */
function pageModulesLoaded(pathname: string): Promise<unknown> {
  return Promise.all(modulesOf(pathname).map((loader) => loadModule(loader))).catch(
    () => undefined,
  );
}

/** The API answers a page rendered on the server was rendered from (apps/api/src/plugins/web-app.ts). */
function serverState(): DehydratedState | undefined {
  const text = document.getElementById('server-state')?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
}

/**
 * React and the app: loaded by main.tsx right after it has started the page's own downloads. A page
 * that was server-rendered (the sign-in pages, prerendered by build/prerender.mjs; the dashboard and the
 * wizard pages, rendered per request by the API, with the answers they were rendered from) is already on
 * screen; React takes it over (hydrates) once the page's module has loaded, so the first render
 * matches it. The tree here must stay the one src/server-render.tsx renders (StrictMode, the query
 * client, the router), or React's generated ids (useId) would differ from the HTML.
 */
export async function boot(container: HTMLElement, loading: Promise<Translator | null>) {
  // The page's messages (main.tsx started their chunks with the page's): the first render is in the
  // page's language, as the server drew it. None on the staff's pages, which stay English.
  const translator = await loading;
  const app = (
    <StrictMode>
      <App translator={translator} initialState={serverState()} />
    </StrictMode>
  );
  const { pathname, search } = window.location;
  // The server rendered the page for the address alone. A history entry with state of its own (a wizard
  // reloaded in the middle of its flow: { inFlow: true }) may render differently, so then the app
  // renders the page itself, as it does a page that did not are server-rendered.
  const historyState = (window.history.state as { usr?: unknown } | null)?.usr;
  // The page's modules first (main.tsx has started them): the first render is the page, not an empty
  // frame (and a page that was server-rendered stays on screen until then).
  await pageModulesLoaded(pathname);
  if (container.dataset.prerendered === pathname + search && historyState == null) {
    setHydrating(true);
    // As a transition, hydration runs in slices of a few milliseconds too; by default React would
    // hydrate the whole page in one task (on Lighthouse's phone, the dashboard's took 190 ms).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    const root = createRoot(container);
    // A transition renders in slices of a few milliseconds, so the first render of a signed-in page
    // does not hold a slow phone's main thread in one long task (what Lighthouse's TBT counts).
    startTransition(() => root.render(app));
  }
}
