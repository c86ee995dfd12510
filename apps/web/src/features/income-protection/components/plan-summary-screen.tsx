import { DELAYS_MS, formatNaira, monthlyPayoutOf, type Customer } from '@alaafia/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CheckoutDialogs } from '#flows/checkout/components/checkout-dialogs.js';
import { PaymentAlert } from '#flows/checkout/components/payment-alert.js';
import {
  PaymentMethodModal,
  type PaymentChoice,
} from '#flows/checkout/components/payment-method-modal.js';
import {
  useCheckout,
  type CheckoutOutcome,
  type CheckoutRequest,
} from '#flows/checkout/components/use-checkout.js';
import { Button } from '#components/ui/button.js';
import { PlanSummaryCard } from '#components/ui/plan-summary-card.js';
import { readOnboarding, readQuote } from '../income-storage';
import '#styles/flows.css';
import '#styles/income.css';
import { useT } from '#lib/i18n.js';

// What the plan covers (with the tabs' code, about 6 KB) is fetched when the customer asks to see it,
// not with the summary: most customers pay without opening it (issue 38).
const CoverageView = lazy(async () => ({
  default: (await import('./coverage-view')).CoverageView,
}));

type PlanSummaryScreenProps = {
  customer: Customer;
  /** Paid (or already paid for): on to Congratulations (50). */
  onPaid: () => void;
};

/**
 * Stage 40: Income Protection with the plan's value, 'Available to you if you lose your job', the
 * monthly payout and price, 'Subscribe Now' (disabled while the payment runs) opening the payment
 * method modal (card or bank, Quarterly or yearly), and 'See what's covered'. Payment success moves
 * to 50 after 1 second.
 */
export function PlanSummaryScreen({ customer, onPaid }: PlanSummaryScreenProps) {
  const t = useT();
  const onboarding = readOnboarding();
  const quote = readQuote();
  const cart = onboarding.cart ?? [];
  const plan = quote?.pricing_plans.find((item) => item.id === cart[0]?.plan_id);
  const planValue = plan?.benefit.benefit ?? onboarding.plan_value ?? 0;
  const price = plan?.price ?? onboarding.plan_price ?? 0;
  const [view, setView] = useState<'plan' | 'coverage'>('plan');
  const shownView = useRef(view);
  // Switching between the plan and the coverage view moves focus to the new view's heading (the
  // coverage view, which arrives a moment later, focuses its own when it is drawn).
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    if (view === 'plan')
      document.querySelector<HTMLElement>('.income-view [data-stage-heading]')?.focus();
  }, [view]);
  const [choosing, setChoosing] = useState(false);
  const paidTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const checkout = useCheckout({
    customer,
    invoice: 'income',
    onPaid: () => {
      paidTimer.current = setTimeout(onPaid, DELAYS_MS.beforeProgress50);
    },
  });

  // A customer who closes the wizard within that second opens it again at Congratulations: stage 5
  // finds the active policy.
  useEffect(
    () => () => {
      if (paidTimer.current) clearTimeout(paidTimer.current);
    },
    [],
  );

  async function pay(choice: PaymentChoice) {
    setChoosing(false);
    const request: CheckoutRequest = {
      products: cart.map((item) => ({ id: item.id, plan_id: item.plan_id, price: item.price })),
      planPrice: price,
      planValue,
      // The terms-and-privacy box is in the payment-method modal: the checkout does not ask again.
      acceptTerms: choice.acceptTerms,
    };
    const outcome: CheckoutOutcome =
      choice.method === 'card'
        ? await checkout.payByCard(request)
        : await checkout.payByTransfer(request, choice.transferOption);
    // 'You already paid for this product': the customer is covered; Congratulations takes over.
    if (outcome.status === 'already-paid') onPaid();
  }

  if (view === 'coverage' && quote) {
    return (
      <div className="income-view">
        <Suspense fallback={null}>
          <CoverageView product={quote} onBack={() => setView('plan')} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="flow-screen income-summary income-view">
      <h2 className="flow-screen__title" data-stage-heading tabIndex={-1}>
        {t('income.summaryTitle')}
      </h2>
      <PaymentAlert alert={checkout.alert} onDismiss={checkout.dismissAlert} />
      <PlanSummaryCard
        product={t('income.productName')}
        amount={formatNaira(planValue)}
        price={
          <span>
            <span className="ui-plan-card__figure">{formatNaira(price)}</span>{' '}
            {t('income.perMonth')}
          </span>
        }
      >
        <p className="ui-plan-card__label">{t('income.availableIfJobLost')}</p>
        {plan ? (
          <p>
            {t('income.wePay')} {formatNaira(monthlyPayoutOf(plan.benefit))} {t('income.perMonth')}{' '}
            {t('income.forUpTo', { months: plan.benefit.duration })}
          </p>
        ) : null}
      </PlanSummaryCard>
      <p className="income-notice">{t('income.introNotice')}</p>
      <Button
        fullWidth
        loading={checkout.busy}
        disabled={cart.length === 0}
        onClick={() => setChoosing(true)}
      >
        {t('income.subscribe')}
      </Button>
      {quote ? (
        <Button variant="link" className="income-summary__link" onClick={() => setView('coverage')}>
          {t('income.seeCovered')}
        </Button>
      ) : null}

      <PaymentMethodModal
        open={choosing}
        onClose={() => setChoosing(false)}
        firstName={customer.first_name}
        amount={price}
        unit="Month"
        onContinue={(choice) => void pay(choice)}
      />
      <CheckoutDialogs checkout={checkout} />
    </div>
  );
}
