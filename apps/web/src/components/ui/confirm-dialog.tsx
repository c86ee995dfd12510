import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export type ConfirmDialogProps = {
  open: boolean;
  /** 'Renew policy', 'Logout' */
  title: string;
  /** "You're about to renew this policy. Are you sure about this?" */
  text: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** 'Cancel', the close button, Escape and an outside click. */
  onCancel: () => void;
  /** While the confirmed action runs: the confirm button spins and the dialog stays open. */
  loading?: boolean;
  /** The confirm button is off (what it would do is not known yet, or cannot be done). */
  confirmDisabled?: boolean;
};

/** A small modal asking to confirm an action, with Cancel and a confirm button. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = 'Continue',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  loading = false,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !loading) onCancel();
      }}
      size="sm"
      title={title}
      description={text}
      dismissible={!loading}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={loading} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
