import {
  createTranslator,
  type Language,
  type MessageKey,
  type MessageValues,
} from '@alaafia/i18n';
import { CATALOGUES, WEB_NAMESPACES } from '@alaafia/i18n/catalogues';
import { compileCatalogue } from '@alaafia/i18n/compile';

/**
 * What a page says in a language, read from the catalogue (docs/architecture.md, 'Languages'), so a
 * spec finds a button or a heading by the words the customer reads in that language; in English
 * these are the spec's words. An untranslated string is English, as on the page.
 */
export function wordsOf(language: Language) {
  const { t } = createTranslator(language, compileCatalogue(language, WEB_NAMESPACES));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    language,
    /** A key's words, its placeholders filled in. */
    say: (key: MessageKey, values?: MessageValues) => t(key, values),
    /** A key's words as a pattern where each named placeholder matches any text. */
    like: (key: MessageKey, placeholders: readonly string[]) => {
      const marks = Object.fromEntries(placeholders.map((name) => [name, `⟦${name}⟧`]));
      return new RegExp(escape(t(key, marks)).replace(/⟦\w+⟧/g, '.+'));
    },
    /** The words of a message with markup (`I agree to the <terms>policy terms</terms>...`) before its first tag. */
    before: (key: MessageKey) => {
      const namespace = key.slice(0, key.indexOf('.')) as keyof (typeof CATALOGUES)['en'];
      const text = CATALOGUES[language][namespace][key] ?? CATALOGUES.en[namespace][key] ?? '';
      return text.slice(0, text.indexOf('<')).trim();
    },
  };
}

export type Words = ReturnType<typeof wordsOf>;

/** The spec's English words: the default of the shared steps. */
export const ENGLISH = wordsOf('en');
