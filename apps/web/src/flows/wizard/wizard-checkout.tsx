import {
  COOKIE_KEYS,
  stageAfterHealthPayment,
  type Customer,
  type ProductUid,
} from '@alaafia/domain';
import { useState } from 'react';
import { ApiError } from '#lib/api-client.js';
import { trackEvent } from '#lib/analytics.js';
import { setCookie } from '#lib/storage.js';
import type { IssuedPolicy } from '../checkout/api/confirm-card-payment';
import type { PaymentReference } from '../checkout/api/get-payment-reference';
import { declineMessage, useRenewPolicy } from '../checkout/api/renew-policy';
import type { InvoiceKind } from '../checkout/api/send-invoice';
import type { CheckoutDialogs } from '../checkout/components/checkout-dialogs';
import type { PaymentAlert } from '../checkout/components/payment-alert';
import type { useCheckout } from '../checkout/components/use-checkout';
import { AlreadyPaidModal } from '../health-plans/components/already-paid-modal';
import { usePremiums } from '../kyc/api/get-premiums';
import type { WizardControls } from '#components/wizard/wizard-frame.js';
import type { WizardPayment } from './wizard-flow';
import { useT } from '#lib/i18n.js';

/**
 * The wizard engine's checkout part, for a flow that sells one plan by card (the two health wizards):
 * the tracking event, the payment through the shared checkout (use-checkout.ts), the stage after
 * payment (100 when KYC is complete, else 60), and 'You already paid for this product'.
 */
/**
 * The shared checkout's hook and pieces (flows/checkout), passed by the flow: they are a file
 * of their own (the dashboard's renewal loads them on demand), and this way only the wizards that
 * sell a plan fetch it, not the KYC route or the claim wizard that share this part's file.
 */
type CheckoutKit = {
  useCheckout: typeof useCheckout;
  PaymentAlert: typeof PaymentAlert;
  CheckoutDialogs: typeof CheckoutDialogs;
};

type PlanCheckoutOptions = {
  checkout: CheckoutKit;
  /** Which receipt is e-mailed after payment. */
  invoice: InvoiceKind;
  product: ProductUid;
  /** The already-paid modal's product name ('Health Insurance'). */
  productName: string;
  /** The monthly flow keeps the first policy of the payments answer as its completion payload. */
  storeCompletePayload?: boolean;
  /**
   * The already-paid modal's Continue: 'continue' goes on to the KYC (or completion); 'renew' renews
   * the policy first (the saved card is charged for one more year, or the renewal's reference paid).
   */
  alreadyPaid: 'continue' | 'renew';
};

export type PlanToPay = { id: number; name: string; price: number };

export type PlanPayment = WizardPayment & {
  /** The payment, or its renewal, is running. */
  busy: boolean;
  /** 'health-payment-stage', then the card payment; a 409 opens the already-paid modal. */
  payPlan: (productId: number, plan: PlanToPay) => Promise<void>;
};

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

/** The part's hook, for a flow's `usePayment`: `usePayment: (tools) => usePlanCheckout(options, tools)`. */
export function usePlanCheckout<S extends number>(
  options: PlanCheckoutOptions,
  { customer, wizard }: { customer: Customer; wizard: WizardControls<S> },
): PlanPayment {
  const t = useT();
  const { goTo } = wizard;
  const premiums = usePremiums(customer.id);
  const renew = useRenewPolicy(customer.id);
  // Open with the price of the plan whose payment answered 'already paid'.
  const [alreadyPaid, setAlreadyPaid] = useState<{ price: number } | null>(null);
  const [renewError, setRenewError] = useState<string | null>(null);
  // A saved card's decline: the card reference to pay another way with.
  const [declined, setDeclined] = useState<PaymentReference | null>(null);
  const advance = () => goTo(stageAfterHealthPayment(customer) as S);

  const { PaymentAlert, CheckoutDialogs } = options.checkout;
  const checkout = options.checkout.useCheckout({
    customer,
    invoice: options.invoice,
    onPaid: (policies) => {
      if (options.storeCompletePayload) storeCompletePayload(policies[0]);
      advance();
    },
  });

  async function payPlan(productId: number, plan: PlanToPay) {
    trackEvent('health-payment-stage', customer.engage_uid, {
      product: options.product,
      plan: plan.name,
      price: plan.price,
    });
    const outcome = await checkout.payByCard({
      products: [{ id: productId, plan_id: plan.id, price: plan.price }],
      planPrice: plan.price,
    });
    if (outcome.status === 'already-paid') {
      setRenewError(null);
      setAlreadyPaid({ price: plan.price });
    }
  }

  /** Pays a renewal's card reference in the checkout's window; true once paid. */
  async function payRenewal(payment: PaymentReference) {
    setAlreadyPaid(null);
    setDeclined(null);
    setRenewError(null);
    const outcome = await checkout.payReference(payment);
    return outcome.status === 'paid';
  }

  async function renewAndAdvance() {
    // After a decline, Continue is the other way to pay: the reference the server made with it.
    if (declined) {
      if (await payRenewal(declined)) advance();
      return;
    }
    setRenewError(null);
    try {
      const answer = await renew.mutateAsync(options.product);
      if (answer.status === 'declined' && answer.payment) {
        // The saved card was declined, nothing charged (issue 38): said in the modal, which stays.
        setRenewError(declineMessage(t, answer));
        setDeclined(answer.payment);
        return;
      }
      if (answer.status === 'payment_required' && answer.payment) {
        if (!(await payRenewal(answer.payment))) return;
      } else if (answer.status !== 'renewed') return;
      setAlreadyPaid(null);
      advance();
    } catch (error) {
      setRenewError(error instanceof ApiError ? error.message : t('common.error.generic'));
    }
  }

  const active = premiums.data?.find(
    (item) => item.product_prefix_code === options.product && item.active,
  );
  const renews = options.alreadyPaid === 'renew';

  return {
    busy: checkout.busy || renew.isPending,
    payPlan,
    dismissAlert: checkout.dismissAlert,
    alert: (
      <PaymentAlert
        alert={checkout.alert}
        onDismiss={checkout.dismissAlert}
        className="hp-payment-alert"
      />
    ),
    dialogs: (
      <>
        <AlreadyPaidModal
          open={alreadyPaid !== null}
          productName={options.productName}
          activeUntil={active?.next_payment_date}
          action={options.alreadyPaid}
          {...(renews
            ? {
                renewalPrice: active?.premium ?? alreadyPaid?.price ?? null,
                busy: renew.isPending,
                error: renewError,
              }
            : {})}
          onCancel={() => {
            setAlreadyPaid(null);
            setDeclined(null);
          }}
          onContinue={() => {
            if (renews) {
              void renewAndAdvance();
            } else {
              setAlreadyPaid(null);
              advance();
            }
          }}
        />
        <CheckoutDialogs checkout={checkout} />
      </>
    ),
  };
}
