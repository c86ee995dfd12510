// @vitest-environment node
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Issue 23: what npm test's slowest steps must not pay for again (docs/decisions/2026-11-27-fast-test-suite.md).
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const savedCompileCache = process.env.NODE_COMPILE_CACHE;

afterEach(() => {
  if (savedCompileCache === undefined) delete process.env.NODE_COMPILE_CACHE;
  else process.env.NODE_COMPILE_CACHE = savedCompileCache;
});

describe("the test suite's cost (issue 23)", () => {
  it('When a browser test runs the first time, then no trace is recorded (about half again as much CPU); a retry still records one', async () => {
    const { default: config } = await import('../../playwright.config');
    expect(config.retries).toBe(0);
    expect(config.use?.trace).toBe('on-first-retry');
    // A failing test still leaves its screenshot.
    expect(config.use?.screenshot).toBe('only-on-failure');
  });

  it("When the domain's mutation run starts, then its test runners get Node's compile cache under node_modules, and an engineer's own folder wins", async () => {
    const file = pathToFileURL(path.join(repoRoot, 'stryker.domain.config.mjs')).href;
    delete process.env.NODE_COMPILE_CACHE;
    await import(/* @vite-ignore */ `${file}?fresh=1`);
    expect(process.env.NODE_COMPILE_CACHE).toBe(
      path.join(repoRoot, 'node_modules/.cache/node-compile-cache'),
    );

    process.env.NODE_COMPILE_CACHE = '/tmp/my-own-cache';
    await import(/* @vite-ignore */ `${file}?fresh=2`);
    expect(process.env.NODE_COMPILE_CACHE).toBe('/tmp/my-own-cache');
  });
});
