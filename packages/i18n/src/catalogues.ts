// Every catalogue file, by language and namespace (docs/architecture.md, 'Languages'). A file is
// imported here once so that Node (the API) and the web's build read the same text; a file in
// catalogues/ missing from this list fails catalogues.test.ts.
import enAuth from '../catalogues/en/auth.json' with { type: 'json' };
import enCommon from '../catalogues/en/common.json' with { type: 'json' };
import enDocuments from '../catalogues/en/documents.json' with { type: 'json' };
import enErrors from '../catalogues/en/errors.json' with { type: 'json' };
import enMessages from '../catalogues/en/messages.json' with { type: 'json' };
import haAuth from '../catalogues/ha/auth.json' with { type: 'json' };
import haCommon from '../catalogues/ha/common.json' with { type: 'json' };
import haDocuments from '../catalogues/ha/documents.json' with { type: 'json' };
import haErrors from '../catalogues/ha/errors.json' with { type: 'json' };
import haMessages from '../catalogues/ha/messages.json' with { type: 'json' };
import igAuth from '../catalogues/ig/auth.json' with { type: 'json' };
import igCommon from '../catalogues/ig/common.json' with { type: 'json' };
import igDocuments from '../catalogues/ig/documents.json' with { type: 'json' };
import igErrors from '../catalogues/ig/errors.json' with { type: 'json' };
import igMessages from '../catalogues/ig/messages.json' with { type: 'json' };
import pcmAuth from '../catalogues/pcm/auth.json' with { type: 'json' };
import pcmCommon from '../catalogues/pcm/common.json' with { type: 'json' };
import pcmDocuments from '../catalogues/pcm/documents.json' with { type: 'json' };
import pcmErrors from '../catalogues/pcm/errors.json' with { type: 'json' };
import pcmMessages from '../catalogues/pcm/messages.json' with { type: 'json' };
import yoAuth from '../catalogues/yo/auth.json' with { type: 'json' };
import yoCommon from '../catalogues/yo/common.json' with { type: 'json' };
import yoDocuments from '../catalogues/yo/documents.json' with { type: 'json' };
import yoErrors from '../catalogues/yo/errors.json' with { type: 'json' };
import yoMessages from '../catalogues/yo/messages.json' with { type: 'json' };
import type { Language } from './languages.js';

/**
 * The namespaces, one file each per language; every key starts with its namespace and a dot.
 * `web`: the web app's build carries it (the others are the API's: its messages and errors). A
 * channel's own texts (WhatsApp, USSD) are a namespace of their own, named for the channel.
 */
export const NAMESPACES = {
  common: { web: true },
  auth: { web: true },
  /** The messages we send (SMS, e-mail, the bell): the API's (apps/api/src/modules/platform/messaging). */
  messages: { web: false },
  /**
   * The API's error and field messages: the domain's copy constants (packages/domain, English word
   * for word, checked by apps/api/test/error-language.test.ts), answered in the request's language.
   * The web may carry it too (web: true) when its forms show the same words.
   */
  errors: { web: false },
  /** The customer-facing words of the PDFs we make (policy document, receipt, member card). */
  documents: { web: false },
} as const satisfies Record<string, { web: boolean }>;
export type Namespace = keyof typeof NAMESPACES;

export const WEB_NAMESPACES = (Object.keys(NAMESPACES) as Namespace[]).filter(
  (namespace) => NAMESPACES[namespace].web,
);

/** A catalogue file: key to ICU message; null (or no entry) where the language has no translation yet. */
export type Catalogue = Readonly<Record<string, string | null>>;

/** Every key of the catalogue: the English files' keys (English is the source). */
export type MessageKey =
  | keyof typeof enCommon
  | keyof typeof enAuth
  | keyof typeof enMessages
  | keyof typeof enErrors
  | keyof typeof enDocuments;

export const CATALOGUES: Record<Language, Record<Namespace, Catalogue>> = {
  en: {
    common: enCommon,
    auth: enAuth,
    messages: enMessages,
    errors: enErrors,
    documents: enDocuments,
  },
  pcm: {
    common: pcmCommon,
    auth: pcmAuth,
    messages: pcmMessages,
    errors: pcmErrors,
    documents: pcmDocuments,
  },
  yo: {
    common: yoCommon,
    auth: yoAuth,
    messages: yoMessages,
    errors: yoErrors,
    documents: yoDocuments,
  },
  ha: {
    common: haCommon,
    auth: haAuth,
    messages: haMessages,
    errors: haErrors,
    documents: haDocuments,
  },
  ig: {
    common: igCommon,
    auth: igAuth,
    messages: igMessages,
    errors: igErrors,
    documents: igDocuments,
  },
};
