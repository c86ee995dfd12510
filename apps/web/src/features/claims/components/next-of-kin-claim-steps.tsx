import {
  formatCalendarDate,
  nextOfKinClaimCopy,
  nextOfKinCodeBodySchema,
  type NextOfKinClaimStage,
} from '@alaafia/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useBanks } from '#flows/kyc/api/get-banks.js';
import { Button } from '#components/ui/button.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { OtpInput } from '#components/ui/otp-input.js';
import { TextField } from '#components/ui/text-field.js';
import { ApiError } from '#lib/api-client.js';
import type { NextOfKinDetails } from '../api/next-of-kin-claim';
import { nextOfKinCopy as copy } from '../claims-copy';
import { at, messageOf, type Errors } from './next-of-kin-claim-flow';

/** The policy number and the phone the code goes to. */
export function DetailsStep({
  details,
  errors,
  send,
  onSent,
  onErrors,
}: {
  details: NextOfKinDetails;
  errors: Errors;
  send: (details: NextOfKinDetails) => Promise<unknown>;
  onSent: (details: NextOfKinDetails) => void;
  onErrors: (errors: Errors) => void;
}) {
  const form = useForm<NextOfKinDetails>({ defaultValues: details });
  const submit = form.handleSubmit(async (values) => {
    const body = {
      policy_number: values.policy_number.trim(),
      phone: values.phone.replace(/\D/g, ''),
    };
    const parsed = nextOfKinCodeBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        found[key] ??= issue.message;
      }
      onErrors(found);
      return;
    }
    try {
      await send(parsed.data);
      onSent(parsed.data);
    } catch (error) {
      const found: Errors = {
        policy_number: error instanceof ApiError ? error.field('policy_number') : undefined,
        phone: error instanceof ApiError ? error.field('phone') : undefined,
      };
      if (!found.policy_number && !found.phone) found.form = messageOf(error);
      onErrors(found);
    }
  });

  return (
    <form className="flow-screen" noValidate onSubmit={submit}>
      <h2 className="flow-screen__title" data-stage-heading>
        {copy.detailsTitle}
      </h2>
      <p className="flow-screen__lead">{copy.detailsLead}</p>
      <FormError message={errors.form} />
      <TextField
        label={copy.policyNumber}
        hint={copy.policyNumberHint}
        autoComplete="off"
        autoCapitalize="characters"
        error={errors.policy_number}
        required
        {...form.register('policy_number')}
      />
      <TextField
        label={copy.phone}
        hint={copy.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={14}
        error={errors.phone}
        required
        {...form.register('phone')}
      />
      <FormActions submit={copy.sendCode} busy={form.formState.isSubmitting} fullWidth />
    </form>
  );
}

/** The 4-digit code sent to the phone; a new one, or back to the details. */
export function CodeStep({
  details,
  verify,
  resend,
  onVerified,
  onChangeDetails,
}: {
  details: NextOfKinDetails;
  verify: (code: string) => Promise<string>;
  resend: (details: NextOfKinDetails) => Promise<unknown>;
  onVerified: (token: string) => void;
  onChangeDetails: () => void;
}) {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const complete = /^\d{4}$/.test(useWatch({ control: form.control, name: 'code' }));

  const submit = form.handleSubmit(async ({ code }) => {
    if (!complete || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      onVerified(await verify(code));
    } catch (failure) {
      form.setValue('code', '');
      const message = messageOf(failure, 'code');
      setError(message === nextOfKinClaimCopy.codeInvalid ? copy.codeWrong : message);
    } finally {
      setBusy(false);
    }
  });

  async function sendAgain() {
    setBusy(true);
    setError(null);
    try {
      await resend(details);
      form.setValue('code', '');
      setNotice(copy.resent);
    } catch (failure) {
      setError(messageOf(failure, 'phone'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flow-screen" noValidate onSubmit={submit}>
      <h2 className="flow-screen__title" data-stage-heading>
        {copy.codeTitle}
      </h2>
      <p className="flow-screen__lead">{copy.codeLead(details.phone)}</p>
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <OtpInput
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              if (next) setError(null);
            }}
            length={4}
            digitsOnly
            label={copy.codeLabel}
            error={error}
            disabled={busy}
            autoFocus
          />
        )}
      />
      {notice ? (
        <p className="nok-claim__notice" role="status">
          {notice}
        </p>
      ) : null}
      <FormActions submit={copy.continue} busy={busy} disabled={!complete} fullWidth childrenAfter>
        <Button variant="secondary" fullWidth disabled={busy} onClick={() => void sendAgain()}>
          {copy.resend}
        </Button>
        <Button variant="link" fullWidth onClick={onChangeDetails}>
          {copy.changeDetails}
        </Button>
      </FormActions>
    </form>
  );
}

/** The date of the accident. */
export function DateStep({
  date,
  serverError,
  onContinue,
}: {
  date: string;
  serverError: string | undefined;
  onContinue: (date: string) => void;
}) {
  const form = useForm<{ day: string }>({ defaultValues: { day: date } });
  const day = useWatch({ control: form.control, name: 'day' });
  const checked = form.formState.isSubmitted;
  const error = checked && !day ? 'Please enter the date' : day === date ? serverError : undefined;
  return (
    <form
      className="flow-screen"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        if (values.day) onContinue(values.day);
      })}
    >
      <h2 className="flow-screen__title" data-stage-heading>
        {copy.dateTitle}
      </h2>
      <TextField
        label={copy.dateLabel}
        hint={copy.dateHint}
        type="date"
        error={error}
        required
        {...form.register('day')}
      />
      <FormActions submit={copy.continue} fullWidth />
    </form>
  );
}

/** What will be claimed, each part with 'Change', and the declaration before it is sent. */
export function ReviewStep({
  policyNumber,
  date,
  documentCount,
  account,
  formError,
  onEdit,
  onSubmit,
}: {
  policyNumber: string;
  date: string;
  documentCount: number;
  account: { bankCode: string; accountNumber: string };
  formError: string | undefined;
  onEdit: (stage: NextOfKinClaimStage) => void;
  onSubmit: () => Promise<void>;
}) {
  const banks = useBanks();
  const [sending, setSending] = useState(false);
  const bankName = banks.data?.find((b) => b.code === account.bankCode)?.name ?? account.bankCode;
  const rows: { label: string; value: string; step?: NextOfKinClaimStage }[] = [
    { label: copy.reviewPolicy, value: policyNumber },
    { label: copy.reviewBenefit, value: copy.benefit },
    { label: copy.reviewDate, value: formatCalendarDate(date), step: at('date') },
    {
      label: copy.reviewDocuments,
      value: documentCount === 1 ? '1 document' : `${documentCount} documents`,
      step: at('certificate'),
    },
    {
      label: copy.reviewAccount,
      value: `${bankName}, ${account.accountNumber}`,
      step: at('bank'),
    },
  ];
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {copy.reviewTitle}
      </h2>
      <p className="flow-screen__lead">{copy.reviewLead}</p>
      <dl className="claim-review">
        {rows.map((row) => (
          <div className="claim-review__row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <span className="claim-review__value">{row.value}</span>
              {row.step ? (
                <Button
                  variant="link"
                  className="claim-review__edit"
                  aria-label={`Change ${row.label.toLowerCase()}`}
                  disabled={sending}
                  onClick={() => onEdit(row.step!)}
                >
                  Change
                </Button>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="claim-review__declaration">{copy.declaration}</p>
      <FormError message={formError ?? null} />
      <Button
        fullWidth
        loading={sending}
        onClick={() => {
          setSending(true);
          void onSubmit().finally(() => setSending(false));
        }}
      >
        {copy.submit}
      </Button>
    </div>
  );
}
