import { zodResolver } from '@hookform/resolvers/zod';
import { ussdPinBodySchema } from '@alaafia/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { useSetUssdPin } from '../api/ussd-pin';
import { useT } from '#lib/i18n.js';

const formSchema = (pinsDiffer: string) =>
  ussdPinBodySchema
    .extend({ confirm: z.string() })
    .refine((v) => v.pin === v.confirm, { path: ['confirm'], message: pinsDiffer });
type FormValues = z.infer<ReturnType<typeof formSchema>>;

/**
 * The PIN asked when the customer dials our USSD code (issue 41): set or reset here with the
 * password; a PIN locked after 5 wrong tries works again at once.
 */
export function UssdPinSection() {
  const t = useT();
  const schema = useMemo(() => formSchema(t('settings.ussdPin.differ')), [t]);
  const setPin = useSetUssdPin();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', pin: '', confirm: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ current_password, pin }) => {
    setFormError(null);
    setDone(null);
    try {
      await setPin.mutateAsync({ current_password, pin });
      setDone(t('settings.ussdPin.set'));
      form.reset();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['current_password', 'pin']));
    }
  });

  return (
    <section className="page-card settings-section" aria-labelledby="settings-ussd-pin">
      <h2 id="settings-ussd-pin">{t('settings.ussdPin.title')}</h2>
      <p className="settings-section__intro">{t('settings.ussdPin.intro')}</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <FormError message={formError} />
        {done ? (
          <p className="auth-notice auth-notice--success" role="status">
            {done}
          </p>
        ) : null}
        <TextField
          label={t('settings.ussdPin.password')}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <TextField
          label={t('settings.ussdPin.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          hint={t('settings.ussdPin.hint')}
          error={errors.pin?.message}
          {...form.register('pin')}
        />
        <TextField
          label={t('settings.ussdPin.confirm')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        <FormActions submit={t('settings.ussdPin.submit')} busy={form.formState.isSubmitting} />
      </form>
    </section>
  );
}
