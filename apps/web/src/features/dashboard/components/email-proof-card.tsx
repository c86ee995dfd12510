import { emailProofCopy } from '@alaafia/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '#components/ui/button.js';
import { TextField } from '#components/ui/text-field.js';
import { ApiError } from '#lib/api-client.js';
import { useProveEmail, useSendEmailCode } from '../api/prove-email';

const messageOf = (error: unknown, field?: string) =>
  error instanceof ApiError ? ((field && error.field(field)) ?? error.message) : null;

/**
 * The dashboard's notice while the customer has not proven their e-mail (issue 24;
 * docs/business-rules.md, 'Proving the e-mail'): what waits for it, and where the code goes.
 */
export function EmailProofCard({ email }: { email: string }) {
  const [code, setCode] = useState('');
  const prove = useProveEmail();
  const resend = useSendEmailCode();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    prove.mutate(code.trim());
  };
  return (
    <section className="email-proof" aria-labelledby="email-proof-title">
      <h2 id="email-proof-title">{emailProofCopy.noticeTitle}</h2>
      <p>{emailProofCopy.noticeBody(email)}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Confirmation code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={messageOf(prove.error, 'code') ?? undefined}
        />
        <Button type="submit" loading={prove.isPending}>
          Confirm my e-mail
        </Button>
        <Button
          variant="link"
          loading={resend.isPending}
          onClick={() => {
            resend.mutate();
          }}
        >
          Send a new code
        </Button>
      </form>
      <p role="status">
        {resend.isSuccess ? resend.data.message : (messageOf(resend.error) ?? '')}
      </p>
    </section>
  );
}
