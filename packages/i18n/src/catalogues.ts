// Every catalogue file, by language and namespace (docs/architecture.md, 'Languages'). A file is
// imported here once so that Node (the API) and the web's build read the same text; a file in
// catalogues/ missing from this list fails catalogues.test.ts.
import enAccount from '../catalogues/en/account.json' with { type: 'json' };
import enAuth from '../catalogues/en/auth.json' with { type: 'json' };
import enCheckout from '../catalogues/en/checkout.json' with { type: 'json' };
import enClaims from '../catalogues/en/claims.json' with { type: 'json' };
import enCommon from '../catalogues/en/common.json' with { type: 'json' };
import enDashboard from '../catalogues/en/dashboard.json' with { type: 'json' };
import enFrame from '../catalogues/en/frame.json' with { type: 'json' };
import enHealth from '../catalogues/en/health.json' with { type: 'json' };
import enHealthCash from '../catalogues/en/healthCash.json' with { type: 'json' };
import enIncome from '../catalogues/en/income.json' with { type: 'json' };
import enKyc from '../catalogues/en/kyc.json' with { type: 'json' };
import enPublic from '../catalogues/en/public.json' with { type: 'json' };
import enSettings from '../catalogues/en/settings.json' with { type: 'json' };
import enSupport from '../catalogues/en/support.json' with { type: 'json' };
import enWizard from '../catalogues/en/wizard.json' with { type: 'json' };
import haAccount from '../catalogues/ha/account.json' with { type: 'json' };
import enDocuments from '../catalogues/en/documents.json' with { type: 'json' };
import enUssd from '../catalogues/en/ussd.json' with { type: 'json' };
import enWhatsApp from '../catalogues/en/whatsapp.json' with { type: 'json' };
import enProducts from '../catalogues/en/products.json' with { type: 'json' };
import enErrors from '../catalogues/en/errors.json' with { type: 'json' };
import enMessages from '../catalogues/en/messages.json' with { type: 'json' };
import haAuth from '../catalogues/ha/auth.json' with { type: 'json' };
import haCheckout from '../catalogues/ha/checkout.json' with { type: 'json' };
import haClaims from '../catalogues/ha/claims.json' with { type: 'json' };
import haCommon from '../catalogues/ha/common.json' with { type: 'json' };
import haDashboard from '../catalogues/ha/dashboard.json' with { type: 'json' };
import haFrame from '../catalogues/ha/frame.json' with { type: 'json' };
import haHealth from '../catalogues/ha/health.json' with { type: 'json' };
import haHealthCash from '../catalogues/ha/healthCash.json' with { type: 'json' };
import haIncome from '../catalogues/ha/income.json' with { type: 'json' };
import haKyc from '../catalogues/ha/kyc.json' with { type: 'json' };
import haPublic from '../catalogues/ha/public.json' with { type: 'json' };
import haSettings from '../catalogues/ha/settings.json' with { type: 'json' };
import haSupport from '../catalogues/ha/support.json' with { type: 'json' };
import haWizard from '../catalogues/ha/wizard.json' with { type: 'json' };
import igAccount from '../catalogues/ig/account.json' with { type: 'json' };
import haDocuments from '../catalogues/ha/documents.json' with { type: 'json' };
import haUssd from '../catalogues/ha/ussd.json' with { type: 'json' };
import haWhatsApp from '../catalogues/ha/whatsapp.json' with { type: 'json' };
import haProducts from '../catalogues/ha/products.json' with { type: 'json' };
import haErrors from '../catalogues/ha/errors.json' with { type: 'json' };
import haMessages from '../catalogues/ha/messages.json' with { type: 'json' };
import igAuth from '../catalogues/ig/auth.json' with { type: 'json' };
import igCheckout from '../catalogues/ig/checkout.json' with { type: 'json' };
import igClaims from '../catalogues/ig/claims.json' with { type: 'json' };
import igCommon from '../catalogues/ig/common.json' with { type: 'json' };
import igDashboard from '../catalogues/ig/dashboard.json' with { type: 'json' };
import igFrame from '../catalogues/ig/frame.json' with { type: 'json' };
import igHealth from '../catalogues/ig/health.json' with { type: 'json' };
import igHealthCash from '../catalogues/ig/healthCash.json' with { type: 'json' };
import igIncome from '../catalogues/ig/income.json' with { type: 'json' };
import igKyc from '../catalogues/ig/kyc.json' with { type: 'json' };
import igPublic from '../catalogues/ig/public.json' with { type: 'json' };
import igSettings from '../catalogues/ig/settings.json' with { type: 'json' };
import igSupport from '../catalogues/ig/support.json' with { type: 'json' };
import igWizard from '../catalogues/ig/wizard.json' with { type: 'json' };
import pcmAccount from '../catalogues/pcm/account.json' with { type: 'json' };
import igDocuments from '../catalogues/ig/documents.json' with { type: 'json' };
import igUssd from '../catalogues/ig/ussd.json' with { type: 'json' };
import igWhatsApp from '../catalogues/ig/whatsapp.json' with { type: 'json' };
import igProducts from '../catalogues/ig/products.json' with { type: 'json' };
import igErrors from '../catalogues/ig/errors.json' with { type: 'json' };
import igMessages from '../catalogues/ig/messages.json' with { type: 'json' };
import pcmAuth from '../catalogues/pcm/auth.json' with { type: 'json' };
import pcmCheckout from '../catalogues/pcm/checkout.json' with { type: 'json' };
import pcmClaims from '../catalogues/pcm/claims.json' with { type: 'json' };
import pcmCommon from '../catalogues/pcm/common.json' with { type: 'json' };
import pcmDashboard from '../catalogues/pcm/dashboard.json' with { type: 'json' };
import pcmFrame from '../catalogues/pcm/frame.json' with { type: 'json' };
import pcmHealth from '../catalogues/pcm/health.json' with { type: 'json' };
import pcmHealthCash from '../catalogues/pcm/healthCash.json' with { type: 'json' };
import pcmIncome from '../catalogues/pcm/income.json' with { type: 'json' };
import pcmKyc from '../catalogues/pcm/kyc.json' with { type: 'json' };
import pcmPublic from '../catalogues/pcm/public.json' with { type: 'json' };
import pcmSettings from '../catalogues/pcm/settings.json' with { type: 'json' };
import pcmSupport from '../catalogues/pcm/support.json' with { type: 'json' };
import pcmWizard from '../catalogues/pcm/wizard.json' with { type: 'json' };
import yoAccount from '../catalogues/yo/account.json' with { type: 'json' };
import pcmDocuments from '../catalogues/pcm/documents.json' with { type: 'json' };
import pcmUssd from '../catalogues/pcm/ussd.json' with { type: 'json' };
import pcmWhatsApp from '../catalogues/pcm/whatsapp.json' with { type: 'json' };
import pcmProducts from '../catalogues/pcm/products.json' with { type: 'json' };
import pcmErrors from '../catalogues/pcm/errors.json' with { type: 'json' };
import pcmMessages from '../catalogues/pcm/messages.json' with { type: 'json' };
import yoAuth from '../catalogues/yo/auth.json' with { type: 'json' };
import yoCheckout from '../catalogues/yo/checkout.json' with { type: 'json' };
import yoClaims from '../catalogues/yo/claims.json' with { type: 'json' };
import yoCommon from '../catalogues/yo/common.json' with { type: 'json' };
import yoDashboard from '../catalogues/yo/dashboard.json' with { type: 'json' };
import yoFrame from '../catalogues/yo/frame.json' with { type: 'json' };
import yoHealth from '../catalogues/yo/health.json' with { type: 'json' };
import yoHealthCash from '../catalogues/yo/healthCash.json' with { type: 'json' };
import yoIncome from '../catalogues/yo/income.json' with { type: 'json' };
import yoKyc from '../catalogues/yo/kyc.json' with { type: 'json' };
import yoPublic from '../catalogues/yo/public.json' with { type: 'json' };
import yoSettings from '../catalogues/yo/settings.json' with { type: 'json' };
import yoSupport from '../catalogues/yo/support.json' with { type: 'json' };
import yoWizard from '../catalogues/yo/wizard.json' with { type: 'json' };
import yoDocuments from '../catalogues/yo/documents.json' with { type: 'json' };
import yoUssd from '../catalogues/yo/ussd.json' with { type: 'json' };
import yoWhatsApp from '../catalogues/yo/whatsapp.json' with { type: 'json' };
import yoProducts from '../catalogues/yo/products.json' with { type: 'json' };
import yoErrors from '../catalogues/yo/errors.json' with { type: 'json' };
import yoMessages from '../catalogues/yo/messages.json' with { type: 'json' };
import enLegal from '../catalogues/en/legal.json' with { type: 'json' };
import pcmLegal from '../catalogues/pcm/legal.json' with { type: 'json' };
import yoLegal from '../catalogues/yo/legal.json' with { type: 'json' };
import haLegal from '../catalogues/ha/legal.json' with { type: 'json' };
import igLegal from '../catalogues/ig/legal.json' with { type: 'json' };
import type { Language } from './languages.js';

/**
 * The namespaces, one file each per language; every key starts with its namespace and a dot.
 * `web`: the web app's build carries it (the others are the API's: its messages and errors). A
 * channel's own texts (WhatsApp, USSD) are a namespace of their own, named for the channel.
 */
export const NAMESPACES = {
  common: { web: true },
  auth: { web: true },
  // The public site's pages (front page, product pages, legal pages, the quote): drawn on the
  // server only (they carry no script), never fetched by a browser.
  public: { web: true },
  // The bodies of the privacy notice and the policy terms (features/public-site/legal-pages.tsx):
  // drawn on the server only, like `public`, and never fetched by a browser, so no language's first
  // module carries a loader for it (`serverOnly`).
  legal: { web: true, serverOnly: true },
  // What every signed-in page says: the header, its menus and notifications, signing out, the
  // account's loading line, and the terms box of every payment (a checkout opens on the dashboard,
  // in a wizard and in Settings): fetched with the signed-in frame.
  frame: { web: true },
  // The dashboard page's own words: fetched with the pages that show it (the home page, and each
  // wizard's route, drawn over it), not with Settings or the KYC pages.
  dashboard: { web: true },
  // What the dashboard's lazy parts and Settings say (the doctor's call-back, the next of kin's
  // form, the e-mail's code): fetched with them, not with the dashboard's first screen.
  account: { web: true },
  settings: { web: true },
  support: { web: true },
  income: { web: true },
  health: { web: true },
  healthCash: { web: true },
  checkout: { web: true },
  kyc: { web: true },
  claims: { web: true },
  // What every wizard's frame says (Go Back, the progress bar), its drop zone and its money input:
  // fetched with each wizard, not with the first screens.
  wizard: { web: true },
  /** The messages we send (SMS, e-mail, the bell): the API's (apps/api/src/modules/platform/messaging). */
  messages: { web: false },
  /**
   * The error and field messages: the domain's copy constants (packages/domain, English word for
   * word, checked by apps/api/test/error-language.test.ts). Both the API and the web's forms find a
   * message by its English words (`keysByWords`, compile.ts's `compileByWords`): the API
   * answers in the request's language, a web form shows its field errors in the page's.
   */
  errors: { web: true, byWords: true },
  /**
   * The product catalogue's own words (titles of benefits, descriptions, highlights, requirements,
   * service categories): seed data the API serves in English (apps/api/src/db/seed/data/products.json
   * is their record, word for word; apps/api/test/product-words.test.ts), said in the page's or the
   * message's language by their English words (`Translator.product`), as `errors` are. Fetched with
   * the screens that show them (apps/web/src/lib/i18n.tsx, `useProductWords`), never with a first
   * screen (decisions/2026-12-07-product-words.md).
   */
  products: { web: true, byWords: true },
  /** The customer-facing words of the PDFs we make (policy document, receipt, member card). */
  documents: { web: false },
  /** The USSD menu's screens (apps/api/src/workflows/ussd; each at most 182 characters). */
  ussd: { web: false },
  /** The WhatsApp conversation's replies (apps/api/src/workflows/whatsapp; Meta's limits apply). */
  whatsapp: { web: false },
} as const satisfies Record<string, { web: boolean; serverOnly?: boolean; byWords?: true }>;
export type Namespace = keyof typeof NAMESPACES;

/** The namespaces whose messages are found by their English words (`keysByWords`). */
export const BY_WORDS_NAMESPACES = (Object.keys(NAMESPACES) as Namespace[]).filter(
  (namespace) => 'byWords' in NAMESPACES[namespace],
);

export const WEB_NAMESPACES = (Object.keys(NAMESPACES) as Namespace[]).filter(
  (namespace) => NAMESPACES[namespace].web,
);

/**
 * The web namespaces a browser may fetch: each has a loader in its language's first module. A
 * `serverOnly` one (`legal`) is drawn by the server's render alone, which holds every web namespace.
 */
export const FETCHED_NAMESPACES = WEB_NAMESPACES.filter(
  (namespace) => !(NAMESPACES[namespace] as { serverOnly?: boolean }).serverOnly,
);

/** A catalogue file: key to ICU message; null (or no entry) where the language has no translation yet. */
export type Catalogue = Readonly<Record<string, string | null>>;

/** Every key of the catalogue: the English files' keys (English is the source). */
// (public.json joins this list with its first key: an empty file's keys are 'never'.)
export type MessageKey =
  | keyof typeof enCommon
  | keyof typeof enAuth
  | keyof typeof enPublic
  | keyof typeof enLegal
  | keyof typeof enFrame
  | keyof typeof enDashboard
  | keyof typeof enAccount
  | keyof typeof enSettings
  | keyof typeof enSupport
  | keyof typeof enIncome
  | keyof typeof enHealth
  | keyof typeof enHealthCash
  | keyof typeof enCheckout
  | keyof typeof enKyc
  | keyof typeof enClaims
  | keyof typeof enWizard
  | keyof typeof enMessages
  | keyof typeof enErrors
  | keyof typeof enDocuments
  | keyof typeof enUssd
  | keyof typeof enWhatsApp
  | keyof typeof enProducts;

export const CATALOGUES: Record<Language, Record<Namespace, Catalogue>> = {
  en: {
    common: enCommon,
    auth: enAuth,
    public: enPublic,
    legal: enLegal,
    frame: enFrame,
    dashboard: enDashboard,
    account: enAccount,
    settings: enSettings,
    support: enSupport,
    income: enIncome,
    health: enHealth,
    healthCash: enHealthCash,
    checkout: enCheckout,
    kyc: enKyc,
    claims: enClaims,
    wizard: enWizard,
    messages: enMessages,
    errors: enErrors,
    documents: enDocuments,
    ussd: enUssd,
    whatsapp: enWhatsApp,
    products: enProducts,
  },
  pcm: {
    common: pcmCommon,
    auth: pcmAuth,
    public: pcmPublic,
    legal: pcmLegal,
    frame: pcmFrame,
    dashboard: pcmDashboard,
    account: pcmAccount,
    settings: pcmSettings,
    support: pcmSupport,
    income: pcmIncome,
    health: pcmHealth,
    healthCash: pcmHealthCash,
    checkout: pcmCheckout,
    kyc: pcmKyc,
    claims: pcmClaims,
    wizard: pcmWizard,
    messages: pcmMessages,
    errors: pcmErrors,
    documents: pcmDocuments,
    ussd: pcmUssd,
    whatsapp: pcmWhatsApp,
    products: pcmProducts,
  },
  yo: {
    common: yoCommon,
    auth: yoAuth,
    public: yoPublic,
    legal: yoLegal,
    frame: yoFrame,
    dashboard: yoDashboard,
    account: yoAccount,
    settings: yoSettings,
    support: yoSupport,
    income: yoIncome,
    health: yoHealth,
    healthCash: yoHealthCash,
    checkout: yoCheckout,
    kyc: yoKyc,
    claims: yoClaims,
    wizard: yoWizard,
    messages: yoMessages,
    errors: yoErrors,
    documents: yoDocuments,
    ussd: yoUssd,
    whatsapp: yoWhatsApp,
    products: yoProducts,
  },
  ha: {
    common: haCommon,
    auth: haAuth,
    public: haPublic,
    legal: haLegal,
    frame: haFrame,
    dashboard: haDashboard,
    account: haAccount,
    settings: haSettings,
    support: haSupport,
    income: haIncome,
    health: haHealth,
    healthCash: haHealthCash,
    checkout: haCheckout,
    kyc: haKyc,
    claims: haClaims,
    wizard: haWizard,
    messages: haMessages,
    errors: haErrors,
    documents: haDocuments,
    ussd: haUssd,
    whatsapp: haWhatsApp,
    products: haProducts,
  },
  ig: {
    common: igCommon,
    auth: igAuth,
    public: igPublic,
    legal: igLegal,
    frame: igFrame,
    dashboard: igDashboard,
    account: igAccount,
    settings: igSettings,
    support: igSupport,
    income: igIncome,
    health: igHealth,
    healthCash: igHealthCash,
    checkout: igCheckout,
    kyc: igKyc,
    claims: igClaims,
    wizard: igWizard,
    messages: igMessages,
    errors: igErrors,
    documents: igDocuments,
    ussd: igUssd,
    whatsapp: igWhatsApp,
    products: igProducts,
  },
};

/**
 * A namespace by its English words (`errors`, `products`: BY_WORDS_NAMESPACES). The domain's copy
 * constants are the `errors` English text word for word, so the rules keep answering with them and
 * the API's error handler and the web's forms find their key by the words; the product catalogue's
 * seed is the `products` English word for word, so the API keeps serving it and a page or a message
 * finds each word's key by it (docs/architecture.md, 'Languages'). A text under two keys (the same
 * words for two rules) takes the first key.
 */
export function keysByWords(namespace: Namespace): ReadonlyMap<string, MessageKey> {
  const keys = new Map<string, MessageKey>();
  for (const [key, text] of Object.entries(CATALOGUES.en[namespace]))
    if (typeof text === 'string' && !keys.has(text)) keys.set(text, key as MessageKey);
  return keys;
}
