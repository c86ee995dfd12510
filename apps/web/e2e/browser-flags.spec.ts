import { expect, test } from './fixtures';

/**
 * Issue 43: the browser tests' Chromium turns off the address bar's popup pages
 * (playwright.config.ts, `disabledFeatures`). Chromium keeps only the last `--disable-features` it
 * is given, so the config repeats Playwright's own list: this fails when Playwright turns off a
 * feature the config does not, which would otherwise be switched back on without a word.
 */
test("Chromium runs with every feature Playwright turns off, and without the address bar's popup pages", async ({
  page,
}) => {
  await page.goto('chrome://version/?show-variations-cmd');
  const text = await page.locator('body').innerText();
  const commandLine = /Command Line\s+(.*)/.exec(text)?.[1] ?? '';
  const given = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) => m[1]!.split(','));
  expect(given, 'a --disable-features from Playwright and one from the config').toHaveLength(2);
  const effective = /--disable-features="([^"]+)"/.exec(text)?.[1]?.split(',') ?? [];
  for (const feature of given[0]!) expect(effective, `Playwright's ${feature}`).toContain(feature);
  expect(effective).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  const targets = await (
    await page.context().browser()!.newBrowserCDPSession()
  ).send('Target.getTargets');
  expect(targets.targetInfos.map((t) => t.url).filter((url) => url.includes('omnibox'))).toEqual(
    [],
  );
});
