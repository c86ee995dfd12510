import {
  COOKIE_KEYS,
  dashboardWizard,
  findSmedanPlan,
  healthStageFallback,
  healthWizard,
  PROGRESS_COOKIE_KEYS,
  stageAfterHealthPayment,
  stageFromStored,
  type Customer,
  type HealthStage,
} from '@alaafia/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { IssuedPolicy } from '../../../components/checkout/api/confirm-card-payment';
import { CheckoutDialogs } from '../../../components/checkout/components/checkout-dialogs';
import { PaymentAlert } from '../../../components/checkout/components/payment-alert';
import { useCheckout } from '../../../components/checkout/components/use-checkout';
import {
  productsQueryOptions,
  useProductTitled,
  type PricingPlan,
} from '../../../components/health-plans/api/get-products';
import { AlreadyPaidModal } from '../../../components/health-plans/components/already-paid-modal';
import { HealthInfoModal } from '../../../components/health-plans/components/health-info-modal';
import { LoadingScreen } from '../../../components/health-plans/components/loading-screen';
import {
  postPaymentStartStage,
  PremiumsLoadingShell,
} from '../../../components/health-plans/components/post-payment-entry';
import { StartAt } from '../../../components/health-plans/components/start-at';
import { usePremiums } from '../../../components/kyc/api/get-premiums';
import { coverFromPremiums } from '../../../components/kyc/components/completion-screen';
import { isKycChainStage, KycChain } from '../../../components/kyc/components/kyc-chain';
import { Spinner } from '../../../components/ui/spinner';
import { WizardFrame, type WizardControls } from '../../../components/wizard/wizard-frame';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { getCookie, setCookie } from '../../../lib/storage';
import { healthCopy } from '../health-copy';
import { readStoredHospitals, storeSelectedPlan } from '../health-storage';
import { CoverageScreen } from './coverage-screen';
import { FirstMonthNotice } from './first-month-notice';
import { HospitalScreen } from './hospital-screen';
import { IntroScreen } from './intro-screen';
import { PlanChoiceScreen } from './plan-choice-screen';
import { PlanSummaryScreen } from './plan-summary-screen';
import { ProcessingScreen } from './processing-screen';
import '../../../styles/health.css';

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
    stage >= 60 ? paths.healthComplete : stage === 50 ? paths.healthSummary : paths.buyHealth;
  return variant === 'dashboard' ? `${path}?${FROM_DASHBOARD_QUERY}` : path;
}

/** Navigation state the wizard sets when it moves itself to another of its routes. */
export type HealthRouteState = { inFlow?: boolean } | null;

const definitionOf = (variant: HealthVariant) =>
  variant === 'dashboard' ? dashboardWizard : healthWizard;

/** 'On opening ... the customer's data is saved in a 2-hour cookie' (with cust_id and engage_uid). */
function saveOnboardingData(customer: Customer) {
  setCookie(COOKIE_KEYS.onboardingData, {
    first_name: customer.first_name,
    last_name: customer.last_name,
    name: customer.name,
    email: customer.email,
    phone_number: customer.phone_number,
    user_id: customer.id,
    cust_id: customer.id,
    engage_uid: customer.engage_uid,
  });
}

/** The first policy of the payments answer: the monthly flow's completion payload (no personal data). */
function storeCompletePayload(policy: IssuedPolicy | undefined) {
  if (!policy) return;
  setCookie(COOKIE_KEYS.completePayload, {
    policy_number: policy.policy_number,
    product_uid: policy.product_uid,
    sum_assured: policy.sum_assured,
    premium: policy.premium,
    unit: policy.unit,
    next_payment_date: policy.next_payment_date,
  });
}

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
  const definition = definitionOf(variant);
  const cookieKey = PROGRESS_COOKIE_KEYS[definition.id];
  const navigate = useNavigate();
  const premiums = usePremiums(customer.id);
  // /buy/health resets progress to 0 and saves the customer's data; the summary route opens at 50.
  const [opened] = useState(() => {
    if (continuing) return true;
    if (entry === 'buy') {
      setCookie(cookieKey, 0);
      saveOnboardingData(customer);
      return true;
    }
    if (entry === 'summary') {
      setCookie(cookieKey, 50);
      return true;
    }
    return false;
  });
  // Set when the wizard closes, so the stage's reset to 0 does not move it back to /buy/health.
  const closing = useRef(false);
  const close = useCallback(() => {
    closing.current = true;
    void navigate(paths.home, { replace: true });
  }, [navigate]);

  // /signup/health/complete is for a customer who holds the plan: the KYC chain (or 100) at once;
  // anyone else starts the wizard (stage 0 lives at /buy/health).
  if (!opened && !premiums.data) {
    return (
      <PremiumsLoadingShell
        title={healthCopy.wizardTitle}
        failed={premiums.isError}
        onRetry={() => void premiums.refetch()}
        onClose={close}
      />
    );
  }
  const startStage = postPaymentStartStage({
    opened,
    productUid: 'HI',
    premiums: premiums.data ?? [],
    storedStage: stageFromStored(definition, getCookie(cookieKey)),
    customer,
  });

  return (
    <StartAt cookieKey={cookieKey} stage={startStage}>
      <WizardFrame definition={definition} open title={healthCopy.wizardTitle} onClose={close}>
        {(wizard) => (
          <HealthStages
            wizard={wizard}
            customer={customer}
            variant={variant}
            closing={closing}
            onClose={close}
          />
        )}
      </WizardFrame>
    </StartAt>
  );
}

type HealthStagesProps = {
  wizard: WizardControls<HealthStage>;
  customer: Customer;
  variant: HealthVariant;
  closing: RefObject<boolean>;
  onClose: () => void;
};

function HealthStages({ wizard, customer, variant, closing, onClose }: HealthStagesProps) {
  const { stage, goTo } = wizard;
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const product = useProductTitled(healthCopy.productTitle);
  const plan = findSmedanPlan(product.data?.pricing_plans);
  const premiums = usePremiums(customer.id);
  const [infoOpen, setInfoOpen] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [alreadyPaid, setAlreadyPaid] = useState(false);

  const checkout = useCheckout({
    customer,
    invoice: 'health',
    onPaid: (policies) => {
      storeCompletePayload(policies[0]);
      goTo(stageAfterHealthPayment(customer));
    },
  });

  // Each stage lives at its route (50 at /signup/health/summary, 60-100 at /signup/health/complete).
  useEffect(() => {
    if (closing.current) return;
    const target = healthPathFor(stage, variant);
    if (`${location.pathname}${location.search}` !== target) {
      void navigate(target, { replace: true, state: { inFlow: true } });
    }
  }, [stage, variant, location.pathname, location.search, navigate, closing]);

  // The fallbacks: 20 without stored hospitals goes to 10; the plan screens (30, 40 and 50) without
  // the SMEDAN plan go to 0 ('the screen falls back to the start if none').
  const needsPlan = stage === 30 || stage === 40 || stage === 50;
  const fallback =
    stage === 20
      ? healthStageFallback(stage, { hospitals: readStoredHospitals() })
      : needsPlan && product.isSuccess
        ? healthStageFallback(40, { plans: product.data?.pricing_plans }) === 0
          ? 0
          : stage
        : stage;
  useEffect(() => {
    if (fallback !== stage) goTo(fallback);
  }, [fallback, stage, goTo]);

  function choosePlan(chosen: PricingPlan) {
    if (!product.data) return;
    storeSelectedPlan({
      product: 'HI',
      product_id: product.data.id,
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

  /** After the hospital is saved: the health product is fetched and its SMEDAN plan set, then 40. */
  async function afterHospitalSaved() {
    const products = await queryClient.fetchQuery(productsQueryOptions());
    const health = products.find((item) => item.title === healthCopy.productTitle);
    const smedan = findSmedanPlan(health?.pricing_plans);
    if (health && smedan) {
      storeSelectedPlan({
        product: 'HI',
        product_id: health.id,
        plan_id: smedan.id,
        name: smedan.name,
        unit: smedan.unit,
        price: smedan.price,
        coverage: smedan.coverage,
      });
      trackEvent('health-set-plan-stage', customer.engage_uid, {
        plan: smedan.name,
        price: smedan.price,
      });
    }
    goTo(40);
  }

  async function pay() {
    setNoticeOpen(false);
    if (!product.data || !plan) return;
    trackEvent('health-payment-stage', customer.engage_uid, {
      product: 'HI',
      plan: plan.name,
      price: plan.price,
    });
    const outcome = await checkout.payByCard({
      products: [{ id: product.data.id, plan_id: plan.id, price: plan.price }],
      planPrice: plan.price,
    });
    if (outcome.status === 'already-paid') setAlreadyPaid(true);
  }

  const cover = coverFromPremiums('HI', premiums.data ?? []);
  const activeHealth = premiums.data?.find(
    (item) => item.product_prefix_code === 'HI' && item.active,
  );
  const loadingPlan = needsPlan && !plan;

  return (
    <>
      <PaymentAlert
        alert={checkout.alert}
        onDismiss={checkout.dismissAlert}
        className="hp-payment-alert"
      />
      {fallback !== stage ? null : stage === 0 ? (
        <IntroScreen
          firstName={customer.first_name}
          plan={plan}
          onLearnMore={() => setInfoOpen(true)}
          onProceed={() => goTo(10)}
        />
      ) : stage === 10 ? (
        <ProcessingScreen customerState={customer.state} onDone={() => goTo(20)} />
      ) : stage === 20 ? (
        <HospitalScreen customer={customer} onSaved={afterHospitalSaved} />
      ) : loadingPlan ? (
        product.isError ? (
          <LoadingScreen failed onRetry={() => void product.refetch()} />
        ) : (
          <Spinner label={healthCopy.wizardTitle} />
        )
      ) : stage === 30 && product.data ? (
        <PlanChoiceScreen
          plans={product.data.pricing_plans}
          onContinue={(chosen) => {
            choosePlan(chosen);
            goTo(40);
          }}
        />
      ) : stage === 40 && plan ? (
        <PlanSummaryScreen
          plan={plan}
          hospital={customer.preferred_hospital}
          busy={checkout.busy}
          onSubscribe={() => setNoticeOpen(true)}
          onSeeCovered={() => goTo(50)}
        />
      ) : stage === 50 && plan ? (
        <CoverageScreen
          plan={plan}
          busy={checkout.busy}
          onLearnMore={() => setInfoOpen(true)}
          onProceed={() => setNoticeOpen(true)}
        />
      ) : isKycChainStage(stage) ? (
        <KycChain
          flow="health"
          stage={stage}
          onStageChange={(next) => {
            // The payment's outcome shows on the first screen after it, not through the KYC.
            checkout.dismissAlert();
            goTo(next as HealthStage);
          }}
          customer={customer}
          product="HI"
          cover={cover ?? undefined}
          errorModal="verification-unsuccessful"
          onCompleted={() => {
            onClose();
            wizard.reset();
          }}
        />
      ) : null}

      <HealthInfoModal
        open={infoOpen}
        onClose={() => setInfoOpen(false)}
        price={plan?.price}
        benefits={plan?.benefits ?? []}
      />
      {plan ? (
        <FirstMonthNotice
          open={noticeOpen}
          firstName={customer.first_name}
          price={plan.price}
          onClose={() => setNoticeOpen(false)}
          onUnderstood={() => void pay()}
        />
      ) : null}
      <AlreadyPaidModal
        open={alreadyPaid}
        productName={healthCopy.productTitle}
        activeUntil={activeHealth?.next_payment_date}
        action="continue"
        onCancel={() => setAlreadyPaid(false)}
        onContinue={() => {
          setAlreadyPaid(false);
          goTo(stageAfterHealthPayment(customer));
        }}
      />
      <CheckoutDialogs checkout={checkout} />
    </>
  );
}
