import type { MessageKey, MessageValues, Translate, Translator } from '@alaafia/i18n';
import { createContext, Fragment, useContext, useEffect, useReducer, type ReactNode } from 'react';
import { dateWordsOf, type DateWords } from './dates';
import { loadMessages } from './messages';

// The one way a screen says something to a customer (docs/architecture.md, 'Languages'): `useT()`
// and `<Rich>` over the page's translator, which boot.tsx (or the server's render) provides.

const TranslatorContext = createContext<Translator | null>(null);

// The component tests' translator (English), for a screen rendered without the app's providers
// (src/test/setup.ts sets it); the app itself always renders inside a LanguageProvider.
let outsideProvider: Translator | null = null;
export function setTranslatorOutsideProvider(translator: Translator | null) {
  outsideProvider = translator;
}

export function LanguageProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/** The page's translator (what `useT`, `useDates`... read; lib/product-words.ts too). */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext) ?? outsideProvider;
  if (!translator) throw new Error('useT() outside a LanguageProvider');
  return translator;
}

/** `const t = useT(); t('auth.signIn.title')`: a message in the page's language. */
export function useT(): Translate {
  return useTranslator().t;
}

/**
 * `t` where there is a page's translator, null on the staff's pages (the back office and the
 * hospital portal stay English and load no catalogue): for the few parts the app's customer and
 * staff pages share (the page that failed to draw), which say their words in English there.
 */
export function useOptionalT(): Translate | null {
  return (useContext(TranslatorContext) ?? outsideProvider)?.t ?? null;
}

/**
 * An error or field message in the page's language: the domain's zod messages and rules say them in
 * English (the spec's words, the catalogue's `errors` namespace word for word), and every place a
 * form shows one (`Field`, `FormError`, the code input) passes it through here, so each form's
 * errors follow the catalogue with no list of keys in the form. The `errors` messages are fetched
 * with a form's checks (lazy-zod-resolver.ts) or, the first time a message shows before them, here
 * (the message is drawn again in the language when they arrive). A message the catalogue does not
 * hold (the API's answer, already in the customer's language) is shown as it is; on the staff's
 * pages, which load no catalogue, the English stays.
 */
export function useErrorWords<T extends ReactNode>(error: T): T | string {
  const translator = useContext(TranslatorContext) ?? outsideProvider;
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const text = typeof error === 'string' && error !== '' ? error : null;
  useEffect(() => {
    if (!text || !translator) return;
    let shown = true;
    loadMessages(['errors']).then(
      () => {
        if (shown && translator.error(text) !== text) arrived();
      },
      () => undefined, // no network: the English stays, and the next message tries again
    );
    return () => {
      shown = false;
    };
  }, [text, translator]);
  return text && translator ? translator.error(text) : error;
}

/** `useErrorWords` as an element, for a screen that draws a message's line itself. */
export function ErrorWords({ text }: { text: ReactNode }) {
  return <>{useErrorWords(text)}</>;
}

/** The page's language (`en`, `pcm`, `yo`, `ha`, `ig`). */
export function useLanguage() {
  return useTranslator().language;
}

/**
 * `const dates = useDates(); dates.day('2026-11-24')`: a day in the page's language ('24 November
 * 2026', '24 Oṣù Bélú 2026', '24 Nuwamba, 2026'), the one way a customer's screen writes a date
 * (lib/dates.ts).
 */
export function useDates(): DateWords {
  return dateWordsOf(useTranslator().language);
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A message with markup: each `<name>words</name>` in it is drawn by `tags.name(words)`, so the
 * words stay in the catalogue and the element in the code:
 * `<Rich k="auth.signIn.newHere" tags={{ link: (words) => <Link to={...}>{words}</Link> }} />`.
 */
export function Rich({
  k,
  values,
  tags,
}: {
  k: MessageKey;
  values?: MessageValues;
  tags: Record<string, (words: string) => ReactNode>;
}) {
  const text = useT()(k, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', words = ''] = match;
    parts.push(text.slice(last, match.index));
    const draw = tags[name];
    parts.push(<Fragment key={match.index}>{draw ? draw(words) : words}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
