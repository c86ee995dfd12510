import { closeAccountBodySchema, type CloseAccountBody, type Customer } from '@alaafia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { Modal } from '#components/ui/modal.js';
import { TextField } from '#components/ui/text-field.js';
import { paths } from '#config/paths.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { useCloseAccount, type ClosedAccount } from '../api/close-account';
import { queryKeys } from '#lib/query-keys.js';
import { useT } from '#lib/i18n.js';

function ClosedSummary({ closed }: { closed: ClosedAccount }) {
  const t = useT();
  return (
    <div className="closed-summary" role="status">
      <p>{closed.message}</p>
      <h3>{t('settings.erasedHeading')}</h3>
      <ul>
        {closed.erased.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {closed.retained.length > 0 ? (
        <>
          <h3>{t('settings.retainedHeading')}</h3>
          <ul>
            {closed.retained.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * The data rights of the Nigeria Data Protection Act 2023: a copy of everything held (a JSON file
 * downloaded from the API, for this customer only) and closing the account, with the password asked
 * again and the server's account of what was erased and what is kept, and until when.
 */
export function DataRightsSection({ customer }: { customer: Customer }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const close = useCloseAccount(customer.id);
  const [open, setOpen] = useState(false);
  const [closed, setClosed] = useState<ClosedAccount | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CloseAccountBody>({
    resolver: zodResolver(closeAccountBodySchema),
    defaultValues: { password: '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      setClosed(await close.mutateAsync(body));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['password']));
    }
  });

  /** After the summary: the session is gone, so the app starts again at sign-in. */
  const leave = () => {
    void Promise.resolve(navigate(paths.login, { replace: true })).then(() => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.me, null);
    });
  };

  const dismiss = () => {
    if (closed) return leave();
    if (close.isPending) return;
    form.reset();
    setFormError(null);
    setOpen(false);
  };

  return (
    <section className="page-card settings-section settings-danger" aria-labelledby="settings-data">
      <h2 id="settings-data">{t('settings.yourData')}</h2>
      <p className="settings-section__intro">{t('settings.exportIntro')}</p>
      <a
        className="settings-download"
        href={`/api/local/customers/${customer.id}/data-export`}
        download
      >
        {t('settings.download')}
      </a>
      <p className="settings-section__intro">{t('settings.closeIntro')}</p>
      <div className="settings-actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('settings.closeAccount')}
        </Button>
      </div>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (!next) dismiss();
        }}
        size="md"
        title={closed ? t('settings.closed') : t('settings.closeTitle')}
        description={closed ? undefined : t('settings.closeIntro')}
        dismissible={!close.isPending}
        showCloseButton={!closed}
        footer={
          closed ? (
            <Button onClick={leave}>{t('settings.ok')}</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={dismiss} disabled={close.isPending}>
                {t('settings.keepAccount')}
              </Button>
              <FormActions
                submit={t('settings.closeConfirm')}
                form="close-account-form"
                busy={close.isPending}
              />
            </>
          )
        }
      >
        {closed ? (
          <ClosedSummary closed={closed} />
        ) : (
          <form id="close-account-form" className="settings-form" onSubmit={onSubmit} noValidate>
            <FormError message={formError} />
            <TextField
              label={t('settings.password_')}
              type="password"
              autoComplete="current-password"
              error={form.formState.errors.password?.message}
              {...form.register('password')}
            />
          </form>
        )}
      </Modal>
    </section>
  );
}
