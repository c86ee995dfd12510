import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { CUSTOMER_HINT_COOKIE } from '@alaafia/domain';
import { isLanguage, LANGUAGES, SOURCE_LANGUAGE, type Language } from '@alaafia/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from './language.js';
import { contentSecurityPolicy } from './security-headers.js';

interface WebPage {
  html: string;
  /** A CSP allowing the page's own inline script (a prerendered page's loader), when it has one. */
  contentSecurityPolicy?: string;
  /** 'no-cache' (revalidated each time), or 'private, no-store' for a page holding a customer's data. */
  cacheControl: string;
  /** The status, when not 200 (the quote page with a salary the rule refuses: 422). */
  status?: number;
}

interface WebApp {
  /** The page a request asks for: rendered for the signed-in customer, its prerendered HTML, or index.html. */
  page(request: FastifyRequest): Promise<WebPage>;
}

/** What the web build's server module (apps/web/src/server-render.tsx, in dist/server/) offers. */
interface ServerRender {
  SERVER_RENDERED_PATHS: readonly string[];
  renderSignedIn(
    url: string,
    fetchApi: (url: string, init: RequestInit) => Promise<Response>,
    /** The request's Cookie header: the wizard cookies the page reads are the browser's. */
    cookie: string,
    /** The customer's language: the page's words, and the messages its browser loads. */
    language: Language,
  ): Promise<{ html: string; state: unknown } | null>;
  /** Pages rendered for anyone, signed in or not (help), and their renderer (issue 38). */
  PUBLIC_RENDERED_PATHS?: readonly string[];
  renderForAnyone?: (
    url: string,
    fetchApi: (url: string, init: RequestInit) => Promise<Response>,
    cookie: string,
    /** The request's language (the visitor's choice, or the customer's): the page's words. */
    language: Language,
  ) => Promise<{ html: string; state: unknown } | null>;
  /** The public quote page (issue 18) for the API's answer, or the salary's message. */
  renderQuotePage?: (
    props: { quote: unknown; salary: string } | { salary: string; error: string },
    /** The request's language: the page's words (the API's message comes in it already). */
    language: Language,
  ) => string;
}

/**
 * The public pages (issue 18) write these where a fact the build cannot know goes; the server writes
 * its configuration there, escaped for HTML (the same list as SITE_FACTS in
 * apps/web/src/features/public-site/public-pages.ts): the origin of APP_URL (canonical, og:url,
 * og:image), the underwriter and its NAICOM licence, and the support lines (docs/business-rules.md,
 * 'Who insures you').
 */
const SITE_FACTS = {
  origin: '__ALAAFIA_ORIGIN__',
  underwriterName: '__ALAAFIA_UNDERWRITER_NAME__',
  underwriterLicence: '__ALAAFIA_UNDERWRITER_LICENCE__',
  supportEmail: '__ALAAFIA_SUPPORT_EMAIL__',
  supportPhone: '__ALAAFIA_SUPPORT_PHONE__',
  supportPhoneDial: '__ALAAFIA_SUPPORT_PHONE_DIAL__',
  supportWhatsapp: '__ALAAFIA_SUPPORT_WHATSAPP__',
} as const;
type SiteFacts = Record<keyof typeof SITE_FACTS, string>;

/** The configuration's values for the public pages' placeholders. */
function siteFactsOf(config: FastifyInstance['ctx']['config']): SiteFacts {
  return {
    origin: new URL(config.appUrl).origin,
    underwriterName: config.underwriter.name,
    underwriterLicence: config.underwriter.naicomLicence,
    supportEmail: config.support.email,
    supportPhone: config.support.phone,
    supportPhoneDial: config.support.phone.replace(/[^\d+]/g, ''),
    supportWhatsapp: config.support.whatsapp.replace(/\D/g, ''),
  };
}

/** A built public page with each placeholder replaced by its fact, escaped for HTML. */
function fillSiteFacts(html: string, facts: SiteFacts): string {
  let filled = html;
  for (const [key, placeholder] of Object.entries(SITE_FACTS))
    filled = filled.replaceAll(placeholder, escapeAttribute(facts[key as keyof SiteFacts]));
  return filled;
}
/** The public quote: GET with ?salary=, answered by GET /api/local/products/income/quote. */
const QUOTE_PATH = '/income-protection/quote';

const ROOT = '<div id="root"></div>';

/** Text safe inside an HTML attribute value in double quotes, or in an element's text. */
function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** JSON safe inside a <script> element: no '</script>' or '<!--' can close or change it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The 'sha256-...' of each inline script of a page, for its Content-Security-Policy. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `sha256-${crypto
        .createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  );
}

/**
 * dist/prerendered/<path>.html (apps/web/build/prerender.mjs), by path: '/auth/login' -> HTML; with a
 * language other than English, its own pages, dist/prerendered/<language>/<path>.html (issue 42:
 * the build draws the customers' pages once per language, docs/decisions/2026-12-07-pages-per-language.md).
 */
function readPrerendered(
  root: string,
  folder = 'prerendered',
  language: Language = SOURCE_LANGUAGE,
): Map<string, string> {
  const dir = path.join(root, folder, language === SOURCE_LANGUAGE ? '' : language);
  const pages = new Map<string, string>();
  if (!fs.existsSync(dir)) return pages;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const parts = path
      .relative(dir, file)
      .replace(/\.html$/, '')
      .split(path.sep);
    // English's folder holds the other languages' folders: their pages are not English's.
    if (language === SOURCE_LANGUAGE && parts.length > 1 && isLanguage(parts[0])) continue;
    pages.set(`/${parts.join('/')}`, fs.readFileSync(file, 'utf8'));
  }
  return pages;
}

/**
 * A page whose words are in `language` (drawn for it, or drawn by the browser from index.html in it)
 * says so in its `<html lang>`: the browser's app loads that language's messages (apps/web/src/
 * main.tsx), screen readers read it as that language. English pages keep the build's 'en-NG'. Never
 * used on a page drawn in another language than `language` (an English prerendered page would
 * be hydrated as Yoruba).
 */
function withHtmlLanguage(html: string, language: Language): string {
  if (language === SOURCE_LANGUAGE) return html;
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/**
 * The request's cookies as the page's render reads them: with the customer's hint (CUSTOMER_HINT_COOKIE)
 * when a live session came without it (one begun before the hint existed), as the browser holds
 * them once this answer arrives (plugins/session.ts sets it then), so the render asks who is
 * signed in as the browser will.
 */
function withCustomerHint(request: FastifyRequest): string {
  const cookie = request.headers.cookie ?? '';
  if (!request.session || request.cookies[CUSTOMER_HINT_COOKIE]) return cookie;
  return cookie ? `${cookie}; ${CUSTOMER_HINT_COOKIE}=1` : `${CUSTOMER_HINT_COOKIE}=1`;
}

/** The staff's pages (the back office, the hospital portal) stay English (apps/web/src/main.tsx's isStaffArea). */
const isStaffPath = (pathname: string) => /^\/(admin|hospital)(\/|$)/.test(pathname);

/**
 * dist/site-pages/<path>.html (build/prerender.mjs): the public pages, by path ('index.html' is '/'),
 * with the site's facts written in.
 */
function readSitePages(root: string, facts: SiteFacts, language: Language): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [page, html] of readPrerendered(root, 'site-pages', language))
    pages.set(page === '/index' ? '/' : page, fillSiteFacts(html, facts));
  return pages;
}

/**
 * dist/server/: the page shell and the app built for Node (apps/web/build/build.mjs), when built and
 * loadable, with the shells of the pages rendered for anyone (page-shell/<path>.html; the page shell
 * when one is missing). Without them the signed-in pages are index.html, rendered by the browser:
 * slower, not broken.
 */
async function loadServerRender(app: FastifyInstance, root: string) {
  const dir = path.join(root, 'server');
  const shellFile = path.join(dir, 'page-shell.html');
  const moduleFile = path.join(dir, 'server-render.js');
  if (!fs.existsSync(shellFile) || !fs.existsSync(moduleFile)) return null;
  try {
    const shell = fs.readFileSync(shellFile, 'utf8');
    if (!shell.includes(ROOT)) throw new Error(`${shellFile} has no ${ROOT}`);
    const render = (await import(pathToFileURL(moduleFile).href)) as ServerRender;
    if (typeof render.renderSignedIn !== 'function')
      throw new Error(`${moduleFile} has no renderSignedIn`);
    const publicShells = new Map<string, string>();
    for (const page of render.PUBLIC_RENDERED_PATHS ?? []) {
      const file = path.join(dir, 'page-shell', `${page.replace(/^\//, '')}.html`);
      const own = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : shell;
      if (!own.includes(ROOT)) throw new Error(`${file} has no ${ROOT}`);
      publicShells.set(page, own);
    }
    return { shell, publicShells, render };
  } catch (error) {
    app.log.error(
      { err: error, dir },
      'the server build of the web app does not load: pages are rendered by the browser',
    );
    return null;
  }
}

/**
 * Serves the built React app. Hashed assets are cached for a year; index.html is always revalidated.
 * Any GET for a page that is not a file answers index.html, so client routes survive a reload; a page
 * the build prerendered (the sign-in pages) answers its prerendered HTML when asked without a query
 * string (with one, say ?next=..., the page differs, so the app renders it itself). The dashboard and
 * the wizard pages over it are rendered here for a signed-in customer, from the same API answers the
 * browser would ask for (answered in-process, as that customer), and never cached; a page that cannot
 * be rendered (nobody signed in, an answer failed) answers index.html and the browser renders it.
 */
/**
 * Where the public pages state how fast we paid claims (issue 39): a figure measured from the data,
 * so written into the page at each request (kept a few minutes by the claims module), not at start.
 * The same placeholder as CLAIMS_PROMISE_PLACEHOLDER in apps/web/src/features/public-site/public-pages.ts.
 */
const CLAIMS_PROMISE = '__ALAAFIA_CLAIMS_PROMISE__';

interface WebAppOptions {
  /** The sentence of the claims promise (empty: nothing paid in the period), from the claims module. */
  claimsPromise?: (language: Language) => Promise<string>;
}

export async function registerWebApp(
  app: FastifyInstance,
  options: WebAppOptions = {},
): Promise<WebApp | null> {
  const root = app.ctx.config.webDist;
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: run npm run build (npm start does it)');
    return null;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build's x.js.br and x.js.gz (apps/web/build/precompress.mjs, brotli at its highest level)
    // are sent as they are to a browser that accepts them; a file without one is compressed per request.
    preCompressed: true,
    // dist/server/ is the app built for Node and the page shell: for this process, not for browsers.
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A hashed file is never asked for again (its name changes with its content), so it needs no
      // validator: about 90 bytes fewer on each of a page's scripts.
      if (immutable) reply.removeHeader('etag').removeHeader('last-modified');
    },
  });
  const index: WebPage = { html: fs.readFileSync(indexFile, 'utf8'), cacheControl: 'no-cache' };
  /** The CSP of a page with inline scripts (allowed by their hashes), for a page that has any. */
  const policyOf = (html: string): Pick<WebPage, 'contentSecurityPolicy'> => {
    const scriptHashes = inlineScriptHashes(html);
    return scriptHashes.length
      ? { contentSecurityPolicy: contentSecurityPolicy(app.ctx.config, { scriptHashes }) }
      : {};
  };
  // Each language's prerendered pages and public pages (English's hold the back office's too).
  const facts = siteFactsOf(app.ctx.config);
  const prerendered = {} as Record<Language, Map<string, WebPage>>;
  const sitePages = {} as Record<Language, Map<string, WebPage>>;
  for (const language of LANGUAGES) {
    prerendered[language] = new Map();
    for (const [page, html] of readPrerendered(root, 'prerendered', language))
      prerendered[language].set(page, { html, cacheControl: 'no-cache', ...policyOf(html) });
    // The public pages hold nobody's data and have no script (so the default CSP serves them).
    sitePages[language] = new Map();
    for (const [page, html] of readSitePages(root, facts, language))
      sitePages[language].set(page, { html, cacheControl: 'no-cache' });
  }
  /** index.html, for the browser to draw the page in `language`. */
  const indexIn = (language: Language): WebPage => ({
    ...index,
    html: withHtmlLanguage(index.html, language),
  });

  const server = await loadServerRender(app, root);
  // Every page rendered here has its shell's one inline script (the loader), allowed by its hash.
  const shells = new Map<string, { html: string } & Pick<WebPage, 'contentSecurityPolicy'>>();
  if (server) {
    for (const page of server.render.SERVER_RENDERED_PATHS)
      shells.set(page, { html: server.shell, ...policyOf(server.shell) });
    if (server.render.renderForAnyone)
      for (const [page, html] of server.publicShells) shells.set(page, { html, ...policyOf(html) });
  }

  /** The page rendered for the request's customer, or null (index.html answers then). */
  async function renderForCustomer(
    request: FastifyRequest,
    pathname: string,
    language: Language,
  ): Promise<WebPage | null> {
    const shell = shells.get(pathname);
    if (!server || !shell) return null;
    // A signed-in page needs a session; a page for anyone is rendered for whoever asks.
    const forAnyone = server.publicShells.has(pathname) ? server.render.renderForAnyone : undefined;
    if (!forAnyone && !request.session) return null;
    const fetchApi = async (url: string, init: RequestInit) => {
      if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/'))
        throw new Error(
          `a page rendered on the server only reads the API (asked: ${init.method} ${url})`,
        );
      const res = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          cookie: request.headers.cookie ?? '',
          'user-agent': request.headers['user-agent'] ?? '',
        },
      });
      return new Response(res.statusCode === 204 ? null : res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    };
    try {
      const cookie = withCustomerHint(request);
      const page = forAnyone
        ? await forAnyone(request.url, fetchApi, cookie, language)
        : await server.render.renderSignedIn(request.url, fetchApi, cookie, language);
      if (!page) return null;
      const html = withHtmlLanguage(shell.html, language).replace(
        ROOT,
        () =>
          `<div id="root" data-prerendered="${escapeAttribute(request.url)}">${page.html}</div>` +
          `<script type="application/json" id="server-state">${scriptJson(page.state)}</script>`,
      );
      return {
        html,
        cacheControl: 'private, no-store',
        contentSecurityPolicy: shell.contentSecurityPolicy,
      };
    } catch (error) {
      // The browser can still render the page: a failure here costs the customer speed, not the page.
      request.log.error(
        { err: error, url: request.url },
        'server rendering a signed-in page failed',
      );
      return null;
    }
  }

  /**
   * The quote page for the salary in the query: the public quote route's answer (in-process, as the
   * visitor's request, so its validation and messages are the API's own), rendered as a page; a
   * refused salary is the form again with the rule's message, under the API's status (422).
   */
  async function quotePage(
    request: FastifyRequest,
    query: string,
    language: Language,
  ): Promise<WebPage | null> {
    const renderQuote = server?.render.renderQuotePage;
    if (!renderQuote) return null;
    const salary = new URLSearchParams(query).get('salary') ?? '';
    const res = await app.inject({
      method: 'GET',
      url: `/api/local/products/income/quote?${new URLSearchParams({ salary }).toString()}`,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        'accept-language': language,
        'user-agent': request.headers['user-agent'] ?? '',
      },
    });
    const body = res.json<{
      data?: unknown;
      message?: string;
      errors?: Record<string, string[]>;
    }>();
    const html =
      res.statusCode === 200
        ? renderQuote({ quote: body.data, salary }, language)
        : renderQuote({ salary, error: body.errors?.salary?.[0] ?? body.message ?? '' }, language);
    return {
      html: withHtmlLanguage(fillSiteFacts(html, facts), language),
      cacheControl: 'no-cache',
      ...(res.statusCode === 200 ? {} : { status: res.statusCode }),
    };
  }

  /** The page a request asks for: rendered for the signed-in customer, its prerendered HTML, or index.html. */
  async function pageFor(request: FastifyRequest): Promise<WebPage> {
    const [pathPart = '/', query] = request.url.split('?', 2);
    const pathname = pathPart.length > 1 ? pathPart.replace(/\/+$/, '') : pathPart;
    // The staff's pages stay English; a customer's and a visitor's are in the request's language
    // (plugins/language.ts): drawn in it here or by the build, or by the browser from index.html.
    const language = isStaffPath(pathname) ? SOURCE_LANGUAGE : await requestLanguage(request);
    if (pathname === QUOTE_PATH) {
      const quote = await quotePage(request, query ?? '', language);
      if (quote) return quote;
    }
    const page = await renderForCustomer(request, pathname, language);
    if (page) return page;
    // The public pages, whatever the query (a shared link carries tracking parameters); '/' is the
    // front page only for a visitor who is not signed in (a customer's is their dashboard). A build
    // without the language's pages serves English's, as drawn (never relabelled). The claims
    // promise (issue 39) is written in at request time: measured, never typed in.
    const drawnIn = sitePages[language].has(pathname) ? language : SOURCE_LANGUAGE;
    const sitePage = sitePages[drawnIn].get(pathname);
    if (sitePage && (pathname !== '/' || !request.session)) {
      if (!sitePage.html.includes(CLAIMS_PROMISE)) return sitePage;
      // In the page's own language (the English drawing, when the build lacks the language's).
      const sentence = options.claimsPromise
        ? await options.claimsPromise(drawnIn).catch(() => '')
        : '';
      return {
        ...sitePage,
        html: sitePage.html.replaceAll(CLAIMS_PROMISE, escapeAttribute(sentence)),
      };
    }
    if (query !== undefined) return indexIn(language);
    // A page the build drew in the language (the back office: in English, for staff); any other
    // page drawn by the browser, in the language. An English drawing is never sent as another
    // language's: the browser would take it over (hydrate) with that language's words.
    return prerendered[language].get(pathname) ?? indexIn(language);
  }

  // Every GET for a page that is not a file (nor an API path) answers its page: a route, so the page
  // goes through the same compression as every other answer (a page answered from the not-found
  // handler went out uncompressed: 30 KB for the sign-up page instead of 8; docs/performance.md).
  app.get(
    '/*',
    { schema: { hide: true }, config: { access: 'public' } },
    async (request, reply) => {
      if (/^\/api(?:[/?]|$)/.test(request.url)) return reply.callNotFound();
      const page = await pageFor(request);
      if (page.contentSecurityPolicy)
        reply.header('content-security-policy', page.contentSecurityPolicy);
      return (
        reply
          .code(page.status ?? 200)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', page.cacheControl)
          // The page's language follows the cookie and Accept-Language (plugins/language.ts).
          .header('Vary', 'Accept-Language, Cookie')
          .send(page.html)
      );
    },
  );
  return { page: pageFor };
}
