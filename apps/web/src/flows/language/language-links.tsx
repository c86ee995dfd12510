import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@alaafia/i18n';
import { useLocation } from 'react-router';
import { useLanguage, useT } from '#lib/i18n.js';

/**
 * The language chooser of a first screen (issue 42): each language by its own name, a link to the
 * same page with `?lang=`, which the server keeps in the `lang` cookie and answers in that language
 * (docs/architecture.md, 'Languages'). A plain link: it works before the page's script has run,
 * and keeps the page's other parameters (a sign-in's `next`).
 */
export function LanguageLinks({ className }: { className?: string }) {
  const t = useT();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const hrefOf = (language: Language) => {
    const params = new URLSearchParams(search);
    params.set('lang', language);
    return `${pathname}?${params.toString()}`;
  };
  return (
    <nav className={className ?? 'language-links'} aria-label={t('common.language.choose')}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={hrefOf(language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
