import { lazy, Suspense } from 'react';
import { ApiError } from '#lib/api-client.js';
import { useSendEmailCode } from '../api/prove-email';
import { withMessages } from '#lib/messages.js';

// The notice's words and form are their own chunk (with react-hook-form and the auth namespace's
// words): the dashboard's JavaScript and catalogue budgets, which /settings shares. The server's
// render waits for it, so the page arrives with the notice drawn.
const EmailProofForm = lazy(async () => ({
  default: (await withMessages(['account', 'auth'], () => import('./email-proof-form'))())
    .EmailProofForm,
}));

/**
 * The dashboard's notice while the customer has not proven their e-mail (issue 24;
 * docs/business-rules.md, 'Proving the e-mail'): what waits for it, and where the code goes.
 */
export function EmailProofCard({ email }: { email: string }) {
  const resend = useSendEmailCode();
  return (
    <section className="email-proof" aria-labelledby="email-proof-title">
      <Suspense fallback={null}>
        <EmailProofForm
          email={email}
          onResend={() => resend.mutate()}
          resending={resend.isPending}
        />
      </Suspense>
      <p role="status">
        {resend.isSuccess
          ? resend.data.message
          : resend.error instanceof ApiError
            ? resend.error.message
            : ''}
      </p>
    </section>
  );
}
