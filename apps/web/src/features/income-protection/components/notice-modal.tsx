import type { ReactNode } from 'react';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import '#styles/income.css';

type NoticeModalProps = {
  open: boolean;
  /** The one button and the only way to close it (not dismissible). */
  onClose: () => void;
  title: ReactNode;
  text: ReactNode;
  buttonLabel: string;
  /** 'alertdialog' for a problem the customer must read (the address, the state). */
  role?: 'dialog' | 'alertdialog';
};

/** The income flow's small one-button notice: a title, a line and a full-width button. */
export function NoticeModal({ open, onClose, title, text, buttonLabel, role }: NoticeModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="sm"
      role={role}
      title={title}
      description={text}
      dismissible={false}
      showCloseButton={false}
      className="income-modal"
      footer={
        <Button fullWidth onClick={onClose}>
          {buttonLabel}
        </Button>
      }
    />
  );
}
