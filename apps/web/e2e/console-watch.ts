import type { BrowserContext } from '@playwright/test';

// What the shared fixture (./fixtures.ts) watches in each browser context: its own module, so that a
// unit test (apps/web/src/test/e2e-console-watch.test.ts) runs it on a context of its making.

/**
 * What the browser logs for a refused API answer ('Failed to load resource: the server responded
 * with a status of 422'): a 4xx from /api/ is the API saying no (a wrong code, nobody signed in),
 * which the page shows in words. A 5xx, or a page asset that fails, still counts.
 */
function isRefusedApiAnswer(text: string, url: string): boolean {
  return (
    /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text) &&
    new URL(url, 'http://localhost').pathname.startsWith('/api/')
  );
}

/** Records each console error, uncaught error and CSP violation of `context`'s pages in `problems`. */
export async function watchConsole(context: BrowserContext, problems: string[]): Promise<void> {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (isRefusedApiAnswer(message.text(), url)) return;
    problems.push(`${message.page()?.url() ?? url}: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
  // Chromium logs a blocked script as a console error too; this also catches what it only reports.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'an inline script'}`,
      );
    });
  });
}
