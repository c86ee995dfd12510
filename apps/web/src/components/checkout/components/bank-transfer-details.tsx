import { formatNaira } from '@alaafia/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { TransferQuote } from '../api/create-transfer-payment-reference';
import { PaymentAlert } from './payment-alert';
import type { CheckoutAlert } from './use-checkout';
import '../../../styles/flows.css';

export type BankTransferDetailsProps = {
  open: boolean;
  quote: TransferQuote;
  /** While the server looks for the money. */
  confirming: boolean;
  simulating: boolean;
  simulated: boolean;
  alert: CheckoutAlert | null;
  /** 'I have sent the money': POST /payments/transfer. */
  onConfirm: () => void;
  /** Sandbox only: the transfer the customer would make at their bank. */
  onSimulate: () => void;
  onClose: () => void;
};

// Made on first use: creating an Intl formatter costs a phone tens of milliseconds (locale data),
// which the wizards' first screen should not pay for a transfer view it may never show.
let timeFormat: Intl.DateTimeFormat | null = null;

function formatExpiry(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  timeFormat ??= new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });
  return timeFormat.format(date);
}

/** The account to pay into, the exact amount, and 'I have sent the money'. */
export function BankTransferDetails({
  open,
  quote,
  confirming,
  simulating,
  simulated,
  alert,
  onConfirm,
  onSimulate,
  onClose,
}: BankTransferDetailsProps) {
  const [copied, setCopied] = useState(false);
  const expiry = formatExpiry(quote.expires_at);
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
        if (!next && !confirming) onClose();
      }}
      size="md"
      title="Pay by bank transfer"
      description={`Send exactly ${formatNaira(quote.total)} for ${months} months to this account.`}
      dismissible={!confirming}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={confirming}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={confirming}>
            I have sent the money
          </Button>
        </>
      }
    >
      <PaymentAlert alert={alert} className="flow-modal__alert" />
      <dl className="flow-details">
        <div>
          <dt>Amount</dt>
          <dd className="flow-details__strong">{formatNaira(quote.total)}</dd>
        </div>
        <div>
          <dt>Bank</dt>
          <dd>{quote.account.bank_name}</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd className="flow-details__copy">
            <span className="flow-details__code">{quote.account.account_number}</span>
            <Button variant="link" onClick={() => void copyAccountNumber()}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </dd>
        </div>
        <div>
          <dt>Account name</dt>
          <dd>{quote.account.account_name}</dd>
        </div>
      </dl>
      {expiry ? (
        <p className="flow-modal__note">This account number is valid until {expiry}.</p>
      ) : null}
      {quote.provider === 'sandbox' ? (
        <div className="flow-sandbox">
          <p className="flow-sandbox__label">Test mode: no real money moves</p>
          <Button
            variant="secondary"
            onClick={onSimulate}
            loading={simulating}
            disabled={simulated || confirming}
          >
            {simulated ? 'Test transfer sent' : 'Simulate the transfer'}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
