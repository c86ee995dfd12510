import { formatNaira } from '@alaafia/domain';
import type { PricingPlan } from '#flows/health-plans/api/get-products.js';
import { Button } from '#components/ui/button.js';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';
import { useProductWords } from '#lib/product-words.js';

type CoverageScreenProps = {
  plan: PricingPlan;
  busy: boolean;
  onLearnMore: () => void;
  /** Proceed starts the payment. */
  onProceed: () => void;
};

/**
 * Stage 50: the Health Insurance card with its cover, the benefit list (in the customer's language:
 * lib/product-words.ts), and Proceed to payment.
 */
export function CoverageScreen({ plan, busy, onLearnMore, onProceed }: CoverageScreenProps) {
  const t = useT();
  const words = useProductWords();
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('health.whatsCovered')}
      </h2>
      <div className="hp-card">
        <p className="hp-card__product">{t('health.productTitle')}</p>
        <p className="hp-card__amount">{formatNaira(plan.coverage)}</p>
        <ul className="hp-benefits" aria-label={t('health.whatsCovered')}>
          {plan.benefits.map((benefit) => (
            <li key={benefit.title}>
              <strong>{words(benefit.title)}</strong>
              <span>{words(benefit.description)}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button variant="link" onClick={onLearnMore}>
        {t('health.learnAboutPlan')}
      </Button>
      <Button fullWidth loading={busy} onClick={onProceed}>
        {t('health.proceed')}
      </Button>
    </div>
  );
}
