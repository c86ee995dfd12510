import {
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
import { at, messageOf, type Errors } from './next-of-kin-claim-flow';
import { useDates, useT } from '#lib/i18n.js';

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
  const t = useT();
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
        {t('claims.nextOfKin.detailsTitle')}
      </h2>
      <p className="flow-screen__lead">{t('claims.nextOfKin.detailsLead')}</p>
      <FormError message={errors.form} />
      <TextField
        label={t('claims.nextOfKin.policyNumber')}
        hint={t('claims.nextOfKin.policyNumberHint')}
        autoComplete="off"
        autoCapitalize="characters"
        error={errors.policy_number}
        required
        {...form.register('policy_number')}
      />
      <TextField
        label={t('claims.nextOfKin.phone')}
        hint={t('claims.nextOfKin.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={14}
        error={errors.phone}
        required
        {...form.register('phone')}
      />
      <FormActions
        submit={t('claims.nextOfKin.sendCode')}
        busy={form.formState.isSubmitting}
        fullWidth
      />
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
  const t = useT();
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
      setError(
        message === nextOfKinClaimCopy.codeInvalid ? t('claims.nextOfKin.codeWrong') : message,
      );
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
      setNotice(t('claims.nextOfKin.resent'));
    } catch (failure) {
      setError(messageOf(failure, 'phone'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flow-screen" noValidate onSubmit={submit}>
      <h2 className="flow-screen__title" data-stage-heading>
        {t('claims.nextOfKin.codeTitle')}
      </h2>
      <p className="flow-screen__lead">
        {t('claims.nextOfKin.codeLead', { phone: details.phone })}
      </p>
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
            label={t('claims.nextOfKin.codeLabel')}
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
      <FormActions
        submit={t('claims.nextOfKin.continue')}
        busy={busy}
        disabled={!complete}
        fullWidth
        childrenAfter
      >
        <Button variant="secondary" fullWidth disabled={busy} onClick={() => void sendAgain()}>
          {t('claims.nextOfKin.resend')}
        </Button>
        <Button variant="link" fullWidth onClick={onChangeDetails}>
          {t('claims.nextOfKin.changeDetails')}
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
  const t = useT();
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
        {t('claims.nextOfKin.dateTitle')}
      </h2>
      <TextField
        label={t('claims.nextOfKin.dateLabel')}
        hint={t('claims.nextOfKin.dateHint')}
        type="date"
        error={error}
        required
        {...form.register('day')}
      />
      <FormActions submit={t('claims.nextOfKin.continue')} fullWidth />
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
  const t = useT();
  const dates = useDates();
  const banks = useBanks();
  const [sending, setSending] = useState(false);
  const bankName = banks.data?.find((b) => b.code === account.bankCode)?.name ?? account.bankCode;
  const rows: { label: string; value: string; step?: NextOfKinClaimStage }[] = [
    { label: t('claims.nextOfKin.reviewPolicy'), value: policyNumber },
    { label: t('claims.nextOfKin.reviewBenefit'), value: t('claims.nextOfKin.benefit') },
    { label: t('claims.nextOfKin.reviewDate'), value: dates.day(date), step: at('date') },
    {
      label: t('claims.nextOfKin.reviewDocuments'),
      value: documentCount === 1 ? '1 document' : `${documentCount} documents`,
      step: at('certificate'),
    },
    {
      label: t('claims.nextOfKin.reviewAccount'),
      value: `${bankName}, ${account.accountNumber}`,
      step: at('bank'),
    },
  ];
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('claims.nextOfKin.reviewTitle')}
      </h2>
      <p className="flow-screen__lead">{t('claims.nextOfKin.reviewLead')}</p>
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
                  aria-label={t('claims.nextOfKin.changeWhat', { what: row.label.toLowerCase() })}
                  disabled={sending}
                  onClick={() => onEdit(row.step!)}
                >
                  {t('claims.nextOfKin.change')}
                </Button>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="claim-review__declaration">{t('claims.nextOfKin.declaration')}</p>
      <FormError message={formError ?? null} />
      <Button
        fullWidth
        loading={sending}
        onClick={() => {
          setSending(true);
          void onSubmit().finally(() => setSending(false));
        }}
      >
        {t('claims.nextOfKin.submit')}
      </Button>
    </div>
  );
}
