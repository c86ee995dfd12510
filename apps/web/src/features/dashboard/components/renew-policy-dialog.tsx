import { formatCalendarDate, formatNaira, type RenewalQuote } from '@alaafia/domain';
import { ConfirmDialog } from '#components/ui/confirm-dialog.js';
import { useRenewalQuote } from '../api/policy-terms';
import { dashboardCopy } from '../dashboard-copy';

/** What renewing will cost and buy, in words (issue 18). */
export function describeRenewal(quote: RenewalQuote): string {
  const from = formatCalendarDate(quote.covered_from);
  const until = formatCalendarDate(quote.covered_until);
  if (quote.how === 'reactivate') return dashboardCopy.renewReactivate(until);
  const amount = formatNaira(quote.amount);
  const months = dashboardCopy.months(quote.cover_months);
  return quote.how === 'saved_card'
    ? dashboardCopy.renewSavedCard(
        amount,
        dashboardCopy.savedCard(quote.card?.brand ?? null, quote.card?.last4 ?? null),
        months,
        from,
        until,
      )
    : dashboardCopy.renewCardPayment(amount, months, from, until);
}

export type RenewPolicyDialogProps = {
  customerId: number;
  /** The premium's product_id of the policy to renew; null when closed. */
  productId: string | number | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * The spec's renew confirm modal ('Renew policy', "You're about to renew this policy. Are you sure
 * about this?"), followed by what it will charge and what that buys (GET renewal-quote, the API's
 * own renewal rules) before anything is charged. Continue waits for the quote; a quote the API
 * refuses (a policy paused for verification) is shown instead and nothing can be confirmed.
 */
export function RenewPolicyDialog({
  customerId,
  productId,
  loading,
  onCancel,
  onConfirm,
}: RenewPolicyDialogProps) {
  const quote = useRenewalQuote(customerId, productId);
  const detail = quote.data
    ? describeRenewal(quote.data)
    : quote.isError
      ? quote.error.message
      : dashboardCopy.renewChecking;
  return (
    <ConfirmDialog
      open={productId !== null}
      title={dashboardCopy.renewTitle}
      text={`${dashboardCopy.renewText} ${detail}`}
      loading={loading}
      confirmDisabled={!quote.data}
      onCancel={onCancel}
      onConfirm={() => {
        if (quote.data) onConfirm();
      }}
    />
  );
}
