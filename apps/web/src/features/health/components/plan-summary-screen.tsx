import { formatNaira } from '@alaafia/domain';
import type { PricingPlan } from '#flows/health-plans/api/get-products.js';
import { Button } from '#components/ui/button.js';
import { PlanSummaryCard } from '#components/ui/plan-summary-card.js';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';

type PlanSummaryScreenProps = {
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
  const t = useT();
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('health.plans.summaryTitle')}
      </h2>
      <PlanSummaryCard
        product={t('health.productTitle')}
        label={t('health.coverage')}
        amount={formatNaira(plan.coverage)}
        price={
          <>
            <span className="ui-plan-card__figure">
              {formatNaira(plan.price)} {t('health.plans.perMonth')}
            </span>
            <span>{t('health.totalLimits', { coverage: formatNaira(plan.coverage) })}</span>
          </>
        }
      >
        {hospital ? (
          <div className="hp-card__hospital">
            <span className="hp-card__label">{t('health.yourHospital')}</span>
            <span className="hp-card__hospital-name">{hospital.name}</span>
            <span className="hp-card__hospital-address">{hospital.address}</span>
          </div>
        ) : null}
      </PlanSummaryCard>
      <Button fullWidth loading={busy} onClick={onSubscribe}>
        {t('health.plans.subscribe')}
      </Button>
      <Button variant="link" onClick={onSeeCovered} disabled={busy}>
        {t('health.plans.seeCovered')}
      </Button>
      <p className="hp-note">{freeMonthUsed ? t('health.freeMonthUsed') : t('health.freeMonth')}</p>
    </div>
  );
}
