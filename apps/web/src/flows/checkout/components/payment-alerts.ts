import type { MessageKey } from '@alaafia/i18n';
import type { StatusBannerVariant } from '#components/ui/alert-dialog.js';

/**
 * The payment alerts of income-protection.md section 8 with their variants: each message a key of
 * the catalogue (packages/i18n, namespace checkout; the spec's words in English), drawn by
 * PaymentAlert in the page's language.
 */
export const paymentAlerts = {
  success: { variant: 'success', message: 'checkout.alerts.success' },
  cancelled: { variant: 'danger', message: 'checkout.alerts.cancelled' },
  failed: { variant: 'danger', message: 'checkout.alerts.failed' },
  unresolved: { variant: 'warning', message: 'checkout.alerts.unresolved' },
  // Ours (issue 18 item 3): the transfer details were closed while we wait for the money.
  pending: { variant: 'warning', message: 'checkout.alerts.pending' },
} as const satisfies Record<string, { variant: StatusBannerVariant; message: MessageKey }>;

export type PaymentAlertKey = keyof typeof paymentAlerts;
