import { formatNaira } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';

type HealthCashInfoModalProps = {
  open: boolean;
  onClose: () => void;
  price: number | undefined;
};

/** Learn More: the plan's pitch with its yearly price, and what HealthCash pays. */
export function HealthCashInfoModal({ open, onClose, price }: HealthCashInfoModalProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="md"
      title={t('health.cashInfo.infoTitle')}
      description={
        price === undefined
          ? t('health.cashInfo.infoLeadNoPrice')
          : t('health.cashInfo.infoLead', { price: formatNaira(price) })
      }
      footer={<Button onClick={onClose}>{t('health.cashInfo.close')}</Button>}
    >
      <ul className="hp-points">
        <li>{t('health.cashInfo.infoPoints.1')}</li>
        <li>{t('health.cashInfo.infoPoints.2')}</li>
        <li>{t('health.cashInfo.infoPoints.3')}</li>
        <li>{t('health.cashInfo.infoPoints.4')}</li>
      </ul>
    </Modal>
  );
}
