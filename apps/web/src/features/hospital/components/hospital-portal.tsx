import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { Spinner } from '#components/ui/spinner.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { useHospitalLogin, useHospitalLogout, useHospitalMe } from '../api/hospital';
import { hospitalCopy, hospitalErrorOf } from '../hospital-copy';
import { MemberCheck } from './member-check';
import { Preauthorisations } from './preauthorisations-section';
import { Statements } from './statements-section';
import { Visits } from './visits-section';
import '../hospital.css';

/**
 * The hospital portal (issue 28; docs/business-rules.md, 'The health plan at the hospital'): the
 * hospital's own sign-in, then eligibility by member number or the card's QR code, visits and
 * pre-authorisations. Desktop first (1280 px), its own chunk.
 */
export function HospitalPortal() {
  const me = useHospitalMe();
  const logout = useHospitalLogout();
  // Drawn by the build too (server-render.tsx's PRERENDERED_PATHS): the portal's name paints with
  // the HTML, before anyone is known (issue 38).
  if (me.isPending)
    return (
      <div className="hospital-loading">
        <p className="hospital__brand">{hospitalCopy.signInTitle}</p>
        <Spinner label="Loading the hospital portal" />
      </div>
    );
  if (!me.data) return <HospitalLogin />;
  return (
    <div className="hospital">
      <header className="hospital__header">
        <p className="hospital__brand">Alaafia for hospitals</p>
        <p className="hospital__who">
          {me.data.name} · {me.data.hospital.name} ({me.data.hospital.code})
        </p>
        <Button variant="secondary" onClick={() => logout.mutate()} loading={logout.isPending}>
          Sign out
        </Button>
      </header>
      <main className="hospital__main" id="main">
        <h1 className="hospital__title">Check a member</h1>
        <MemberCheck />
        <Preauthorisations />
        <Visits />
        <Statements />
      </main>
    </div>
  );
}

type LoginValues = { email: string; password: string; totp: string };

function HospitalLogin() {
  const login = useHospitalLogin();
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '', totp: '' } });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ email, password, totp }) => {
    setFormError(null);
    try {
      await login.mutateAsync({ email, password, ...(totp.trim() ? { totp: totp.trim() } : {}) });
    } catch (cause) {
      applyServerErrors(cause, form.setError, ['email', 'password', 'totp']);
      setFormError(hospitalErrorOf(cause));
    }
  });
  return (
    <main className="hospital-login" id="main">
      <h1 className="hospital-login__title">{hospitalCopy.signInTitle}</h1>
      <p>{hospitalCopy.signInIntro}</p>
      <form className="hospital-form" onSubmit={submit} noValidate>
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
          error={errors.totp?.message}
          {...form.register('totp')}
        />
        <FormActions submit="Sign in" busy={login.isPending} />
      </form>
    </main>
  );
}
