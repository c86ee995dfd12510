import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.js';

// Customer-facing words outside the catalogue (issue 42, item 5; docs/architecture.md, 'Languages').
// The web app: text between JSX tags, and a string given to a prop that shows words (label, title,
// placeholder, aria-label...), in any file of apps/web/src but the staff's (the back office and
// the hospital portal stay English) and the tests. The API (but its staff's modules): a string
// literal given to an error it answers with (fieldError, unprocessable, conflict, ...); a domain
// copy constant given to one (`kycCopy.invalidBvn`) that the catalogue's `errors` namespace does not
// hold (`errors.kyc.invalidBvn`: the error handler answers it in the request's language only then);
// the messages' words (a literal in messaging's catalogue.ts) and the PDFs' (a literal given to the
// document writer's row, section, title, paragraph or bullet). And every `*-copy.ts` file, the copy
// modules written before the catalogue, and a web file's own copy object (`const xCopy = {...}`). A file not yet moved to the catalogue is on
// not-yet-extracted.json, which may only shrink: a file listed that holds no such words any more fails
// too, so whoever extracts a screen takes it off the list.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const allowList = path.join(repo, 'packages/i18n/not-yet-extracted.json');

const WORD_PROPS = new Set([
  'label',
  'title',
  'intro',
  'placeholder',
  'aria-label',
  'alt',
  'submit',
  'cancel',
  'description',
  'hint',
  'heading',
  'message',
  'text',
  'emptyText',
  'loadingText',
]);
/**
 * A prop that shows words: one of WORD_PROPS, or a name ending in one of them (a component's own
 * `incrementLabel`, `emptyTitle`, `successMessage`...: the counters' 'One month more' went unseen
 * while only the exact names were read).
 */
const showsWords = (name: string) =>
  WORD_PROPS.has(name) ||
  /[a-z](Label|Title|Text|Placeholder|Hint|Heading|Message|Intro)$/.test(name);
const ERROR_HELPERS = new Set([
  'fieldError',
  'unprocessable',
  'conflict',
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'HttpError',
  // claims' own helper (claim-cover.ts, next-of-kin-claims.ts): unprocessable on one field.
  'refuse',
]);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);
/**
 * The domain's English a customer's page must not show as it is (issue 42): the product names
 * (the catalogue's `frame.product.*`), the sponsored tile's and the held-for-premium sentences
 * (`dashboard.tile.sponsored`, `claims.heldForPremium.*`), a tile's 'from' price
 * (`dashboard.tile.fromPrice`).
 */
const ENGLISH_IN_DOMAIN = new Set([
  'PRODUCT_LINES',
  'PRODUCT_TITLES',
  'sponsoredText',
  'heldForPremiumCopy',
  'fromPriceLabel',
]);
/**
 * The product catalogue's lists of words, as the API serves them in English from its seed (a
 * product's highlights, benefits, exclusions and requirements, a plan's benefits), and the names a
 * component that is given one calls it (`items`, `points`, `benefits`): a customer's page says each
 * item with `useProductWords()` (the `products` namespace, by its English words).
 */
const PRODUCT_WORD_LISTS = new Set([
  'product_highlights',
  'product_benefits',
  'not_covered',
  'claim_requirements',
  'policy_requirements',
  'product_requirements',
  'benefits',
]);
/** A component's own prop that is given one of those lists (a bare name: `data.items` is not). */
const PRODUCT_WORD_PROPS = new Set(['items', 'points']);
/** What of a product list's item, or of a product, is its words. */
const PRODUCT_WORD_FIELDS = new Set(['title', 'description', 'name']);
const isImportName = (node: ts.Node) =>
  ts.isImportSpecifier(node.parent) || ts.isExportSpecifier(node.parent);

/**
 * The `errors` key a string literal of a domain copy object holds (`consentCopy.required` ->
 * 'errors.consent.required'), when it is a property of `const <name>Copy = { ... }`; else null.
 */
function copyKeyOf(literal: ts.Node): string | null {
  const path: string[] = [];
  let current: ts.Node = literal;
  while (ts.isPropertyAssignment(current.parent) || ts.isObjectLiteralExpression(current.parent)) {
    current = current.parent;
    if (ts.isPropertyAssignment(current)) path.unshift(current.name.getText());
  }
  // `{ ... } as const`
  if (ts.isAsExpression(current.parent)) current = current.parent;
  const declaration = current.parent;
  if (
    !declaration ||
    !ts.isVariableDeclaration(declaration) ||
    !ts.isIdentifier(declaration.name) ||
    !/^[a-z]\w*Copy$/.test(declaration.name.text) ||
    path.length === 0
  )
    return null;
  return `errors.${declaration.name.text.replace(/Copy$/, '')}.${path.join('.')}`;
}

/** The words written in an expression (literals, a template's text), but inside a call's arguments. */
function builtWords(expression: ts.Node): string[] {
  const found: string[] = [];
  const walk = (node: ts.Node) => {
    if (ts.isCallExpression(node)) return;
    // A value compared (`step === 'urgent' ? ... : ...`) is not shown.
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
        node.operatorToken.kind,
      )
    )
      return;
    if (ts.isStringLiteralLike(node) && hasWords(node.text)) found.push(node.text);
    if (ts.isTemplateExpression(node)) {
      for (const part of [node.head, ...node.templateSpans.map((span) => span.literal)])
        if (hasWords(part.text)) found.push(part.text);
    }
    ts.forEachChild(node, walk);
  };
  walk(expression);
  return found;
}
/**
 * Copy constants only staff or a provider read, which stay English: the finance pages' (the back
 * office's capitation payments answer with them), the WhatsApp support inbox's, what the WhatsApp
 * webhook answers Meta, what Paystack's webhook and the telemedicine partner's callback are
 * answered with, a claims officer's decision refused (claim-decisions.ts), and the back office's
 * audit log's (`packages/domain/src/staff-audit.ts`: the audit page and the staff's audit route).
 * They live outside the `*-copy.ts` files the check reads, and a customer's page that shows one is
 * found.
 */
const STAFF_COPIES = new Set([
  'financeCopy',
  'whatsappInboxCopy',
  'whatsappWebhookCopy',
  'paystackWebhookCopy',
  'telemedicineWebhookCopy',
  'claimOfficerCopy',
  'auditCopy',
]);
/** The document writer's calls that draw words (apps/api/src/documents/pdf-writer.ts). */
const DOCUMENT_WORDS = new Set(['row', 'section', 'title', 'paragraph', 'bullet']);
/** The API's error messages the catalogue holds (the domain's copy constants, word for word). */
const API_ERRORS = CATALOGUES.en.errors;
/** messaging's catalogue.ts: every message's words are the catalogue's (messages.<event>.<part>). */
const MESSAGES_FILE = 'apps/api/src/modules/platform/messaging/catalogue.ts';
/**
 * `kycCopy.statusPaused.payment` -> 'errors.kyc.statusPaused.payment', for a property chain on a
 * domain copy constant (an identifier ending in Copy); null for anything else.
 */
function errorKeyOf(node: ts.Node): string | null {
  const path: string[] = [];
  let current: ts.Node = node;
  while (ts.isPropertyAccessExpression(current)) {
    path.unshift(current.name.text);
    current = current.expression;
  }
  if (
    !ts.isIdentifier(current) ||
    !/^[a-z]\w*Copy$/.test(current.text) ||
    STAFF_COPIES.has(current.text) ||
    path.length === 0
  )
    return null;
  return `errors.${current.text.replace(/Copy$/, '')}.${path.join('.')}`;
}

function sourceFiles(dir: string, skip: (relative: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      const relative = path.relative(repo, full);
      if (skip(relative)) continue;
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name))
        out.push(relative);
    }
  };
  walk(path.join(repo, dir));
  return out;
}

/**
 * The product catalogue's English shown as the API has it, in a customer's page: inside
 * `<list>.map((item) => ...)` over one of PRODUCT_WORD_LISTS, the item or its title, description or
 * name put in JSX (a child or a word prop) as it is rather than through a call (`words(item.title)`);
 * and a product's description (`product.description`, `entry.description`) put in JSX as it is.
 * By names, not types: a list given under another name is not seen.
 */
function productWordsShown(file: ts.SourceFile, at: (node: ts.Node, words: string) => void) {
  const isProductList = (node: ts.Expression): boolean =>
    ts.isIdentifier(node)
      ? PRODUCT_WORD_LISTS.has(node.text) || PRODUCT_WORD_PROPS.has(node.text)
      : ts.isPropertyAccessExpression(node)
        ? PRODUCT_WORD_LISTS.has(node.name.text)
        : // A part of one (`product.product_highlights.slice(0, 3)`, `.filter(...)`).
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          ['slice', 'filter'].includes(node.expression.name.text) &&
          isProductList(node.expression.expression);
  /** The expression shown by a JSX child or a word prop, if it is one: never one inside a call. */
  const shown = (node: ts.Node): ts.Expression | null => {
    if (ts.isJsxExpression(node) && node.expression) {
      const parent = node.parent;
      if (ts.isJsxElement(parent) || ts.isJsxFragment(parent)) return node.expression;
      if (ts.isJsxAttribute(parent) && showsWords(parent.name.getText(file)))
        return node.expression;
    }
    return null;
  };
  const isItemWords = (expression: ts.Expression, item: string) =>
    (ts.isIdentifier(expression) && expression.text === item) ||
    (ts.isPropertyAccessExpression(expression) &&
      PRODUCT_WORD_FIELDS.has(expression.name.text) &&
      ts.isIdentifier(expression.expression) &&
      expression.expression.text === item);
  const items: string[] = [];
  const visit = (node: ts.Node) => {
    const expression = shown(node);
    if (expression) {
      const item = items.find((name) => isItemWords(expression, name));
      if (item)
        at(
          node,
          `${expression.getText(file)} (the product catalogue's English: useProductWords())`,
        );
      if (
        ts.isPropertyAccessExpression(expression) &&
        expression.name.text === 'description' &&
        /\b(product|entry)$/.test(expression.expression.getText(file).replace(/[?!]/g, ''))
      )
        at(
          node,
          `${expression.getText(file)} (the product catalogue's English: useProductWords())`,
        );
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'map' &&
      isProductList(node.expression.expression)
    ) {
      const callback = node.arguments[0];
      const parameter =
        callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))
          ? callback.parameters[0]?.name
          : undefined;
      if (parameter && ts.isIdentifier(parameter)) {
        items.push(parameter.text);
        ts.forEachChild(node, visit);
        items.pop();
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/** The customer-facing words a file writes outside the catalogue, as 'line: words'. */
function wordsIn(
  relative: string,
  text: string = fs.readFileSync(path.join(repo, relative), 'utf8'),
): string[] {
  const file = ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, words: string) =>
    found.push(
      `${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${words.trim().slice(0, 60)}`,
    );
  const copyModule = /-copy\.ts$/.test(relative) || relative === MESSAGES_FILE;
  const api = relative.startsWith('apps/api/');
  const documents = relative.startsWith('apps/api/src/documents/');
  const web = relative.startsWith('apps/web/');
  const domain = relative.startsWith('packages/domain/');
  const speaksCatalogue = web && /\buse(T|ErrorWords)\(/.test(text);
  /** Inside a web file's own copy object (`const whatsappCopy = { ... }`): its words are copy. */
  let inCopyObject = false;
  const visit = (node: ts.Node) => {
    if (
      web &&
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^[a-z]\w*Copy$/.test(node.name.text)
    ) {
      const outer = inCopyObject;
      inCopyObject = true;
      ts.forEachChild(node, visit);
      inCopyObject = outer;
      return;
    }
    if (ts.isJsxText(node) && hasWords(node.text)) at(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      if (showsWords(name) && value && ts.isStringLiteralLike(value) && hasWords(value.text))
        at(node, value.text);
      // Words built in the prop (`aria-label={`${digits ? 'Digit' : 'Character'} ${n} of ${length}`}`):
      // a literal or a template's text anywhere in it, but inside a call (`t('kyc.otp.code')`).
      else if (showsWords(name) && value && ts.isJsxExpression(node.initializer))
        builtWords(value).forEach((words) => at(node, words));
    }
    // A word prop's English default (`label = 'Verification code'` in a component's parameters), in
    // a component that speaks the catalogue (the design pieces the staff's pages share take their
    // words as props, with English defaults for those pages).
    if (
      speaksCatalogue &&
      ts.isBindingElement(node) &&
      ts.isIdentifier(node.name) &&
      showsWords(node.name.text) &&
      node.initializer &&
      ts.isStringLiteralLike(node.initializer) &&
      hasWords(node.initializer.text)
    )
      at(node, node.initializer.text);
    // The domain's English tables and sentences, which a customer's page says from the catalogue
    // instead (their words are the catalogue's English: screen-copy-catalogue.test.ts).
    if (web && ts.isIdentifier(node) && ENGLISH_IN_DOMAIN.has(node.text) && !isImportName(node))
      at(node, `${node.text} (the domain's English: say it with t())`);
    if (
      (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
      ts.isIdentifier(node.expression)
    ) {
      if (ERROR_HELPERS.has(node.expression.text)) {
        for (const arg of node.arguments ?? []) {
          if (ts.isStringLiteralLike(arg) && hasWords(arg.text) && arg.text.includes(' '))
            at(arg, arg.text);
          // A domain copy constant the error handler cannot answer in the request's language.
          const copies = (inner: ts.Node) => {
            const key = api && ts.isPropertyAccessExpression(inner) ? errorKeyOf(inner) : null;
            if (key) {
              if (!(key in API_ERRORS)) at(inner, `${inner.getText(file)} (not in errors.json)`);
              return;
            }
            ts.forEachChild(inner, copies);
          };
          copies(arg);
        }
      }
    }
    // The PDFs' words: a literal given to the document writer (pdf.row('Name', ...)).
    if (
      documents &&
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      DOCUMENT_WORDS.has(node.expression.name.text)
    ) {
      for (const arg of node.arguments) {
        if (ts.isStringLiteralLike(arg) && hasWords(arg.text)) at(arg, arg.text);
        if (ts.isTemplateExpression(arg) && hasWords(arg.head.text)) at(arg, arg.getText(file));
      }
    }
    if (
      (copyModule || inCopyObject) &&
      ts.isStringLiteralLike(node) &&
      hasWords(node.text) &&
      node.text.includes(' ')
    ) {
      // A domain copy constant the `errors` namespace holds word for word is the catalogue's English
      // (the API and the forms say it in the customer's language; error-language.test.ts keeps the
      // two the same): `consentCopy.required`.
      const held = domain ? copyKeyOf(node) : null;
      if (
        !ts.isImportDeclaration(node.parent) &&
        !ts.isExportDeclaration(node.parent) &&
        !(held && API_ERRORS[held] === node.text)
      )
        at(node, node.text);
    }
    // A staff-only copy constant on a customer's page.
    if (web && ts.isIdentifier(node) && STAFF_COPIES.has(node.text) && !isImportName(node))
      at(node, `${node.text} (staff-only words: English)`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (web) productWordsShown(file, at);
  return found;
}

/**
 * The API's staff-facing code (the back office, staff access, the work queues and support's
 * call-backs, the hospital portal's staff routes): it stays English, like the staff's pages. So do
 * the sponsor's invoice and receipts: a company's accounts department reads them
 * (docs/business-rules.md, sponsors). And, file by file (STAFF_FILES), code only staff reach.
 */
const apiStaff = (relative: string) =>
  /apps\/api\/src\/modules\/(back-office\/|platform\/(access|work-queue)\/|service\/support\/call-backs|cover\/hospital-care\/(hospital-portal|hospital-care-admin)\.routes\.ts)/.test(
    relative,
  ) ||
  relative === 'apps/api/src/documents/sponsor-invoice-document.ts' ||
  STAFF_FILES.has(relative);

/**
 * API files whose errors only staff (or a sponsor company's accounts department) read, each with
 * who: a customer's request never reaches them. A file a customer's request reaches too is not
 * here: its customer's messages are in the catalogue (`errors`), its staff's in a STAFF_COPIES
 * constant.
 */
const STAFF_FILES = new Set([
  // Keyset (cursor) pages: only the back office's lists page by cursor (the claims queue, the
  // payouts, the reviews); a customer's list pages by number (pageQuery, no words of its own).
  'apps/api/src/lib/paging.ts',
  // The claims automation's settings and their second administrator (/api/admin/claims/automation).
  'apps/api/src/modules/cover/claims/claim-automation.ts',
  // A claims officer's look-back at what the rules approved (/api/admin/claims/look-back).
  'apps/api/src/modules/cover/claims/claim-look-back.ts',
  // A claims officer's decision (POST /api/admin/claims/{claimId}/decision, decideClaim): its
  // refusals (an amount over the limit or over what is left) answer the officer.
  'apps/api/src/modules/cover/claims/claim-decisions.ts',
  // Claim payouts: finance approves them, the scheduler and Paystack's answers move them; a
  // customer's monthly confirmation moves one only as PAYOUT_MOVES allows (claim-filing.ts).
  'apps/api/src/modules/cover/claims/payout-admin.ts',
  'apps/api/src/modules/cover/claims/payout-transfers.ts',
  'apps/api/src/modules/cover/claims/payouts.ts',
  // The hospitals' side of care (the hospital portal and the back office's care desk): a member's
  // visits and pre-authorisations, and the capitation statements finance pays.
  'apps/api/src/modules/cover/hospital-care/capitation.ts',
  'apps/api/src/modules/cover/hospital-care/hospital-care.service.ts',
  'apps/api/src/modules/cover/hospital-care/preauthorisations.service.ts',
  // The care team's review of a hospital change (the back office's reviews).
  'apps/api/src/modules/cover/hospitals/change-hospital-review.ts',
  // Sponsors (/api/admin): administrators create them and enrol customers by CSV; their invoices
  // go to the company's accounts department (finance records the transfer).
  'apps/api/src/modules/sales/sponsors/sponsor-invoices.service.ts',
  'apps/api/src/modules/sales/sponsors/sponsor-invoices.ts',
  'apps/api/src/modules/sales/sponsors/sponsor-plans.ts',
  'apps/api/src/modules/sales/sponsors/sponsors-csv.ts',
  'apps/api/src/modules/sales/sponsors/sponsors.service.ts',
]);

function scanned(): string[] {
  const staffOrTests = (relative: string) =>
    /(^|\/)(test|e2e|node_modules|dist)(\/|$)/.test(relative) ||
    relative.startsWith('apps/web/src/features/admin') ||
    relative.startsWith('apps/web/src/features/hospital');
  return [
    ...sourceFiles('apps/web/src', staffOrTests),
    ...sourceFiles(
      'apps/api/src',
      (relative) =>
        relative.includes('/modules/dev') || apiStaff(relative) || staffOrTests(relative),
    ),
    ...sourceFiles('packages/domain/src', () => false).filter((file) => /-copy\.ts$/.test(file)),
  ];
}

describe('customer-facing words outside the catalogue', () => {
  const listed = JSON.parse(fs.readFileSync(allowList, 'utf8')) as string[];
  const withWords = new Map(scanned().map((file) => [file, wordsIn(file)] as const));

  it('When a file writes words a customer reads, then they are in the catalogue or the file is listed', () => {
    const unlisted = [...withWords]
      .filter(([file, words]) => words.length > 0 && !listed.includes(file))
      .map(([file, words]) => `${file}\n  ${words.slice(0, 5).join('\n  ')}`);
    expect(unlisted, 'move these words to packages/i18n/catalogues (useT, <Rich>)').toEqual([]);
  });

  it('When a listed file has no such words any more, then it is taken off the list (which only shrinks)', () => {
    const done = listed.filter((file) => !withWords.get(file)?.length);
    expect(done, 'remove these from packages/i18n/not-yet-extracted.json').toEqual([]);
  });

  it('When the API answers with a domain copy constant, then the catalogue holds it, or its file is listed (the check reads them)', () => {
    // The profile's errors are the catalogue's; a constant it does not hold is found.
    expect(withWords.get('apps/api/src/modules/identity/profile/profile.service.ts')).toEqual([]);
    expect(errorKeyOf(propertyChain('kycCopy.statusPaused.payment'))).toBe(
      'errors.kyc.statusPaused.payment',
    );
    expect(errorKeyOf(propertyChain('copy.notAConstant'))).toBeNull();
    // The messages and the PDFs: their words are the catalogue's.
    expect(withWords.get('apps/api/src/documents/policy-document.ts')).toEqual([]);
    expect(withWords.get('apps/api/src/documents/receipt-document.ts')).toEqual([]);
  });

  it("When a component's own prop shows words (incrementLabel), then the check reads it", () => {
    expect(showsWords('incrementLabel')).toBe(true);
    expect(showsWords('emptyTitle')).toBe(true);
    expect(showsWords('label')).toBe(true);
    expect(showsWords('className')).toBe(false);
    expect(showsWords('labelledBy')).toBe(false);
    expect(
      withWords.get(
        'apps/web/src/features/income-protection/components/employment-information-screen.tsx',
      ),
    ).toEqual([]);
  });

  it("When a customer's page shows the product catalogue's words as the API serves them (English), then the check finds them", () => {
    const page = (body: string) =>
      wordsIn(
        'apps/web/src/features/dashboard/components/example.tsx',
        `export function Example({ entry, plan }) {\n  const words = useProductWords();\n  return (<div>${body}</div>);\n}`,
      );
    expect(page('{entry.product_highlights.map((point) => <li key={point}>{point}</li>)}')).toEqual(
      ["3: point (the product catalogue's English: useProductWords())"],
    );
    expect(
      page('{plan.benefits.map((b) => <p key={b.title}>{b.title} {b.description}</p>)}'),
    ).toHaveLength(2);
    expect(page('<Modal description={entry?.description} />')).toHaveLength(1);
    expect(
      page('{entry.product_highlights.slice(0, 3).map((p) => <li key={p}>{p}</li>)}'),
    ).toHaveLength(1);
    // Said through the catalogue: nothing to find.
    expect(
      page('{entry.product_highlights.map((point) => <li key={point}>{words(point)}</li>)}'),
    ).toEqual([]);
    expect(page('<Modal description={entry ? words(entry.description) : undefined} />')).toEqual(
      [],
    );
    // The screens that show them say them so (the staff's pages, not read, stay English).
    for (const screen of [
      'apps/web/src/features/dashboard/components/explore-modal.tsx',
      'apps/web/src/features/health/components/coverage-screen.tsx',
      'apps/web/src/flows/health-plans/components/service-category-accordion.tsx',
      'apps/web/src/features/public-site/product-page.tsx',
    ])
      expect(withWords.get(screen), screen).toEqual([]);
  });

  it('When the login page is drawn, then its words come from the catalogue (a file the check reads)', () => {
    expect(withWords.get('apps/web/src/features/auth/components/login-page.tsx')).toEqual([]);
    // The check does see words: the back office's sign-in stays English (not scanned, but readable).
    expect(wordsIn('apps/web/src/features/admin/shell/admin-login.tsx').length).toBeGreaterThan(0);
  });
});

/** The expression of a TypeScript snippet (`a.b.c`), for errorKeyOf. */
function propertyChain(code: string): ts.Node {
  const file = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true);
  return (file.statements[0] as ts.ExpressionStatement).expression;
}
