import { formatCalendarDate, formatNaira } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { healthPlansCopy } from '../health-plans-copy';
import '#styles/health.css';

export type AlreadyPaidModalProps = {
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
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      size="sm"
      title={healthPlansCopy.alreadyPaidTitle}
      dismissible={!busy}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {healthPlansCopy.cancel}
          </Button>
          <Button onClick={onContinue} loading={busy}>
            {healthPlansCopy.continue}
          </Button>
        </>
      }
    >
      <div className="hp-modal-text">
        <p>
          {activeUntil
            ? healthPlansCopy.alreadyPaidActiveUntil(productName, formatCalendarDate(activeUntil))
            : healthPlansCopy.alreadyPaidActive(productName)}
        </p>
        <p>
          {action === 'renew'
            ? healthPlansCopy.alreadyPaidRenew(
                renewalPrice === null ? null : formatNaira(renewalPrice),
              )
            : healthPlansCopy.alreadyPaidContinue}
        </p>
        {error ? (
          <p className="ui-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
