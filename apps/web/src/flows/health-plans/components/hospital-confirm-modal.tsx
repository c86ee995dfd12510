import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { useT } from '#lib/i18n.js';

type HospitalConfirmModalProps = {
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
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onContinue();
      }}
      size="sm"
      title={t('health.change.confirmTitle')}
      description={t('health.change.confirmText')}
      footer={
        <>
          <Button variant="secondary" onClick={onChange}>
            {t('dashboard.hospital.changeHospital')}
          </Button>
          <Button onClick={onContinue}>{t('health.change.continue')}</Button>
        </>
      }
    >
      {hospital ? (
        <p className="hp-current-hospital">
          {t('health.change.currentHospital', { name: hospital.name, address: hospital.address })}
        </p>
      ) : null}
    </Modal>
  );
}
