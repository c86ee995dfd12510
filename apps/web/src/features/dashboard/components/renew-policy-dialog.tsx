import { formatNaira, savedCardWords, type RenewalQuote } from '@alaafia/domain';
import type { DateWords } from '#lib/dates.js';
import { ConfirmDialog } from '#components/ui/confirm-dialog.js';
import { useRenewalQuote } from '../api/policy-terms';
import type { Translate } from '@alaafia/i18n';
import { useDates, useT } from '#lib/i18n.js';

/** What renewing will cost and buy, in words (issue 18). */
function describeRenewal(t: Translate, dates: DateWords, quote: RenewalQuote): string {
  const from = dates.day(quote.covered_from);
  const until = dates.day(quote.covered_until);
  if (quote.how === 'reactivate') return t('dashboard.renewReactivate', { until });
  const amount = formatNaira(quote.amount);
  const months = t('dashboard.monthsOfCover', { count: quote.cover_months });
  return quote.how === 'saved_card'
    ? t('dashboard.renewSavedCard', {
        amount,
        card: savedCardWords(t, quote.card),
        months,
        from,
        until,
      })
    : t('dashboard.renewCardPayment', { amount, months, from, until });
}

type RenewPolicyDialogProps = {
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
  const t = useT();
  const dates = useDates();
  const quote = useRenewalQuote(customerId, productId);
  const detail = quote.data
    ? describeRenewal(t, dates, quote.data)
    : quote.isError
      ? quote.error.message
      : t('dashboard.renewChecking');
  return (
    <ConfirmDialog
      open={productId !== null}
      title={t('dashboard.renewTitle')}
      text={`${t('dashboard.renewText')} ${detail}`}
      loading={loading}
      confirmDisabled={!quote.data}
      onCancel={onCancel}
      onConfirm={() => {
        if (quote.data) onConfirm();
      }}
    />
  );
}
