import { useId, useState, type ReactNode } from 'react';
import { Button } from '#components/ui/button.js';
import { useT } from '#lib/i18n.js';

export type ClaimChoiceOption = {
  value: string;
  title: string;
  description: string;
  /** False for the spec's not-covered reasons: offered, explained, never filed. */
  covered: boolean;
};

type ClaimReasonScreenProps = {
  title: string;
  lead: string;
  options: readonly ClaimChoiceOption[];
  value: string | null;
  onContinue: (value: string) => void;
  /** Shown under the choices (HealthCash: death by accident is the next of kin's, with their page). */
  note?: ReactNode;
};

/**
 * Stage 0: why the job was lost (income protection) or which benefit (HealthCash), as radio cards.
 * Not-covered reasons are marked so; choosing one leads to the explanation (5), never to a claim.
 */
export function ClaimReasonScreen({
  title,
  lead,
  options,
  value,
  onContinue,
  note,
}: ClaimReasonScreenProps) {
  const t = useT();
  const [chosen, setChosen] = useState<string | null>(value);
  const name = useId();
  const headingId = `${name}-title`;
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" id={headingId} data-stage-heading>
        {title}
      </h2>
      <p className="flow-screen__lead">{lead}</p>
      <fieldset className="claim-choices" aria-labelledby={headingId}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`claim-choice${chosen === option.value ? ' claim-choice--chosen' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => setChosen(option.value)}
            />
            <span className="claim-choice__text">
              <span className="claim-choice__title">
                {option.title}
                {option.covered ? null : (
                  <span className="claim-badge claim-badge--muted">
                    {t('claims.notCoveredBadge')}
                  </span>
                )}
              </span>
              <span className="claim-choice__description">{option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {note ? <p className="claim-benefit-note">{note}</p> : null}
      <Button fullWidth disabled={!chosen} onClick={() => chosen && onContinue(chosen)}>
        {t('claims.continue')}
      </Button>
    </div>
  );
}
