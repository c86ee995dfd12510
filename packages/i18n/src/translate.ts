import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { MessageKey } from './catalogues.js';
import type { Language } from './languages.js';

/** A language's messages, each compiled at build time (compile.ts): no ICU parser at run time. */
export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;

/** What a message's placeholders take: `{name}`, `{count, plural, ...}`, `{day, date}`. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** `t('auth.signIn.title')`, `t('kyc.code.sent', { phone })`: a message of the catalogue, in one language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export interface Translator {
  language: Language;
  t: Translate;
  /**
   * An error or field message by its English words (the domain's copy constants), in the language,
   * once its `errors` messages are in (compile.ts, `compileByWords`); words the catalogue does
   * not hold (a server's answer already in the language, a message with a figure in it) as they are.
   * A message with placeholders ('You can request another change from {date}.') takes `values`.
   */
  error(text: string, values?: MessageValues): string;
  /**
   * A word of the product catalogue (a benefit's title, a description, a highlight, a requirement,
   * a service category) by its English words, as the API serves them from the seed, in the
   * language, once its `products` messages are in; words the catalogue does not hold (a product
   * edited since) as they are.
   */
  product: (text: string) => string;
  /** Adds messages of the same language (a namespace the web fetches with the route that shows
   * it: apps/web/src/lib/messages.ts); a key already there is replaced. */
  add(messages: CompiledCatalogue): void;
}

/**
 * The translator of one language over its compiled catalogue (Lingui's runtime: it fills the
 * placeholders and picks plural and select cases with Intl, in the language's CLDR rules). Numbers,
 * amounts and dates come into a message already formatted (format.ts), never as `{n, number}`. Every
 * language's compiled catalogue holds every English key, a string not yet translated in English
 * (compile.ts), so a key is never shown; a key that is somehow absent answers '' rather than itself.
 */
export function createTranslator(language: Language, messages: CompiledCatalogue): Translator {
  const i18n = setupI18n({ missing: () => '' });
  i18n.load(language, messages as Record<string, CompiledMessage>);
  // Plural and select cases by the language's own CLDR rules (Node and Chromium both have them).
  i18n.activate(language);
  // `errors` and `products` are keyed by their English words (compile.ts, `compileByWords`).
  const byWords = (text: string, values?: MessageValues) =>
    i18n._(text, values as Record<string, unknown>) || text;
  return {
    language,
    t: (key, values) => i18n._(key, values as Record<string, unknown>),
    error: byWords,
    product: (text) => byWords(text),
    add: (more) => i18n.load(language, more as Record<string, CompiledMessage>),
  };
}
