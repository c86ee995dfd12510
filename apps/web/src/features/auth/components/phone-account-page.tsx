import type { PhoneAccountClaimBody, PhoneAccountCodeBody } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { TextField } from '#components/ui/text-field.js';
import { paths } from '#config/paths.js';
import { applyServerErrors } from '#lib/form-errors.js';
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
  const askCode = usePhoneAccountCode();
  const claim = useClaimPhoneAccount();
  const [sent, setSent] = useState<{ phone: string; message: string } | null>(null);
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
      const { message } = await askCode.mutateAsync(values);
      setSent({ phone: values.phone_number, message });
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
    <AuthLayout
      title="Add your e-mail"
      intro="Opened your account by dialling our USSD code? Add an e-mail and a password to use it here."
    >
      {sent === null ? (
        <form className="auth-form" onSubmit={onAsk} noValidate>
          <FormError message={formError} />
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            error={phoneForm.formState.errors.phone_number?.message}
            {...phoneForm.register('phone_number')}
          />
          <FormActions submit="Send me a code" fullWidth busy={phoneForm.formState.isSubmitting} />
        </form>
      ) : (
        <form className="auth-form" onSubmit={onClaim} noValidate>
          <p className="auth-notice" role="status">
            {sent.message}
          </p>
          <FormError message={formError} />
          <TextField
            label="Code from the SMS"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errors.code?.message}
            {...claimForm.register('code')}
          />
          <TextField
            label="Your Alaafia PIN"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            error={errors.pin?.message}
            {...claimForm.register('pin')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...claimForm.register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...claimForm.register('password')}
          />
          <FormActions
            submit="Add e-mail and sign in"
            fullWidth
            busy={claimForm.formState.isSubmitting}
          />
        </form>
      )}
      <p className="auth-card__switch">
        <Link to={paths.login}>Back to sign in</Link>
      </p>
    </AuthLayout>
  );
}
