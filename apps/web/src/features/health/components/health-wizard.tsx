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
import { useState, type ReactNode } from 'react';
import {
  productsQueryOptions,
  useProductTitled,
  type PricingPlan,
} from '#flows/health-plans/api/get-products.js';
import { HealthInfoModal } from '#flows/health-plans/components/health-info-modal.js';
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
  KYC_SLOT,
  type FlowScreenProps,
  type WizardFlow,
  type WizardStart,
} from '#flows/wizard/wizard-flow.js';
import { paths } from '#config/paths.js';
import { trackEvent } from '#lib/analytics.js';
import { healthCopy } from '../health-copy';
import { readStoredHospitals, storeSelectedPlan } from '../health-storage';
import { CoverageScreen } from './coverage-screen';
import { FirstMonthNotice } from './first-month-notice';
import { HospitalScreen } from './hospital-screen';
import { IntroScreen } from './intro-screen';
import { PlanChoiceScreen } from './plan-choice-screen';
import { PlanSummaryScreen } from './plan-summary-screen';
import { ProcessingScreen } from './processing-screen';
import '#styles/health.css';

/** Which route opened the wizard: /buy/health, /signup/health/summary or /signup/health/complete. */
export type HealthEntry = 'buy' | 'summary' | 'complete';

/**
 * Whose Go Back map applies: the health overlay's own ('health', /buy/health) or the dashboard
 * purchase modal's ('dashboard', opened by the dashboard's 'Buy Now': ?from=dashboard).
 */
export type HealthVariant = 'health' | 'dashboard';

export const FROM_DASHBOARD_QUERY = 'from=dashboard';

/**
 * The route a stage belongs to: the spec's /signup/health/summary for 'What's covered' (50) and
 * /signup/health/complete after payment (60-100); the rest under /buy/health. The dashboard variant
 * keeps ?from=dashboard on each.
 */
export function healthPathFor(stage: number, variant: HealthVariant): string {
  const path =
    stage >= stageOf(healthWizard, 'kyc-id')
      ? paths.healthComplete
      : isScreen(healthWizard, stage, 'coverage')
        ? paths.healthSummary
        : paths.buyHealth;
  return variant === 'dashboard' ? `${path}?${FROM_DASHBOARD_QUERY}` : path;
}

/** The screens that show the SMEDAN plan: without it they fall back to the start. */
const PLAN_SCREENS: readonly HealthScreen[] = ['plan-choice', 'plan-summary', 'coverage'];

/** Navigation state the wizard sets when it moves itself to another of its routes. */
export type HealthRouteState = { inFlow?: boolean } | null;

/** The flow's own state, shared by its screens and modals. */
type HealthState = {
  product: ReturnType<typeof useProductTitled>;
  /** The SMEDAN plan, once the product is loaded. */
  plan: PricingPlan | undefined;
  cover: ReturnType<typeof coverFromPremiums>;
  infoOpen: boolean;
  setInfoOpen: (open: boolean) => void;
  noticeOpen: boolean;
  setNoticeOpen: (open: boolean) => void;
  choosePlan: (chosen: PricingPlan) => void;
  afterHospitalSaved: () => Promise<void>;
  pay: () => Promise<void>;
};

type Props = FlowScreenProps<HealthStage, HealthState, PlanPayment>;

/** Stores the chosen plan and sends 'health-set-plan-stage' with its name and price. */
function setPlan(customer: Customer, productId: number, chosen: PricingPlan) {
  storeSelectedPlan({
    product: 'HI',
    product_id: productId,
    plan_id: chosen.id,
    name: chosen.name,
    unit: chosen.unit,
    price: chosen.price,
    coverage: chosen.coverage,
  });
  trackEvent('health-set-plan-stage', customer.engage_uid, {
    plan: chosen.name,
    price: chosen.price,
  });
}

function useHealthFlow({ wizard, customer, payment }: Omit<Props, 'flow'>): HealthState {
  const queryClient = useQueryClient();
  const product = useProductTitled(healthCopy.productTitle);
  const plan = findSmedanPlan(product.data?.pricing_plans);
  const premiums = usePremiums(customer.id);
  const [infoOpen, setInfoOpen] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(false);
  return {
    product,
    plan,
    cover: coverFromPremiums('HI', premiums.data ?? []),
    infoOpen,
    setInfoOpen,
    noticeOpen,
    setNoticeOpen,
    choosePlan(chosen) {
      if (product.data) setPlan(customer, product.data.id, chosen);
    },
    /** After the hospital is saved: the health product is fetched and its SMEDAN plan set, then 40. */
    async afterHospitalSaved() {
      const products = await queryClient.fetchQuery(productsQueryOptions());
      const health = products.find((item) => item.title === healthCopy.productTitle);
      const smedan = findSmedanPlan(health?.pricing_plans);
      if (health && smedan) setPlan(customer, health.id, smedan);
      wizard.goTo(40);
    },
    async pay() {
      setNoticeOpen(false);
      if (!product.data || !plan) return;
      await payment.payPlan(product.data.id, plan);
    },
  };
}

/** The plan screens (30, 40, 50) wait for the SMEDAN plan. */
function WithPlan({ flow, children }: { flow: HealthState; children: ReactNode }) {
  if (flow.plan) return children;
  return flow.product.isError ? (
    <LoadingScreen failed onRetry={() => void flow.product.refetch()} />
  ) : (
    <Spinner label={healthCopy.wizardTitle} />
  );
}

const healthFlow: WizardFlow<HealthStage, HealthScreen, HealthState, PlanPayment> = {
  table: healthWizard,
  title: healthCopy.wizardTitle,
  usePayment: (tools) =>
    usePlanCheckout(
      {
        checkout: { useCheckout, PaymentAlert, CheckoutDialogs },
        invoice: 'health',
        product: 'HI',
        productName: healthCopy.productTitle,
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
    introduction: ({ customer, wizard, flow }: Props) => (
      <IntroScreen
        firstName={customer.first_name}
        plan={flow.plan}
        onLearnMore={() => flow.setInfoOpen(true)}
        onProceed={() => wizard.goTo(10)}
      />
    ),
    processing: ({ customer, wizard }: Props) => (
      <ProcessingScreen customerState={customer.state} onDone={() => wizard.goTo(20)} />
    ),
    'hospital-selection': ({ customer, flow }: Props) => (
      <HospitalScreen customer={customer} onSaved={flow.afterHospitalSaved} />
    ),
    'plan-choice': ({ wizard, flow }: Props) => (
      <WithPlan flow={flow}>
        {flow.product.data ? (
          <PlanChoiceScreen
            plans={flow.product.data.pricing_plans}
            onContinue={(chosen) => {
              flow.choosePlan(chosen);
              wizard.goTo(40);
            }}
          />
        ) : null}
      </WithPlan>
    ),
    'plan-summary': ({ customer, wizard, flow, payment }: Props) => (
      <WithPlan flow={flow}>
        {flow.plan ? (
          <PlanSummaryScreen
            plan={flow.plan}
            hospital={customer.preferred_hospital}
            freeMonthUsed={customer.free_months_used?.includes('HI') ?? false}
            busy={payment.busy}
            onSubscribe={() => flow.setNoticeOpen(true)}
            onSeeCovered={() => wizard.goTo(50)}
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
    'kyc-id': KYC_SLOT,
    'code-verification': KYC_SLOT,
    'name-edit': KYC_SLOT,
    'confirm-details': KYC_SLOT,
    completion: KYC_SLOT,
  },
  kyc: ({ wizard, leave, flow }) => ({
    flow: 'health',
    product: 'HI',
    cover: flow.cover ?? undefined,
    errorModal: 'verification-unsuccessful',
    onCompleted: () => {
      leave();
      wizard.reset();
    },
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

const START: Record<HealthEntry, WizardStart> = {
  buy: { at: 0, saveCustomer: true },
  summary: { at: 50 },
  complete: { at: 'after-payment', product: 'HI' },
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
  return (
    <WizardEngine
      flow={variant === 'dashboard' ? dashboardHealthFlow : healthFlow}
      customer={customer}
      start={continuing ? { at: 'stored' } : START[entry]}
    />
  );
}
