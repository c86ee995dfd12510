import { BankTransferDetails } from './bank-transfer-details';
import { ConsentDialog } from './consent-dialog';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';
import type { Checkout } from './use-checkout';

/** The consent step, the provider's stand-in and the transfer details of a useCheckout, rendered once by the flow. */
export function CheckoutDialogs({ checkout }: { checkout: Checkout }) {
  const { consentDialog, sandboxDialog, transferDialog } = checkout;
  return (
    <>
      {consentDialog ? <ConsentDialog open {...consentDialog} /> : null}
      {sandboxDialog ? <SandboxCheckoutDialog open {...sandboxDialog} /> : null}
      {transferDialog ? <BankTransferDetails open {...transferDialog} /> : null}
    </>
  );
}
