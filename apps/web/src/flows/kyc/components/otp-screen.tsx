import { OTP_LENGTH } from '@alaafia/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { FormActions } from '#components/ui/form-error.js';
import { OtpInput } from '#components/ui/otp-input.js';
import { ApiError } from '#lib/api-client.js';
import { useOtpStatus, useResendOtp } from '../api/otp-code';
import { useVerifyOtp } from '../api/verify-otp';
import { readOtpError, type KycFailure } from './kyc-errors';
import { readValidationResult, storeValidationResult } from './kyc-storage';
import '#styles/flows.css';
import type { Translate } from '@alaafia/i18n';
import { useT } from '#lib/i18n.js';

/** The monthly health wizard's prompt; the yearly one passes its own ('enter the 4 digit code ...'). */

/** Ours (issue 18): where the code went, and a new one when it is spent or never came. */

/** '45 seconds', '1 minute', '55 minutes', '2 hours 5 minutes': how long a customer waits. */
function describeWait(t: Translate, seconds: number): string {
  if (seconds < 60) return t('kyc.wait.seconds', { count: Math.max(1, seconds) });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return t('kyc.wait.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const inHours = t('kyc.wait.hours', { count: hours });
  return rest === 0
    ? inHours
    : t('kyc.wait.hoursMinutes', {
        hours: inHours,
        minutes: t('kyc.wait.minutes', { count: rest }),
      });
}

/** Whole seconds left until `deadline` (a Date.now() time), counting down once a second. */
function useSecondsUntil(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (deadline === null || at >= deadline) clearInterval(timer);
    };
    // At once (the clock read at the last render may be old), then every second until the deadline.
    const first = setTimeout(tick, 0);
    if (deadline !== null && deadline > Date.now()) timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadline]);
  return left;
}

type OtpScreenProps = {
  customerId: number;
  title?: string;
  prompt?: string;
  /** The code is right: the validated profile is stored and the host moves on (90). */
  onVerified: () => void;
  /**
   * The code was right but the name differs ('Unable to validate ...', with the registered name):
   * the host opens its modal. A wrong code ('Invalid OTP. You have 4 tries left.') shows under the
   * boxes instead, which are cleared for a new try.
   */
  onFailure: (failure: KycFailure) => void;
};

/**
 * Screen 70, 'Verify your NIN/BVN': four boxes and Continue, enabled once all four hold a digit.
 * Below them (issue 18): the phone the code went to, masked by the server ('0803 *** **01'), and
 * 'Send a new code', counting down the server's real wait (the resend pause or a full quota).
 */
export function OtpScreen({ customerId, title, prompt, onVerified, onFailure }: OtpScreenProps) {
  const t = useT();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  const setCode = (value: string) => form.setValue('code', value);
  const verify = useVerifyOtp(customerId);
  const status = useOtpStatus(customerId);
  const resend = useResendOtp(customerId);
  const [notice, setNotice] = useState<string | null>(null);
  /** A wrong or spent code: said under the boxes with the tries left, not in a pop-up (issue 30). */
  const [codeError, setCodeError] = useState<string | null>(null);
  const [refusedUntil, setRefusedUntil] = useState<number | null>(null);
  const complete = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);

  const statusDeadline = status.data
    ? status.dataUpdatedAt + status.data.resend_after_seconds * 1000
    : null;
  const deadline =
    statusDeadline === null ? refusedUntil : Math.max(statusDeadline, refusedUntil ?? 0);
  const secondsLeft = useSecondsUntil(deadline);
  const phone = status.data?.phone_hint ?? null;

  const submit = form.handleSubmit(async ({ code }) => {
    if (!complete || verify.isPending) return;
    try {
      const profile = await verify.mutateAsync(code);
      storeValidationResult(profile, readValidationResult()?.id_type);
      onVerified();
    } catch (error) {
      setCode('');
      const failure = readOtpError(error);
      if (failure.kind === 'error') setCodeError(failure.message);
      else onFailure(failure);
    }
  });

  function typeCode(value: string) {
    setCode(value);
    if (value !== '') setCodeError(null);
  }

  async function sendNewCode() {
    if (resend.isPending || secondsLeft > 0) return;
    setNotice(null);
    try {
      const sent = await resend.mutateAsync();
      setCode('');
      setCodeError(null);
      setRefusedUntil(null);
      setNotice(t('kyc.otp.resent', { phone: sent.phone_hint }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds !== null) {
        setRefusedUntil(Date.now() + error.retryAfterSeconds * 1000);
        setNotice(t('kyc.otp.tooSoon', { wait: describeWait(t, error.retryAfterSeconds) }));
      } else {
        onFailure(readOtpError(error));
      }
    }
  }

  return (
    <form className="flow-screen" onSubmit={submit} noValidate>
      <h2 className="flow-screen__title" data-stage-heading>
        {title ?? t('kyc.otp.title')}
      </h2>
      <p className="flow-screen__lead" id="otp-prompt">
        {prompt ?? t('kyc.otp.prompt')}
      </p>
      {phone ? <p className="flow-screen__lead">{t('kyc.otp.sentTo', { phone })}</p> : null}
      <OtpInput
        value={code}
        onChange={typeCode}
        length={OTP_LENGTH}
        error={codeError ?? undefined}
        digitsOnly
        label={t('kyc.otp.code')}
        disabled={verify.isPending}
        autoFocus
      />
      <FormActions
        submit={t('kyc.continue')}
        fullWidth
        busy={verify.isPending}
        disabled={!complete}
      />
      {status.isSuccess || refusedUntil !== null ? (
        <div className="flow-screen__resend">
          <Button
            variant="link"
            onClick={() => void sendNewCode()}
            loading={resend.isPending}
            disabled={secondsLeft > 0 || verify.isPending}
            aria-describedby={secondsLeft > 0 ? 'otp-resend-wait' : undefined}
          >
            {t('kyc.otp.resend')}
          </Button>
          {secondsLeft > 0 ? (
            <p className="flow-screen__aside" id="otp-resend-wait">
              {t('kyc.otp.waitFor', { wait: describeWait(t, secondsLeft) })}
            </p>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="flow-screen__aside">
        {notice}
      </p>
    </form>
  );
}
