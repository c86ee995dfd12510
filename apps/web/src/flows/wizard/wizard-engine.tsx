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
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '#config/paths.js';
import { releaseEarlyPresses } from '#lib/early-presses.js';
import { getCookie, setCookie } from '#lib/storage.js';
import {
  postPaymentStartStage,
  PremiumsLoadingShell,
} from '../health-plans/components/post-payment-entry';
import { StartAt } from '../health-plans/components/start-at';
import { usePremiums } from '../kyc/api/get-premiums';
import { Spinner } from '#components/ui/spinner.js';
import type { KycChainProps } from '../kyc/components/kyc-chain';
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

// The KYC screens (stages 60 to 100) come after payment: fetched when the customer goes to one (or
// the flow opens at one), not with the wizard (issue 18: the wizards' shared download stays within
// its budget) nor while the customer chooses, pays and reads that they are covered (issue 38: 8 KB
// of the purchase's download, for screens a customer who verifies later never sees then).
export const kycChainChunk = {
  /** Its download (a property, so a test sees when it is asked for). */
  load: () => import('../kyc/components/kyc-chain'),
};
type KycChainModule = Awaited<ReturnType<typeof kycChainChunk.load>>;
/** A download as React's `use` reads it: once settled, what it settled to (React's convention). */
type Download<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};
let kycChainDownload: Download<KycChainModule> | null = null;

/**
 * The KYC chain's module, asked for once (again after a failure). A page that opens on the chain (the
 * KYC page: app/kyc-route.tsx) asks for it as its own module runs, so by the time React draws it the
 * download has settled and `use` reads it at once: the server's HTML is taken over as drawn, not
 * replaced once a lazy part arrives (issue 38).
 */
export function kycChainModule(): Promise<KycChainModule> {
  if (kycChainDownload) return kycChainDownload;
  const started: Download<KycChainModule> = kycChainChunk.load();
  started.status = 'pending';
  started.then(
    (value) => {
      started.status = 'fulfilled';
      started.value = value;
    },
    (reason: unknown) => {
      started.status = 'rejected';
      started.reason = reason;
      kycChainDownload = null;
    },
  );
  kycChainDownload = started;
  return started;
}

/**
 * Marks where a wizard the server drew is React's: a press or typing made on it before then is given
 * back now (lib/early-presses.ts). After the stage's screen, so the screen's fields are React's first;
 * React takes a Suspense boundary over after what is around it, so the KYC chain has its own.
 */
function TakenOver() {
  useEffect(releaseEarlyPresses, []);
  return null;
}

function KycChain(props: KycChainProps) {
  const { KycChain: Chain } = use(kycChainModule());
  return <Chain {...props} />;
}

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

type WizardEngineProps<
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

  const row = screenAt(flow.table, stage);
  const screen = row ? flow.screens[row.screen] : undefined;
  let body: ReactNode = null;
  // Where the page is React's once drawn (its press and typing held from before then given back):
  // inside the KYC chain's boundary, which React takes over after the frame around it.
  let takenOverInBody = false;
  if (shown === stage && screen === KYC_SLOT) {
    const kyc = flow.kyc?.(props);
    takenOverInBody = Boolean(kyc && customer);
    body =
      kyc && customer ? (
        <Suspense fallback={<Spinner label={t('wizard.loading')} />}>
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
          <TakenOver />
        </Suspense>
      ) : null;
  } else if (shown === stage && screen !== undefined) {
    body = createElement(screen, props);
  }

  return (
    <>
      {payment?.alert}
      {body}
      {takenOverInBody ? null : <TakenOver />}
      {flow.Overlays ? createElement(flow.Overlays, props) : null}
      {payment?.dialogs}
    </>
  );
}
