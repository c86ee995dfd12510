import type { LoginBody } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '#components/ui/text-field.js';
import { paths, safeNextPath } from '#config/paths.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { useLogin } from '../api/sign-in';
import { AuthLayout } from './auth-layout';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { lazyZodResolver } from '#lib/lazy-zod-resolver.js';
import { Rich, useT } from '#lib/i18n.js';

const resolver = lazyZodResolver<LoginBody>(
  async () => (await import('../auth-schemas')).loginBodySchema,
);

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const next = safeNextPath(params.get('next'));
  const expired = params.get('expired') === '1';
  const reset = params.get('reset') === '1';
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const customer = await login.mutateAsync(values);
      void navigate(customer.change_password ? paths.enrolleeProfile : next, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['email', 'password']));
    }
  });

  return (
    <AuthLayout title={t('auth.signIn.title')} intro={t('auth.signIn.intro')}>
      {expired ? (
        <p className="auth-notice" role="status">
          {t('auth.signIn.expired')}
        </p>
      ) : null}
      {reset ? (
        <p className="auth-notice auth-notice--success" role="status">
          {t('auth.signIn.passwordChanged')}
        </p>
      ) : null}
      <form className="auth-form" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <FormError message={formError} />
        <TextField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="auth-form__aside">
          <Link to={paths.forgotPassword}>{t('auth.signIn.forgot')}</Link>
        </p>
        <p className="auth-form__aside">
          <Link to={paths.phoneAccount}>{t('auth.signIn.phoneAccount')}</Link>
        </p>
        <FormActions
          submit={t('auth.signIn.submit')}
          fullWidth
          busy={form.formState.isSubmitting}
        />
      </form>
      <p className="auth-card__switch">
        <Rich
          k="auth.signIn.newHere"
          tags={{
            link: (words) => (
              <Link
                to={
                  next === paths.home
                    ? paths.signup
                    : `${paths.signup}?next=${encodeURIComponent(next)}`
                }
              >
                {words}
              </Link>
            ),
          }}
        />
      </p>
      <p className="auth-card__switch">
        <Link to={paths.claimNextOfKin}>{t('auth.signIn.nextOfKin')}</Link>
      </p>
      <p className="auth-card__switch">
        <Link to={paths.help}>{t('auth.signIn.help')}</Link>
      </p>
    </AuthLayout>
  );
}
