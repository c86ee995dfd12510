import {
  CARD_VERIFICATION_CHARGE,
  consentCopy,
  DEFAULT_TRANSFER_OPTION,
  formatNaira,
  transferMonths,
  type TransferOption,
} from '@alaafia/domain';
import { useState } from 'react';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { Toggle } from '#components/ui/toggle.js';
import { ConsentCheckbox } from './consent-checkbox';
import { UnderwriterNote } from './underwriter-note';
import '#styles/flows.css';

export type PaymentMethod = 'card' | 'bank';

export type PaymentChoice = {
  method: PaymentMethod;
  transferOption: TransferOption;
  /** The terms-and-privacy box was ticked: pass it on as the checkout request's acceptTerms. */
  acceptTerms: true;
};

export type PaymentMethodModalProps = {
  open: boolean;
  /** Cancel, the close button, Escape or an outside click. */
  onClose: () => void;
  firstName: string;
  /** The plan's price per month or year as the flow shows it, in naira (the server decides the charge). */
  amount: number;
  unit: 'Month' | 'Year';
  /** The methods the flow offers: card and bank (income), card only (the health flows). */
  methods?: readonly PaymentMethod[];
  onContinue: (choice: PaymentChoice) => void;
};

const METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: 'Card',
  bank: 'Bank transfer',
};

const TRANSFER_OPTIONS = [
  { value: 'Quarterly', label: 'Quarterly' },
  { value: 'yearly', label: 'Yearly' },
] as const satisfies readonly { value: TransferOption; label: string }[];

/**
 * The payment-method modal: the customer's first name, the amount, card or bank, for a bank transfer
 * the transfer option, Quarterly (3 months, the default) or yearly (12 months), and the
 * terms-and-privacy box (the spec's acceptTerms, false at first): Continue needs it ticked.
 */
export function PaymentMethodModal({
  open,
  onClose,
  firstName,
  amount,
  unit,
  methods = ['card', 'bank'],
  onContinue,
}: PaymentMethodModalProps) {
  const [method, setMethod] = useState<PaymentMethod>(methods[0] ?? 'card');
  const [transferOption, setTransferOption] = useState<TransferOption>(DEFAULT_TRANSFER_OPTION);
  const [accepted, setAccepted] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [firstMethod, secondMethod] = methods;
  const per = unit === 'Year' ? 'year' : 'month';

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="md"
      title="How would you like to pay?"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (!accepted) {
                setConsentError(consentCopy.required);
                return;
              }
              onContinue({ method, transferOption, acceptTerms: true });
            }}
          >
            Continue
          </Button>
        </>
      }
    >
      <div className="pay-method">
        <p className="pay-method__greeting">Hi {firstName},</p>
        <p className="pay-method__amount">
          <span className="pay-method__figure">{formatNaira(amount)}</span> / {per}
        </p>
        <UnderwriterNote />
        {firstMethod && secondMethod ? (
          <Toggle
            label="Pay with"
            options={[
              { value: firstMethod, label: METHOD_LABELS[firstMethod] },
              { value: secondMethod, label: METHOD_LABELS[secondMethod] },
            ]}
            value={method}
            onChange={setMethod}
          />
        ) : null}
        {method === 'card' && unit === 'Month' ? (
          <p className="pay-method__note">
            A refundable {formatNaira(CARD_VERIFICATION_CHARGE)} card verification fee applies. Your
            first month is free; the premium is charged after it, and you can cancel anytime.
          </p>
        ) : null}
        {method === 'bank' ? (
          <Toggle
            label="Transfer option"
            hint={`You pay for ${transferMonths(transferOption)} months at once. The exact amount, with any referral discount, is shown next.`}
            options={TRANSFER_OPTIONS}
            value={transferOption}
            onChange={setTransferOption}
          />
        ) : null}
        <ConsentCheckbox
          checked={accepted}
          onChange={(next) => {
            setAccepted(next);
            if (next) setConsentError(null);
          }}
          error={consentError}
        />
      </div>
    </Modal>
  );
}
