import {
  COOKIE_KEYS,
  PROGRESS_COOKIE_KEYS,
  screenAt,
  stageFromStored,
  type Customer,
  type ProductUid,
  type WizardDefinition,
} from '@alaafia/domain';
import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '#config/paths.js';
import { getCookie, setCookie } from '#lib/storage.js';
import {
  postPaymentStartStage,
  PremiumsLoadingShell,
} from '../health-plans/components/post-payment-entry';
import { StartAt } from '../health-plans/components/start-at';
import { usePremiums } from '../kyc/api/get-premiums';
import { WizardFrame, type WizardControls } from '#components/wizard/wizard-frame.js';
import {
  KYC_SLOT,
  type FlowCustomer,
  type WizardFlow,
  type WizardPayment,
  type WizardStart,
  type WizardTools,
} from './wizard-flow';
import { useT } from '#lib/i18n.js';

// The KYC screens (stages 60 to 100) come after payment: fetched when the flow nears them (the
// checkout's stage) or opens at one, not with the wizard (issue 18: the wizards' shared download
// stays within its budget).
const loadKycChain = () => import('../kyc/components/kyc-chain');
const KycChain = lazy(async () => ({ default: (await loadKycChain()).KycChain }));

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

/** Writes the opening stage (and the customer's data); false when it waits for the premiums. */
function openAt(start: WizardStart, cookieKey: string, customer: FlowCustomer): boolean {
  if (start.at === 'after-payment') return false;
  if (start.at !== 'stored') {
    setCookie(cookieKey, start.at);
    if (start.saveCustomer && customer) saveOnboardingData(customer);
  }
  return true;
}

export type WizardEngineProps<
  S extends number,
  K extends string,
  C,
  P extends WizardPayment | undefined,
  U extends FlowCustomer = Customer,
> = {
  flow: WizardFlow<S, K, C, P, U>;
  /** The signed-in customer, or null for a signed-out flow (the next-of-kin claim). */
  customer: U;
  /** Where it opens (read once, when it mounts). */
  start: WizardStart;
  /** Leaves the wizard for `to`; by default the router replaces the page with it. */
  onLeave?: (to: string) => void;
};

/**
 * One wizard engine for every flow: renders a flow from its domain stage table and its map from
 * screen key to component (wizard-flow.ts), in the shared shell with the table's Go Back map.
 */
export function WizardEngine<
  S extends number,
  K extends string,
  C,
  P extends WizardPayment | undefined,
  U extends FlowCustomer = Customer,
>({ flow, customer, start, onLeave }: WizardEngineProps<S, K, C, P, U>) {
  const definition: WizardDefinition<S> = flow.progress ?? flow.table;
  const cookieKey = PROGRESS_COOKIE_KEYS[definition.id];
  const navigate = useNavigate();
  const t = useT();
  const title = t(flow.title);
  // Read once: a wizard that moves itself to another of its routes keeps its frame and progress.
  const [opening] = useState(() => ({ start, opened: openAt(start, cookieKey, customer) }));
  // Set when the wizard closes, so the stage's reset to 0 does not move it back to its first route.
  const closing = useRef(false);
  const leave = useCallback(
    (to: string = paths.home) => {
      closing.current = true;
      if (onLeave) onLeave(to);
      else void navigate(to, { replace: true });
    },
    [navigate, onLeave],
  );
  const close = useCallback(() => leave(), [leave]);

  // The wizard dialog, or the flow's own frame (a page).
  const Frame = flow.Frame ?? WizardFrame;
  const frame = (
    <Frame definition={definition} open title={title} onClose={close}>
      {(wizard) => (
        <Stages flow={flow} wizard={wizard} customer={customer} leave={leave} closing={closing} />
      )}
    </Frame>
  );
  if (opening.opened || opening.start.at !== 'after-payment' || !customer) return frame;
  return (
    <AfterPaymentStart
      product={opening.start.product}
      definition={definition}
      cookieKey={cookieKey}
      customer={customer}
      title={title}
      onClose={close}
    >
      {frame}
    </AfterPaymentStart>
  );
}

/**
 * A post-payment route is for a customer who holds the plan: the KYC chain (or 100) at once; anyone
 * else starts the wizard at 0. The frame waits for the premiums that say which.
 */
function AfterPaymentStart<S extends number>({
  product,
  definition,
  cookieKey,
  customer,
  title,
  onClose,
  children,
}: {
  product: ProductUid;
  definition: WizardDefinition<S>;
  cookieKey: string;
  customer: Customer;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const premiums = usePremiums(customer.id);
  if (!premiums.data) {
    return (
      <PremiumsLoadingShell
        title={title}
        failed={premiums.isError}
        onRetry={() => void premiums.refetch()}
        onClose={onClose}
      />
    );
  }
  const stage = postPaymentStartStage({
    opened: false,
    productUid: product,
    premiums: premiums.data,
    storedStage: stageFromStored(definition, getCookie(cookieKey)),
    customer,
  });
  return (
    <StartAt cookieKey={cookieKey} stage={stage}>
      {children}
    </StartAt>
  );
}

type StagesProps<
  S extends number,
  K extends string,
  C,
  P extends WizardPayment | undefined,
  U extends FlowCustomer,
> = {
  flow: WizardFlow<S, K, C, P, U>;
  wizard: WizardControls<S>;
  customer: U;
  leave: (to?: string) => void;
  closing: { readonly current: boolean };
};

/** The screen of the current stage, with the flow's hooks, overlays and payment part around it. */
function Stages<
  S extends number,
  K extends string,
  C,
  P extends WizardPayment | undefined,
  U extends FlowCustomer,
>({ flow, wizard, customer, leave, closing }: StagesProps<S, K, C, P, U>) {
  const { stage, goTo } = wizard;
  const location = useLocation();
  const navigate = useNavigate();
  // A flow has its payment part for its whole life or never, so the hooks run in the same order.
  const payment = (flow.usePayment ? flow.usePayment({ customer, wizard }) : undefined) as P;
  const t = useT();
  const tools: WizardTools<S, P, U> = { wizard, customer, leave, payment, t };
  const state = flow.useFlow(tools);
  const props = { ...tools, flow: state };

  // Each stage lives at its route (a wizard that moves itself keeps its progress: inFlow).
  const { route } = flow;
  const here = route?.withQuery ? `${location.pathname}${location.search}` : location.pathname;
  useEffect(() => {
    if (!route || closing.current) return;
    const target = route.pathFor(stage);
    if (here !== target) void navigate(target, { replace: true, state: { inFlow: true } });
  }, [route, stage, here, navigate, closing]);

  // The fallbacks: a stage whose data is missing shows nothing and moves to the stage that gets it.
  const shown = flow.fallback ? flow.fallback(stage, props) : stage;
  useEffect(() => {
    if (shown !== stage) goTo(shown);
  }, [shown, stage, goTo]);

  const latestPayment = useRef(payment);
  useEffect(() => {
    latestPayment.current = payment;
  });
  const toKycStage = useCallback(
    (next: number) => {
      latestPayment.current?.dismissAlert();
      goTo(next as S);
    },
    [goTo],
  );

  // Only a flow with the KYC chain fetches it (the claim wizard has none).
  const hasKyc = flow.kyc !== undefined;
  useEffect(() => {
    if (hasKyc && stage >= 30) void loadKycChain().catch(() => undefined);
  }, [hasKyc, stage]);

  const row = screenAt(flow.table, stage);
  const screen = row ? flow.screens[row.screen] : undefined;
  let body: ReactNode = null;
  if (shown === stage && screen === KYC_SLOT) {
    const kyc = flow.kyc?.(props);
    body =
      kyc && customer ? (
        <Suspense fallback={null}>
          <KycChain
            {...kyc}
            onCompleted={
              kyc.onCompleted ??
              (() => {
                leave();
                wizard.reset();
              })
            }
            stage={stage}
            onStageChange={toKycStage}
            customer={customer}
          />
        </Suspense>
      ) : null;
  } else if (shown === stage && screen !== undefined) {
    body = createElement(screen, props);
  }

  return (
    <>
      {payment?.alert}
      {body}
      {flow.Overlays ? createElement(flow.Overlays, props) : null}
      {payment?.dialogs}
    </>
  );
}
