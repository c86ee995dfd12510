import type { Customer } from '@alaafia/domain';
import { useEffect, useRef } from 'react';
import type { PaymentReference } from '#flows/checkout/api/get-payment-reference.js';
import type { InvoiceKind } from '#flows/checkout/api/send-invoice.js';
import { CheckoutDialogs } from '#flows/checkout/components/checkout-dialogs.js';
import { PaymentAlert } from '#flows/checkout/components/payment-alert.js';
import { useCheckout } from '#flows/checkout/components/use-checkout.js';

/** A renewal the server could not pay from a running period or the saved card: pay this reference. */
export interface RenewalPayment {
  payment: PaymentReference;
  invoice: InvoiceKind;
  /** A new id for each renewal, so the same reference asked twice opens the checkout twice. */
  id: number;
}

/**
 * The checkout of a renewal that needs a payment, with its outcome alert ('Payment successful' and
 * the others of the spec). Loaded by the dashboard only when a renewal needs it: the checkout (and
 * the onboarding data's schema it reads) is not part of the dashboard's first screen.
 */
export function RenewalCheckout({
  customer,
  renewal,
}: {
  customer: Customer;
  renewal: RenewalPayment;
}) {
  const checkout = useCheckout({ customer, invoice: renewal.invoice });
  const started = useRef<number | null>(null);
  const { payReference } = checkout;

  useEffect(() => {
    if (started.current === renewal.id) return;
    started.current = renewal.id;
    void payReference(renewal.payment, { products: [] });
  }, [renewal, payReference]);

  return (
    <>
      <PaymentAlert
        alert={checkout.alert}
        onDismiss={checkout.dismissAlert}
        className="dash-alert"
      />
      <CheckoutDialogs checkout={checkout} />
    </>
  );
}
