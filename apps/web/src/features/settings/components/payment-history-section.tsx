import { formatNaira, productNameIn } from '@alaafia/domain';
import type { Customer } from '@alaafia/domain';
import { usePaymentHistory, type PaymentHistoryItem } from '../api/payment-history';
import { useDates, useT } from '#lib/i18n.js';
import type { Translate } from '@alaafia/i18n';

/** What a payment paid for, in one line: 'Health Insurance (SMEDAN), first month free'. */
function describe(t: Translate, item: PaymentHistoryItem): string {
  if (item.items.length === 0) return t('settings.verification');
  return item.items
    .map((line) => {
      const what =
        line.amount === 0 && item.payment_type === 'card'
          ? t('settings.firstMonthFree')
          : t('settings.months', { count: line.cover_months });
      const renewal = item.purpose === 'renewal' ? `, ${t('settings.renewal')}` : '';
      // The product's name in the page's language (its frame.product.* entry; the API says English).
      return `${productNameIn(t, line.product)} (${line.plan_name}), ${what}${renewal}`;
    })
    .join('; ');
}

/**
 * 'refunded' once the money has left (the provider's 'processed', when the customer is e-mailed that
 * it was sent); 'refund pending' before (queued, requested, processing) or while it waits on a person
 * (failed, held). Before issue 30 a queued refund read 'refunded' and a sent one 'refund pending'.
 */
function refundSent(status: string): boolean {
  return status === 'processed';
}

function meta(t: Translate, item: PaymentHistoryItem): string {
  const channel =
    item.channel === 'bank_transfer' ? t('settings.channelTransfer') : t('settings.channelCard');
  const refund = item.refunds.find((r) => r.reason === 'card_verification');
  const verification =
    item.card_verification > 0
      ? `${t('settings.cardVerification', { amount: formatNaira(item.card_verification) })}${
          refund
            ? `, ${refundSent(refund.status) ? t('settings.refunded') : t('settings.refundPending')}`
            : ''
        }`
      : null;
  return [channel, item.reference, verification].filter(Boolean).join(' · ');
}

/** Payments, newest first, with what each paid for and its receipts (PDF, for their owner only). */
export function PaymentHistorySection({ customer }: { customer: Customer }) {
  const t = useT();
  // The day of a payment in the page's language, in Lagos time.
  const dates = useDates();
  const history = usePaymentHistory(customer.id);
  return (
    <section className="page-card settings-section" aria-labelledby="settings-payments">
      <h2 id="settings-payments">{t('settings.payments')}</h2>
      {history.isError ? (
        <p className="settings-section__intro">{t('settings.loadFailed')}</p>
      ) : null}
      {history.data && history.data.length === 0 ? (
        <p className="settings-section__intro">{t('settings.noPayments')}</p>
      ) : null}
      {history.data && history.data.length > 0 ? (
        <ul className="payment-list">
          {history.data.map((item) => (
            <li key={item.id} className="payment-item">
              <div className="payment-item__head">
                <span className="payment-item__amount">{formatNaira(item.amount)}</span>
                <span className="payment-item__meta">{dates.moment(item.paid_at)}</span>
              </div>
              <p className="payment-item__what">{describe(t, item)}</p>
              <p className="payment-item__meta">{meta(t, item)}</p>
              {item.receipts.length > 0 ? (
                <div className="payment-item__receipts">
                  {item.receipts.map((receipt) => (
                    <a key={receipt.invoice_number} href={receipt.document} download>
                      {t('settings.receipt', { invoice: receipt.invoice_number })}
                    </a>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
