import type { SignupBody } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '#components/ui/text-field.js';
import { paths, safeNextPath } from '#config/paths.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { useSignup } from '../api/sign-in';
import { AuthLayout } from './auth-layout';
import { Rich, useT } from '#lib/i18n.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { lazyZodResolver } from '#lib/lazy-zod-resolver.js';

const resolver = lazyZodResolver<SignupBody>(
  async () => (await import('../auth-schemas')).signupBodySchema,
);

const FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'password'] as const;

export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const next = safeNextPath(params.get('next'));
  const signup = useSignup();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignupBody>({
    resolver,
    defaultValues: { first_name: '', last_name: '', email: '', phone_number: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signup.mutateAsync(values);
      void navigate(next, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <AuthLayout title={t('auth.signUp.title')} intro={t('auth.signUp.intro')}>
      <form className="auth-form" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <FormError message={formError} />
        <div className="auth-form__row">
          <TextField
            label={t('auth.field.firstName')}
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextField
            label={t('auth.field.lastName')}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
        </div>
        <TextField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.field.phone')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="0803 123 4567"
          error={errors.phone_number?.message}
          {...form.register('phone_number')}
        />
        <TextField
          label={t('auth.field.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.field.passwordHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormActions
          submit={t('auth.signUp.submit')}
          fullWidth
          busy={form.formState.isSubmitting}
        />
      </form>
      <p className="auth-card__switch">
        <Rich
          k="auth.signUp.haveAccount"
          tags={{
            link: (words) => (
              <Link
                to={
                  next === paths.home
                    ? paths.login
                    : `${paths.login}?next=${encodeURIComponent(next)}`
                }
              >
                {words}
              </Link>
            ),
          }}
        />
      </p>
    </AuthLayout>
  );
}
