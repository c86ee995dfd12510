import { lazy, memo, Suspense } from 'react';
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
 *
 * Memoised: the dashboard renders again as React takes the server's page over (its queries, the
 * `hydrated` flag), usually before the form's chunk has arrived. A Suspense boundary still showing the
 * server's HTML that receives new props then cannot be hydrated, so React would throw that HTML away
 * and draw the fallback (nothing) until the chunk came: the notice vanished and came back, moving the
 * whole page (Lighthouse's CLS 0.69 on the dashboard of a new customer). With the same e-mail the
 * card does not render again, and the boundary is hydrated in place when its chunk arrives.
 */
export const EmailProofCard = memo(function EmailProofCard({ email }: { email: string }) {
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
});
