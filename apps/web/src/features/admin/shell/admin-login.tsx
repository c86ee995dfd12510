import type { StaffLoginBody } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { lazyZodResolver } from '#lib/lazy-zod-resolver.js';
import { useStaffLogin } from '../shared/staff-session';

const resolver = lazyZodResolver<StaffLoginBody>(
  async () => (await import('../shared/admin-schemas')).staffLoginBodySchema,
);

/** The back office's sign-in: e-mail, password and the authenticator code. */
export function AdminLogin() {
  const login = useStaffLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<StaffLoginBody>({
    resolver,
    defaultValues: { email: '', password: '', totp: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ totp, ...rest }) => {
    setFormError(null);
    try {
      await login.mutateAsync({ ...rest, ...(totp ? { totp } : {}) });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['email', 'password', 'totp']));
    }
  });
  return (
    <main className="admin-login" id="main">
      <h1 className="admin-login__title">Alaafia back office</h1>
      <p className="admin-login__intro">For Alaafia staff only. Every action here is recorded.</p>
      <form className="auth-form" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <FormError message={formError} />
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
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
        <TextField
          label="Authenticator code"
          hint="The 6 digits from your authenticator app, or a recovery code."
          autoComplete="one-time-code"
          inputMode="text"
          error={errors.totp?.message}
          {...form.register('totp', {
            setValueAs: (v: string) => (v.trim() === '' ? undefined : v),
          })}
        />
        <FormActions submit="Sign in" fullWidth busy={form.formState.isSubmitting} />
      </form>
    </main>
  );
}
