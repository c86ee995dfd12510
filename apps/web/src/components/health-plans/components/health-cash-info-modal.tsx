import { formatNaira } from '@alaafia/domain';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { healthCashInfoCopy } from '../health-plans-copy';
import '../../../styles/health.css';

export type HealthCashInfoModalProps = {
  open: boolean;
  onClose: () => void;
  price: number | undefined;
};

/** Learn More: what HealthCash pays, and its price. */
export function HealthCashInfoModal({ open, onClose, price }: HealthCashInfoModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="md"
      title={healthCashInfoCopy.infoTitle}
      description={
        price === undefined ? undefined : healthCashInfoCopy.infoPrice(formatNaira(price))
      }
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
