import {
  createTranslator,
  formatDateIn,
  SOURCE_LANGUAGE,
  type Language,
  type MessageKey,
  type Namespace,
  type Translator,
} from '@alaafia/i18n';
import { compileByWords, compileCatalogue } from '@alaafia/i18n/compile';

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
  // The claims promise the server writes into the public pages (issue 39): `public.promise.*`.
  'public',
  // A saved card's decline, which WhatsApp says in the dashboard's words (`dashboard.declined.*`,
  // `dashboard.savedCard*`: one catalogue entry per message, said by `cardDeclinedWords`).
  'dashboard',
  // A claim's state, which WhatsApp says in the claim page's words (`claims.status.*`).
  'claims',
  // The products' names (`frame.product.title.*`, `frame.product.line.*`: one entry per name, which
  // the signed-in pages say too), said in the PDFs, the messages, USSD and WhatsApp by
  // `productNameIn` (packages/domain/src/product-names.ts).
  'frame',
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
    translator.add(compileByWords(language, 'errors'));
    // The product catalogue's words (the PDFs' cover sections), found by their English (`product`).
    translator.add(compileByWords(language, 'products'));
    translators.set(language, translator);
  }
  return translator;
}

/** English's translator: the records we keep (the stored message, the back office) are in it. */
export const english = () => translatorOf(SOURCE_LANGUAGE);

/**
 * An error or field message the API answers with, in `language` (plugins/errors.ts): the domain's
 * English words (the spec's), which the rules answer with, are the catalogue's `errors` namespace
 * word for word (apps/api/test/error-language.test.ts keeps them so), and the translator finds them
 * by those words (`Translator.error`, the web's forms' mechanism too). English itself, a message the
 * catalogue does not hold (one with a figure in it, say) or one not translated yet, as it is.
 */
export function apiMessageIn(language: Language, text: string): string {
  if (language === SOURCE_LANGUAGE) return text;
  return translatorOf(language).error(text);
}

/**
 * An error message with values (lib/http-errors.ts, `errorWords`): the copy constant, an ICU message
 * of the `errors` namespace word for word, and its values; a date among them is written in the
 * language the message is said in (its Lagos day), a `{ key }` is that message in the language (a
 * benefit's name: `claims.benefit.<benefit>`).
 */
export interface ErrorWords {
  readonly copy: string;
  /** A value: as it is, a day (`Date`), or a message of the API's namespaces (`{ key }`: a name). */
  readonly values: Readonly<Record<string, string | number | Date | { readonly key: MessageKey }>>;
}

/** An error message with values, in `language` (English too: the error's own words). */
export function errorWordsIn(language: Language, { copy, values }: ErrorWords): string {
  const translator = translatorOf(language);
  const written = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value instanceof Date
        ? formatDateIn(language, value)
        : typeof value === 'object'
          ? translator.t(value.key)
          : value,
    ]),
  );
  return translator.error(copy, written);
}
