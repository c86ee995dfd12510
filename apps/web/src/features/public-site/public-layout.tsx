import type { ReactNode } from 'react';
import { Logo } from '../../components/wizard/logo';
import { paths } from '../../config/paths';
import { publicCopy } from './public-copy';
import { PUBLIC_PATHS } from './public-pages';

const productLinks = [
  { href: PUBLIC_PATHS.income, label: 'Income Protection' },
  { href: PUBLIC_PATHS.health, label: 'Health Insurance' },
  { href: PUBLIC_PATHS.healthCash, label: 'HealthCash' },
  { href: PUBLIC_PATHS.business, label: 'Business Insurance' },
  { href: PUBLIC_PATHS.creditLife, label: 'Credit Life' },
];

/** The frame of every public page: the logo, sign in and sign up, the page, and the footer links. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <a className="site-skip" href="#main">
        {publicCopy.skipToContent}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <a href={PUBLIC_PATHS.front} className="site-header__home" aria-label="Alaafia home">
            <Logo height={32} decorative />
          </a>
          <nav className="site-header__account" aria-label="Your account">
            <a href={paths.login} className="site-link">
              {publicCopy.signIn}
            </a>
            <a href={paths.signup} className="site-button site-button--small">
              {publicCopy.signUpShort}
            </a>
          </nav>
        </div>
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <nav aria-label={publicCopy.products}>
            <p className="site-footer__heading">{publicCopy.products}</p>
            <ul className="site-footer__links">
              {productLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="About us">
            <p className="site-footer__heading">{publicCopy.brand}</p>
            <ul className="site-footer__links">
              <li>
                <a href={PUBLIC_PATHS.privacy}>{publicCopy.privacy}</a>
              </li>
              <li>
                <a href={PUBLIC_PATHS.terms}>{publicCopy.terms}</a>
              </li>
              <li>
                <a href={`mailto:${publicCopy.contactEmail}`}>{publicCopy.contactEmail}</a>
              </li>
              <li>
                <a href={publicCopy.regulatorUrl} rel="noopener noreferrer">
                  {publicCopy.regulator}
                </a>
              </li>
            </ul>
          </nav>
          <p className="site-footer__line">{publicCopy.footerLine}</p>
        </div>
      </footer>
    </div>
  );
}

/** A list of covered or not covered items: a mark, the title and the plain explanation. */
export function CoverList({
  items,
  kind,
}: {
  items: readonly { title: string; description: string }[];
  kind: 'covered' | 'not-covered';
}) {
  return (
    <ul className={`site-cover site-cover--${kind}`}>
      {items.map((item) => (
        <li key={item.title} className="site-cover__item">
          <span className="site-cover__mark" aria-hidden="true">
            {kind === 'covered' ? '✓' : '✕'}
          </span>
          <span>
            <strong className="site-cover__title">{item.title}</strong>
            <span className="site-cover__text">{item.description}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
