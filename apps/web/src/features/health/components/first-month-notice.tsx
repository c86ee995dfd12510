import { CARD_VERIFICATION_CHARGE } from '@alaafia/domain';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { healthCopy } from '../health-copy';
import '../../../styles/health.css';

export type FirstMonthNoticeProps = {
  open: boolean;
  firstName: string;
  /** The plan's price per month. */
  price: number;
  onClose: () => void;
  /** 'I Understand': the payment starts. */
  onUnderstood: () => void;
};

/** 'One more thing to note, {first name}!' with four points, before the card payment. */
export function FirstMonthNotice({
  open,
  firstName,
  price,
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
        {healthCopy.notePoints(CARD_VERIFICATION_CHARGE, price).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Modal>
  );
}
