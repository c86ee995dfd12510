import { ErrorDialogTitle } from '#components/ui/alert-dialog.js';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';

export type NameMismatchModalProps = {
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
  return (
    <Modal
      open={open}
      onOpenChange={() => undefined}
      role="alertdialog"
      size="sm"
      className="ui-alert-dialog"
      title={<ErrorDialogTitle>Error!</ErrorDialogTitle>}
      description={message}
      dismissible={false}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" loading={cancelling} onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={cancelling} onClick={onConfirm}>
            Confirm
          </Button>
        </>
      }
    />
  );
}
