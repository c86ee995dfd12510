import { formatNaira, MINIMUM_SALARY } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { NoticeModal } from './notice-modal';
import '#styles/income.css';
import { useT } from '#lib/i18n.js';

type SalaryRejectionModalProps = {
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
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={() => {}}
      size="sm"
      role="alertdialog"
      title={t('income.salaryRejection')}
      description={
        <>
          {t('income.salaryMinimum', { amount: formatNaira(MINIMUM_SALARY) })}{' '}
          {t('income.keepDetails')}
        </>
      }
      dismissible={false}
      showCloseButton={false}
      className="income-modal"
      footer={
        <>
          <Button variant="secondary" onClick={onDecline} loading={declining} disabled={keeping}>
            {t('income.noThanks')}
          </Button>
          <Button onClick={onKeep} loading={keeping} disabled={declining}>
            {t('income.yes')}
          </Button>
        </>
      }
    />
  );
}

type ThankYouModalProps = { open: boolean; onClose: () => void };

/** 'Thank you, we'll be in touch': after 'Yes!' kept the details. */
export function ThankYouModal({ open, onClose }: ThankYouModalProps) {
  const t = useT();
  return (
    <NoticeModal
      open={open}
      onClose={onClose}
      title={t('income.thankYou')}
      text={t('income.thankYouText')}
      buttonLabel={t('income.close')}
    />
  );
}
