import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { incomeCopy } from '../income-copy';
import { NoticeModal } from './notice-modal';
import '#styles/income.css';

export type SalaryRejectionModalProps = {
  open: boolean;
  /** 'Yes!': keep the details (a lead). */
  onKeep: () => void;
  /** 'No, thanks': delete the lead and clear the saved data. */
  onDecline: () => void;
  keeping: boolean;
  declining: boolean;
};

/**
 * 'We're sorry you do not meet our salary requirements for income protection.' / the ₦30,000
 * minimum (issue 38) and 'Can we keep your details?' with 'Yes!' and 'No, thanks'. In the onboarding it closes only through its buttons.
 */
export function SalaryRejectionModal({
  open,
  onKeep,
  onDecline,
  keeping,
  declining,
}: SalaryRejectionModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={() => {}}
      size="sm"
      role="alertdialog"
      title={incomeCopy.salaryRejection}
      description={
        <>
          {incomeCopy.salaryMinimum} {incomeCopy.keepDetails}
        </>
      }
      dismissible={false}
      showCloseButton={false}
      className="income-modal"
      footer={
        <>
          <Button variant="secondary" onClick={onDecline} loading={declining} disabled={keeping}>
            {incomeCopy.noThanks}
          </Button>
          <Button onClick={onKeep} loading={keeping} disabled={declining}>
            {incomeCopy.yes}
          </Button>
        </>
      }
    />
  );
}

export type ThankYouModalProps = { open: boolean; onClose: () => void };

/** 'Thank you, we'll be in touch': after 'Yes!' kept the details. */
export function ThankYouModal({ open, onClose }: ThankYouModalProps) {
  return (
    <NoticeModal
      open={open}
      onClose={onClose}
      title={incomeCopy.thankYou}
      text={incomeCopy.thankYouText}
      buttonLabel={incomeCopy.close}
    />
  );
}
