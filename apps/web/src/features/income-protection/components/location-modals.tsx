import { geocodeCopy } from '@alaafia/domain';
import { incomeCopy } from '../income-copy';
import { NoticeModal } from './notice-modal';

export type LocationModalProps = { open: boolean; onClose: () => void };

/** Geocoding ZERO_RESULTS: 'This doesn't look correct.' / 'Please enter your specific office address'. */
export function AddressProblemModal({ open, onClose }: LocationModalProps) {
  return (
    <NoticeModal
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={geocodeCopy.addressProblemTitle}
      text={geocodeCopy.addressProblemText}
      buttonLabel={incomeCopy.ok}
    />
  );
}

/**
 * The not-available modal: 'Income Protection is not available in your state at this time.' /
 * 'You'll be the first to know when we're in town!', with 'Go Back' to the address.
 */
export function NotAvailableModal({ open, onClose }: LocationModalProps) {
  return (
    <NoticeModal
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={incomeCopy.notAvailable}
      text={incomeCopy.firstToKnow}
      buttonLabel={incomeCopy.goBack}
    />
  );
}
