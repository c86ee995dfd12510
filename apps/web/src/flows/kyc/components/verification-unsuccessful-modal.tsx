import { ErrorDialogTitle } from '#components/ui/alert-dialog.js';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { useT } from '#lib/i18n.js';

type VerificationUnsuccessfulModalProps = {
  open: boolean;
  /** The error message. */
  message: string;
  /** 'name': a name mismatch, with 'Cancel' and 'Edit my name'; otherwise 'Try again'. */
  errorType: 'name' | 'other';
  /**
   * 'Your card verification refund has been processed.' is shown only when the host knows the refund
   * was made: the modal never tells a customer about money that did not move.
   */
  refundProcessed?: boolean;
  onTryAgain: () => void;
  onEditName: () => void;
  onCancel: () => void;
  /** While the clean of Cancel runs. */
  cancelling?: boolean;
};

/** The health wizard's 'Verification unsuccessful.' modal. */
export function VerificationUnsuccessfulModal({
  open,
  message,
  errorType,
  refundProcessed = false,
  onTryAgain,
  onEditName,
  onCancel,
  cancelling = false,
}: VerificationUnsuccessfulModalProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={() => undefined}
      role="alertdialog"
      size="sm"
      className="ui-alert-dialog"
      title={<ErrorDialogTitle>{t('kyc.unsuccessful.title')}</ErrorDialogTitle>}
      dismissible={false}
      showCloseButton={false}
      description={message}
      footer={
        errorType === 'name' ? (
          <>
            <Button variant="secondary" loading={cancelling} onClick={onCancel}>
              {t('kyc.mismatch.cancel')}
            </Button>
            <Button disabled={cancelling} onClick={onEditName}>
              {t('kyc.unsuccessful.editName')}
            </Button>
          </>
        ) : (
          <Button fullWidth onClick={onTryAgain}>
            {t('kyc.id.tryAgain')}
          </Button>
        )
      }
    >
      {refundProcessed ? (
        <p className="flow-modal__note">{t('kyc.unsuccessful.refunded')}</p>
      ) : null}
    </Modal>
  );
}
