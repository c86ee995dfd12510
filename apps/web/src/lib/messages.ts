import {
  isLanguage,
  SOURCE_LANGUAGE,
  type CldrDates,
  type CompiledCatalogue,
  type Language,
  type Namespace,
  type Translator,
} from '@alaafia/i18n';
import { addDates } from './dates';

interface LanguageModule {
  default: CompiledCatalogue;
  namespaces: Record<string, () => Promise<{ default: CompiledCatalogue }>>;
  dates: CldrDates;
}

// Each language's first module is a chunk of its own (build/catalogue-plugin.ts): the `common`
// messages and a loader per namespace, each namespace a chunk fetched with the routes that show
// it (app/route-modules.ts). English is loaded the same way, so a page in Yoruba carries no English.
const LANGUAGES: Record<Language, () => Promise<LanguageModule>> = {
  en: () => import('virtual:alaafia-language/en'),
  pcm: () => import('virtual:alaafia-language/pcm'),
  yo: () => import('virtual:alaafia-language/yo'),
  ha: () => import('virtual:alaafia-language/ha'),
  ig: () => import('virtual:alaafia-language/ig'),
};

/** The page's translator and its language's module, once loadTranslator() has started them. */
let page: Promise<{ translator: Translator; module: LanguageModule }> | null = null;
const loaded = new Map<Namespace, Promise<void>>();
/** The namespaces whose messages are in the page's translator (loadMessages resolved). */
const arrived = new Set<Namespace>();

/**
 * The page's translator: its language's first module and the runtime that reads it, two chunks
 * fetched side by side (scripts/size-check.mjs counts both in each first screen, with the
 * namespaces of the route).
 */
export function loadTranslator(language: Language): Promise<Translator> {
  loaded.clear();
  arrived.clear();
  page = Promise.all([import('./translator'), LANGUAGES[language]()]).then(
    ([{ createTranslator }, module]) => {
      addDates(language, module.dates);
      return { translator: createTranslator(language, module.default), module };
    },
  );
  return page.then(({ translator }) => translator);
}

/**
 * Adds the namespaces' messages to the page's translator; resolves when they are in. Nothing to do
 * where no translator is being loaded: the staff's pages (English, no catalogue), the server's
 * render and the component tests (which hold every namespace).
 */
export function loadMessages(namespaces: readonly Namespace[]): Promise<void> {
  const current = page;
  if (!current) return Promise.resolve();
  return Promise.all(
    namespaces.map((namespace) => {
      let done = loaded.get(namespace);
      if (!done) {
        done = current.then(async ({ translator, module }) => {
          const load = module.namespaces[namespace];
          if (load) translator.add((await load()).default);
          arrived.add(namespace);
        });
        // A failed download is tried again by the next route that needs it.
        done.catch(() => loaded.delete(namespace));
        loaded.set(namespace, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/**
 * Whether a namespace's messages are in the page's translator already: always where no translator
 * is being loaded (the server's render and the component tests hold every namespace).
 */
export function hasMessages(namespace: Namespace): boolean {
  return !page || arrived.has(namespace);
}

/**
 * `load` with the namespaces its screens speak in: both fetched side by side, resolved together. The
 * loader says which (`namespaces`), so a route's words can be checked (route-modules.test.ts).
 */
export function withMessages<T>(
  namespaces: readonly Namespace[],
  load: () => Promise<T>,
): (() => Promise<T>) & { readonly namespaces: readonly Namespace[] } {
  return Object.assign(
    () => Promise.all([load(), loadMessages(namespaces)]).then(([module]) => module),
    { namespaces },
  );
}

/**
 * The page's language: its `<html lang>`, which the server sets from the customer's choice, `?lang=`,
 * the `lang` cookie or Accept-Language (docs/architecture.md, 'Languages'); English otherwise.
 */
export function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : SOURCE_LANGUAGE;
}
