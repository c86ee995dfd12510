import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '#components/ui/text-field.js';
import { paths } from '#config/paths.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { lazyZodResolver } from '#lib/lazy-zod-resolver.js';
import type { ResetPasswordForm } from '../auth-schemas';
import { useResetPassword } from '../api/passwords';
import { AuthLayout } from './auth-layout';
import { useT } from '#lib/i18n.js';
import { FormActions, FormError } from '#components/ui/form-error.js';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const t = useT();
  // The schema (and zod) loaded on first use, its message in the page's language.
  const resolver = useMemo(() => {
    const passwordsDiffer = t('auth.reset.passwordsDiffer');
    return lazyZodResolver<ResetPasswordForm>(async () =>
      (await import('../auth-schemas')).resetPasswordFormSchema(passwordsDiffer),
    );
  }, [t]);
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
      <AuthLayout title={t('auth.forgot.title')}>
        <p className="auth-notice" role="alert">
          {t('auth.reset.invalidLink')}
        </p>
        <p className="auth-card__switch">
          <Link to={paths.forgotPassword}>{t('auth.reset.newLink')}</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.reset.title')}>
      <form className="auth-form" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <FormError message={formError} />
        <TextField
          label={t('auth.reset.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.field.passwordHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={t('auth.reset.confirm')}
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        <FormActions submit={t('auth.reset.submit')} fullWidth busy={form.formState.isSubmitting} />
      </form>
      {formError ? (
        <p className="auth-card__switch">
          <Link to={paths.forgotPassword}>{t('auth.reset.newLink')}</Link>
        </p>
      ) : null}
    </AuthLayout>
  );
}
