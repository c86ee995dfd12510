import { StatusBanner } from '#components/ui/alert-dialog.js';
import { useT } from '#lib/i18n.js';
import type { CheckoutAlert } from './use-checkout';

type PaymentAlertProps = {
  alert: CheckoutAlert | null;
  onDismiss?: () => void;
  className?: string;
};

/** The payment outcome in the spec's words: success, warning or danger, in the page. */
export function PaymentAlert({ alert, onDismiss, className }: PaymentAlertProps) {
  const t = useT();
  if (!alert) return null;
  return (
    <StatusBanner variant={alert.variant} onDismiss={onDismiss} className={className}>
      {t(alert.message)}
    </StatusBanner>
  );
}
