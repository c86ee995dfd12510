import { formatNaira, type YearlyCoverage } from '@alaafia/domain';
import { healthPlansCopy } from '../../../components/health-plans/health-plans-copy';
import { Button } from '../../../components/ui/button';
import { healthCashCopy } from '../health-cash-copy';
import '../../../styles/health.css';

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
      <div className="hp-card">
        <p className="hp-card__product">{healthCashCopy.productTitle}</p>
        <p className="hp-card__label">{healthCashCopy.cover}</p>
        <p className="hp-card__amount">{formatNaira(coverage.coverage)}</p>
        <div className="hp-plan-line">
          <span>{healthCashCopy.yearlyPrice}</span>
          <span className="hp-plan-line__price">
            {formatNaira(coverage.price)} {healthPlansCopy.perYear}
          </span>
        </div>
      </div>
      <Button fullWidth loading={busy} onClick={onSubscribe}>
        {healthPlansCopy.subscribe}
      </Button>
      <Button variant="link" onClick={onSeeCovered} disabled={busy}>
        {healthPlansCopy.seeCovered}
      </Button>
    </div>
  );
}
