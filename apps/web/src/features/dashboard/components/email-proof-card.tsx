import { lazy, Suspense } from 'react';
import { ApiError } from '#lib/api-client.js';
import { useSendEmailCode } from '../api/prove-email';
import { withMessages } from '#lib/messages.js';
import { useT } from '#lib/i18n.js';

// The form is its own chunk (with react-hook-form): the dashboard's JavaScript budget. The server's
// render waits for it, so the page arrives with the field drawn.
const EmailProofForm = lazy(async () => ({
  default: (await withMessages(['account'], () => import('./email-proof-form'))()).EmailProofForm,
}));

/**
 * The dashboard's notice while the customer has not proven their e-mail (issue 24;
 * docs/business-rules.md, 'Proving the e-mail'): what waits for it, and where the code goes.
 */
export function EmailProofCard({ email }: { email: string }) {
  const resend = useSendEmailCode();
  const t = useT();
  return (
    <section className="email-proof" aria-labelledby="email-proof-title">
      <h2 id="email-proof-title">{t('dashboard.emailProof.title')}</h2>
      <p>{t('dashboard.emailProof.body', { email })}</p>
      <Suspense fallback={null}>
        <EmailProofForm onResend={() => resend.mutate()} resending={resend.isPending} />
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
