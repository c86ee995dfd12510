import { NAME_MISMATCH_MESSAGES, type IdType } from '@alaafia/domain';
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

/**
 * The name-mismatch error modal: the message, Cancel and Confirm. Only its buttons close it. The
 * API answers a mismatch in the spec's English words (clients know a mismatch by them:
 * `isNameMismatchMessage`), so the modal says the one it recognises from the catalogue
 * (`kyc.mismatch.message.<id type>`, English word for word) and any other text as it came.
 */
export function NameMismatchModal({
  open,
  message,
  onConfirm,
  onCancel,
  cancelling = false,
}: NameMismatchModalProps) {
  const t = useT();
  const type = (Object.keys(NAME_MISMATCH_MESSAGES) as IdType[]).find(
    (id) => NAME_MISMATCH_MESSAGES[id] === message.trim(),
  );
  return (
    <Modal
      open={open}
      onOpenChange={() => undefined}
      role="alertdialog"
      size="sm"
      className="ui-alert-dialog"
      title={<ErrorDialogTitle>{t('kyc.mismatch.title')}</ErrorDialogTitle>}
      description={type ? t(`kyc.mismatch.message.${type}`) : message}
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
