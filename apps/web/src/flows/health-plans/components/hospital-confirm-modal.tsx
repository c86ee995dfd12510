import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { hospitalChangeCopy } from '../health-plans-copy';

export type HospitalConfirmModalProps = {
  open: boolean;
  /** The hospital the customer has now. */
  hospital: { name: string; address: string } | null;
  /** 'Change hospital': on to 'Search hospitals near you'. */
  onChange: () => void;
  /** 'Continue': keeps the hospital and closes. */
  onContinue: () => void;
};

/**
 * The 'Hospital' confirm modal (income-protection.md, 'Modals'): 'You already selected a hospital',
 * with 'Change hospital' and 'Continue'. Ours: the hospital is named under the spec's line.
 */
export function HospitalConfirmModal({
  open,
  hospital,
  onChange,
  onContinue,
}: HospitalConfirmModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onContinue();
      }}
      size="sm"
      title={hospitalChangeCopy.confirmTitle}
      description={hospitalChangeCopy.confirmText}
      footer={
        <>
          <Button variant="secondary" onClick={onChange}>
            {hospitalChangeCopy.changeHospital}
          </Button>
          <Button onClick={onContinue}>{hospitalChangeCopy.continue}</Button>
        </>
      }
    >
      {hospital ? (
        <p className="hp-current-hospital">
          {hospitalChangeCopy.currentHospital(hospital.name, hospital.address)}
        </p>
      ) : null}
    </Modal>
  );
}
