import type { MessageKey, MessageValues, Translate, Translator } from '@alaafia/i18n';
import { createContext, Fragment, useContext, type ReactNode } from 'react';

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

function useTranslator(): Translator {
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

/** The page's language (`en`, `pcm`, `yo`, `ha`, `ig`). */
export function useLanguage() {
  return useTranslator().language;
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
