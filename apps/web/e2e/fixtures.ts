import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

// Every spec imports `test` and `expect` from here, not from '@playwright/test' (a unit test,
// apps/web/src/test/e2e-fixtures.test.ts, checks it): each test then fails on any console error,
// uncaught error or Content-Security-Policy violation of any page it visits, in its own context and in
// any context it opens (issue 30, "Errors in the browser console").
export * from '@playwright/test';

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

export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  /**
   * What a spec provokes on purpose and says so (`test.use({ allowedConsoleErrors: [/.../] })`), e.g. a
   * simulated 5xx; empty by default, and each allowance is the spec's own, in plain sight.
   */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ context, browser, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      await watchConsole(context, problems);
      // Contexts a test opens itself (a second customer, a browser with JavaScript off) are watched too.
      const newContext = browser.newContext.bind(browser);
      const watched: Browser['newContext'] = async (options) => {
        const opened = await newContext(options);
        await watchConsole(opened, problems);
        return opened;
      };
      browser.newContext = watched;
      try {
        await use(problems);
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = problems.filter(
        (problem) => !allowedConsoleErrors.some((allowed) => allowed.test(problem)),
      );
      expect(unexpected, 'console errors, uncaught errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});
