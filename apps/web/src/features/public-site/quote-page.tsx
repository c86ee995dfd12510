import { formatNaira, type PublicIncomeQuote } from '@alaafia/domain';
import { paths } from '#config/paths.js';
import { usePublicCopy } from './public-copy';
import { buyPath, PUBLIC_PATHS } from './public-pages';
import { PublicLayout } from './public-layout';
import { QuoteForm } from './quote-form';

export type QuotePageProps =
  | { quote: PublicIncomeQuote; salary: string; error?: undefined }
  | { quote?: undefined; salary: string; error: string };

/**
 * The answer to the salary form (GET /income-protection/quote?salary=): the plans the wizard would
 * offer for that salary, priced by the same rating code, or the form again with the salary's message.
 */
export function QuotePage(props: QuotePageProps) {
  const publicCopy = usePublicCopy();
  const copy = publicCopy.quote;
  return (
    <PublicLayout>
      <section className="site-hero site-hero--product" aria-labelledby="quote-title">
        <div className="site-hero__inner">
          <p className="site-hero__eyebrow">
            <a href={PUBLIC_PATHS.income}>{publicCopy.productNames.income}</a>
          </p>
          <h1 id="quote-title" className="site-hero__title">
            {props.quote ? copy.resultHeading(formatNaira(props.quote.salary)) : copy.errorTitle}
          </h1>
          {props.quote ? <p className="site-hero__intro">{copy.resultIntro}</p> : null}
        </div>
      </section>
      {props.quote ? (
        <section className="site-section" aria-labelledby="plans-title">
          <h2 id="plans-title" className="visually-hidden">
            {copy.pageTitle}
          </h2>
          <ul className="site-cards">
            {props.quote.plans.map((plan) => (
              <li key={plan.code} className="site-card site-card--plan">
                <p className="site-card__price">{copy.planPrice(formatNaira(plan.price))}</p>
                <h3 className="site-card__title">
                  {copy.planPays(formatNaira(plan.monthly_payout), plan.duration)}
                </h3>
                <p className="site-card__text">{copy.planTotal(formatNaira(plan.benefit))}</p>
                <a
                  className="site-button"
                  href={buyPath(
                    `${paths.buyIncome}?${new URLSearchParams({ salary: String(props.quote.salary), plan: plan.code }).toString()}`,
                  )}
                >
                  {copy.buyPlan}
                  <span className="visually-hidden">
                    : {copy.planPays(formatNaira(plan.monthly_payout), plan.duration)}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="site-section" aria-labelledby="again-title">
        <h2 id="again-title" className="site-section__title">
          {props.quote ? copy.tryAnother : copy.heading}
        </h2>
        <div className="site-panel">
          <QuoteForm salary={props.salary} error={props.error} />
        </div>
        <p>
          <a className="site-link" href={PUBLIC_PATHS.income}>
            {publicCopy.seeProduct(publicCopy.productNames.income)}
          </a>
        </p>
      </section>
    </PublicLayout>
  );
}
