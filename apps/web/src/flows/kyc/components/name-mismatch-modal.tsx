import { ErrorDialogTitle } from '#components/ui/alert-dialog.js';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { useT } from '#lib/i18n.js';

type NameMismatchModalProps = {
  open: boolean;
  /** The server's text, e.g. 'Unable to validate VIN because name does not match.' */
  message: string;
  /** Confirm: to the name edit (80). */
  onConfirm: () => void;
  /** Cancel: the profile is cleaned and the flow returns to 0. */
  onCancel: () => void;
  /** While the clean runs. */
  cancelling?: boolean;
};

/** The name-mismatch error modal: the message, Cancel and Confirm. Only its buttons close it. */
export function NameMismatchModal({
  open,
  message,
  onConfirm,
  onCancel,
  cancelling = false,
}: NameMismatchModalProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={() => undefined}
      role="alertdialog"
      size="sm"
      className="ui-alert-dialog"
      title={<ErrorDialogTitle>{t('kyc.mismatch.title')}</ErrorDialogTitle>}
      description={message}
      dismissible={false}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" loading={cancelling} onClick={onCancel}>
            {t('kyc.mismatch.cancel')}
          </Button>
          <Button disabled={cancelling} onClick={onConfirm}>
            {t('kyc.mismatch.confirm')}
          </Button>
        </>
      }
    />
  );
}
