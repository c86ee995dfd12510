// By path, not by the package's name: Vite bundles a relative import into the config it loads,
// where Node alone could not load the package's TypeScript.
import { compileByWords, compileCatalogue } from '../../../packages/i18n/src/compile';
import { CLDR_DATES } from '../../../packages/i18n/src/format';
import {
  BY_WORDS_NAMESPACES,
  isLanguage,
  FETCHED_NAMESPACES,
  WEB_NAMESPACES,
  type Language,
  type Namespace,
} from '../../../packages/i18n/src/catalogues-index';
import type { Plugin } from 'vite';

const MESSAGES = 'virtual:alaafia-messages/';
const LANGUAGE = 'virtual:alaafia-language/';
const RESOLVED_MESSAGES = '\0alaafia-messages:';
const RESOLVED_LANGUAGE = '\0alaafia-language:';
/** The namespace every customer page needs: it comes with the language's module itself. */
const FIRST: Namespace = 'common';

const isWebNamespace = (value: string): value is Namespace =>
  (WEB_NAMESPACES as readonly string[]).includes(value);

/**
 * A language's messages for the web: each namespace by its keys, but for `errors` and `products`,
 * keyed by their English words (the domain's zod messages a form shows, found by
 * `Translator.error`; the product catalogue's words the API serves, found by `Translator.product`).
 */
function webMessages(language: Language, namespaces: readonly Namespace[]) {
  return Object.assign(
    {},
    ...namespaces.map((namespace) =>
      BY_WORDS_NAMESPACES.includes(namespace)
        ? compileByWords(language, namespace)
        : compileCatalogue(language, [namespace]),
    ),
  ) as ReturnType<typeof compileCatalogue>;
}

/** Compiled messages as a module's default export (JSON.parse of a string is the fastest to load). */
const messagesModule = (messages: unknown) =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;

/**
 * The web app's messages, compiled here, at build time, from ICU MessageFormat to Lingui's compiled
 * form, so no parser ships to the browser; English fills each string a language has not translated
 * yet (docs/architecture.md, 'Languages'):
 * - `virtual:alaafia-language/yo`: what a page in Yoruba fetches first (src/lib/messages.ts): the
 *   `common` namespace's messages, a loader for each other namespace a browser fetches (not a
 *   `serverOnly` one: `legal`), and Yoruba's month names
 *   (`dates`, src/lib/dates.ts).
 * - `virtual:alaafia-messages/yo/dashboard`: one namespace in one language, a chunk of its own,
 *   fetched with the routes that show it (src/app/route-modules.ts), so a language's chunk does not
 *   grow with the whole app's words.
 * - `virtual:alaafia-messages/yo/errors`: the error and field messages by their English words,
 *   fetched with a form's checks (src/lib/lazy-zod-resolver.ts) or when a field first shows one.
 * - `virtual:alaafia-messages/yo/products`: the product catalogue's words by their English words,
 *   fetched by the screens that show them (src/lib/i18n.tsx, `useProductWords`).
 * - `virtual:alaafia-messages/yo/all`: every web namespace at once (the server's render, the tests).
 */
export function cataloguePlugin(): Plugin {
  return {
    name: 'alaafia-catalogue',
    resolveId(id) {
      if (id.startsWith(MESSAGES)) return RESOLVED_MESSAGES + id.slice(MESSAGES.length);
      if (id.startsWith(LANGUAGE)) return RESOLVED_LANGUAGE + id.slice(LANGUAGE.length);
      return null;
    },
    load(id) {
      if (id.startsWith(RESOLVED_LANGUAGE)) {
        const language = id.slice(RESOLVED_LANGUAGE.length);
        if (!isLanguage(language)) throw new Error(`no language ${language} in the catalogue`);
        const loaders = FETCHED_NAMESPACES.filter((namespace) => namespace !== FIRST).map(
          (namespace) =>
            `${JSON.stringify(namespace)}: () => import(${JSON.stringify(`${MESSAGES}${language}/${namespace}`)})`,
        );
        // The language's month names and date pattern (the API's, format.ts's CLDR_DATES), for
        // the dates on its pages (src/lib/dates.ts): only this language's, never the five.
        return `${messagesModule(webMessages(language, [FIRST]))}\nexport const namespaces = {${loaders.join(',')}};\nexport const dates = ${JSON.stringify(CLDR_DATES[language])};`;
      }
      if (!id.startsWith(RESOLVED_MESSAGES)) return null;
      const [language = '', namespace = ''] = id.slice(RESOLVED_MESSAGES.length).split('/');
      if (!isLanguage(language)) throw new Error(`no language ${language} in the catalogue`);
      if (namespace === 'all') return messagesModule(webMessages(language, WEB_NAMESPACES));
      if (!isWebNamespace(namespace))
        throw new Error(`no web namespace ${namespace} in the catalogue`);
      return messagesModule(webMessages(language, [namespace]));
    },
  };
}
