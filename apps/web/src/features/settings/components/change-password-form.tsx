import { zodResolver } from '@hookform/resolvers/zod';
import { authCopy, changePasswordBodySchema } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { useChangePassword } from '../api/change-password';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { useT } from '#lib/i18n.js';

const formSchema = changePasswordBodySchema
  .extend({ confirm: z.string() })
  .refine((v) => v.new_password === v.confirm, {
    path: ['confirm'],
    message: authCopy.passwordsDiffer,
  });
type FormValues = z.infer<typeof formSchema>;

/** Current password, new password twice. Every other session is signed out by the server. */
export function ChangePasswordForm({
  onChanged,
  submitLabel,
}: {
  onChanged?: () => void;
  submitLabel?: string;
}) {
  const t = useT();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { current_password: '', new_password: '', confirm: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ current_password, new_password }) => {
    setFormError(null);
    setDone(false);
    try {
      await change.mutateAsync({ current_password, new_password });
      form.reset();
      setDone(true);
      onChanged?.();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['current_password', 'new_password']));
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      {done ? (
        <p className="auth-notice auth-notice--success" role="status">
          {t('settings.password.changed')}
        </p>
      ) : null}
      <TextField
        label={t('settings.password.current')}
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <TextField
        label={t('settings.password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('settings.password.hint')}
        error={errors.new_password?.message}
        {...form.register('new_password')}
      />
      <TextField
        label={t('settings.password.confirm')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
      <FormActions
        submit={submitLabel ?? t('settings.password.submit')}
        busy={form.formState.isSubmitting}
      />
    </form>
  );
}
