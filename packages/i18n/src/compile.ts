import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CATALOGUES, errorKeysByText, type Catalogue, type Namespace } from './catalogues.js';
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
 * A language's error and field messages keyed by their English words (the domain's copy constants:
 * catalogues.ts, `errorKeysByText`), for `Translator.error`: a form's zod message or an API rule's
 * English answer becomes the language's words with no table of keys in the code that says it.
 */
export function compileErrorsByText(language: Language): CompiledCatalogue {
  const byKey = compileCatalogue(language, ['errors']);
  const compiled: Record<string, CompiledCatalogue[string]> = {};
  for (const [text, key] of errorKeysByText()) {
    const message = byKey[key];
    if (message !== undefined) compiled[text] = message;
  }
  return compiled;
}
