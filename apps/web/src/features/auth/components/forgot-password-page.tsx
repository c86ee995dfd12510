import type { ForgotPasswordBody } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '#components/ui/text-field.js';
import { paths } from '#config/paths.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { lazyZodResolver } from '#lib/lazy-zod-resolver.js';
import { useForgotPassword } from '../api/passwords';
import { AuthLayout } from './auth-layout';
import { FormActions, FormError } from '#components/ui/form-error.js';

const resolver = lazyZodResolver<ForgotPasswordBody>(
  async () => (await import('../auth-schemas')).forgotPasswordBodySchema,
);

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent((await forgot.mutateAsync(values)).message);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['email']));
    }
  });

  return (
    <AuthLayout
      title="Reset your password"
      intro="Enter the e-mail you signed up with and we will send you a link."
    >
      {sent ? (
        <p className="auth-notice auth-notice--success" role="status">
          {sent}
        </p>
      ) : (
        <form className="auth-form" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
          <FormError message={formError} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <FormActions submit="Send reset link" fullWidth busy={form.formState.isSubmitting} />
        </form>
      )}
      <p className="auth-card__switch">
        <Link to={paths.login}>Back to sign in</Link>
      </p>
    </AuthLayout>
  );
}
