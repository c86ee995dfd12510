import { BankTransferDetails } from './bank-transfer-details';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';
import type { Checkout } from './use-checkout';

/** The provider's stand-in and the transfer details of a useCheckout, rendered once by the flow. */
export function CheckoutDialogs({ checkout }: { checkout: Checkout }) {
  const { sandboxDialog, transferDialog } = checkout;
  return (
    <>
      {sandboxDialog ? <SandboxCheckoutDialog open {...sandboxDialog} /> : null}
      {transferDialog ? <BankTransferDetails open {...transferDialog} /> : null}
    </>
  );
}
