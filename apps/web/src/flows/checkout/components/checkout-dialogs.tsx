import { lazy, Suspense } from 'react';
import { ConsentDialog } from './consent-dialog';
import type { Checkout } from './use-checkout';

// Shown only once a payment is under way: fetched then, not with the wizard that holds the checkout.
const BankTransferDetails = lazy(async () => ({
  default: (await import('./bank-transfer-details')).BankTransferDetails,
}));
const SandboxCheckoutDialog = lazy(async () => ({
  default: (await import('./sandbox-checkout-dialog')).SandboxCheckoutDialog,
}));

/** The consent step, the provider's stand-in and the transfer details of a useCheckout, rendered once by the flow. */
export function CheckoutDialogs({ checkout }: { checkout: Checkout }) {
  const { consentDialog, sandboxDialog, transferDialog } = checkout;
  return (
    <>
      {consentDialog ? <ConsentDialog open {...consentDialog} /> : null}
      <Suspense fallback={null}>
        {sandboxDialog ? <SandboxCheckoutDialog open {...sandboxDialog} /> : null}
        {transferDialog ? <BankTransferDetails open {...transferDialog} /> : null}
      </Suspense>
    </>
  );
}
