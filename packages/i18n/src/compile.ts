import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CATALOGUES, keysByWords, type Catalogue, type Namespace } from './catalogues.js';
import { SOURCE_LANGUAGE, type Language } from './languages.js';
import type { CompiledCatalogue } from './translate.js';

/**
 * A language's messages for the namespaces given, each compiled from ICU MessageFormat to Lingui's
 * compiled form (run by the web's build and by the API as it loads: the parser never reaches a
 * browser). A key the language has not translated yet (null in its file, or absent) takes the
 * English text, string by string. A message that does not parse throws, naming it, so the build
 * fails rather than ship it.
 */
export function compileCatalogue(
  language: Language,
  namespaces: readonly Namespace[],
): CompiledCatalogue {
  const compiled: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
  for (const namespace of namespaces) {
    const english: Catalogue = CATALOGUES[SOURCE_LANGUAGE][namespace];
    const own: Catalogue = CATALOGUES[language][namespace];
    for (const [key, source] of Object.entries(english)) {
      const text = own[key] ?? source;
      if (typeof text !== 'string') throw new Error(`${key}: no English text`);
      try {
        compiled[key] = compileMessageOrThrow(text);
      } catch (error) {
        throw new Error(`${language} ${key}: ${(error as Error).message}`, { cause: error });
      }
    }
  }
  return compiled;
}

/**
 * A language's messages of a namespace found by their English words (`errors`, `products`:
 * catalogues.ts, `keysByWords`), keyed by those words, for `Translator.error` and
 * `Translator.product`: a form's zod message, an API rule's English answer or a product's seed words
 * become the language's words with no table of keys in the code that says them. Only the messages
 * whose words differ from the English are kept (the others are answered as they are).
 */
export function compileByWords(language: Language, namespace: Namespace): CompiledCatalogue {
  const byKey = compileCatalogue(language, [namespace]);
  const compiled: Record<string, CompiledCatalogue[string]> = {};
  for (const [text, key] of keysByWords(namespace)) {
    const message = byKey[key];
    // A message that says its English words as they are (English itself, a string not translated
    // yet) is left out: the translator answers a text it does not hold with the text, so English's
    // chunk holds only the messages with values to fill (the API's errorWords) and a language's
    // carries only its translations and those.
    if (message === undefined) continue;
    const asIs = typeof message === 'string' ? message : message.length === 1 && message[0];
    if (asIs !== text) compiled[text] = message;
  }
  return compiled;
}
