import { checkoutCopy } from '@alaafia/domain';
import type { StatusBannerVariant } from '#components/ui/alert-dialog.js';

/** The payment alerts of income-protection.md section 8 (the domain's words) with their variants. */
export const paymentAlerts = {
  success: { variant: 'success', message: checkoutCopy.paymentSuccessful },
  cancelled: { variant: 'danger', message: checkoutCopy.paymentCancelled },
  failed: { variant: 'danger', message: checkoutCopy.somethingWrong },
  unresolved: { variant: 'warning', message: checkoutCopy.paymentNotResolved },
  // Ours (issue 18 item 3): the transfer details were closed while we wait for the money.
  pending: {
    variant: 'warning',
    message:
      'We are still waiting for your bank transfer. We will e-mail you as soon as it arrives, and your cover starts then.',
  },
} as const satisfies Record<string, { variant: StatusBannerVariant; message: string }>;

export type PaymentAlertKey = keyof typeof paymentAlerts;

/**
 * The bank transfer's pending view (issue 18 item 3), shown when 'I have sent the money' is pressed
 * before the money has reached us. Nothing here promises a free month: a transfer pays for its
 * months up front.
 */
export const transferPendingCopy = {
  heading: 'We are waiting for your transfer',
  minutes:
    'Bank transfers can take a few minutes to reach us. We are checking for it, and this page will update by itself when it arrives.',
  closeOk:
    'You can close this page. We will e-mail you as soon as your payment arrives, and your cover starts then.',
  notSentYet: 'Not sent it yet? Send the exact amount to the account below.',
  checkAgain: 'Check again',
  checking: 'Checking…',
  close: 'Done',
} as const;
