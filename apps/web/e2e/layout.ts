import { expect, type Locator, type Page } from '@playwright/test';

// The layout checks of issue 8 ('text at 200% zoom still usable'), shared by touch-and-zoom.spec.ts
// and the income purchase in other languages (income.spec.ts; issue 42 item 5).

export async function expectNoHorizontalScroll(page: Page, context: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `the page's width on ${context} (viewport ${width} px)`).toBeLessThanOrEqual(
    width,
  );
}

/** Doubles the root font size, as a customer's 200% text setting does. */
export async function doubleText(page: Page, heading: Locator) {
  const before = await heading.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  const after = await heading.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(after, 'the heading text doubles with the root font size (rem, not px)').toBeGreaterThan(
    before * 1.9,
  );
}

/**
 * Every visible box on the page whose own text does not fit in it (a fixed-size badge or circle
 * whose text doubled), as 'selector "text": text WxH in box WxH'.
 */
export async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      // SVG text is the logo: a logotype is exempt from 1.4.4 and does not scale with the text.
      if (!(element instanceof HTMLElement)) continue;
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!ownText || !element.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents') continue;
      if (element.closest('.visually-hidden')) continue;
      const wide = element.scrollWidth > element.clientWidth + 1;
      const tall = element.scrollHeight > element.clientHeight + 1;
      if (!wide && !tall) continue;
      const name = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const classes = Array.from(element.classList)
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      found.push(
        `${element.tagName.toLowerCase()}${classes} "${name}": text ${element.scrollWidth}x${element.scrollHeight} in box ${element.clientWidth}x${element.clientHeight}`,
      );
    }
    return found;
  });
}

/**
 * Boxes that scroll sideways inside an open dialog (a wizard's screen scrolls in its dialog, so the
 * page's own width says nothing about it), as 'selector: content W in box W'.
 */
export async function dialogsScrollingSideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${Array.from(element.classList)
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('')}`;
    const dialogs = Array.from(
      document.querySelectorAll<HTMLElement>('[role=dialog], [role=alertdialog], dialog[open]'),
    ).filter((d) => d.checkVisibility());
    for (const dialog of dialogs) {
      for (const element of [dialog, ...Array.from(dialog.querySelectorAll<HTMLElement>('*'))]) {
        const overflow = getComputedStyle(element).overflowX;
        if (overflow !== 'auto' && overflow !== 'scroll') continue;
        if (element.scrollWidth <= element.clientWidth + 1) continue;
        // What sticks out: the innermost boxes whose right edge passes the scrolling box's, so
        // the message names the word or the control that does not shrink.
        const edge = element.getBoundingClientRect().left + element.clientWidth;
        const out = Array.from(element.querySelectorAll<HTMLElement>('*')).filter(
          (inner) =>
            inner.getBoundingClientRect().right > edge + 1 &&
            !Array.from(inner.children).some(
              (child) => child.getBoundingClientRect().right > edge + 1,
            ),
        );
        const parts = out
          .slice(0, 3)
          .map(
            (inner) =>
              `${describe(inner)} "${(inner.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)}" ${Math.round(inner.getBoundingClientRect().width)} px`,
          );
        found.push(
          `${describe(element)}: content ${element.scrollWidth} px in ${element.clientWidth} px${parts.length ? ` (sticking out: ${parts.join('; ')})` : ''}`,
        );
      }
    }
    return found;
  });
}
