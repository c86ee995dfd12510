import { claimCopy, formatNaira } from '@alaafia/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '#components/ui/form-error.js';
import { MoneyInput } from '#components/ui/money-input.js';
import { TextField } from '#components/ui/text-field.js';
import { ErrorWords, useT } from '#lib/i18n.js';

type ClaimDateScreenProps = {
  /** Income protection asks for the date of job loss; HealthCash for the date and the amount. */
  kind: 'income' | 'health-cash';
  date: string | null;
  amount: number | null;
  /** HealthCash: the chosen benefit's limit, in naira. */
  limit?: number | undefined;
  /** HealthCash: what the benefit can still pay in this policy year, across all claims (naira). */
  left?: number | undefined;
  /** Income: the answer to the exclusion's question (told of the job loss before buying). */
  notice?: boolean | null;
  /** A message the server gave for the date or the amount (a 422 on submit brings the customer here). */
  serverErrors?: {
    date?: string | undefined;
    amount?: string | undefined;
    notice?: string | undefined;
  };
  /**
   * Asked before the customer goes on to upload anything (issue 30): can a claim be made for this
   * date (the server's rules: the waiting period, a future date, no cover)? Answers why not, or null;
   * or a notice the customer must read before filing (issue 36: the date falls in the grace days of
   * an unpaid premium, so the claim is paid only once that premium is).
   */
  check?: ((date: string) => Promise<string | { notice: string } | null>) | undefined;
  onContinue: (answer: { date: string; amount: number | null; notice: boolean | null }) => void;
};

type DateValues = { day: string; naira: number | null; told: boolean | null };

/**
 * Stage 10: when it happened (and, for HealthCash, how much). Whether the date is after the waiting
 * period or inside the cover is the server's to say, by the application's clock (the sandbox moves
 * it), so the field does not stop a date the browser's own calendar thinks is ahead: Continue asks
 * the server (`check`) before the documents screen, and shows its reason under the date.
 */
export function ClaimDateScreen({
  kind,
  date,
  amount,
  limit,
  left,
  notice = null,
  serverErrors,
  check,
  onContinue,
}: ClaimDateScreenProps) {
  const t = useT();
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState<{ day: string; message: string } | null>(null);
  const [premiumNotice, setNotice] = useState<{ day: string; notice: string } | null>(null);
  const form = useForm<DateValues>({
    defaultValues: { day: date ?? '', naira: amount, told: notice },
  });
  const day = useWatch({ control: form.control, name: 'day' });
  const naira = useWatch({ control: form.control, name: 'naira' });
  const told = useWatch({ control: form.control, name: 'told' });
  // Errors show once Continue was pressed (the form was submitted once).
  const checked = form.formState.isSubmitted;
  const income = kind === 'income';
  const limitText = limit ? formatNaira(limit) : '';
  // The most the customer can claim: the benefit's limit, or less when earlier claims this policy
  // year used some of it (the server's figure, told before filing).
  const cap = limit !== undefined && left !== undefined ? Math.min(limit, left) : limit;
  const partlyUsed = cap !== undefined && limit !== undefined && cap < limit;

  const dateError = checked && !day ? t('claims.dateRequired') : undefined;
  let amountError: string | undefined;
  if (!income && checked) {
    if (!naira) amountError = t('claims.amountRequired');
    else if (cap !== undefined && naira > cap) {
      amountError = partlyUsed
        ? t('claims.amountOverLeft', { left: formatNaira(cap) })
        : t('claims.amountOverLimit', { limit: limitText });
    }
  }
  let noticeError: string | undefined;
  if (income && told === true) noticeError = claimCopy.noticeBeforePurchase;
  else if (income && checked && told === null) noticeError = t('claims.noticeRequired');

  const submit = form.handleSubmit(async ({ day, naira, told }) => {
    if (!day || checking) return;
    if (!income && (!naira || (cap !== undefined && naira > cap))) return;
    if (income && told !== false) return;
    // Told once, for this date: the second Continue goes on.
    if (check && premiumNotice?.day !== day) {
      setChecking(true);
      const answer = await check(day).finally(() => setChecking(false));
      if (typeof answer === 'string') {
        setRefused({ day, message: answer });
        return;
      }
      if (answer) {
        setNotice({ day, notice: answer.notice });
        return;
      }
    }
    onContinue({ date: day, amount: income ? null : naira, notice: income ? told : null });
  });

  return (
    <form className="flow-screen" noValidate onSubmit={submit}>
      <h2 className="flow-screen__title" data-stage-heading>
        {income ? t('claims.jobLossDateTitle') : t('claims.eventDateTitle')}
      </h2>
      <TextField
        type="date"
        label={income ? t('claims.jobLossDate') : t('claims.eventDate')}
        hint={income ? t('claims.jobLossDateHint') : t('claims.eventDateHint')}
        {...form.register('day')}
        error={
          dateError ??
          (refused?.day === day ? refused.message : undefined) ??
          (day === date ? serverErrors?.date : undefined)
        }
        required
      />
      {premiumNotice?.day === day ? (
        <p className="ui-field__hint claim-premium-notice" role="status">
          {premiumNotice.notice}
        </p>
      ) : null}
      {income ? (
        <fieldset
          className="claim-notice"
          aria-describedby={
            (noticeError ?? serverErrors?.notice) ? 'claim-notice-error' : 'claim-notice-hint'
          }
        >
          <legend className="ui-field__label">{t('claims.noticeQuestion')}</legend>
          <p className="ui-field__hint" id="claim-notice-hint">
            {t('claims.noticeHint')}
          </p>
          {[false, true].map((value) => (
            <label key={String(value)} className="claim-notice__option">
              <input
                type="radio"
                name="notice_before_purchase"
                checked={told === value}
                onChange={() => form.setValue('told', value)}
              />{' '}
              {value ? t('claims.noticeYes') : t('claims.noticeNo')}
            </label>
          ))}
          {(noticeError ?? serverErrors?.notice) ? (
            <p className="ui-field__error" id="claim-notice-error" role="alert">
              <ErrorWords text={noticeError ?? serverErrors?.notice} />
            </p>
          ) : null}
        </fieldset>
      ) : (
        <MoneyInput
          label={t('claims.amountClaimed')}
          currencyLabel={t('wizard.amountInNaira')}
          hint={
            cap !== undefined && partlyUsed
              ? t('claims.amountLeftHint', { left: formatNaira(cap), limit: limitText })
              : limit
                ? t('claims.amountHint', { limit: limitText })
                : undefined
          }
          value={naira}
          onChange={(value) => form.setValue('naira', value)}
          error={amountError ?? (naira === amount ? serverErrors?.amount : undefined)}
          required
        />
      )}
      <FormActions
        submit={checking ? t('claims.checkingDate') : t('claims.continue')}
        busy={checking}
        fullWidth
      />
    </form>
  );
}
