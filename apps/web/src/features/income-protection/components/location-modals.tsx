import { geocodeCopy } from '@alaafia/domain';
import { NoticeModal } from './notice-modal';
import { useT } from '#lib/i18n.js';

type LocationModalProps = { open: boolean; onClose: () => void };

/** Geocoding ZERO_RESULTS: 'This doesn't look correct.' / 'Please enter your specific office address'. */
export function AddressProblemModal({ open, onClose }: LocationModalProps) {
  const t = useT();
  return (
    <NoticeModal
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={geocodeCopy.addressProblemTitle}
      text={geocodeCopy.addressProblemText}
      buttonLabel={t('income.ok')}
    />
  );
}

/**
 * The not-available modal: 'Income Protection is not available in your state at this time.' /
 * 'You'll be the first to know when we're in town!', with 'Go Back' to the address.
 */
export function NotAvailableModal({ open, onClose }: LocationModalProps) {
  const t = useT();
  return (
    <NoticeModal
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={t('income.notAvailable')}
      text={t('income.firstToKnow')}
      buttonLabel={t('income.goBack')}
    />
  );
}
