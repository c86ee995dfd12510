import type { PhoneAccountClaimBody, PhoneAccountCodeBody } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { TextField } from '#components/ui/text-field.js';
import { paths } from '#config/paths.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { useT } from '#lib/i18n.js';
import { lazyZodResolver } from '#lib/lazy-zod-resolver.js';
import { useClaimPhoneAccount, usePhoneAccountCode } from '../api/phone-account';
import { AuthLayout } from './auth-layout';

// The forms' schemas (and zod) come on demand, as the other sign-in pages' do (auth-schemas.ts).
const codeResolver = lazyZodResolver<PhoneAccountCodeBody>(
  async () => (await import('../auth-schemas')).phoneAccountCodeBodySchema,
);
const claimResolver = lazyZodResolver<PhoneAccountClaimBody>(
  async () => (await import('../auth-schemas')).phoneAccountClaimBodySchema,
);

/**
 * An account opened by phone (USSD, issue 41) adds its e-mail and password: first a code by SMS to
 * the account's number, then the code, the USSD PIN, the e-mail and a password. The customer is then
 * signed in and proves the e-mail on the dashboard, as after sign-up.
 */
export function PhoneAccountPage() {
  const navigate = useNavigate();
  const t = useT();
  const askCode = usePhoneAccountCode();
  const claim = useClaimPhoneAccount();
  const [sent, setSent] = useState<{ phone: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const phoneForm = useForm<PhoneAccountCodeBody>({
    resolver: codeResolver,
    defaultValues: { phone_number: '' },
  });
  const claimForm = useForm<PhoneAccountClaimBody>({
    resolver: claimResolver,
    defaultValues: { phone_number: '', code: '', pin: '', email: '', password: '' },
  });

  const onAsk = phoneForm.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await askCode.mutateAsync(values);
      setSent({ phone: values.phone_number });
      claimForm.setValue('phone_number', values.phone_number);
    } catch (error) {
      setFormError(applyServerErrors(error, phoneForm.setError, ['phone_number']));
    }
  });

  const onClaim = claimForm.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await claim.mutateAsync(values);
      void navigate(paths.home, { replace: true });
    } catch (error) {
      setFormError(
        applyServerErrors(error, claimForm.setError, ['code', 'pin', 'email', 'password']),
      );
    }
  });

  const errors = claimForm.formState.errors;
  return (
    <AuthLayout title={t('auth.phoneAccount.title')} intro={t('auth.phoneAccount.intro')}>
      {sent === null ? (
        <form className="auth-form" onSubmit={onAsk} noValidate>
          <FormError message={formError} />
          <TextField
            label={t('auth.field.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            error={phoneForm.formState.errors.phone_number?.message}
            {...phoneForm.register('phone_number')}
          />
          <FormActions
            submit={t('auth.phoneAccount.sendCode')}
            fullWidth
            busy={phoneForm.formState.isSubmitting}
          />
        </form>
      ) : (
        <form className="auth-form" onSubmit={onClaim} noValidate>
          <p className="auth-notice" role="status">
            {t('auth.phoneAccount.codeSent')}
          </p>
          <FormError message={formError} />
          <TextField
            label={t('auth.phoneAccount.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errors.code?.message}
            {...claimForm.register('code')}
          />
          <TextField
            label={t('auth.phoneAccount.pin')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            error={errors.pin?.message}
            {...claimForm.register('pin')}
          />
          <TextField
            label={t('auth.field.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...claimForm.register('email')}
          />
          <TextField
            label={t('auth.field.password')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...claimForm.register('password')}
          />
          <FormActions
            submit={t('auth.phoneAccount.submit')}
            fullWidth
            busy={claimForm.formState.isSubmitting}
          />
        </form>
      )}
      <p className="auth-card__switch">
        <Link to={paths.login}>{t('auth.forgot.back')}</Link>
      </p>
    </AuthLayout>
  );
}
