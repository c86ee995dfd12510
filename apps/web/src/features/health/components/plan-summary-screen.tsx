import { formatNaira } from '@alaafia/domain';
import type { PricingPlan } from '#flows/health-plans/api/get-products.js';
import { healthPlansCopy } from '#flows/health-plans/health-plans-copy.js';
import { Button } from '#components/ui/button.js';
import { PlanSummaryCard } from '#components/ui/plan-summary-card.js';
import { healthCopy } from '../health-copy';
import '#styles/health.css';

export type PlanSummaryScreenProps = {
  plan: PricingPlan;
  hospital: { name: string; address: string } | null;
  /** The customer's one free month of the plan was already given (GET /api/auth/me): it is charged. */
  freeMonthUsed: boolean;
  /** The payment runs: Subscribe spins and is disabled. */
  busy: boolean;
  onSubscribe: () => void;
  onSeeCovered: () => void;
};

/**
 * Stage 40: 'Here's a summary of your plan', the cover, the plan line (price per month and 'Total
 * limits of {coverage}'), 'Subscribe Now', 'See what's covered' and the free month (or that it was
 * already had).
 */
export function PlanSummaryScreen({
  plan,
  hospital,
  freeMonthUsed,
  busy,
  onSubscribe,
  onSeeCovered,
}: PlanSummaryScreenProps) {
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {healthPlansCopy.summaryTitle}
      </h2>
      <PlanSummaryCard
        product={healthCopy.productTitle}
        label={healthCopy.coverage}
        amount={formatNaira(plan.coverage)}
        price={
          <>
            <span className="ui-plan-card__figure">
              {formatNaira(plan.price)} {healthPlansCopy.perMonth}
            </span>
            <span>{healthCopy.totalLimits(plan.coverage)}</span>
          </>
        }
      >
        {hospital ? (
          <div className="hp-card__hospital">
            <span className="hp-card__label">{healthCopy.yourHospital}</span>
            <span className="hp-card__hospital-name">{hospital.name}</span>
            <span className="hp-card__hospital-address">{hospital.address}</span>
          </div>
        ) : null}
      </PlanSummaryCard>
      <Button fullWidth loading={busy} onClick={onSubscribe}>
        {healthPlansCopy.subscribe}
      </Button>
      <Button variant="link" onClick={onSeeCovered} disabled={busy}>
        {healthPlansCopy.seeCovered}
      </Button>
      <p className="hp-note">{freeMonthUsed ? healthCopy.freeMonthUsed : healthCopy.freeMonth}</p>
    </div>
  );
}
