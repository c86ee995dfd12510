import {
  chosenYearlyCoverage,
  type Customer,
  type HealthCashScreen,
  type HealthCashStage,
  healthCashStageFallback,
  healthCashWizard,
  isScreen,
} from '@alaafia/domain';
import { useEffect, useState } from 'react';
import { findYearlyPlan, useProductTitled } from '#flows/health-plans/api/get-products.js';
import { HealthCashInfoModal } from '#flows/health-plans/components/health-cash-info-modal.js';
import { LoadingScreen } from '#flows/health-plans/components/loading-screen.js';
import { usePremiums } from '#flows/kyc/api/get-premiums.js';
import { coverFromPremiums } from '#flows/kyc/components/completion-screen.js';
import { Spinner } from '#components/ui/spinner.js';
import { CheckoutDialogs } from '#flows/checkout/components/checkout-dialogs.js';
import { PaymentAlert } from '#flows/checkout/components/payment-alert.js';
import { useCheckout } from '#flows/checkout/components/use-checkout.js';
import { usePlanCheckout, type PlanPayment } from '#flows/wizard/wizard-checkout.js';
import { WizardEngine } from '#flows/wizard/wizard-engine.js';
import {
  kycSlots,
  type FlowScreenProps,
  type WizardFlow,
  type WizardTools,
} from '#flows/wizard/wizard-flow.js';
import { useScreenMoves } from '#flows/wizard/screen-moves.js';
import { paths } from '#config/paths.js';
import { healthCashPathFor, healthCashStart, type HealthCashEntry } from '../health-cash-routes';
import { readYearlyCoverage, storeYearlyCoverage } from '../health-cash-storage';
import { HealthCashCoverageScreen } from './health-cash-coverage-screen';
import { HealthCashIntroScreen } from './health-cash-intro-screen';
import { HealthCashSummaryScreen } from './health-cash-summary-screen';
import { UpsellDialog } from './upsell-dialog';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';
import { useProductWordsSoon } from '#lib/product-words.js';

/** The flow's own state, shared by its screens and modals: what useHealthCashFlow answers. */
type HealthCashState = ReturnType<typeof useHealthCashFlow>;
type Props = FlowScreenProps<HealthCashStage, HealthCashState, PlanPayment>;

function useHealthCashFlow({
  wizard: { stage, goTo },
  customer,
  payment,
}: WizardTools<HealthCashStage, PlanPayment>) {
  const t = useT();
  const product = useProductTitled(t('healthCash.productTitle'));
  const yearlyPlan = findYearlyPlan(product.data?.pricing_plans);
  const premiums = usePremiums(customer.id);
  const [infoOpen, setInfoOpen] = useState(false);
  const [upsellOpen, setUpsellOpen] = useState(false);
  const to = useScreenMoves(healthCashWizard, goTo);
  const toSummary = to('plan-summary');

  // 10 loads the plan, keeps its coverage (section 3: the 'Year' plan unless one is stored), then 40.
  useEffect(() => {
    if (!isScreen(healthCashWizard, stage, 'loading') || !product.isSuccess) return;
    const chosen = chosenYearlyCoverage(product.data?.pricing_plans, readYearlyCoverage());
    if (!chosen) return;
    storeYearlyCoverage(chosen);
    toSummary();
  }, [stage, product.isSuccess, product.data, toSummary]);

  const storedCoverage = readYearlyCoverage();
  const coverage = chosenYearlyCoverage(product.data?.pricing_plans, storedCoverage);
  return {
    /** Moves to a screen of the table by its name. */
    to,
    product,
    yearlyPlan,
    /** The chosen coverage: the stored one, else the 'Year' plan's (section 3). */
    coverage,
    storedCoverage,
    cover: coverFromPremiums('HTCI', premiums.data ?? []),
    hasIncome:
      premiums.data?.some((item) => item.product_prefix_code === 'EI' && item.active) ?? false,
    infoOpen,
    setInfoOpen,
    upsellOpen,
    setUpsellOpen,
    pay: async () => {
      if (!product.data || !yearlyPlan || !coverage) return;
      await payment.payPlan(product.data.id, yearlyPlan);
    },
  };
}

const healthCashFlow: WizardFlow<HealthCashStage, HealthCashScreen, HealthCashState, PlanPayment> =
  {
    table: healthCashWizard,
    title: 'healthCash.wizardTitle',
    usePayment: (tools) =>
      usePlanCheckout(
        {
          checkout: { useCheckout, PaymentAlert, CheckoutDialogs },
          invoice: 'healthcash',
          product: 'HTCI',
          productName: useT()('healthCash.productTitle'),
          alreadyPaid: 'renew',
        },
        tools,
      ),
    useFlow: useHealthCashFlow,
    fallback: (stage, { flow }) =>
      isScreen(healthCashWizard, stage, 'plan-summary')
        ? healthCashStageFallback(stage, {
            plans: flow.product.data?.pricing_plans,
            selectedCoverage: flow.storedCoverage,
          })
        : stage,
    route: { pathFor: healthCashPathFor },
    screens: {
      introduction: ({ customer, flow }: Props) => (
        <HealthCashIntroScreen
          firstName={customer.first_name}
          plan={flow.yearlyPlan}
          onLearnMore={() => flow.setInfoOpen(true)}
          onProceed={flow.to('loading')}
        />
      ),
      loading: ({ flow: { product, yearlyPlan } }: Props) => (
        <LoadingScreen
          failed={product.isError || (product.isSuccess && !yearlyPlan)}
          onRetry={() => void product.refetch()}
        />
      ),
      'plan-summary': ({ flow, payment }: Props) =>
        flow.coverage ? (
          <HealthCashSummaryScreen
            coverage={flow.coverage}
            busy={payment.busy}
            onSubscribe={() => void flow.pay()}
            onSeeCovered={flow.to('coverage')}
          />
        ) : null,
      coverage: ({ flow: { product, yearlyPlan, to }, t }: Props) =>
        yearlyPlan ? (
          <HealthCashCoverageScreen
            coverage={yearlyPlan.coverage}
            benefits={yearlyPlan.benefits}
            onBack={to('plan-summary')}
          />
        ) : product.isError ? (
          <LoadingScreen failed onRetry={() => void product.refetch()} />
        ) : (
          <Spinner label={t('healthCash.wizardTitle')} />
        ),
      ...kycSlots('kyc-id', 'code-verification', 'name-edit', 'identity-validation', 'completion'),
    },
    kyc: ({ wizard, leave, flow }) => ({
      flow: 'health-cash',
      product: 'HTCI',
      cover: flow.cover ?? undefined,
      copy: { otpPrompt: 'healthCash.otpPrompt' },
      onCompleted: () => {
        if (flow.hasIncome) {
          leave();
          wizard.reset();
        } else {
          flow.setUpsellOpen(true);
        }
      },
    }),
    Overlays: ({ wizard, leave, flow }: Props) => (
      <>
        <HealthCashInfoModal
          open={flow.infoOpen}
          onClose={() => flow.setInfoOpen(false)}
          price={flow.yearlyPlan?.price}
        />
        <UpsellDialog
          open={flow.upsellOpen}
          onYes={() => {
            leave(paths.buyIncome);
            wizard.reset();
          }}
          onNo={() => {
            flow.setUpsellOpen(false);
            leave();
            wizard.reset();
          }}
        />
      </>
    ),
  };

export type HealthCashWizardProps = {
  customer: Customer;
  entry: HealthCashEntry;
  /** True when the wizard itself moved to this route: the stored progress is kept. */
  continuing: boolean;
};

/**
 * The yearly HealthCash wizard (health-plans.md sections 2 and 4) over the dashboard. /buy/health-cash
 * opens it at 0 (progress reset, the customer's data saved); /signup/health-cash/contact opens the
 * KYC chain (60, or 100 when KYC is complete) for a customer who holds HealthCash, else the wizard
 * starts at /buy/health-cash.
 */
export function HealthCashWizard({ customer, entry, continuing }: HealthCashWizardProps) {
  // Its coverage screen says the product catalogue's words: fetched once the wizard is drawn.
  useProductWordsSoon();
  return (
    <WizardEngine
      flow={healthCashFlow}
      customer={customer}
      start={healthCashStart(entry, continuing)}
    />
  );
}
