import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { FormActions } from '#components/ui/form-error.js';
import { TextField } from '#components/ui/text-field.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { useProveEmail } from '../api/prove-email';
import { useT } from '#lib/i18n.js';

/**
 * The e-mail's notice (email-proof-card.tsx): its words and the code field, a chunk of its own: the
 * form library and the words come with it, not with every dashboard (the dashboard's budgets,
 * docs/performance.md).
 */
export function EmailProofForm({
  email,
  onResend,
  resending,
}: {
  email: string;
  onResend: () => void;
  resending: boolean;
}) {
  const prove = useProveEmail();
  const t = useT();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const submit = form.handleSubmit(({ code }) =>
    prove.mutate(code.trim(), {
      onError: (error) =>
        form.setError('code', { type: 'server', message: errorMessageOf(error, 'code') }),
    }),
  );
  return (
    <>
      <h2 id="email-proof-title">{t('auth.emailProof.title')}</h2>
      <p>{t('auth.emailProof.body', { email })}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('account.emailProof.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <FormActions submit={t('account.emailProof.submit')} busy={prove.isPending} childrenAfter>
          <Button variant="link" loading={resending} onClick={onResend}>
            {t('account.emailProof.resend')}
          </Button>
        </FormActions>
      </form>
    </>
  );
}
