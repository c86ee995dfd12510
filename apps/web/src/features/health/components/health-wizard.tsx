import {
  type Customer,
  dashboardWizard,
  findSmedanPlan,
  type HealthScreen,
  type HealthStage,
  healthStageFallback,
  healthWizard,
  isScreen,
  RESET_STAGE,
  stageOf,
} from '@alaafia/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  productsQueryOptions,
  useProductTitled,
  type PricingPlan,
} from '#flows/health-plans/api/get-products.js';
import { HealthInfoModal } from '#flows/health-plans/components/health-info-modal.js';
import { usePremiums } from '#flows/kyc/api/get-premiums.js';
import { coverFromPremiums } from '#flows/kyc/components/completion-screen.js';
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
import { setPlan } from '../health-plan';
import {
  HEALTH_START,
  healthPathFor,
  type HealthEntry,
  type HealthVariant,
} from '../health-routes';
import { readStoredHospitals } from '../health-storage';
import { CoverageScreen } from './coverage-screen';
import { FirstMonthNotice } from './first-month-notice';
import { HospitalScreen } from './hospital-screen';
import { IntroScreen } from './intro-screen';
import { PlanChoiceScreen } from './plan-choice-screen';
import { PlanSummaryScreen } from './plan-summary-screen';
import { ProcessingScreen } from './processing-screen';
import { WithPlan } from './with-plan';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';
import { useProductWordsSoon } from '#lib/product-words.js';

/** The screens that show the SMEDAN plan: without it they fall back to the start. */
const PLAN_SCREENS: readonly HealthScreen[] = ['plan-choice', 'plan-summary', 'coverage'];

/** The flow's own state, shared by its screens and modals: what useHealthFlow answers. */
type HealthState = ReturnType<typeof useHealthFlow>;
type Props = FlowScreenProps<HealthStage, HealthState, PlanPayment>;

function useHealthFlow({ wizard, customer, payment }: WizardTools<HealthStage, PlanPayment>) {
  const t = useT();
  const queryClient = useQueryClient();
  const product = useProductTitled(t('health.productTitle'));
  const plan = findSmedanPlan(product.data?.pricing_plans);
  const premiums = usePremiums(customer.id);
  const [infoOpen, setInfoOpen] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const to = useScreenMoves(healthWizard, wizard.goTo);
  return {
    /** Moves to a screen of the table by its name. */
    to,
    product,
    /** The SMEDAN plan, once the product is loaded. */
    plan,
    cover: coverFromPremiums('HI', premiums.data ?? []),
    infoOpen,
    setInfoOpen,
    noticeOpen,
    setNoticeOpen,
    choosePlan: (chosen: PricingPlan) => {
      if (product.data) setPlan(customer, product.data.id, chosen);
    },
    /** After the hospital is saved: the health product is fetched and its SMEDAN plan set, then 40. */
    afterHospitalSaved: async () => {
      const products = await queryClient.fetchQuery(productsQueryOptions());
      const health = products.find((item) => item.title === t('health.productTitle'));
      const smedan = findSmedanPlan(health?.pricing_plans);
      if (health && smedan) setPlan(customer, health.id, smedan);
      to('plan-summary')();
    },
    pay: async () => {
      setNoticeOpen(false);
      if (!product.data || !plan) return;
      await payment.payPlan(product.data.id, plan);
    },
  };
}

const healthFlow: WizardFlow<HealthStage, HealthScreen, HealthState, PlanPayment> = {
  table: healthWizard,
  title: 'health.wizardTitle',
  usePayment: (tools) =>
    usePlanCheckout(
      {
        checkout: { useCheckout, PaymentAlert, CheckoutDialogs },
        invoice: 'health',
        product: 'HI',
        productName: useT()('health.productTitle'),
        storeCompletePayload: true,
        alreadyPaid: 'continue',
      },
      tools,
    ),
  useFlow: useHealthFlow,
  // 20 without stored hospitals goes to 10; the plan screens (30, 40 and 50) without the SMEDAN plan
  // go to 0 ('the screen falls back to the start if none').
  fallback: (stage, { flow: { product } }) => {
    if (isScreen(healthWizard, stage, 'hospital-selection'))
      return healthStageFallback(stage, { hospitals: readStoredHospitals() });
    const needsPlan = PLAN_SCREENS.some((screen) => isScreen(healthWizard, stage, screen));
    if (!needsPlan || !product.isSuccess) return stage;
    const summary = stageOf(healthWizard, 'plan-summary');
    return healthStageFallback(summary, { plans: product.data?.pricing_plans }) === RESET_STAGE
      ? RESET_STAGE
      : stage;
  },
  route: { pathFor: (stage) => healthPathFor(stage, 'health'), withQuery: true },
  screens: {
    introduction: ({ customer, flow }: Props) => (
      <IntroScreen
        firstName={customer.first_name}
        plan={flow.plan}
        onLearnMore={() => flow.setInfoOpen(true)}
        onProceed={flow.to('processing')}
      />
    ),
    processing: ({ customer, flow }: Props) => (
      <ProcessingScreen customerState={customer.state} onDone={flow.to('hospital-selection')} />
    ),
    'hospital-selection': ({ customer, flow }: Props) => (
      <HospitalScreen customer={customer} onSaved={flow.afterHospitalSaved} />
    ),
    'plan-choice': ({ flow }: Props) => (
      <WithPlan flow={flow}>
        {flow.product.data ? (
          <PlanChoiceScreen
            plans={flow.product.data.pricing_plans}
            onContinue={(chosen) => {
              flow.choosePlan(chosen);
              flow.to('plan-summary')();
            }}
          />
        ) : null}
      </WithPlan>
    ),
    'plan-summary': ({ customer, flow, payment }: Props) => (
      <WithPlan flow={flow}>
        {flow.plan ? (
          <PlanSummaryScreen
            plan={flow.plan}
            hospital={customer.preferred_hospital}
            freeMonthUsed={customer.free_months_used?.includes('HI') ?? false}
            busy={payment.busy}
            onSubscribe={() => flow.setNoticeOpen(true)}
            onSeeCovered={flow.to('coverage')}
          />
        ) : null}
      </WithPlan>
    ),
    coverage: ({ flow, payment }: Props) => (
      <WithPlan flow={flow}>
        {flow.plan ? (
          <CoverageScreen
            plan={flow.plan}
            busy={payment.busy}
            onLearnMore={() => flow.setInfoOpen(true)}
            onProceed={() => flow.setNoticeOpen(true)}
          />
        ) : null}
      </WithPlan>
    ),
    ...kycSlots('kyc-id', 'code-verification', 'name-edit', 'confirm-details', 'completion'),
  },
  kyc: ({ flow }) => ({
    flow: 'health',
    product: 'HI',
    cover: flow.cover ?? undefined,
    errorModal: 'verification-unsuccessful',
  }),
  Overlays: ({ customer, flow }: Props) => (
    <>
      <HealthInfoModal
        open={flow.infoOpen}
        onClose={() => flow.setInfoOpen(false)}
        price={flow.plan?.price}
        benefits={flow.plan?.benefits ?? []}
      />
      {flow.plan ? (
        <FirstMonthNotice
          open={flow.noticeOpen}
          firstName={customer.first_name}
          price={flow.plan.price}
          freeMonthUsed={customer.free_months_used?.includes('HI') ?? false}
          onClose={() => flow.setNoticeOpen(false)}
          onUnderstood={() => void flow.pay()}
        />
      ) : null}
    </>
  ),
};

/** The dashboard's purchase modal: the same screens with its own Go Back map and progress cookie. */
const dashboardHealthFlow: typeof healthFlow = {
  ...healthFlow,
  progress: dashboardWizard,
  route: { pathFor: (stage) => healthPathFor(stage, 'dashboard'), withQuery: true },
};

export type HealthWizardProps = {
  customer: Customer;
  entry: HealthEntry;
  variant: HealthVariant;
  /** True when the wizard itself moved to this route: the stored progress is kept. */
  continuing: boolean;
};

/**
 * The monthly health plan wizard (health-plans.md sections 2 and 4) over the dashboard. Opening it at
 * /buy/health resets progress to 0 and saves the customer's data; /signup/health/summary opens 'What's
 * covered' (50); /signup/health/complete opens the KYC chain after payment (60, or 100 when KYC is
 * complete), for a customer who holds the plan, else the wizard starts at /buy/health.
 */
export function HealthWizard({ customer, entry, variant, continuing }: HealthWizardProps) {
  // Its coverage screen says the product catalogue's words: fetched once the wizard is drawn.
  useProductWordsSoon();
  return (
    <WizardEngine
      flow={variant === 'dashboard' ? dashboardHealthFlow : healthFlow}
      customer={customer}
      start={continuing ? { at: 'stored' } : HEALTH_START[entry]}
    />
  );
}
