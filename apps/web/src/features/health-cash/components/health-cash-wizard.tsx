import {
  chosenYearlyCoverage,
  COOKIE_KEYS,
  errorCopy,
  healthCashStageFallback,
  healthCashWizard,
  PROGRESS_COOKIE_KEYS,
  stageAfterHealthPayment,
  stageFromStored,
  type Customer,
  type HealthCashStage,
} from '@alaafia/domain';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PaymentReference } from '../../../components/checkout/api/get-payment-reference';
import { useRenewPolicy } from '../../../components/checkout/api/renew-policy';
import { CheckoutDialogs } from '../../../components/checkout/components/checkout-dialogs';
import { PaymentAlert } from '../../../components/checkout/components/payment-alert';
import { useCheckout } from '../../../components/checkout/components/use-checkout';
import {
  findYearlyPlan,
  useProductTitled,
} from '../../../components/health-plans/api/get-products';
import { AlreadyPaidModal } from '../../../components/health-plans/components/already-paid-modal';
import { HealthCashInfoModal } from '../../../components/health-plans/components/health-cash-info-modal';
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
import { ApiError } from '../../../lib/api-client';
import { getCookie, setCookie } from '../../../lib/storage';
import { healthCashCopy } from '../health-cash-copy';
import { readYearlyCoverage, storeYearlyCoverage } from '../health-cash-storage';
import { HealthCashCoverageScreen } from './health-cash-coverage-screen';
import { HealthCashIntroScreen } from './health-cash-intro-screen';
import { HealthCashSummaryScreen } from './health-cash-summary-screen';
import { UpsellDialog } from './upsell-dialog';
import '../../../styles/health.css';

/** Which route opened the wizard: /buy/health-cash, or /signup/health-cash/contact after payment. */
export type HealthCashEntry = 'buy' | 'contact';

/**
 * The route a stage belongs to: /signup/health-cash/contact once the plan is paid for (60-100: the
 * KYC chain and completion, also where the already-paid modal's Continue leads); the rest under
 * /buy/health-cash.
 */
export function healthCashPathFor(stage: number): string {
  return stage >= 60 ? paths.healthCashContact : paths.buyHealthCash;
}

/** The renew-policy answer: renewed at once, or a card reference to pay for the next year. */
type RenewAnswer = { status: 'renewed' | 'payment_required'; payment: PaymentReference | null };

function isRenewAnswer(value: unknown): value is RenewAnswer {
  const status = (value as { status?: unknown } | null)?.status;
  return status === 'renewed' || status === 'payment_required';
}

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
  const cookieKey = PROGRESS_COOKIE_KEYS[healthCashWizard.id];
  const navigate = useNavigate();
  const premiums = usePremiums(customer.id);
  // /buy/health-cash resets progress to 0 and saves the customer's data (as the monthly overlay does).
  const [opened] = useState(() => {
    if (continuing) return true;
    if (entry === 'buy') {
      setCookie(cookieKey, 0);
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
      return true;
    }
    return false;
  });
  // Set when the wizard closes, so the stage's reset to 0 does not move it back to /buy/health-cash.
  const closing = useRef(false);
  const leave = useCallback(
    (to: string = paths.home) => {
      closing.current = true;
      void navigate(to, { replace: true });
    },
    [navigate],
  );
  const close = useCallback(() => leave(), [leave]);

  // /signup/health-cash/contact is for a customer whose HealthCash is paid for; anyone else starts at 0.
  if (!opened && !premiums.data) {
    return (
      <PremiumsLoadingShell
        title={healthCashCopy.wizardTitle}
        failed={premiums.isError}
        onRetry={() => void premiums.refetch()}
        onClose={close}
      />
    );
  }
  const startStage = postPaymentStartStage({
    opened,
    productUid: 'HTCI',
    premiums: premiums.data ?? [],
    storedStage: stageFromStored(healthCashWizard, getCookie(cookieKey)),
    customer,
  });

  return (
    <StartAt cookieKey={cookieKey} stage={startStage}>
      <WizardFrame
        definition={healthCashWizard}
        open
        title={healthCashCopy.wizardTitle}
        onClose={close}
      >
        {(wizard) => (
          <HealthCashStages wizard={wizard} customer={customer} closing={closing} onLeave={leave} />
        )}
      </WizardFrame>
    </StartAt>
  );
}

type HealthCashStagesProps = {
  wizard: WizardControls<HealthCashStage>;
  customer: Customer;
  closing: RefObject<boolean>;
  /** Closes the wizard for a page: the dashboard unless told otherwise. */
  onLeave: (to?: string) => void;
};

function HealthCashStages({ wizard, customer, closing, onLeave }: HealthCashStagesProps) {
  const { stage, goTo } = wizard;
  const location = useLocation();
  const navigate = useNavigate();
  const product = useProductTitled(healthCashCopy.productTitle);
  const yearlyPlan = findYearlyPlan(product.data?.pricing_plans);
  const premiums = usePremiums(customer.id);
  const renew = useRenewPolicy(customer.id);
  const [infoOpen, setInfoOpen] = useState(false);
  const [alreadyPaid, setAlreadyPaid] = useState(false);
  const [renewError, setRenewError] = useState<string | null>(null);
  const [upsellOpen, setUpsellOpen] = useState(false);

  const checkout = useCheckout({
    customer,
    invoice: 'healthcash',
    onPaid: () => goTo(stageAfterHealthPayment(customer)),
  });

  useEffect(() => {
    if (closing.current) return;
    const target = healthCashPathFor(stage);
    if (location.pathname !== target) {
      void navigate(target, { replace: true, state: { inFlow: true } });
    }
  }, [stage, location.pathname, navigate, closing]);

  // 10 loads the plan, keeps its coverage (section 3: the 'Year' plan unless one is stored), then 40.
  useEffect(() => {
    if (stage !== 10 || !product.isSuccess) return;
    const chosen = chosenYearlyCoverage(product.data?.pricing_plans, readYearlyCoverage());
    if (!chosen) return;
    storeYearlyCoverage(chosen);
    goTo(40);
  }, [stage, product.isSuccess, product.data, goTo]);

  const storedCoverage = readYearlyCoverage();
  const fallback =
    stage === 40
      ? healthCashStageFallback(40, {
          plans: product.data?.pricing_plans,
          selectedCoverage: storedCoverage,
        })
      : stage;
  useEffect(() => {
    if (fallback !== stage) goTo(fallback);
  }, [fallback, stage, goTo]);

  async function pay() {
    const coverage = chosenYearlyCoverage(product.data?.pricing_plans, storedCoverage);
    if (!product.data || !yearlyPlan || !coverage) return;
    trackEvent('health-payment-stage', customer.engage_uid, {
      product: 'HTCI',
      plan: yearlyPlan.name,
      price: yearlyPlan.price,
    });
    const outcome = await checkout.payByCard({
      products: [{ id: product.data.id, plan_id: yearlyPlan.id, price: yearlyPlan.price }],
      planPrice: yearlyPlan.price,
    });
    if (outcome.status === 'already-paid') {
      setRenewError(null);
      setAlreadyPaid(true);
    }
  }

  /**
   * The already-paid modal's Continue: the existing policy is renewed (the saved card is charged for
   * one more year, or the renewal's reference is paid in the checkout), then the flow advances.
   */
  async function renewAndAdvance() {
    setRenewError(null);
    try {
      const answer = await renew.mutateAsync('HTCI');
      if (isRenewAnswer(answer) && answer.status === 'payment_required' && answer.payment) {
        setAlreadyPaid(false);
        const outcome = await checkout.payReference(answer.payment);
        if (outcome.status !== 'paid') return;
      }
      setAlreadyPaid(false);
      goTo(stageAfterHealthPayment(customer));
    } catch (error) {
      setRenewError(error instanceof ApiError ? error.message : errorCopy.generic);
    }
  }

  const cover = coverFromPremiums('HTCI', premiums.data ?? []);
  const activeCash = premiums.data?.find(
    (item) => item.product_prefix_code === 'HTCI' && item.active,
  );
  const hasIncome = premiums.data?.some((item) => item.product_prefix_code === 'EI' && item.active);
  const coverage = chosenYearlyCoverage(product.data?.pricing_plans, storedCoverage);

  return (
    <>
      <PaymentAlert
        alert={checkout.alert}
        onDismiss={checkout.dismissAlert}
        className="hp-payment-alert"
      />
      {fallback !== stage ? null : stage === 0 ? (
        <HealthCashIntroScreen
          firstName={customer.first_name}
          plan={yearlyPlan}
          onLearnMore={() => setInfoOpen(true)}
          onProceed={() => goTo(10)}
        />
      ) : stage === 10 ? (
        <LoadingScreen
          failed={product.isError || (product.isSuccess && !yearlyPlan)}
          onRetry={() => void product.refetch()}
        />
      ) : stage === 40 && coverage ? (
        <HealthCashSummaryScreen
          coverage={coverage}
          busy={checkout.busy || renew.isPending}
          onSubscribe={() => void pay()}
          onSeeCovered={() => goTo(50)}
        />
      ) : stage === 50 && yearlyPlan ? (
        <HealthCashCoverageScreen
          coverage={yearlyPlan.coverage}
          benefits={yearlyPlan.benefits}
          onBack={() => goTo(40)}
        />
      ) : stage === 50 ? (
        product.isError ? (
          <LoadingScreen failed onRetry={() => void product.refetch()} />
        ) : (
          <Spinner label={healthCashCopy.wizardTitle} />
        )
      ) : isKycChainStage(stage) ? (
        <KycChain
          flow="health-cash"
          stage={stage}
          onStageChange={(next) => {
            // The payment's outcome shows on the first screen after it, not through the KYC.
            checkout.dismissAlert();
            goTo(next as HealthCashStage);
          }}
          customer={customer}
          product="HTCI"
          cover={cover ?? undefined}
          copy={{ otpPrompt: healthCashCopy.otpPrompt }}
          onCompleted={() => {
            if (hasIncome) {
              onLeave();
              wizard.reset();
            } else {
              setUpsellOpen(true);
            }
          }}
        />
      ) : null}

      <HealthCashInfoModal
        open={infoOpen}
        onClose={() => setInfoOpen(false)}
        price={yearlyPlan?.price}
      />
      <AlreadyPaidModal
        open={alreadyPaid}
        productName={healthCashCopy.productTitle}
        activeUntil={activeCash?.next_payment_date}
        action="renew"
        renewalPrice={activeCash?.premium ?? yearlyPlan?.price ?? null}
        busy={renew.isPending}
        error={renewError}
        onCancel={() => setAlreadyPaid(false)}
        onContinue={() => void renewAndAdvance()}
      />
      <UpsellDialog
        open={upsellOpen}
        onYes={() => {
          onLeave(paths.buyIncome);
          wizard.reset();
        }}
        onNo={() => {
          setUpsellOpen(false);
          onLeave();
          wizard.reset();
        }}
      />
      <CheckoutDialogs checkout={checkout} />
    </>
  );
}
