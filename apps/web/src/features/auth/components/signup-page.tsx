import type { SignupBody } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '#components/ui/text-field.js';
import { paths, safeNextPath } from '#config/paths.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { useSignup } from '../api/sign-in';
import { AuthLayout } from './auth-layout';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { lazyZodResolver } from '#lib/lazy-zod-resolver.js';

const resolver = lazyZodResolver<SignupBody>(
  async () => (await import('../auth-schemas')).signupBodySchema,
);

const FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'password'] as const;

export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
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
    <AuthLayout
      title="Create your account"
      intro="It takes a minute. You will use it to buy and manage your cover."
    >
      <form className="auth-form" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <FormError message={formError} />
        <div className="auth-form__row">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="0803 123 4567"
          error={errors.phone_number?.message}
          {...form.register('phone_number')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormActions submit="Create account" fullWidth busy={form.formState.isSubmitting} />
      </form>
      <p className="auth-card__switch">
        Already have an account?{' '}
        <Link
          to={next === paths.home ? paths.login : `${paths.login}?next=${encodeURIComponent(next)}`}
        >
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
