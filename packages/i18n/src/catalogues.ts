// Every catalogue file, by language and namespace (docs/architecture.md, 'Languages'). A file is
// imported here once so that Node (the API) and the web's build read the same text; a file in
// catalogues/ missing from this list fails catalogues.test.ts.
import enAuth from '../catalogues/en/auth.json' with { type: 'json' };
import enCommon from '../catalogues/en/common.json' with { type: 'json' };
import haAuth from '../catalogues/ha/auth.json' with { type: 'json' };
import haCommon from '../catalogues/ha/common.json' with { type: 'json' };
import igAuth from '../catalogues/ig/auth.json' with { type: 'json' };
import igCommon from '../catalogues/ig/common.json' with { type: 'json' };
import pcmAuth from '../catalogues/pcm/auth.json' with { type: 'json' };
import pcmCommon from '../catalogues/pcm/common.json' with { type: 'json' };
import yoAuth from '../catalogues/yo/auth.json' with { type: 'json' };
import yoCommon from '../catalogues/yo/common.json' with { type: 'json' };
import type { Language } from './languages.js';

/**
 * The namespaces, one file each per language; every key starts with its namespace and a dot.
 * `web`: the web app's build carries it (the others are the API's: its messages and errors). A
 * channel's own texts (WhatsApp, USSD) are a namespace of their own, named for the channel.
 */
export const NAMESPACES = {
  common: { web: true },
  auth: { web: true },
} as const satisfies Record<string, { web: boolean }>;
export type Namespace = keyof typeof NAMESPACES;

export const WEB_NAMESPACES = (Object.keys(NAMESPACES) as Namespace[]).filter(
  (namespace) => NAMESPACES[namespace].web,
);

/** A catalogue file: key to ICU message; null (or no entry) where the language has no translation yet. */
export type Catalogue = Readonly<Record<string, string | null>>;

/** Every key of the catalogue: the English files' keys (English is the source). */
export type MessageKey = keyof typeof enCommon | keyof typeof enAuth;

export const CATALOGUES: Record<Language, Record<Namespace, Catalogue>> = {
  en: { common: enCommon, auth: enAuth },
  pcm: { common: pcmCommon, auth: pcmAuth },
  yo: { common: yoCommon, auth: yoAuth },
  ha: { common: haCommon, auth: haAuth },
  ig: { common: igCommon, auth: igAuth },
};
