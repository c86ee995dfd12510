import { geocodeCopy } from '@alaafia/domain';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { incomeCopy } from '../income-copy';
import '../../../styles/income.css';

export type LocationModalProps = { open: boolean; onClose: () => void };

/** Geocoding ZERO_RESULTS: 'This doesn't look correct.' / 'Please enter your specific office address'. */
export function AddressProblemModal({ open, onClose }: LocationModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="sm"
      role="alertdialog"
      title={geocodeCopy.addressProblemTitle}
      description={geocodeCopy.addressProblemText}
      dismissible={false}
      showCloseButton={false}
      className="income-modal"
      footer={
        <Button fullWidth onClick={onClose}>
          {incomeCopy.ok}
        </Button>
      }
    />
  );
}

/**
 * The not-available modal: 'Income Protection is not available in your state at this time.' /
 * 'You'll be the first to know when we're in town!', with 'Go Back' to the address.
 */
export function NotAvailableModal({ open, onClose }: LocationModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="sm"
      role="alertdialog"
      title={incomeCopy.notAvailable}
      description={incomeCopy.firstToKnow}
      dismissible={false}
      showCloseButton={false}
      className="income-modal"
      footer={
        <Button fullWidth onClick={onClose}>
          {incomeCopy.goBack}
        </Button>
      }
    />
  );
}
