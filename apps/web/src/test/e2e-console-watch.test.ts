import type { BrowserContext } from '@playwright/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchConsole } from '../../e2e/console-watch';

type Listener = (event: unknown) => void;

/** A browser context as far as the watch uses it: its events, and the script each page runs first. */
function fakeContext() {
  const listeners: Record<string, Listener> = {};
  const initScripts: (() => void)[] = [];
  const context = {
    on: (event: string, listener: Listener) => {
      listeners[event] = listener;
    },
    addInitScript: async (script: () => void) => {
      initScripts.push(script);
    },
  };
  return { context: context as unknown as BrowserContext, listeners, initScripts };
}

const consoleMessage = (text: string, url: string, type = 'error') => ({
  type: () => type,
  text: () => text,
  location: () => ({ url }),
  page: () => ({ url: () => 'http://localhost/page' }),
});

afterEach(() => vi.restoreAllMocks());

describe("the browser tests' console watch (issue 30: errors in the browser console)", () => {
  it('When a page logs an error or throws, then it is recorded; a refused API answer (4xx) is not, a 5xx is', async () => {
    const problems: string[] = [];
    const { context, listeners } = fakeContext();
    await watchConsole(context, problems);
    const refused = 'Failed to load resource: the server responded with a status of 422 ()';
    listeners.console?.(consoleMessage(refused, 'http://localhost/api/auth/login'));
    listeners.console?.(consoleMessage('a warning', 'http://localhost/app.js', 'warning'));
    const failed = 'Failed to load resource: the server responded with a status of 500 ()';
    listeners.console?.(consoleMessage(failed, 'http://localhost/api/auth/me'));
    listeners.console?.(consoleMessage('boom', 'http://localhost/assets/app.js'));
    listeners.weberror?.({ error: () => new Error('not a function') });
    expect(problems).toEqual([
      `http://localhost/page: ${failed}`,
      'http://localhost/page: boom',
      'uncaught: not a function',
    ]);
  });

  it('When the page blocks something by its Content-Security-Policy, then the violation is logged as a console error', async () => {
    const { context, initScripts } = fakeContext();
    await watchConsole(context, []);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    initScripts.forEach((script) => script());
    const violation = Object.assign(new Event('securitypolicyviolation'), {
      violatedDirective: 'script-src-elem',
      blockedURI: 'inline',
    });
    document.dispatchEvent(violation);
    expect(logged).toHaveBeenCalledWith('CSP violation: script-src-elem blocked inline');
  });
});
