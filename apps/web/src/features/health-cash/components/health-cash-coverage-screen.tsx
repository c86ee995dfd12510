import { formatNaira } from '@alaafia/domain';
import type { ProductBenefit } from '#flows/health-plans/api/get-products.js';
import { Button } from '#components/ui/button.js';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';
import { useProductWords } from '#lib/product-words.js';

type HealthCashCoverageScreenProps = {
  coverage: number;
  benefits: readonly ProductBenefit[];
  onBack: () => void;
};

/**
 * Stage 50: death by accident, accidents and emergencies (Nigeria only) and permanent disability by
 * accident, each with its amount, in the customer's language (lib/product-words.ts), and the way back to the summary (40).
 */
export function HealthCashCoverageScreen({
  coverage,
  benefits,
  onBack,
}: HealthCashCoverageScreenProps) {
  const t = useT();
  const words = useProductWords();
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('healthCash.coverageTitle')}
      </h2>
      <div className="hp-card">
        <p className="hp-card__product">{t('healthCash.productTitle')}</p>
        <p className="hp-card__amount">{formatNaira(coverage)}</p>
        <ul className="hp-benefits" aria-label={t('healthCash.coverageTitle')}>
          {benefits.map((benefit) => (
            <li key={benefit.title}>
              <strong>
                {words(benefit.title)}
                {typeof benefit.limit === 'number' ? (
                  <span className="hp-benefits__limit">{formatNaira(benefit.limit)}</span>
                ) : null}
              </strong>
              <span>{words(benefit.description)}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button fullWidth variant="secondary" onClick={onBack}>
        {t('healthCash.backToSummary')}
      </Button>
    </div>
  );
}
