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
import { useT } from '#lib/i18n.js';
import { FormActions, FormError } from '#components/ui/form-error.js';

const resolver = lazyZodResolver<ForgotPasswordBody>(
  async () => (await import('../auth-schemas')).forgotPasswordBodySchema,
);

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const t = useT();
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
    <AuthLayout title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      {sent ? (
        <p className="auth-notice auth-notice--success" role="status">
          {sent}
        </p>
      ) : (
        <form className="auth-form" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
          <FormError message={formError} />
          <TextField
            label={t('auth.field.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <FormActions
            submit={t('auth.forgot.submit')}
            fullWidth
            busy={form.formState.isSubmitting}
          />
        </form>
      )}
      <p className="auth-card__switch">
        <Link to={paths.login}>{t('auth.forgot.back')}</Link>
      </p>
    </AuthLayout>
  );
}
