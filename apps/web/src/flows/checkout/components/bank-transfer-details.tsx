import { formatNaira, lagosTime } from '@alaafia/domain';
import { useId, useState } from 'react';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { Spinner } from '#components/ui/spinner.js';
import type { TransferQuote } from '../api/create-transfer-payment-reference';
import { PaymentAlert } from './payment-alert';
import type { CheckoutAlert } from './use-checkout';
import '#styles/flows.css';
import './checkout.css';
import type { DateWords } from '#lib/dates.js';
import { useDates, useT } from '#lib/i18n.js';

type BankTransferDetailsProps = {
  open: boolean;
  quote: TransferQuote;
  /** While the server looks for the money. */
  confirming: boolean;
  simulating: boolean;
  simulated: boolean;
  alert: CheckoutAlert | null;
  /**
   * 'I have sent the money' was pressed before the money reached us: the pending view, which says
   * what happens next while the checkout keeps checking.
   */
  waiting?: boolean;
  /** 'I have sent the money' (or 'Check again' while waiting): POST /payments/transfer. */
  onConfirm: () => void;
  /** Sandbox only: the transfer the customer would make at their bank. */
  onSimulate: () => void;
  onClose: () => void;
};

/** When the account stops taking the transfer, in Lagos time and the page's language: '7 December
 * 2026, 10:02' (as the claim's clock writes a moment). */
function formatExpiry(dates: DateWords, value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${dates.moment(date)}, ${lagosTime(date)}`;
}

/** The account to pay into, the exact amount, and 'I have sent the money'. */
export function BankTransferDetails({
  open,
  quote,
  confirming,
  simulating,
  simulated,
  alert,
  waiting = false,
  onConfirm,
  onSimulate,
  onClose,
}: BankTransferDetailsProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const pendingId = useId();
  const dates = useDates();
  const expiry = formatExpiry(dates, quote.expires_at);
  const months = quote.number_of_months;

  async function copyAccountNumber() {
    try {
      await navigator.clipboard.writeText(quote.account.account_number);
      setCopied(true);
    } catch {
      setCopied(false); // no clipboard (an old browser, or permission refused): the number is on screen
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && (waiting || !confirming)) onClose();
      }}
      size="md"
      title={t('checkout.transferDetails.title')}
      description={t('checkout.transferDetails.description', {
        amount: formatNaira(quote.total),
        months,
      })}
      dismissible={waiting || !confirming}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={confirming && !waiting}>
            {waiting ? t('checkout.transfer.close') : t('checkout.transferDetails.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={confirming}>
            {waiting ? t('checkout.transfer.checkAgain') : t('checkout.transferDetails.sent')}
          </Button>
        </>
      }
    >
      <PaymentAlert alert={alert} className="flow-modal__alert" />
      {waiting ? (
        <section className="transfer-pending" aria-live="polite" aria-labelledby={pendingId}>
          <h3 id={pendingId} className="transfer-pending__heading">
            {confirming ? <Spinner size="sm" label={t('checkout.transfer.checking')} /> : null}
            {t('checkout.transfer.heading')}
          </h3>
          <p>{t('checkout.transfer.minutes')}</p>
          <p>{t('checkout.transfer.closeOk')}</p>
          <p>{t('checkout.transfer.notSentYet')}</p>
        </section>
      ) : null}
      <dl className="flow-details">
        <div>
          <dt>{t('checkout.transferDetails.amount')}</dt>
          <dd className="flow-details__strong">{formatNaira(quote.total)}</dd>
        </div>
        <div>
          <dt>{t('checkout.transferDetails.bank')}</dt>
          <dd>{quote.account.bank_name}</dd>
        </div>
        <div>
          <dt>{t('checkout.transferDetails.accountNumber')}</dt>
          <dd className="flow-details__copy">
            <span className="flow-details__code">{quote.account.account_number}</span>
            <Button variant="link" onClick={() => void copyAccountNumber()}>
              {copied ? t('checkout.transferDetails.copied') : t('checkout.transferDetails.copy')}
            </Button>
          </dd>
        </div>
        <div>
          <dt>{t('checkout.transferDetails.accountName')}</dt>
          <dd>{quote.account.account_name}</dd>
        </div>
      </dl>
      {expiry ? (
        <p className="flow-modal__note">{t('checkout.transferDetails.validUntil', { expiry })}</p>
      ) : null}
      {quote.provider === 'sandbox' ? (
        <div className="flow-sandbox">
          <p className="flow-sandbox__label">{t('checkout.sandbox.label')}</p>
          <Button
            variant="secondary"
            onClick={onSimulate}
            loading={simulating}
            disabled={simulated || confirming}
          >
            {simulated ? t('checkout.sandbox.simulated') : t('checkout.sandbox.simulate')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
