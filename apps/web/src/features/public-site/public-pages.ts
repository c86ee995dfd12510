import { productPagePaths } from '#config/paths.js';

/**
 * The public pages (issue 18): what a visitor reads before they buy, without an account or
 * JavaScript. The build renders each one to a whole HTML document (src/server-render.tsx,
 * build/prerender.mjs, into dist/site-pages/<file>.html); the server sends it
 * (apps/api/src/plugins/web-app.ts): `/` only to a visitor who is not signed in (a customer gets
 * their dashboard there). The quote is the one page rendered per request, from the API's answer.
 */
export const PUBLIC_PATHS = {
  front: '/',
  income: productPagePaths.EI,
  health: productPagePaths.HI,
  healthCash: productPagePaths.HTCI,
  business: productPagePaths.BI,
  creditLife: productPagePaths.CL,
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** The quote form's answer: GET with ?salary=, rendered per request by the server. */
export const QUOTE_PATH = '/income-protection/quote';

/** The file each page is built into, under dist/site-pages/. */
export function sitePageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/**
 * The facts a built page cannot know, which the server writes in when it loads the pages
 * (apps/api/src/plugins/web-app.ts, `fillSiteFacts`, which keeps the same list): the site's origin
 * (APP_URL) in the absolute addresses, the underwriter and its NAICOM licence (UNDERWRITER_*), and
 * how to reach us (SUPPORT_*). The server escapes each value for HTML. docs/business-rules.md,
 * 'Who insures you'.
 */
export const SITE_FACTS = {
  origin: '__ALAAFIA_ORIGIN__',
  underwriterName: '__ALAAFIA_UNDERWRITER_NAME__',
  underwriterLicence: '__ALAAFIA_UNDERWRITER_LICENCE__',
  supportEmail: '__ALAAFIA_SUPPORT_EMAIL__',
  supportPhone: '__ALAAFIA_SUPPORT_PHONE__',
  /** The phone's digits and leading +, for a tel: link. */
  supportPhoneDial: '__ALAAFIA_SUPPORT_PHONE_DIAL__',
  /** International digits, for https://wa.me/<digits>. */
  supportWhatsapp: '__ALAAFIA_SUPPORT_WHATSAPP__',
} as const;

/**
 * Where the claims promise goes (issue 39): how fast we paid over the last 90 days, measured from
 * the data, so the server writes it at each request (apps/api/src/plugins/web-app.ts,
 * CLAIMS_PROMISE); empty when nothing was paid in the period.
 */
export const CLAIMS_PROMISE_PLACEHOLDER = '__ALAAFIA_CLAIMS_PROMISE__';

/** The regulator's site, linked from every public page's footer. */
export const NAICOM_URL = 'https://www.naicom.gov.ng';

/** Written into every built page's absolute addresses in place of the site's origin. */
export const ORIGIN_PLACEHOLDER = SITE_FACTS.origin;

/** The sharing card (1200 x 630 PNG, apps/web/public/og/alaafia-card.png). */
export const SHARE_IMAGE = {
  path: '/og/alaafia-card.png',
  width: 1200,
  height: 630,
  alt: 'Alaafia: income protection, health insurance and HealthCash for Nigerians',
} as const;

/** Where 'Buy now' leads: sign-up, then the product's wizard (the sign-up page follows ?next=). */
export function buyPath(wizard: string): string {
  return `/auth/signup?next=${encodeURIComponent(wizard)}`;
}
