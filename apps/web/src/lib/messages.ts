import {
  isLanguage,
  SOURCE_LANGUAGE,
  type CompiledCatalogue,
  type Language,
  type Translator,
} from '@alaafia/i18n';

// Each language's messages are a chunk of their own (build/catalogue-plugin.ts), fetched only by a
// page in that language; English is loaded the same way, so a page in Yoruba carries no English.
const LOADERS: Record<Language, () => Promise<{ default: CompiledCatalogue }>> = {
  en: () => import('virtual:alaafia-messages/en'),
  pcm: () => import('virtual:alaafia-messages/pcm'),
  yo: () => import('virtual:alaafia-messages/yo'),
  ha: () => import('virtual:alaafia-messages/ha'),
  ig: () => import('virtual:alaafia-messages/ig'),
};

/**
 * The page's translator: its language's messages and the runtime that reads them, two chunks
 * fetched side by side (scripts/size-check.mjs counts both in each first screen).
 */
export function loadTranslator(language: Language): Promise<Translator> {
  return Promise.all([import('./translator'), LOADERS[language]()]).then(
    ([{ createTranslator }, messages]) => createTranslator(language, messages.default),
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
