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

const resolver = lazyZodResolver<LoginBody>(
  async () => (await import('../auth-schemas')).loginBodySchema,
);

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
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
    <AuthLayout title="Sign in" intro="Welcome back. Sign in to see your policies.">
      {expired ? (
        <p className="auth-notice" role="status">
          Your session has expired. Please sign in again.
        </p>
      ) : null}
      {reset ? (
        <p className="auth-notice auth-notice--success" role="status">
          Your password has been changed. Please sign in with your new password.
        </p>
      ) : null}
      <form className="auth-form" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <FormError message={formError} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="auth-form__aside">
          <Link to={paths.forgotPassword}>Forgot your password?</Link>
        </p>
        <p className="auth-form__aside">
          <Link to={paths.phoneAccount}>Opened your account by USSD? Add your e-mail</Link>
        </p>
        <FormActions submit="Sign in" fullWidth busy={form.formState.isSubmitting} />
      </form>
      <p className="auth-card__switch">
        New to Alaafia?{' '}
        <Link
          to={
            next === paths.home ? paths.signup : `${paths.signup}?next=${encodeURIComponent(next)}`
          }
        >
          Create an account
        </Link>
      </p>
      <p className="auth-card__switch">
        <Link to={paths.claimNextOfKin}>Claiming for someone who has died?</Link>
      </p>
      <p className="auth-card__switch">
        <Link to={paths.help}>Need help? Contact us</Link>
      </p>
    </AuthLayout>
  );
}
