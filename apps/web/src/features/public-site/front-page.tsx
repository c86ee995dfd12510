import type { PublicProduct } from '@alaafia/domain';
import { paths } from '#config/paths.js';
import { useProductWords } from '#lib/product-words.js';
import { priceLineOf, productOf, SOLD_ONLINE, TALK_TO_US, buyPathOf } from './catalogue';
import { CoverIllustration } from './illustrations';
import { usePublicCopy } from './public-copy';
import { ClaimsClock, PublicLayout, UnderwriterNote } from './public-layout';

/** `/` for a visitor who is not signed in: what we sell, at what price, and the way in. */
export function FrontPage({ catalogue }: { catalogue: readonly PublicProduct[] }) {
  const publicCopy = usePublicCopy();
  const words = useProductWords();
  const copy = publicCopy.front;
  return (
    <PublicLayout>
      <section className="site-hero" aria-labelledby="hero-title">
        <div className="site-hero__inner site-hero__inner--split">
          <div>
            <h1 id="hero-title" className="site-hero__title">
              {copy.heading}
            </h1>
            <p className="site-hero__intro">{copy.intro}</p>
            <div className="site-actions">
              <a className="site-button" href="#products">
                {copy.productsHeading}
              </a>
              <a className="site-button site-button--secondary" href={paths.login}>
                {publicCopy.signIn}
              </a>
            </div>
          </div>
          <div className="site-hero__side">
            <CoverIllustration />
            <div className="site-hero__aside">
              <p className="site-hero__aside-title">{copy.pricesHeading}</p>
              <ul className="site-prices">
                {SOLD_ONLINE.map(({ uid, path }) => {
                  const product = productOf(catalogue, uid);
                  return (
                    <li key={uid}>
                      <a href={path}>{product.title}</a>
                      <span>{priceLineOf(product, publicCopy)}</span>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section id="products" className="site-section" aria-labelledby="products-title">
        <h2 id="products-title" className="site-section__title">
          {copy.productsHeading}
        </h2>
        <ul className="site-cards">
          {SOLD_ONLINE.map(({ uid, path }) => {
            const product = productOf(catalogue, uid);
            return (
              <li key={uid} className="site-card">
                <h3 className="site-card__title">
                  <a href={path}>{product.title}</a>
                </h3>
                <p className="site-card__price">{priceLineOf(product, publicCopy)}</p>
                <p className="site-card__text">{words(product.description)}</p>
                <ul className="site-ticks">
                  {product.product_highlights.slice(0, 3).map((point) => (
                    <li key={point}>{words(point)}</li>
                  ))}
                </ul>
                <div className="site-card__actions">
                  <a className="site-button" href={buyPathOf(uid)}>
                    {publicCopy.buyNow}
                    <span className="visually-hidden">: {product.title}</span>
                  </a>
                  <a className="site-link" href={path}>
                    {publicCopy.seeProduct(product.title)}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="site-band">
        <section className="site-section" aria-labelledby="why-title">
          <h2 id="why-title" className="site-section__title">
            {copy.whyHeading}
          </h2>
          <ul className="site-why">
            {copy.why.map((item) => (
              <li key={item.title}>
                <h3 className="site-why__title">{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <ClaimsClock />

      <section className="site-section" aria-labelledby="insurer-title">
        <h2 id="insurer-title" className="site-section__title">
          {publicCopy.underwriter.heading}
        </h2>
        <UnderwriterNote />
      </section>

      <section className="site-section" aria-labelledby="business-title">
        <h2 id="business-title" className="site-section__title">
          {copy.businessHeading}
        </h2>
        <p className="site-section__intro">{copy.businessText}</p>
        <ul className="site-cards site-cards--small">
          {TALK_TO_US.map(({ uid, path }) => {
            const product = productOf(catalogue, uid);
            return (
              <li key={uid} className="site-card">
                <h3 className="site-card__title">
                  <a href={path}>{product.title}</a>
                </h3>
                <p className="site-card__text">{words(product.description)}</p>
                <a className="site-link" href={path}>
                  {publicCopy.talkToUs}
                  <span className="visually-hidden">: {product.title}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </PublicLayout>
  );
}
