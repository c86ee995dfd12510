import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CLDR_DATES,
  createTranslator,
  LANGUAGES,
  type Language,
  type Translator,
} from '@alaafia/i18n';
import enMessages from 'virtual:alaafia-messages/en/all';
import haMessages from 'virtual:alaafia-messages/ha/all';
import igMessages from 'virtual:alaafia-messages/ig/all';
import pcmMessages from 'virtual:alaafia-messages/pcm/all';
import yoMessages from 'virtual:alaafia-messages/yo/all';
import { publicCatalogueSchema, type PublicProduct } from '@alaafia/domain';
import { text } from 'node:stream/consumers';
import {
  dehydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { loadModule, modulesOf } from './app/route-modules';
import { AppRoutes } from './app/router';
import { ORIGIN_PLACEHOLDER, QUOTE_PATH, sitePageFile } from './features/public-site/public-pages';
import siteCss from './features/public-site/public-site.css?inline';
import { quoteDocument, siteDocument, sitePages } from './features/public-site/site-document';
import type { QuotePageProps } from './features/public-site/quote-page';
import { paths } from './config/paths';
import { setApiFetch } from './lib/api-client';
import { setRequestCookies } from './lib/storage';
import { meQueryOptions } from './lib/current-customer';
import { holdEarlyPresses } from './lib/early-presses';
import { addDates } from './lib/dates';
import { LanguageProvider } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

// The app rendered to HTML on the server: built for Node by build/build.mjs (dist/server/server-render.js).
// The tree rendered here must stay the one boot.tsx hydrates (StrictMode, the query client, the
// router), or React's generated ids (useId) would differ from the HTML.

/**
 * The pages the build renders to HTML ahead of time (build/prerender.mjs): the sign-in pages, the first
 * screen most visitors see. They hold nobody's data, so the same HTML serves everyone; the server
 * sends it for the bare path (no query string) and boot.tsx hydrates it. A visitor on a slow phone
 * sees the form as soon as the HTML and the stylesheet arrive, before any JavaScript has run.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.login,
  paths.signup,
  // Issue 30: the back office's pages, drawn before anyone is known (features/admin's AdminArea draws
  // its frame and the page's title, copy and loading states while it asks who is signed in). Staff
  // data never reaches the server's render: the staff cookie is sent to /api/admin only.
  paths.admin,
  paths.adminCustomers,
  paths.adminReviews,
  paths.adminLeads,
  paths.adminSponsors,
  paths.adminClaims,
  paths.adminPayouts,
  paths.adminComplaints,
  paths.adminWhatsApp,
  paths.adminStaff,
  paths.adminAudit,
  paths.adminFinance,
  paths.adminPreauthorisations,
  paths.adminCapitation,
  paths.adminAutomation,
  // Issue 38: the hospital portal, drawn before anyone is known (its loading state: the hospital cookie
  // is sent to /api/hospital only), so a desk's screen paints with the HTML rather than after the app.
  paths.hospital,
];

/**
 * The prerendered pages drawn once per language too (issue 42), into dist/prerendered/<language>/:
 * the customers' and visitors' (the back office's stay English). The server sends the one of the
 * visitor's language (apps/api/src/plugins/web-app.ts), which boot.tsx hydrates with that language's
 * messages: an English drawing is never hydrated as another language.
 */
export const PRERENDERED_PATHS_PER_LANGUAGE: readonly string[] = [paths.login, paths.signup];

/** A whole page's `<html lang>` set to the language it is drawn in (English keeps 'en-NG'). */
export function withHtmlLanguage(html: string, language: Language): string {
  if (language === 'en') return html;
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/**
 * The modules (as the build's manifest names them) whose chunks a prerendered page needs beyond the
 * entry's: build/prerender.mjs puts their stylesheets inline and has the page's loader ask for their
 * scripts with the entry's, rather than a round trip later, once the entry has run (route-modules.ts).
 * The sign-in pages need none (their code is small, and their styles are the entry's). The back
 * office: its frame, and the page's own module (the same as route-modules.ts's loaders).
 */
const ADMIN_FRAME = 'src/app/admin-area.ts';
const ADMIN_PAGE = (area: string) => `src/features/admin/${area}/${area}-page.tsx`;
export const PRERENDERED_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  [paths.admin]: [ADMIN_FRAME],
  [paths.adminCustomers]: [ADMIN_FRAME, ADMIN_PAGE('customers')],
  [paths.adminReviews]: [ADMIN_FRAME, ADMIN_PAGE('reviews')],
  [paths.adminLeads]: [ADMIN_FRAME, ADMIN_PAGE('leads')],
  [paths.adminSponsors]: [ADMIN_FRAME, ADMIN_PAGE('sponsors')],
  [paths.adminClaims]: [ADMIN_FRAME, ADMIN_PAGE('claims')],
  [paths.adminPayouts]: [ADMIN_FRAME, ADMIN_PAGE('payouts')],
  [paths.adminComplaints]: [ADMIN_FRAME, ADMIN_PAGE('complaints')],
  [paths.adminWhatsApp]: [ADMIN_FRAME, ADMIN_PAGE('whatsapp')],
  [paths.adminStaff]: [ADMIN_FRAME, ADMIN_PAGE('staff')],
  [paths.adminAudit]: [ADMIN_FRAME, ADMIN_PAGE('audit')],
  [paths.adminFinance]: [ADMIN_FRAME, ADMIN_PAGE('finance')],
  [paths.adminPreauthorisations]: [ADMIN_FRAME, ADMIN_PAGE('preauthorisations')],
  [paths.adminCapitation]: [ADMIN_FRAME, ADMIN_PAGE('capitation')],
  [paths.adminAutomation]: [ADMIN_FRAME, ADMIN_PAGE('automation')],
  [paths.hospital]: ['src/app/hospital-area.ts'],
  // Rendered per request (PUBLIC_RENDERED_PATHS), in a shell of its own with its styles inline.
  [paths.help]: ['src/features/support/components/help-page.tsx'],
  [paths.claimNextOfKin]: ['src/features/claims/components/next-of-kin-claim-page.tsx'],
};

/**
 * The pages the server renders when they are asked for, for the customer signed in: the dashboard, the
 * wizard pages, which show the wizard open at its first stage over the dashboard, and the other
 * signed-in pages but those below. They hold the
 * customer's name and policies, so they are rendered per request (apps/api/src/plugins/web-app.ts) and
 * never cached.
 */
export const SERVER_RENDERED_PATHS: readonly string[] = [
  paths.home,
  paths.buyIncome,
  paths.buyHealth,
  paths.buyHealthCash,
  // Issue 38 (item 17): the other signed-in pages, so they show at once with their data rather than
  // once the app has loaded and asked for it (the browser drew them after 2.7 to 3.1 s). The KYC
  // pages open at the stage they write to their cookie as they open: the render reads back what it
  // wrote (lib/storage.ts), as the browser's first render does. Not the health wizards' later pages
  // (/signup/...): they open where the payment left them, from answers the browser has.
  paths.settings,
  paths.enrolleeProfile,
  paths.claimIncome,
  paths.claimHealthCash,
  paths.kycIncome,
  paths.kycHealth,
];

/**
 * The pages the server renders for anyone who asks, signed in or not (issue 38): help, which a
 * visitor opens to reach us, and the next of kin's claim. Rendered per request with the support lines and, for a customer, their
 * complaints; for a visitor, with nobody signed in, so the browser does not ask who is (a 401 in the
 * console) and draws nothing late (the lines arrived after the page: a layout shift of 0.33).
 */
export const PUBLIC_RENDERED_PATHS: readonly string[] = [paths.help, paths.claimNextOfKin];

/**
 * The first lines of every server-rendered page's inline loader (build/prerender.mjs): from the first paint, a
 * press on the page is held until React has it (lib/early-presses.ts).
 */
export const EARLY_PRESSES_SCRIPT = `(${holdEarlyPresses.toString()})(window);`;

/** The modules of the page at `url`, downloaded (here, read from the server build's own chunks). */
async function pageModules(url: string): Promise<void> {
  const pathname = url.split('?')[0] ?? url;
  await Promise.all(modulesOf(pathname).map((loader) => loadModule(loader)));
}

// The server holds every language's messages and dates (the browser fetches only its page's).
for (const language of LANGUAGES) addDates(language, CLDR_DATES[language]);
const TRANSLATORS: Record<Language, Translator> = {
  en: createTranslator('en', enMessages),
  pcm: createTranslator('pcm', pcmMessages),
  yo: createTranslator('yo', yoMessages),
  ha: createTranslator('ha', haMessages),
  ig: createTranslator('ig', igMessages),
};

function appTree(url: string, queryClient: QueryClient, language: Language) {
  return (
    <StrictMode>
      <LanguageProvider translator={TRANSLATORS[language]}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </LanguageProvider>
    </StrictMode>
  );
}

/** The page at `path` as the app's first render makes it, with no customer (the sign-in pages). */
export async function render(path: string, language: Language = 'en'): Promise<string> {
  const queryClient = createQueryClient();
  try {
    // renderToString does not wait: the page's modules first, so it renders at once.
    await pageModules(path);
    return renderToString(appTree(path, queryClient, language));
  } finally {
    // Each query the render made holds a garbage-collection timer (gcTime, 10 minutes) that would
    // keep build/prerender.mjs running that long after its last page: drop them.
    queryClient.clear();
  }
}

/** A fetch answered by the API for one customer's request (the server passes it per page). */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

// The app's API client asks whichever fetch the page being rendered was given: several pages can be
// rendered at once, each for its own customer, so the fetch travels with the render's async context.
// The request's cookies travel the same way: the wizard cookies the page reads are the browser's.
// What the render writes to a cookie is kept for that render (its later reads see it first), as the
// browser's first render reads back what it wrote; it is never sent.
const pageRequest = new AsyncLocalStorage<{
  fetchApi: ApiFetch;
  cookie: string;
  written: string[];
}>();
setApiFetch((url, init) => {
  const fetchForPage = pageRequest.getStore()?.fetchApi;
  if (!fetchForPage)
    return Promise.reject(new Error(`no page is being rendered (asked for ${url})`));
  return fetchForPage(url, init);
});
setRequestCookies(
  () => {
    const page = pageRequest.getStore();
    return page ? [...page.written].reverse().concat(page.cookie).join('; ') : undefined;
  },
  (pair) => {
    const page = pageRequest.getStore();
    page?.written.push(pair);
    return page !== undefined;
  },
);

export interface SignedInPage {
  /** The app's HTML, to go inside <div id="root">. */
  html: string;
  /** The answers the page was rendered from, for the browser's query cache (boot.tsx), so its first
   * render matches the HTML and asks the API for nothing again. */
  state: DehydratedState;
}

/** Queries the page asked for while it was rendered and that have no answer yet (not the disabled). */
function unanswered(queryClient: QueryClient) {
  return queryClient.getQueryCache().findAll({
    predicate: (query) => {
      const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
      const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return on && query.state.status === 'pending';
    },
  });
}

/** Render passes at most: each pass's new queries are answered before the next is rendered. */
const MAX_PASSES = 4;

/**
 * A signed-in page (one of SERVER_RENDERED_PATHS; `url` may carry a query) rendered for the customer
 * whose API requests `fetchApi` answers, with the cookies the browser sent (`cookie`). Who is signed in comes first; then the page is rendered, the
 * queries it asked for (its policies, the products a wizard shows) are answered through the app's
 * own query functions, and it is rendered again, until it asks for nothing new: the HTML is the page
 * with its data, as the browser would show it once everything had arrived.
 * Null when it is not rendered here and the browser renders it as before: nobody is signed in, the
 * customer must change their password first (the app sends them elsewhere), or an answer failed.
 */
export function renderSignedIn(
  url: string,
  fetchApi: ApiFetch,
  cookie = '',
  language: Language = 'en',
): Promise<SignedInPage | null> {
  return renderPage(url, fetchApi, cookie, { forAnyone: false, language });
}

/**
 * A page of PUBLIC_RENDERED_PATHS rendered as renderSignedIn renders, for whoever asks: the customer
 * signed in, or nobody (then the page's answer to who is signed in is part of its state). Null only
 * when an answer failed or a customer must change their password.
 */
export function renderForAnyone(
  url: string,
  fetchApi: ApiFetch,
  cookie = '',
  language: Language = 'en',
): Promise<SignedInPage | null> {
  return renderPage(url, fetchApi, cookie, { forAnyone: true, language });
}

async function renderPage(
  url: string,
  fetchApi: ApiFetch,
  cookie: string,
  { forAnyone, language }: { forAnyone: boolean; language: Language },
): Promise<SignedInPage | null> {
  return pageRequest.run({ fetchApi, cookie, written: [] }, async () => {
    const queryClient = createQueryClient();
    const customer = await queryClient.fetchQuery(meQueryOptions()).catch(() => undefined);
    if (customer === undefined || customer?.change_password) return null;
    if (!customer && !forAnyone) return null;
    await pageModules(url);
    for (let pass = 1; ; pass += 1) {
      // Waits for every lazy part of the page (the wizard), so the HTML is the whole render.
      // Every boundary written in place: past React's progressive chunk (12,800 bytes by default, a
      // dashboard with three policies) it would outline the rest into a hidden copy swapped in by an
      // inline script, which the page's Content-Security-Policy blocks (only the shell's loader is
      // allowed), leaving React error #419 and a hidden duplicate of the section (issue 30).
      const { prelude } = await prerenderToNodeStream(appTree(url, queryClient, language), {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      });
      const html = await text(prelude);
      const waiting = unanswered(queryClient);
      if (waiting.length === 0 || pass === MAX_PASSES) {
        return { html, state: dehydrate(queryClient) };
      }
      const answered = await Promise.all(
        waiting.map((query) =>
          query.fetch().then(
            () => true,
            () => false,
          ),
        ),
      );
      if (answered.includes(false)) return null;
    }
  });
}

// The public pages (issue 18): whole HTML documents with their stylesheet inline and no script.
// build/prerender.mjs renders the catalogue's pages once; the API renders the quote per request.

/** Parses the product catalogue (the seed file at build time) into what the public pages read. */
function parseCatalogue(catalogue: unknown): PublicProduct[] {
  return publicCatalogueSchema.parse(catalogue);
}

/**
 * Every prerendered public page in `language` as { path, file, html } (file: under dist/site-pages/,
 * or dist/site-pages/<language>/ for a language other than English): its words from the language's
 * messages, English where a string is not translated yet, and its `<html lang>`.
 */
export function renderSitePages(
  catalogue: unknown,
  language: Language = 'en',
): { path: string; file: string; html: string }[] {
  return sitePages(parseCatalogue(catalogue), TRANSLATORS[language]).map(({ meta, page }) => ({
    path: meta.path,
    file: language === 'en' ? sitePageFile(meta.path) : `${language}/${sitePageFile(meta.path)}`,
    html: withHtmlLanguage(
      siteDocument(
        meta,
        <LanguageProvider translator={TRANSLATORS[language]}>{page}</LanguageProvider>,
        siteCss,
      ),
      language,
    ),
  }));
}

/**
 * The quote page for what the API answered (`quote`) or the salary's message (`error`, already in
 * the visitor's language), in the request's language (English by default).
 */
export function renderQuotePage(props: QuotePageProps, language: Language = 'en'): string {
  return withHtmlLanguage(quoteDocument(props, siteCss, TRANSLATORS[language]), language);
}

export { ORIGIN_PLACEHOLDER, QUOTE_PATH };
export { LANGUAGES } from '@alaafia/i18n';
