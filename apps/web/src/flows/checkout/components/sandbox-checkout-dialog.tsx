import { formatNaira } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import '#styles/flows.css';
import { useT } from '#lib/i18n.js';

type SandboxCheckoutDialogProps = {
  open: boolean;
  /** Naira, the server's total for the reference. */
  total: number;
  reference: string;
  email: string;
  /** While the sandbox charge runs. */
  paying: boolean;
  onPay: () => void;
  /** Cancel, Escape or the close button: as closing Paystack's window. */
  onCancel: () => void;
};

/**
 * Stands in for Paystack's window while the sandbox providers are on: Pay marks the reference paid
 * (POST /api/sandbox/paystack/charge) as the provider would. No card is asked for and none is charged.
 */
export function SandboxCheckoutDialog({
  open,
  total,
  reference,
  email,
  paying,
  onPay,
  onCancel,
}: SandboxCheckoutDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !paying) onCancel();
      }}
      size="sm"
      title={t('checkout.sandbox.label')}
      description={t('checkout.sandbox.description')}
      dismissible={!paying}
      showCloseButton={false}
      className="sandbox-checkout"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={paying}>
            {t('checkout.method.cancel')}
          </Button>
          <Button onClick={onPay} loading={paying}>
            {t('checkout.sandbox.pay', { amount: formatNaira(total) })}
          </Button>
        </>
      }
    >
      <dl className="flow-details">
        <div>
          <dt>{t('checkout.transferDetails.amount')}</dt>
          <dd>{formatNaira(total)}</dd>
        </div>
        <div>
          <dt>{t('checkout.sandbox.email')}</dt>
          <dd>{email}</dd>
        </div>
        <div>
          <dt>{t('checkout.sandbox.reference')}</dt>
          <dd className="flow-details__code">{reference}</dd>
        </div>
      </dl>
    </Modal>
  );
}
