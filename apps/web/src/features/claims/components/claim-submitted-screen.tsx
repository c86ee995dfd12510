import { Button } from '#components/ui/button.js';
import { CheckCircleIcon } from '#components/ui/icons.js';
import { useT } from '#lib/i18n.js';

type ClaimSubmittedScreenProps = {
  claimNumber: string | null;
  onClose: () => void;
};

/** Stage 100: the claim is made; its number, what happens next, and back to the dashboard. */
export function ClaimSubmittedScreen({ claimNumber, onClose }: ClaimSubmittedScreenProps) {
  const t = useT();
  return (
    <div className="flow-screen flow-screen--center">
      <CheckCircleIcon className="claim-done__icon" width={48} height={48} />
      <h2 className="flow-screen__title" data-stage-heading>
        {t('claims.submittedTitle')}
      </h2>
      {claimNumber ? (
        <p className="claim-done__number">{t('claims.submittedNumber', { n: claimNumber })}</p>
      ) : null}
      <p className="flow-screen__lead">{t('claims.submittedText')}</p>
      <Button fullWidth onClick={onClose}>
        {t('claims.backToDashboard')}
      </Button>
    </div>
  );
}
