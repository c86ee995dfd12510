import {
  DELAYS_MS,
  formatNaira,
  incomePlansForChoice,
  monthlyPayoutOf,
  preselectedIncomePlan,
  type Customer,
} from '@alaafia/domain';
import { useEffect, useState } from 'react';
import { Button } from '#components/ui/button.js';
import { cx } from '#components/ui/class-names.js';
import { trackEvent } from '#lib/analytics.js';
import { readOnboarding, readQuote, updateOnboarding } from '../income-storage';
import '#styles/flows.css';
import '#styles/income.css';
import { useT } from '#lib/i18n.js';

type PlanChoiceScreenProps = {
  customer: Customer;
  /** The plan is stored: on to the summary (40), after the spec's 500 ms. */
  onChosen: () => void;
};

/**
 * Stage 30, 'How much would you like us to pay you if you lose your job?': the plans for the salary,
 * ascending by benefit, each with its monthly 'We pay' (benefit / duration) and price. One plan is
 * chosen at once; with several the second is preselected. The chosen one reads 'This is what we'll
 * pay you.'
 */
export function PlanChoiceScreen({ customer, onChosen }: PlanChoiceScreenProps) {
  const t = useT();
  const quote = readQuote();
  const plans = incomePlansForChoice(quote?.pricing_plans ?? []);
  const [selectedId, setSelectedId] = useState<number | undefined>(() => {
    const stored = readOnboarding();
    const earlier = stored.cart?.[0]?.plan_id;
    return (
      plans.find((plan) => plan.id === earlier)?.id ??
      plans.find((plan) => plan.code === stored.quote_plan_code)?.id ??
      preselectedIncomePlan(plans)?.id
    );
  });
  const [saving, setSaving] = useState(false);
  const selected = plans.find((plan) => plan.id === selectedId);

  useEffect(() => {
    if (!saving) return;
    const timer = setTimeout(onChosen, DELAYS_MS.beforeStage40);
    return () => clearTimeout(timer);
  }, [saving, onChosen]);

  function choose() {
    if (!selected || !quote) return;
    const item = { id: quote.id, plan_id: selected.id, price: selected.price };
    updateOnboarding({
      plan_value: selected.benefit.benefit,
      plan_price: selected.price,
      cart: [item],
      products: [item],
    });
    trackEvent('setplan-stage', customer.engage_uid, { stage: 30, plan_id: selected.id });
    setSaving(true);
  }

  return (
    <div className="flow-screen income-plan-choice">
      <h2 className="flow-screen__title" data-stage-heading id="income-plan-title">
        {t('income.planTitle')}
      </h2>
      <div className="income-plans" role="radiogroup" aria-labelledby="income-plan-title">
        {plans.map((plan) => {
          const checked = plan.id === selectedId;
          const monthly = monthlyPayoutOf(plan.benefit);
          return (
            <label key={plan.id} className={cx('income-plan', checked && 'income-plan--checked')}>
              <input
                type="radio"
                className="income-plan__input"
                name="income-plan"
                value={plan.id}
                checked={checked}
                onChange={() => setSelectedId(plan.id)}
              />
              <span className="income-plan__body">
                <span className="income-plan__label">{t('income.wePay')}</span>
                <span className="income-plan__amount">
                  {formatNaira(monthly)}{' '}
                  <span className="income-plan__unit">{t('income.perMonth')}</span>
                </span>
                <span className="income-plan__detail">
                  {t('income.planDetail', {
                    months: plan.benefit.duration,
                    total: formatNaira(plan.benefit.benefit),
                  })}
                </span>
                <span className="income-plan__price">
                  {t('income.youPay')} {formatNaira(plan.price)} {t('income.perMonth')}
                </span>
                {checked ? (
                  <span className="income-plan__note">{t('income.weWillPay')}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <Button fullWidth onClick={choose} loading={saving} disabled={!selected}>
        {t('income.continue')}
      </Button>
    </div>
  );
}
