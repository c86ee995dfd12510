import { formatNaira } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { healthCashInfoCopy } from '../health-plans-copy';
import '#styles/health.css';

export type HealthCashInfoModalProps = {
  open: boolean;
  onClose: () => void;
  price: number | undefined;
};

/** Learn More: the plan's pitch with its yearly price, and what HealthCash pays. */
export function HealthCashInfoModal({ open, onClose, price }: HealthCashInfoModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="md"
      title={healthCashInfoCopy.infoTitle}
      description={healthCashInfoCopy.infoLead(price === undefined ? null : formatNaira(price))}
      footer={<Button onClick={onClose}>{healthCashInfoCopy.close}</Button>}
    >
      <ul className="hp-points">
        {healthCashInfoCopy.infoPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Modal>
  );
}
