import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, type AppRouter } from './app/router';

/** Resolves once the router has loaded the modules of the page it opened on. */
function initialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * React and the app: loaded by main.tsx right after it has started the page's own downloads. A page
 * the build prerendered (the sign-in pages: build/prerender.mjs and src/prerender.tsx) is already on screen; React takes it
 * over (hydrates) once the page's module has loaded, so the first render matches it. The tree here
 * must stay the one src/prerender.tsx renders (StrictMode, the query client, the router), or React's
 * generated ids (useId) would differ from the HTML.
 */
export async function boot(container: HTMLElement) {
  const router = createRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  const { pathname, search } = window.location;
  if (container.dataset.prerendered === pathname && !search) {
    await initialized(router);
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    const root = createRoot(container);
    // A transition renders in slices of a few milliseconds, so the first render of a signed-in page
    // does not hold a slow phone's main thread in one long task (what Lighthouse's TBT counts).
    startTransition(() => root.render(app));
  }
}
