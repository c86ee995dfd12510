import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '#components/wizard/logo.js';
import { paths } from '#config/paths.js';
import { useT } from '#lib/i18n.js';
import { LanguageLinks } from '#flows/language/language-links.js';

/** The frame of the sign-in pages: the logo, one card, and a short reassurance line. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="auth-page">
      <header className="auth-page__header">
        {/* A document load: for a visitor who is not signed in, / is the public front page. */}
        <Link to={paths.home} reloadDocument aria-label={t('common.brand.home')}>
          <Logo height={32} decorative />
        </Link>
      </header>
      <main className="auth-card" id="main">
        <h1 className="auth-card__title">{title}</h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
      </main>
      <p className="auth-page__footnote">{t('common.footnote')}</p>
      <LanguageLinks />
    </div>
  );
}
