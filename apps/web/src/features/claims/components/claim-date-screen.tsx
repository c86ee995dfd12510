import { formatNaira } from '@alaafia/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { MoneyInput } from '../../../components/ui/money-input';
import { TextField } from '../../../components/ui/text-field';
import { claimsCopy } from '../claims-copy';

export type ClaimDateScreenProps = {
  /** Income protection asks for the date of job loss; HealthCash for the date and the amount. */
  kind: 'income' | 'health-cash';
  date: string | null;
  amount: number | null;
  /** HealthCash: the chosen benefit's limit, in naira. */
  limit?: number | undefined;
  /** A message the server gave for the date or the amount (a 422 on submit brings the customer here). */
  serverErrors?: { date?: string | undefined; amount?: string | undefined };
  onContinue: (answer: { date: string; amount: number | null }) => void;
};

/**
 * Stage 10: when it happened (and, for HealthCash, how much). Whether the date is after the waiting
 * period or inside the cover is the server's to say, by the application's clock (the sandbox moves
 * it), so the field does not stop a date the browser's own calendar thinks is ahead.
 */
export function ClaimDateScreen({
  kind,
  date,
  amount,
  limit,
  serverErrors,
  onContinue,
}: ClaimDateScreenProps) {
  const [day, setDay] = useState(date ?? '');
  const [naira, setNaira] = useState<number | null>(amount);
  const [checked, setChecked] = useState(false);
  const income = kind === 'income';
  const limitText = limit ? formatNaira(limit) : '';

  const dateError = checked && !day ? claimsCopy.dateRequired : undefined;
  let amountError: string | undefined;
  if (!income && checked) {
    if (!naira) amountError = claimsCopy.amountRequired;
    else if (limit && naira > limit) amountError = claimsCopy.amountOverLimit(limitText);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!day) return;
    if (!income && (!naira || (limit !== undefined && naira > limit))) return;
    onContinue({ date: day, amount: income ? null : naira });
  }

  return (
    <form className="flow-screen" noValidate onSubmit={submit}>
      <h2 className="flow-screen__title" data-stage-heading>
        {income ? claimsCopy.jobLossDateTitle : claimsCopy.eventDateTitle}
      </h2>
      <TextField
        type="date"
        label={income ? claimsCopy.jobLossDate : claimsCopy.eventDate}
        hint={income ? claimsCopy.jobLossDateHint : claimsCopy.eventDateHint}
        value={day}
        onChange={(event) => setDay(event.currentTarget.value)}
        error={dateError ?? (day === date ? serverErrors?.date : undefined)}
        required
      />
      {income ? null : (
        <MoneyInput
          label={claimsCopy.amountClaimed}
          hint={limit ? claimsCopy.amountHint(limitText) : undefined}
          value={naira}
          onChange={setNaira}
          error={amountError ?? (naira === amount ? serverErrors?.amount : undefined)}
          required
        />
      )}
      <Button type="submit" fullWidth>
        {claimsCopy.continue}
      </Button>
    </form>
  );
}
