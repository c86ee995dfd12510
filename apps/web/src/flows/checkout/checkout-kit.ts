import type { CheckoutKit } from '#flows/wizard/wizard-checkout.js';
import { CheckoutDialogs } from './components/checkout-dialogs';
import { PaymentAlert } from './components/payment-alert';
import { useCheckout } from './components/use-checkout';

/**
 * The checkout's hook and pieces a paying flow hands the wizard engine (usePlanCheckout): imported
 * by the flows that pay, so the engine itself (the claim wizard, the KYC route) never loads them.
 */
export const checkoutKit: CheckoutKit = { useCheckout, PaymentAlert, CheckoutDialogs };
