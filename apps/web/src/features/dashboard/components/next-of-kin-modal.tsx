import { nextOfKinCopy } from '@alaafia/domain';
import { NextOfKinForm } from '../../../components/next-of-kin/next-of-kin-form';
import { Modal } from '../../../components/ui/modal';

export type NextOfKinModalProps = {
  open: boolean;
  customerId: number;
  onClose: () => void;
};

/**
 * The next-of-kin modal (dashboard-and-kyc.md section 4): who receives up to ₦500,000 of the Health
 * Cash cover. On saving, the profile is refreshed and the modal closes.
 */
export function NextOfKinModal({ open, customerId, onClose }: NextOfKinModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="md"
      title={nextOfKinCopy.title}
      description={nextOfKinCopy.payout}
    >
      <NextOfKinForm customerId={customerId} onSaved={onClose} />
      <p className="dash-hint">{nextOfKinCopy.updateHint}</p>
    </Modal>
  );
}
