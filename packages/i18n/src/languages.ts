/**
 * The languages customers read Alaafia in (docs/architecture.md, 'Languages'). English is the
 * source: every key exists in English first, and a string not yet translated falls back to it.
 */
export const LANGUAGES = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SOURCE_LANGUAGE: Language = 'en';

/** Each language's name as its readers write it (CLDR's names, shown in the language chooser). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pcm: 'Naijá Pidgin',
  yo: 'Yorùbá',
  ha: 'Hausa',
  ig: 'Igbo',
};

/** Each language's name in English, for the staff's pages (the back office stays English). */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = {
  en: 'English',
  pcm: 'Nigerian Pidgin',
  yo: 'Yoruba',
  ha: 'Hausa',
  ig: 'Igbo',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of an Accept-Language header: the first of ours by the header's order of preference
 * (q values), matched on the primary subtag (`yo-NG` is Yoruba, `en-GB` English); null when none
 * of ours is named.
 */
export function languageOfAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.tag && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/**
 * The language to answer in, first found: the signed-in customer's own choice, `?lang=`, the
 * `lang` cookie, the browser's Accept-Language; English otherwise. A value that is not one of ours
 * is passed over, never an error (a page still answers).
 */
export function chooseLanguage(sources: {
  account?: unknown;
  query?: unknown;
  cookie?: unknown;
  acceptLanguage?: string | null | undefined;
}): Language {
  for (const value of [sources.account, sources.query, sources.cookie]) {
    if (isLanguage(value)) return value;
  }
  return languageOfAcceptLanguage(sources.acceptLanguage) ?? SOURCE_LANGUAGE;
}
