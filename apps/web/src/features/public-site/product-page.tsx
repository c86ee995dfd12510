import {
  formatNaira,
  INCOME_PRODUCT_UID,
  incomeRateTable,
  type PublicProduct,
} from '@alaafia/domain';
import type { ReactNode } from 'react';
import { paths } from '#config/paths.js';
import { buyPathOf, cheapestPlan, priceLineOf } from './catalogue';
import { usePublicCopy, type PublicCopy } from './public-copy';
import { ClaimsClock, CoverList, PublicLayout, UnderwriterNote } from './public-layout';
import { QuoteForm } from './quote-form';
import { useProductWords } from '#lib/product-words.js';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="site-section" aria-labelledby={id}>
      <h2 id={id} className="site-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function HighlightsCard({ points }: { points: readonly string[] }) {
  const publicCopy = usePublicCopy();
  const words = useProductWords();
  return (
    <div className="site-hero__aside">
      <p className="site-hero__aside-title">{publicCopy.product.atAGlance}</p>
      <ul className="site-ticks">
        {points.map((point) => (
          <li key={point}>{words(point)}</li>
        ))}
      </ul>
    </div>
  );
}

function IncomePrices() {
  const publicCopy = usePublicCopy();
  const copy = publicCopy.income;
  const table = incomeRateTable();
  return (
    <>
      <p className="site-section__intro">{copy.pricesIntro}</p>
      <div className="site-panel" id="quote">
        <h3 className="site-panel__title">{publicCopy.quote.heading}</h3>
        <p>{publicCopy.quote.intro}</p>
        <QuoteForm />
      </div>
      <details className="site-details">
        <summary>{copy.tableSummary}</summary>
        <div className="site-table-wrap" role="region" aria-label={copy.tableCaption} tabIndex={0}>
          <table className="site-table">
            <caption className="visually-hidden">{copy.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.wePay}</th>
                <th scope="col">{copy.total}</th>
                <th scope="col">{copy.premium}</th>
              </tr>
            </thead>
            <tbody>
              {table.map((plan) => (
                <tr key={plan.code}>
                  <th scope="row">{formatNaira(plan.monthlyPayout)}</th>
                  <td>{formatNaira(plan.benefit)}</td>
                  <td>{formatNaira(plan.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

function PlanPrices({ product }: { product: PublicProduct }) {
  const publicCopy = usePublicCopy();
  const plan = cheapestPlan(product);
  return (
    <div className="site-panel site-plan">
      <p className="site-plan__name">{plan.name}</p>
      <p className="site-plan__price">{priceLineOf(product, publicCopy)}</p>
      <p>{publicCopy.product.coverUpTo(formatNaira(plan.coverage))}</p>
      {product.uid === 'HI' ? <p className="site-muted">{publicCopy.health.feeNote}</p> : null}
    </div>
  );
}

function claimSteps(publicCopy: PublicCopy, uid: string): readonly string[] {
  if (uid === INCOME_PRODUCT_UID) return publicCopy.income.claims;
  if (uid === 'HTCI') return publicCopy.healthCash.claims;
  return publicCopy.health.claims;
}

/** The page of a product sold online: what it is, its price, what it covers and how claims work. */
export function ProductPage({ product }: { product: PublicProduct }) {
  const publicCopy = usePublicCopy();
  const words = useProductWords();
  const buy = buyPathOf(product.uid);
  const isIncome = product.uid === INCOME_PRODUCT_UID;
  return (
    <PublicLayout>
      <section className="site-hero site-hero--product" aria-labelledby="product-title">
        <div className="site-hero__inner site-hero__inner--split">
          <div>
            <p className="site-hero__eyebrow">{publicCopy.products}</p>
            <h1 id="product-title" className="site-hero__title">
              {product.title}
            </h1>
            <p className="site-hero__price">{priceLineOf(product, publicCopy)}</p>
            <p className="site-hero__intro">{words(product.description)}</p>
            <p className="site-hero__insurer">{publicCopy.underwriter.short}</p>
            <div className="site-actions">
              <a className="site-button" href={buy}>
                {publicCopy.buyNow}
              </a>
              {isIncome ? (
                <a className="site-button site-button--secondary" href="#quote">
                  {publicCopy.getQuote}
                </a>
              ) : null}
            </div>
          </div>
          <HighlightsCard points={product.product_highlights} />
        </div>
      </section>

      <div className="site-columns">
        <Section id="covered" title={publicCopy.product.covered}>
          <CoverList items={product.product_benefits} kind="covered" />
        </Section>
        <Section id="not-covered" title={publicCopy.product.notCovered}>
          <CoverList items={product.not_covered} kind="not-covered" />
        </Section>
      </div>

      <Section id="prices" title={publicCopy.product.prices}>
        {isIncome ? <IncomePrices /> : <PlanPrices product={product} />}
      </Section>

      <div className="site-columns">
        <Section id="who" title={publicCopy.product.whoCanBuy}>
          <ul className="site-ticks">
            {product.policy_requirements.map((line) => (
              <li key={line}>{words(line)}</li>
            ))}
          </ul>
        </Section>
        <Section id="need" title={publicCopy.product.whatYouNeed}>
          <ul className="site-ticks">
            {product.product_requirements.map((line) => (
              <li key={line}>{words(line)}</li>
            ))}
          </ul>
        </Section>
      </div>

      <Section id="claims" title={publicCopy.product.claims}>
        <ol className="site-steps">
          {claimSteps(publicCopy, product.uid).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {product.uid === 'HTCI' ? (
          <p>
            <a className="site-link" href={paths.claimNextOfKin}>
              {publicCopy.healthCash.nextOfKinLink}
            </a>
          </p>
        ) : null}
        <h3 className="site-subtitle">{publicCopy.product.claimsReady}</h3>
        <ul className="site-ticks">
          {product.claim_requirements.map((line) => (
            <li key={line}>{words(line)}</li>
          ))}
        </ul>
      </Section>

      {product.uid === 'HI' ? null : <ClaimsClock />}

      <Section id="insurer" title={publicCopy.underwriter.heading}>
        <UnderwriterNote />
      </Section>

      <section className="site-cta" aria-labelledby="buy-title">
        <h2 id="buy-title" className="site-section__title">
          {publicCopy.product.buyHeading}
        </h2>
        <p>{publicCopy.product.buyText}</p>
        <a className="site-button site-button--light" href={buy}>
          {publicCopy.buyNow}
          <span className="visually-hidden">: {product.title}</span>
        </a>
      </section>
    </PublicLayout>
  );
}

/** Business Insurance and Credit Life: what they are, and how to talk to our team (not sold online). */
export function TalkToUsPage({ product }: { product: PublicProduct }) {
  const publicCopy = usePublicCopy();
  const words = useProductWords();
  const copy = publicCopy.talkToUsPage;
  const mail = `mailto:${publicCopy.contactEmail}?subject=${encodeURIComponent(product.title)}`;
  return (
    <PublicLayout>
      <section className="site-hero site-hero--product" aria-labelledby="product-title">
        <div className="site-hero__inner site-hero__inner--split">
          <div>
            <p className="site-hero__eyebrow">{publicCopy.products}</p>
            <h1 id="product-title" className="site-hero__title">
              {product.title}
            </h1>
            <p className="site-hero__intro">{words(product.description)}</p>
            <p className="site-hero__intro">{copy.notOnline}</p>
            <div className="site-actions">
              <a className="site-button" href={mail}>
                {copy.emailUs}
              </a>
            </div>
          </div>
          <HighlightsCard points={product.product_highlights} />
        </div>
      </section>
      <div className="site-columns">
        <Section id="covered" title={publicCopy.product.covered}>
          <CoverList items={product.product_benefits} kind="covered" />
        </Section>
        <Section id="not-covered" title={publicCopy.product.notCovered}>
          <CoverList items={product.not_covered} kind="not-covered" />
        </Section>
      </div>
      <div className="site-columns">
        <Section id="who" title={publicCopy.product.whoCanBuy}>
          <ul className="site-ticks">
            {[...product.policy_requirements, ...product.product_requirements].map((line) => (
              <li key={line}>{words(line)}</li>
            ))}
          </ul>
        </Section>
        <Section id="claims" title={publicCopy.product.claimsReady}>
          <ul className="site-ticks">
            {product.claim_requirements.map((line) => (
              <li key={line}>{words(line)}</li>
            ))}
          </ul>
        </Section>
      </div>
      <section className="site-cta" aria-labelledby="talk-title">
        <h2 id="talk-title" className="site-section__title">
          {copy.contactHeading}
        </h2>
        <p>{copy.contactText(publicCopy.contactEmail)}</p>
        <a className="site-button site-button--light" href={mail}>
          {copy.emailUs}
        </a>
      </section>
    </PublicLayout>
  );
}
