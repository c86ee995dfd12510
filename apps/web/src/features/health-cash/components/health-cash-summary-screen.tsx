import { formatNaira, type YearlyCoverage } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { PlanSummaryCard } from '#components/ui/plan-summary-card.js';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';

type HealthCashSummaryScreenProps = {
  coverage: YearlyCoverage;
  busy: boolean;
  onSubscribe: () => void;
  onSeeCovered: () => void;
};

/** Stage 40: 'Here's a summary of your plan' with the cover, the yearly price and 'Subscribe Now'. */
export function HealthCashSummaryScreen({
  coverage,
  busy,
  onSubscribe,
  onSeeCovered,
}: HealthCashSummaryScreenProps) {
  const t = useT();
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('health.plans.summaryTitle')}
      </h2>
      <PlanSummaryCard
        product={t('healthCash.productTitle')}
        label={t('healthCash.cover')}
        amount={formatNaira(coverage.coverage)}
        price={
          <>
            <span>{t('healthCash.yearlyPrice')}</span>
            <span className="ui-plan-card__figure">
              {formatNaira(coverage.price)} {t('health.plans.perYear')}
            </span>
          </>
        }
      />
      <Button fullWidth loading={busy} onClick={onSubscribe}>
        {t('health.plans.subscribe')}
      </Button>
      <Button variant="link" onClick={onSeeCovered} disabled={busy}>
        {t('health.plans.seeCovered')}
      </Button>
    </div>
  );
}
