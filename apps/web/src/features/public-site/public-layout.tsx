import type { ReactNode } from 'react';
import { Logo } from '#components/wizard/logo.js';
import { paths } from '#config/paths.js';
import { useProductWords } from '#lib/product-words.js';
import { StepIcon } from './illustrations';
import { usePublicCopy } from './public-copy';
import { CLAIMS_PROMISE_PLACEHOLDER, PUBLIC_PATHS, SITE_FACTS } from './public-pages';

/** The footer's product links, by the key of their name (public-copy.ts, productNames). */
const productLinks = [
  { href: PUBLIC_PATHS.income, name: 'income' },
  { href: PUBLIC_PATHS.health, name: 'health' },
  { href: PUBLIC_PATHS.healthCash, name: 'healthCash' },
  { href: PUBLIC_PATHS.business, name: 'business' },
  { href: PUBLIC_PATHS.creditLife, name: 'creditLife' },
] as const;

/** Who carries the risk (UNDERWRITER_*): on every page's footer and each product page. */
export function UnderwriterNote({ className = 'site-underwriter' }: { className?: string }) {
  const publicCopy = usePublicCopy();
  return (
    <p className={className} data-underwriter>
      {publicCopy.underwriter.line}
    </p>
  );
}

/** How claims are paid, with the clock we keep (the domain's figures, never typed on a page). */
export function ClaimsClock() {
  const copy = usePublicCopy().clock;
  const kinds = ['claim', 'decide', 'pay'] as const;
  return (
    <section className="site-section" aria-labelledby="clock-title">
      <h2 id="clock-title" className="site-section__title">
        {copy.heading}
      </h2>
      <ol className="site-clock">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="site-clock__step">
            <StepIcon kind={kinds[index] ?? 'claim'} />
            <h3 className="site-clock__title">{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="site-clock__promise" data-claims-promise>
        {CLAIMS_PROMISE_PLACEHOLDER}
      </p>
    </section>
  );
}

/** A person to ask before paying: WhatsApp (a plain link to wa.me, no script), phone and /help. */
function AskUs() {
  const publicCopy = usePublicCopy();
  const copy = publicCopy.askUs;
  return (
    <section className="site-ask" aria-labelledby="ask-title">
      <div className="site-ask__inner">
        <StepIcon kind="chat" />
        <div className="site-ask__text">
          <h2 id="ask-title" className="site-ask__title">
            {copy.heading}
          </h2>
          <p>{copy.text}</p>
        </div>
        <div className="site-actions site-ask__actions">
          <a className="site-button" href={publicCopy.whatsappUrl} rel="noopener noreferrer">
            {publicCopy.whatsapp}
          </a>
          <a
            className="site-button site-button--secondary"
            href={`tel:${SITE_FACTS.supportPhoneDial}`}
          >
            {publicCopy.callUs(SITE_FACTS.supportPhone)}
          </a>
          <a className="site-link" href={paths.help}>
            {publicCopy.help}
          </a>
        </div>
      </div>
    </section>
  );
}

/** The frame of every public page: the logo, sign in and sign up, the page, and the footer links. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const publicCopy = usePublicCopy();
  return (
    <div className="site">
      <a className="site-skip" href="#main">
        {publicCopy.skipToContent}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <a
            href={PUBLIC_PATHS.front}
            className="site-header__home"
            aria-label={publicCopy.homeLabel}
          >
            <Logo height={32} decorative />
          </a>
          <nav className="site-header__account" aria-label={publicCopy.accountNav}>
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
        <AskUs />
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <nav aria-label={publicCopy.products}>
            <p className="site-footer__heading">{publicCopy.products}</p>
            <ul className="site-footer__links">
              {productLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{publicCopy.productNames[link.name]}</a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={publicCopy.aboutNav}>
            <p className="site-footer__heading">{publicCopy.brand}</p>
            <ul className="site-footer__links">
              <li>
                <a href={PUBLIC_PATHS.privacy}>{publicCopy.privacy}</a>
              </li>
              <li>
                <a href={PUBLIC_PATHS.terms}>{publicCopy.terms}</a>
              </li>
              <li>
                <a href={paths.help}>{publicCopy.help}</a>
              </li>
              <li>
                <a href={publicCopy.whatsappUrl} rel="noopener noreferrer">
                  {publicCopy.whatsapp}
                </a>
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
          <div className="site-footer__about">
            <p className="site-footer__line">{publicCopy.footerLine}</p>
            <UnderwriterNote className="site-footer__underwriter" />
          </div>
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
  const words = useProductWords();
  return (
    <ul className={`site-cover site-cover--${kind}`}>
      {items.map((item) => (
        <li key={item.title} className="site-cover__item">
          <span className="site-cover__mark" aria-hidden="true">
            {kind === 'covered' ? '✓' : '✕'}
          </span>
          <span>
            <strong className="site-cover__title">{words(item.title)}</strong>
            <span className="site-cover__text">{words(item.description)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
