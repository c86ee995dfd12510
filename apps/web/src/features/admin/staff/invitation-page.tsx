import type { AcceptInvitationBody, AcceptedInvitation } from '@alaafia/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { TextField } from '#components/ui/text-field.js';
import { ApiError } from '#lib/api-client.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { lazyZodResolver } from '#lib/lazy-zod-resolver.js';
import { useAcceptInvitation, useOpenInvitation } from './staff-api';
import '../admin.css';

const resolver = lazyZodResolver<AcceptInvitationBody>(
  async () => (await import('../shared/admin-schemas')).acceptInvitationBodySchema,
);

/** The secret in groups of four, easier to type into an authenticator app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * /admin/invitation#<token> (issue 24): a new staff member, invited by e-mail, sets their own
 * password and enrols their authenticator, then signs in as everyone does. The token is in the
 * fragment, which the browser never sends to the server.
 */
export function InvitationPage() {
  const [token] = useState(() =>
    typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, ''),
  );
  const open = useOpenInvitation();
  const accept = useAcceptInvitation();
  const [done, setDone] = useState<AcceptedInvitation | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AcceptInvitationBody>({
    resolver,
    defaultValues: { token, password: '', totp: '' },
  });
  const { errors } = form.formState;
  const { mutate } = open;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      setDone(await accept.mutateAsync({ ...values, token }));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['password', 'totp']));
    }
  });

  if (done)
    return (
      <main className="admin-login" id="main">
        <h1 className="admin-login__title">Your account is ready</h1>
        <p className="admin-login__intro">
          Keep these recovery codes somewhere safe, away from your phone: each one signs you in once
          if you lose your authenticator. They are shown only now.
        </p>
        <ul className="admin-credentials__codes" aria-label="Recovery codes">
          {done.recovery_codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <p>
          Then sign in with {done.email}, your password and the code from your authenticator app.
        </p>
        {/* A whole-page link: the hospital portal is a door of its own (issue 38). */}
        <a className="ui-button ui-button--primary ui-button--full" href={done.sign_in_path}>
          {done.sign_in_path === '/hospital'
            ? 'Sign in to the hospital portal'
            : 'Sign in to the back office'}
        </a>
      </main>
    );

  if (!token || (open.error instanceof ApiError && open.error.status === 422))
    return (
      <main className="admin-login" id="main">
        <h1 className="admin-login__title">Alaafia back office</h1>
        <p role="alert">
          This invitation link is not valid: it was used, replaced, or it is more than 72 hours old.
          Ask an administrator for a new one.
        </p>
        <p>
          <Link to="/admin">Go to the back office sign-in</Link>
        </p>
      </main>
    );
  if (!open.data)
    return (
      <main className="admin-login" id="main">
        <h1 className="admin-login__title">Alaafia back office</h1>
        <p role={open.isError ? 'alert' : 'status'}>
          {open.isError
            ? 'The invitation could not be opened. Try again.'
            : 'Opening your invitation…'}
        </p>
      </main>
    );

  const invitation = open.data;
  return (
    <main className="admin-login" id="main">
      <h1 className="admin-login__title">Welcome, {invitation.name}</h1>
      <p className="admin-login__intro">
        Set up your back-office account ({invitation.email}): choose a password and add your
        authenticator app. This link works once.
      </p>
      <form className="auth-form" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <FormError message={formError} />
        <input type="hidden" autoComplete="username" value={invitation.email} readOnly />
        <TextField
          label="Choose a password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="admin-credentials">
          <h2 className="admin__subtitle">Add your authenticator app</h2>
          <p>
            In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…),
            scan this QR code, or add an account with the key below, or{' '}
            <a href={invitation.totp_uri}>open it in the app</a> on this phone.
          </p>
          <img
            className="admin-credentials__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(invitation.totp_qr_svg)}`}
            alt="QR code of your authenticator key"
            width={176}
            height={176}
          />
          <p>
            <code className="admin-credentials__uri" aria-label="Authenticator key">
              {grouped(invitation.totp_secret)}
            </code>
          </p>
        </div>
        <TextField
          label="Code from your authenticator app"
          hint="The 6 digits it shows now."
          autoComplete="one-time-code"
          inputMode="numeric"
          error={errors.totp?.message}
          {...form.register('totp')}
        />
        <FormActions submit="Set up my account" fullWidth busy={form.formState.isSubmitting} />
      </form>
    </main>
  );
}
