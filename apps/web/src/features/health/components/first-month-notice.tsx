import { CARD_VERIFICATION_CHARGE } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { healthCopy } from '../health-copy';
import '#styles/health.css';

export type FirstMonthNoticeProps = {
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
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="sm"
      title={healthCopy.noteTitle(firstName)}
      footer={
        <Button fullWidth onClick={onUnderstood}>
          {healthCopy.understand}
        </Button>
      }
    >
      <ul className="hp-points">
        {(freeMonthUsed
          ? healthCopy.notePointsFreeMonthUsed(price)
          : healthCopy.notePoints(CARD_VERIFICATION_CHARGE, price)
        ).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Modal>
  );
}
