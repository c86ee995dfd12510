import { checkoutCopy } from '@alaafia/domain';
import type { StatusBannerVariant } from '../../../components/ui/alert-dialog';

/** The payment alerts of income-protection.md section 8 (the domain's words) with their variants. */
export const paymentAlerts = {
  success: { variant: 'success', message: checkoutCopy.paymentSuccessful },
  cancelled: { variant: 'danger', message: checkoutCopy.paymentCancelled },
  failed: { variant: 'danger', message: checkoutCopy.somethingWrong },
  unresolved: { variant: 'warning', message: checkoutCopy.paymentNotResolved },
} as const satisfies Record<string, { variant: StatusBannerVariant; message: string }>;

export type PaymentAlertKey = keyof typeof paymentAlerts;
