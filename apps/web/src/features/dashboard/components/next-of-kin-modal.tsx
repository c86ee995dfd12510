import { formatNaira, NEXT_OF_KIN_PAYOUT } from '@alaafia/domain';
import { Link } from 'react-router';
import { NextOfKinForm } from '#flows/next-of-kin/next-of-kin-form.js';
import { Modal } from '#components/ui/modal.js';
import { paths } from '#config/paths.js';
import { useT } from '#lib/i18n.js';

export type NextOfKinModalProps = {
  open: boolean;
  customerId: number;
  onClose: () => void;
  /** Saved: the dashboard says so (issue 18); without it, saving just closes. */
  onSaved?: () => void;
};

/**
 * The next-of-kin modal (dashboard-and-kyc.md section 4): who receives up to ₦500,000 of the Health
 * Cash cover. On saving, the profile is refreshed and the modal closes.
 */
export function NextOfKinModal({ open, customerId, onClose, onSaved }: NextOfKinModalProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="md"
      title={t('account.nextOfKin.title')}
      description={t('account.nextOfKin.payout', { amount: formatNaira(NEXT_OF_KIN_PAYOUT) })}
    >
      <NextOfKinForm customerId={customerId} onSaved={onSaved ?? onClose} />
      <p className="dash-hint">
        {t('account.nextOfKin.updateHint')}{' '}
        <Link to={paths.settings}>{t('account.nextOfKin.settingsLink')}</Link>
      </p>
    </Modal>
  );
}
