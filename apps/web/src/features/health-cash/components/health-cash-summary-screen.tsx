import { formatNaira, type YearlyCoverage } from '@alaafia/domain';
import { healthPlansCopy } from '#flows/health-plans/health-plans-copy.js';
import { Button } from '#components/ui/button.js';
import { PlanSummaryCard } from '#components/ui/plan-summary-card.js';
import { healthCashCopy } from '../health-cash-copy';
import '#styles/health.css';

export type HealthCashSummaryScreenProps = {
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
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {healthPlansCopy.summaryTitle}
      </h2>
      <PlanSummaryCard
        product={healthCashCopy.productTitle}
        label={healthCashCopy.cover}
        amount={formatNaira(coverage.coverage)}
        price={
          <>
            <span>{healthCashCopy.yearlyPrice}</span>
            <span className="ui-plan-card__figure">
              {formatNaira(coverage.price)} {healthPlansCopy.perYear}
            </span>
          </>
        }
      />
      <Button fullWidth loading={busy} onClick={onSubscribe}>
        {healthPlansCopy.subscribe}
      </Button>
      <Button variant="link" onClick={onSeeCovered} disabled={busy}>
        {healthPlansCopy.seeCovered}
      </Button>
    </div>
  );
}
