import {
  CARD_VERIFICATION_CHARGE,
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
import type { MessageKey } from '@alaafia/i18n';
import { useT } from '#lib/i18n.js';

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

const METHOD_LABELS: Readonly<Record<PaymentMethod, MessageKey>> = {
  card: 'checkout.method.card',
  bank: 'checkout.method.bank',
};

const TRANSFER_OPTIONS = [
  { value: 'Quarterly', label: 'checkout.method.quarterly' },
  { value: 'yearly', label: 'checkout.method.yearly' },
] as const satisfies readonly { value: TransferOption; label: MessageKey }[];

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
  const t = useT();
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
      title={t('checkout.method.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('checkout.method.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (!accepted) {
                setConsentError(t('frame.consent.required'));
                return;
              }
              onContinue({ method, transferOption, acceptTerms: true });
            }}
          >
            {t('checkout.method.continue')}
          </Button>
        </>
      }
    >
      <div className="pay-method">
        <p className="pay-method__greeting">{t('checkout.method.greeting', { firstName })}</p>
        <p className="pay-method__amount">
          <span className="pay-method__figure">{formatNaira(amount)}</span>{' '}
          {t('checkout.method.per', { unit: per })}
        </p>
        <UnderwriterNote />
        {firstMethod && secondMethod ? (
          <Toggle
            label={t('checkout.method.payWith')}
            options={[
              { value: firstMethod, label: t(METHOD_LABELS[firstMethod]) },
              { value: secondMethod, label: t(METHOD_LABELS[secondMethod]) },
            ]}
            value={method}
            onChange={setMethod}
          />
        ) : null}
        {method === 'card' && unit === 'Month' ? (
          <p className="pay-method__note">
            {t('checkout.method.cardNote', { fee: formatNaira(CARD_VERIFICATION_CHARGE) })}
          </p>
        ) : null}
        {method === 'bank' ? (
          <Toggle
            label={t('checkout.method.transferOption')}
            hint={t('checkout.method.transferHint', { months: transferMonths(transferOption) })}
            options={[
              { ...TRANSFER_OPTIONS[0], label: t(TRANSFER_OPTIONS[0].label) },
              { ...TRANSFER_OPTIONS[1], label: t(TRANSFER_OPTIONS[1].label) },
            ]}
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
