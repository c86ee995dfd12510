import {
  createTranslator,
  SOURCE_LANGUAGE,
  type Language,
  type MessageKey,
  type Namespace,
  type Translator,
} from '@alaafia/i18n';
import { CATALOGUES } from '@alaafia/i18n/catalogues';
import { compileCatalogue } from '@alaafia/i18n/compile';

/**
 * The API's namespaces of the catalogue (packages/i18n; docs/architecture.md, 'Languages'): the
 * messages we send, the API's error and field messages, the words of the PDFs we make, the USSD
 * menu's screens and the WhatsApp conversation's replies. The
 * web's namespaces are the web's.
 */
const API_NAMESPACES: readonly Namespace[] = [
  'messages',
  'errors',
  'documents',
  'ussd',
  'whatsapp',
];

const translators = new Map<Language, Translator>();

/**
 * A language's translator over the API's namespaces, compiled from the catalogue the first time it
 * is asked for (a few milliseconds) and kept: a string the language has not translated yet is
 * English's, string by string, and a key is never shown.
 */
export function translatorOf(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language, compileCatalogue(language, API_NAMESPACES));
    translators.set(language, translator);
  }
  return translator;
}

/** English's translator: the records we keep (the stored message, the back office) are in it. */
export const english = () => translatorOf(SOURCE_LANGUAGE);

/**
 * The API's error and field messages by their English words: the domain's copy constants, which the
 * rules answer with in English (the spec's words), are the catalogue's `errors` namespace word for
 * word (apps/api/test/error-language.test.ts keeps them so). The first key of a text wins.
 */
const ERRORS_BY_TEXT = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(CATALOGUES[SOURCE_LANGUAGE].errors)) {
  if (typeof text === 'string' && !ERRORS_BY_TEXT.has(text))
    ERRORS_BY_TEXT.set(text, key as MessageKey);
}

/**
 * An error or field message the API answers with, in `language` (plugins/errors.ts): the catalogue's
 * translation of the domain's English words; English itself, a message the catalogue does not hold
 * (one with a figure in it, say) or one not translated yet, as it is.
 */
export function apiMessageIn(language: Language, text: string): string {
  if (language === SOURCE_LANGUAGE) return text;
  const key = ERRORS_BY_TEXT.get(text);
  return key ? translatorOf(language).t(key) || text : text;
}
