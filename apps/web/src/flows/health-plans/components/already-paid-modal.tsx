import { formatNaira } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import '#styles/health.css';
import { ErrorWords, useDates, useT } from '#lib/i18n.js';

type AlreadyPaidModalProps = {
  open: boolean;
  /** 'HealthCash Insurance', 'Health Insurance'. */
  productName: string;
  /** The active policy's next payment date (YYYY-MM-DD), when known. */
  activeUntil: string | null | undefined;
  /** 'renew': Continue renews the policy (HealthCash); 'continue': it goes on to the KYC or completion. */
  action: 'renew' | 'continue';
  /** The price of the renewal, in naira (for 'renew'). */
  renewalPrice?: number | null;
  /** While Continue's work runs: Continue spins and the modal stays open. */
  busy?: boolean;
  /** A failure of Continue's work, shown in the modal. */
  error?: string | null;
  onCancel: () => void;
  onContinue: () => void;
};

/** 'You already paid for this product' with Cancel and Continue. */
export function AlreadyPaidModal({
  open,
  productName,
  activeUntil,
  action,
  renewalPrice = null,
  busy = false,
  error,
  onCancel,
  onContinue,
}: AlreadyPaidModalProps) {
  const t = useT();
  const dates = useDates();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      size="sm"
      title={t('health.plans.alreadyPaidTitle')}
      dismissible={!busy}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('health.plans.cancel')}
          </Button>
          <Button onClick={onContinue} loading={busy}>
            {t('health.plans.continue')}
          </Button>
        </>
      }
    >
      <div className="hp-modal-text">
        <p>
          {activeUntil
            ? t('health.plans.alreadyPaidActiveUntil', {
                product: productName,
                date: dates.day(activeUntil),
              })
            : t('health.plans.alreadyPaidActive', { product: productName })}
        </p>
        <p>
          {action === 'renew'
            ? renewalPrice === null
              ? t('health.plans.alreadyPaidRenewNoPrice')
              : t('health.plans.alreadyPaidRenew', { price: formatNaira(renewalPrice) })
            : t('health.plans.alreadyPaidContinue')}
        </p>
        {error ? (
          <p className="ui-field__error" role="alert">
            <ErrorWords text={error} />
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
