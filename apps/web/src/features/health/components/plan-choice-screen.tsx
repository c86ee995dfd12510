import { customerPlanName, HEALTH_PLAN_NAME, PLAN_UNITS, formatNaira } from '@alaafia/domain';
import { useState } from 'react';
import type { PricingPlan } from '#flows/health-plans/api/get-products.js';
import { Button } from '#components/ui/button.js';
import { cx } from '#components/ui/class-names.js';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';

type PlanChoiceScreenProps = {
  plans: readonly PricingPlan[];
  onContinue: (plan: PricingPlan) => void;
};

/**
 * Stage 30: 'Choose a health plan that works for you'. Only plans with unit 'Month' named 'SMEDAN'
 * are offered (section 5), shown as 'Monthly plan' (the code is not a name for customers); Continue
 * is disabled until one is chosen.
 */
export function PlanChoiceScreen({ plans, onContinue }: PlanChoiceScreenProps) {
  const t = useT();
  const offered = plans.filter(
    (plan) => plan.unit === PLAN_UNITS.month && plan.name === HEALTH_PLAN_NAME,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const plan = offered.find((item) => item.id === chosen);
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('health.planTitle')}
      </h2>
      <fieldset className="hp-hospitals">
        <legend className="visually-hidden">{t('health.planTitle')}</legend>
        {offered.map((item) => (
          <label
            key={item.id}
            className={cx('hp-hospital', chosen === item.id && 'hp-hospital--selected')}
          >
            <input
              type="radio"
              name="plan"
              className="hp-hospital__radio"
              checked={chosen === item.id}
              onChange={() => setChosen(item.id)}
            />
            <span className="hp-hospital__text">
              <span className="hp-hospital__name">
                {t('health.planOption', {
                  name: customerPlanName(item.name, item.unit),
                  price: formatNaira(item.price),
                  coverage: formatNaira(item.coverage),
                })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button fullWidth disabled={!plan} onClick={() => plan && onContinue(plan)}>
        {t('health.continue')}
      </Button>
    </div>
  );
}
