import { Button } from '#components/ui/button.js';
import { claimsCopy } from '../claims-copy';
import type { ClaimChoiceOption } from './claim-reason-screen';

export type ClaimNotCoveredScreenProps = {
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
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {claimsCopy.notCoveredTitle}
      </h2>
      <div className="claim-note" role="status">
        <p className="claim-note__title">{reason.title}</p>
        <p>{explanation}</p>
        <p>{claimsCopy.coveredAre}</p>
      </div>
      <Button fullWidth onClick={onChooseAnother}>
        {claimsCopy.chooseAnother}
      </Button>
      <Button fullWidth variant="secondary" onClick={onClose}>
        {claimsCopy.backToDashboard}
      </Button>
    </div>
  );
}
