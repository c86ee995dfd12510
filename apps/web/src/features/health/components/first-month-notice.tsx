import { CARD_VERIFICATION_CHARGE, formatNaira } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';

type FirstMonthNoticeProps = {
  open: boolean;
  firstName: string;
  /** The plan's price per month. */
  price: number;
  /** The customer's free month of Health Insurance was already given: the points say no free month. */
  freeMonthUsed: boolean;
  onClose: () => void;
  /** 'I Understand': the payment starts. */
  onUnderstood: () => void;
};

/**
 * 'One more thing to note, {first name}!' with four points, before the card payment; for a customer
 * whose free month was already given, three points in the same style without the free month.
 */
export function FirstMonthNotice({
  open,
  firstName,
  price,
  freeMonthUsed,
  onClose,
  onUnderstood,
}: FirstMonthNoticeProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="sm"
      title={t('health.noteTitle', { firstName })}
      footer={
        <Button fullWidth onClick={onUnderstood}>
          {t('health.understand')}
        </Button>
      }
    >
      <ul className="hp-points">
        {freeMonthUsed ? (
          <>
            <li>{t('health.notePointsUsed.1')}</li>
            <li>{t('health.notePointsUsed.2', { price: formatNaira(price) })}</li>
            <li>{t('health.notePoints.4')}</li>
          </>
        ) : (
          <>
            <li>{t('health.notePoints.1')}</li>
            <li>
              {t('health.notePoints.2', { verification: formatNaira(CARD_VERIFICATION_CHARGE) })}
            </li>
            <li>{t('health.notePoints.3', { price: formatNaira(price) })}</li>
            <li>{t('health.notePoints.4')}</li>
          </>
        )}
      </ul>
    </Modal>
  );
}
