import { Button } from '#components/ui/button.js';
import type { ClaimChoiceOption } from './claim-reason-screen';
import { useT } from '#lib/i18n.js';

type ClaimNotCoveredScreenProps = {
  reason: ClaimChoiceOption;
  /** The domain's explanation ('Willingly resigning is not covered by income protection, ...'). */
  explanation: string;
  onChooseAnother: () => void;
  onClose: () => void;
};

/** Stage 5: a not-covered reason, explained in the spec's words; nothing is sent. */
export function ClaimNotCoveredScreen({
  reason,
  explanation,
  onChooseAnother,
  onClose,
}: ClaimNotCoveredScreenProps) {
  const t = useT();
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('claims.notCoveredTitle')}
      </h2>
      <div className="claim-note" role="status">
        <p className="claim-note__title">{reason.title}</p>
        <p>{explanation}</p>
        <p>{t('claims.coveredAre')}</p>
      </div>
      <Button fullWidth onClick={onChooseAnother}>
        {t('claims.chooseAnother')}
      </Button>
      <Button fullWidth variant="secondary" onClick={onClose}>
        {t('claims.backToDashboard')}
      </Button>
    </div>
  );
}
