import { Button } from '#components/ui/button.js';
import { CheckCircleIcon } from '#components/ui/icons.js';
import { claimsCopy } from '../claims-copy';

export type ClaimSubmittedScreenProps = {
  claimNumber: string | null;
  onClose: () => void;
};

/** Stage 100: the claim is made; its number, what happens next, and back to the dashboard. */
export function ClaimSubmittedScreen({ claimNumber, onClose }: ClaimSubmittedScreenProps) {
  return (
    <div className="flow-screen flow-screen--center">
      <CheckCircleIcon className="claim-done__icon" width={48} height={48} />
      <h2 className="flow-screen__title" data-stage-heading>
        {claimsCopy.submittedTitle}
      </h2>
      {claimNumber ? (
        <p className="claim-done__number">{claimsCopy.submittedNumber(claimNumber)}</p>
      ) : null}
      <p className="flow-screen__lead">{claimsCopy.submittedText}</p>
      <Button fullWidth onClick={onClose}>
        {claimsCopy.backToDashboard}
      </Button>
    </div>
  );
}
