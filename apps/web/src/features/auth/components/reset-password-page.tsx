import { errorCopy } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '#components/ui/text-field.js';
import { paths } from '#config/paths.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { lazyZodResolver } from '#lib/lazy-zod-resolver.js';
import type { ResetPasswordForm } from '../auth-schemas';
import { useResetPassword } from '../api/passwords';
import { AuthLayout } from './auth-layout';
import { FormActions, FormError } from '#components/ui/form-error.js';

const resolver = lazyZodResolver<ResetPasswordForm>(
  async () => (await import('../auth-schemas')).resetPasswordFormSchema,
);

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver,
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ token, password: values.password });
      void navigate(`${paths.login}?reset=1`, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['password']));
    }
  });

  if (!token) {
    return (
      <AuthLayout title="Reset your password">
        <p className="auth-notice" role="alert">
          {errorCopy.invalidResetLink}
        </p>
        <p className="auth-card__switch">
          <Link to={paths.forgotPassword}>Request a new link</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password">
      <form className="auth-form" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <FormError message={formError} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        <FormActions submit="Set new password" fullWidth busy={form.formState.isSubmitting} />
      </form>
      {formError ? (
        <p className="auth-card__switch">
          <Link to={paths.forgotPassword}>Request a new link</Link>
        </p>
      ) : null}
    </AuthLayout>
  );
}
