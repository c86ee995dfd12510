import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { doubleText, expectNoHorizontalScroll, overflowingText } from './layout';
import { newCustomer, settleAnimations, signUpThroughPage } from './support';

/**
 * Issue 8: 'touch targets at least 44 px; text at 200% zoom still usable'.
 *
 * 1. Target size (WCAG 2.5.5, AAA, which the issue asks for): on a phone (390x844, touch, mobile)
 *    every visible interactive element of sign-in, sign-up, the dashboard (without and with a
 *    policy), the first stage of each wizard and an open modal has a hit area of at least 44x44 CSS
 *    px. The hit area is the element's border box; for a checkbox or radio inside a <label> (or
 *    named by one through `for`) it is the label's box, because a tap on the label is a tap on the
 *    control (that is how our custom radios and checkboxes work: the input is visually hidden and
 *    the label is what the customer taps). A focusable element that is visually hidden and has no
 *    label standing for it (a skip link before it is focused) is not a pointer target and is left
 *    out. Only WCAG's 'Inline' exception is applied (see isInlineLink).
 *
 * 2. 200% text (WCAG 1.4.4 resize text and 1.4.10 reflow). A browser zoomed to 200% on a 640 px
 *    wide window lays the page out at 320 CSS px with every length doubled on the screen, so the
 *    honest emulation of 1.4.10 is a 320 CSS px viewport (deviceScaleFactor changes only the pixel
 *    density, never the layout, so it proves nothing). 1.4.4 is text resize: the customer's larger
 *    text setting doubles the root font size, which we emulate with
 *    `document.documentElement.style.fontSize = '200%'` on the 390 px phone (our CSS sizes text in
 *    rem, and the test first checks that the heading's text really doubled, so a px font size would
 *    fail here rather than pass unnoticed). We check both:
 *    (a) 320 px viewport: the same pages do not scroll sideways;
 *    (b) 390 px with the root font at 200%: no sideways scroll, and the page's main heading and
 *        primary button lie inside the viewport's width, their text is not cut off inside their own
 *        box, and nothing covers them (elementFromPoint at their centre is the element itself or
 *        one of its descendants); and no box on the page has text that no longer fits in it (a
 *        fixed-size circle or badge around text). The SVG logotype is exempt, as 1.4.4 allows.
 *
 * Run: see docs/performance.md, 'Touch targets and zoom'.
 */

const MIN_TARGET = 44;
const phone = { width: 390, height: 844 };

test.use({ viewport: phone, hasTouch: true, isMobile: true });

/** The interactive elements the issue names. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  '[role=button]',
  '[role=tab]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=switch]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * The visible interactive elements that are smaller than 44x44 CSS px, as 'selector "text": WxH'.
 * With a modal open, only the modal is measured: the page behind it cannot be reached.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const dialogs = Array.from(
        document.querySelectorAll<HTMLElement>('[role=dialog], [role=alertdialog], dialog[open]'),
      ).filter((d) => d.checkVisibility());
      const root: ParentNode = dialogs.at(-1) ?? document;

      const describe = (element: Element) => {
        const id = element.id ? `#${element.id}` : '';
        const classes = Array.from(element.classList)
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join('');
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()}${id}${classes} "${name}"`;
      };

      const visuallyHidden = (rect: DOMRect) => rect.width <= 1 || rect.height <= 1;

      /** A checkbox or radio's label: the tap target that stands for it. */
      const labelOf = (element: Element): HTMLLabelElement | null => {
        if (!(element instanceof HTMLInputElement)) return null;
        if (element.type !== 'checkbox' && element.type !== 'radio') return null;
        return element.labels?.[0] ?? null;
      };

      /**
       * WCAG 2.5.5's 'Inline' exception, narrowly: a link whose parent is a paragraph of running
       * text (the paragraph has words of its own besides the link's), so its size is set by the
       * line of text it sits in. A link that is a paragraph's only content is not inline.
       */
      const isInlineLink = (element: Element) => {
        if (element.tagName !== 'A') return false;
        const parent = element.parentElement;
        if (!parent || parent.tagName !== 'P') return false;
        const own = (element.textContent ?? '').trim().length;
        const all = (parent.textContent ?? '').trim().length;
        return all > own;
      };

      const failures: string[] = [];
      const seen = new Set<Element>();
      for (const element of Array.from(root.querySelectorAll(selector))) {
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        if (element.closest('[inert], [aria-hidden=true]')) continue;
        if (isInlineLink(element)) continue;
        let target: Element = element;
        const label = labelOf(element);
        if (label && label.checkVisibility()) target = label;
        if (seen.has(target)) continue;
        seen.add(target);
        const rect = target.getBoundingClientRect();
        if (target === element && visuallyHidden(rect)) continue;
        const width = Math.round(rect.width * 10) / 10;
        const height = Math.round(rect.height * 10) / 10;
        if (width < min || height < min) {
          const via = target === element ? '' : ` (label of ${describe(element)})`;
          failures.push(`${describe(target)}${via}: ${width}x${height}`);
        }
      }
      return failures;
    },
    { selector: INTERACTIVE, min: MIN_TARGET },
  );
}

async function expectTargetsBigEnough(page: Page, context: string) {
  // Transitions (a modal sliding in) at their end before measuring (issue 23: finished, not waited).
  await settleAnimations(page);
  const failures = await smallTargets(page);
  // Soft: every page is measured and the test lists all that is too small, page by page.
  expect
    .soft(
      failures,
      `touch targets smaller than ${MIN_TARGET}x${MIN_TARGET} px on ${context}:\n${failures.join('\n')}`,
    )
    .toEqual([]);
}

/** Fully inside the viewport's width, not cut off in its own box, and not covered. */
async function expectUsable(element: Locator, what: string) {
  await expect(element, what).toBeVisible();
  const problems = await element.evaluate((el) => {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const found: string[] = [];
    const rect = el.getBoundingClientRect();
    if (rect.left < 0 || rect.right > window.innerWidth + 0.5) {
      found.push(
        `lies outside the viewport (${Math.round(rect.left)} to ${Math.round(rect.right)} of ${window.innerWidth} px)`,
      );
    }
    if (el.scrollWidth > el.clientWidth + 1) {
      found.push(`its text is cut off (${el.scrollWidth} px of text in ${el.clientWidth} px)`);
    }
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = rect.top + rect.height / 2;
    const top = document.elementFromPoint(x, y);
    if (!top || !(top === el || el.contains(top))) {
      const cover = top
        ? `${top.tagName.toLowerCase()}${top.className ? `.${String(top.className).split(' ').join('.')}` : ''}`
        : 'nothing';
      found.push(`is covered at its centre by ${cover}`);
    }
    return found;
  });
  expect.soft(problems, `${what}: ${problems.join('; ')}`).toEqual([]);
}

/* ---- customers with a policy, made the way the flows make them (see dashboard.spec.ts) ---- */

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: T }).data;
}

type Product = { id: number; uid: string; pricing_plans: { id: number }[] };

/** Buys Health Cash by card through the real API and the sandbox provider, as the flow does. */
async function buyHealthCash(page: Page, customerId: number, firstName: string) {
  const products = await ok<Product[]>(await page.request.get('/api/local/products'));
  const product = products.find((p) => p.uid === 'HTCI')!;
  await ok(
    await page.request.patch(`/api/local/customers/${customerId}`, {
      data: { products: [{ id: product.id, plan_id: product.pricing_plans[0]!.id, price: 0 }] },
    }),
  );
  const { reference } = await ok<{ reference: string }>(
    await page.request.get(
      `/api/local/customers/${customerId}/quotes/payment-reference?accept_terms=true`,
    ),
  );
  await ok(
    await page.request.post('/api/sandbox/paystack/charge', {
      data: { reference, outcome: 'success' },
    }),
  );
  await ok(
    await page.request.post(`/api/local/customers/${customerId}/payments`, {
      data: {
        payment_reference: reference,
        has_payed: true,
        referral_code: null,
        plan_value: null,
        first_name: firstName,
        engage_uid: String(customerId),
      },
    }),
  );
}

/* ---- the pages ---- */

type Screen = {
  name: string;
  path: string;
  heading: (page: Page) => Locator;
  primary: (page: Page) => Locator;
};

const wizards: Screen[] = [
  {
    name: 'the income wizard',
    path: '/buy/income',
    heading: (page) => page.getByRole('heading', { name: /I'm your Alaafia assistant/ }),
    primary: (page) => page.getByRole('button', { name: "Let's Proceed" }),
  },
  {
    name: 'the health wizard',
    path: '/buy/health',
    heading: (page) =>
      page.getByRole('heading', { name: 'Affordable healthcare at a hospital near you' }),
    primary: (page) => page.getByRole('button', { name: "Let's Proceed" }),
  },
  {
    name: 'the Health Cash wizard',
    path: '/buy/health-cash',
    heading: (page) => page.getByRole('heading', { name: 'This is Alaafia Health Cash' }),
    primary: (page) => page.getByRole('button', { name: "Let's Proceed" }),
  },
];

const signedOut: Screen[] = [
  {
    name: 'sign-in',
    path: '/auth/login',
    heading: (page) => page.getByRole('heading', { level: 1 }),
    primary: (page) => page.getByRole('button', { name: 'Sign in' }),
  },
  {
    name: 'sign-up',
    path: '/auth/signup',
    heading: (page) => page.getByRole('heading', { level: 1 }),
    primary: (page) => page.getByRole('button', { name: 'Create account' }),
  },
];

const dashboard: Screen = {
  name: 'the dashboard',
  path: '/',
  heading: (page) => page.getByRole('heading', { name: /^Welcome( back)?, / }),
  primary: (page) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Insure my health', level: 3 }) })
      .getByRole('button', { name: 'Buy Now' }),
};

async function visit(page: Page, screen: Screen) {
  await page.goto(screen.path);
  await expect(screen.heading(page)).toBeVisible();
  await expect(screen.primary(page)).toBeVisible();
}

test('On a phone, every control of sign-in, sign-up, the dashboard, the wizards and a modal is at least 44 by 44 px', async ({
  page,
}) => {
  for (const screen of signedOut) {
    await visit(page, screen);
    await expectTargetsBigEnough(page, screen.name);
  }

  const customer = newCustomer();
  await signUpThroughPage(page, customer);
  await expect(page.getByText('You do not have any policy')).toBeVisible();
  await expectTargetsBigEnough(page, 'the dashboard without a policy');

  const business = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Insure my business' }) });
  await business.getByRole('button', { name: 'Explore' }).click();
  const explore = page.getByRole('dialog', { name: 'Business Insurance' });
  await expect(explore).toBeVisible();
  await expectTargetsBigEnough(page, "the dashboard's Explore modal");
  await explore.getByRole('button', { name: 'Close' }).last().click();
  await expect(explore).toBeHidden();

  // Opening the profile menu shows its items: they are targets too.
  await page.getByRole('button', { name: /Profile menu for / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectTargetsBigEnough(page, 'the dashboard with the profile menu open');
  await page.keyboard.press('Escape');

  for (const screen of wizards) {
    await visit(page, screen);
    await expectTargetsBigEnough(page, screen.name);
  }
});

test('On a phone, the dashboard with a Health Cash policy and its next-of-kin modal have controls of at least 44 by 44 px', async ({
  page,
}) => {
  const customer = { ...newCustomer(), phone: `0803${String(Date.now()).slice(-7)}` };
  await signUpThroughPage(page, customer);
  const me = await ok<{ id: number }>(await page.request.get('/api/auth/me'));
  await buyHealthCash(page, me.id, customer.firstName);

  await page.goto('/');
  const kin = page.getByRole('dialog', { name: 'Add your next of kin' });
  await expect(kin).toBeVisible();
  await expect(kin.getByLabel('First name')).toBeVisible();
  await expectTargetsBigEnough(page, 'the next-of-kin modal');
  await kin.getByRole('button', { name: 'Close' }).first().click();
  await expect(kin).toBeHidden();

  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Health Cash', exact: true }) });
  await expect(tile).toBeVisible();
  await expectTargetsBigEnough(page, 'the dashboard with a Health Cash policy');
});

test('At 320 px wide (200% zoom of a 640 px window) the pages reflow without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const screen of signedOut) {
    await visit(page, screen);
    await expectNoHorizontalScroll(page, `${screen.name} at 320 px`);
  }
  await signUpThroughPage(page, newCustomer());
  await expectNoHorizontalScroll(page, 'the dashboard at 320 px');
  for (const screen of wizards) {
    await visit(page, screen);
    await expectNoHorizontalScroll(page, `${screen.name} at 320 px`);
  }
});

test('With text at 200% on a phone, the pages do not scroll sideways and their heading and main button are whole and uncovered', async ({
  page,
}) => {
  const check = async (screen: Screen) => {
    await visit(page, screen);
    await doubleText(page, screen.heading(page));
    await expectNoHorizontalScroll(page, `${screen.name} with 200% text`);
    await expectUsable(screen.heading(page), `the heading of ${screen.name} with 200% text`);
    await expectUsable(screen.primary(page), `the main button of ${screen.name} with 200% text`);
    const cut = await overflowingText(page);
    expect
      .soft(cut, `text cut off on ${screen.name} with 200% text:\n${cut.join('\n')}`)
      .toEqual([]);
  };
  for (const screen of signedOut) await check(screen);
  await signUpThroughPage(page, newCustomer());
  await check(dashboard);
  for (const screen of wizards) await check(screen);
});
