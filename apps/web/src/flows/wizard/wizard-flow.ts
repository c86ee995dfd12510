import type { Customer, ProductUid, WizardDefinition } from '@alaafia/domain';
import type { ComponentType, ReactNode } from 'react';
import type { KycChainProps } from '../kyc/components/kyc-chain';
import type { WizardControls, WizardFrameProps } from '#components/wizard/wizard-frame.js';
import type { MessageKey, Translate } from '@alaafia/i18n';

/**
 * A flow as the wizard engine (wizard-engine.tsx) renders it: its stage table from packages/domain, a
 * map from each of the table's screen keys to a component (or to the shared KYC chain), and the
 * flow's own hooks. The engine owns the rest: the shell, the progress cookie and the customer's data
 * saved on opening, the route of each stage, Go Back, the fallbacks, the start after payment, the
 * KYC chain and, when the flow has one, the checkout part (wizard-checkout.tsx).
 */

/** In a screen map: this screen is the shared KYC chain's (60-100), drawn by the engine. */
export const KYC_SLOT = 'kyc-chain';
export type KycSlot = typeof KYC_SLOT;

/** The table's KYC screens (60-100), each on the shared chain: `...kycSlots('kyc-id', ...)`. */
export function kycSlots<K extends string>(...screens: K[]): Record<K, KycSlot> {
  return Object.fromEntries(screens.map((screen) => [screen, KYC_SLOT])) as Record<K, KycSlot>;
}

/** What a payment part gives the engine: drawn around the screens, and dismissed on the KYC chain. */
export type WizardPayment = {
  /** The payment's outcome, above the screens. */
  alert: ReactNode;
  /** The provider's stand-in, the transfer details and the already-paid modal, after them. */
  dialogs: ReactNode;
  /** The outcome shows on the first screen after the payment, not through the KYC. */
  dismissAlert: () => void;
};

/**
 * Whose flow: a signed-in customer's (every flow but one), or nobody's (null: the next of kin's
 * claim, signed out).
 */
export type FlowCustomer = Customer | null;

/** What the engine hands the flow's hooks and screens. */
export type WizardTools<S extends number, P, U extends FlowCustomer = Customer> = {
  wizard: WizardControls<S>;
  customer: U;
  /** Closes the wizard for a page: the dashboard unless told otherwise (progress is the caller's). */
  leave: (to?: string) => void;
  /** The flow's payment part (undefined for a flow without one). */
  payment: P;
  /** The page's words (lib/i18n.tsx's useT): a screen of the flow's map says its own through it. */
  t: Translate;
};

/** A screen of the map: the engine's tools and the flow's own state (what its useFlow returned). */
export type FlowScreenProps<
  S extends number,
  C,
  P,
  U extends FlowCustomer = Customer,
> = WizardTools<S, P, U> & { flow: C };

export type FlowScreen<S extends number, C, P, U extends FlowCustomer = Customer> = ComponentType<
  FlowScreenProps<S, C, P, U>
>;

/**
 * The KYC chain's props a flow sets; the engine adds the stage, its changes and the customer, and,
 * unless the flow says otherwise, what completing does: close the wizard and reset its progress.
 */
export type KycSlotProps = Omit<
  KycChainProps,
  'stage' | 'onStageChange' | 'customer' | 'onCompleted'
> & {
  onCompleted?: KycChainProps['onCompleted'];
};

export type WizardFlow<
  S extends number,
  K extends string,
  C,
  P extends WizardPayment | undefined = undefined,
  U extends FlowCustomer = Customer,
> = {
  /** The stage table whose screens the map draws. */
  table: WizardDefinition<S, K>;
  /**
   * The table whose Go Back map, progress cookie and stored-stage rule apply, when not the stage
   * table's own (the dashboard's purchase modal shows the monthly health screens with its own map).
   */
  progress?: WizardDefinition<S>;
  /** The wizard's accessible name (a key of the catalogue, drawn in the page's language). */
  title: MessageKey;
  /** Every screen key of the table: TypeScript refuses a map that leaves one out. */
  screens: { readonly [Key in K]: FlowScreen<S, C, P, U> | KycSlot };
  /** The flow's own state and handlers, shared by its screens and overlays. */
  useFlow: (tools: WizardTools<S, P, U>) => C;
  /** The payment part (wizard-checkout.tsx); a flow has it for its whole life or never. */
  usePayment?: (tools: { customer: U; wizard: WizardControls<S> }) => P;
  /** The stage to show instead when data the stage needs is missing (the stage itself otherwise). */
  fallback?: (stage: S, props: FlowScreenProps<S, C, P, U>) => S;
  /** The KYC chain's props at 60-100 (a signed-in customer's flow only). */
  kyc?: (props: FlowScreenProps<S, C, P, U>) => KycSlotProps;
  /** The route each stage lives at; `withQuery` compares the query string too. */
  route?: { pathFor: (stage: S) => string; withQuery?: boolean };
  /** The flow's modals over any screen (an info modal, a notice). */
  Overlays?: FlowScreen<S, C, P, U>;
  /**
   * The frame around the screens when not the wizard dialog (`WizardFrame`): the next-of-kin claim
   * is a page. It keeps the table's progress (`useWizardProgress`) and hands it to its children.
   */
  Frame?: ComponentType<WizardFrameProps<S>>;
};

/**
 * Where the wizard opens, read once when it mounts:
 * - 'stored': the stored progress (a wizard that moved itself to another of its routes, or income);
 * - a stage: progress set to it first, and with `saveCustomer` the customer's data saved for 2 hours;
 * - 'after-payment': a post-payment route (/signup/health/complete...): the KYC chain (60, or 100 when
 *   KYC is complete) for a customer who holds `product`, else the flow from 0.
 */
export type WizardStart =
  | { at: 'stored' }
  | { at: number; saveCustomer?: boolean }
  | { at: 'after-payment'; product: ProductUid };
