import type { CreateSponsorBody } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { lazyZodResolver } from '#lib/lazy-zod-resolver.js';
import { useCreateSponsor } from './sponsors-api';

const sponsorResolver = lazyZodResolver<CreateSponsorBody>(
  async () => (await import('../shared/admin-schemas')).createSponsorBodySchema,
);

/** An administrator adds a sponsor; the page opens it once created. */
export function CreateSponsorForm({ onCreated }: { onCreated: (id: number) => void }) {
  const create = useCreateSponsor();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateSponsorBody>({
    resolver: sponsorResolver,
    defaultValues: {
      name: '',
      contact_name: '',
      contact_email: '',
      contact_phone: '',
      rc_number: '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync(values);
      form.reset();
      onCreated(created.id);
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, [
          'name',
          'contact_name',
          'contact_email',
          'contact_phone',
          'rc_number',
        ]),
      );
    }
  });
  return (
    <form className="admin-form" onSubmit={onSubmit} onFocus={sponsorResolver.preload} noValidate>
      <h2 className="admin__subtitle">Add a sponsor</h2>
      <FormError message={formError} />
      <TextField label="Sponsor name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Contact person"
        error={errors.contact_name?.message}
        {...form.register('contact_name')}
      />
      <TextField
        label="Contact e-mail"
        type="email"
        error={errors.contact_email?.message}
        {...form.register('contact_email')}
      />
      <TextField
        label="Contact phone (optional)"
        type="tel"
        error={errors.contact_phone?.message}
        {...form.register('contact_phone')}
      />
      <TextField
        label="RC number (optional)"
        hint="The Corporate Affairs Commission registration number, e.g. RC1234567"
        error={errors.rc_number?.message}
        {...form.register('rc_number')}
      />
      <FormActions submit="Add sponsor" busy={form.formState.isSubmitting} />
    </form>
  );
}
