import { zodResolver } from '@hookform/resolvers/zod';
import {
  canSaveNextOfKin,
  nextOfKinFormSchema,
  RELATIONSHIPS,
  stripNextOfKinName,
  stripToDigits,
  toNextOfKinPayload,
  type Customer,
  type NextOfKinForm as NextOfKinValues,
  type NextOfKinFormValues,
} from '@alaafia/domain';
import { useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '#lib/form-errors.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { Select } from '#components/ui/select.js';
import { TextField } from '#components/ui/text-field.js';
import { useSaveNextOfKin } from './api/save-next-of-kin';
import { useT } from '#lib/i18n.js';

type NextOfKinFormProps = {
  customerId: number;
  /** The saved next of kin, to edit it (settings); empty for a first one. */
  initial?: Customer['next_of_kin'];
  /** After the save: the profile is already refreshed. */
  onSaved?: (customer: Customer) => void;
  saveLabel?: string;
};

/**
 * The next-of-kin form of dashboard-and-kyc.md sections 3 to 5: first and last name (only letters,
 * hyphen and period are kept as they are typed), phone (digits only; 11 from 0), an optional e-mail
 * and the relationship. Save is enabled only when the form is complete; the server's errors on email
 * and phone show on those fields.
 */
export function NextOfKinForm({ customerId, initial, onSaved, saveLabel }: NextOfKinFormProps) {
  const t = useT();
  const relationshipOptions = RELATIONSHIPS.map((name) => ({
    value: name,
    label: t(`account.relationship.${name}`),
  }));
  const save = useSaveNextOfKin(customerId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NextOfKinFormValues, unknown, NextOfKinValues>({
    resolver: zodResolver(nextOfKinFormSchema),
    mode: 'onTouched',
    defaultValues: {
      first_name: initial?.first_name ?? '',
      last_name: initial?.last_name ?? '',
      phone: initial?.phone ?? '',
      email: initial?.email ?? '',
      relationship: (initial?.relationship ?? '') as NextOfKinFormValues['relationship'],
    },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const complete = canSaveNextOfKin(values);

  /** Strips what the field does not keep, as the customer types. */
  const cleaned = (
    name: 'first_name' | 'last_name' | 'phone',
    strip: (value: string) => string,
  ) => {
    const field = form.register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const stripped = strip(event.target.value);
        if (stripped !== event.target.value) event.target.value = stripped;
        return field.onChange(event);
      },
    };
  };

  const onSubmit = form.handleSubmit(async (valid) => {
    setFormError(null);
    try {
      const customer = await save.mutateAsync(toNextOfKinPayload(valid));
      onSaved?.(customer);
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, [
          'email',
          'phone',
          'first_name',
          'last_name',
          'relationship',
        ]),
      );
    }
  });

  return (
    <form className="nok-form" onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <div className="nok-form__row">
        <TextField
          label={t('account.nextOfKin.firstName')}
          autoComplete="off"
          error={errors.first_name?.message}
          {...cleaned('first_name', stripNextOfKinName)}
        />
        <TextField
          label={t('account.nextOfKin.lastName')}
          autoComplete="off"
          error={errors.last_name?.message}
          {...cleaned('last_name', stripNextOfKinName)}
        />
      </div>
      <TextField
        label={t('account.nextOfKin.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        placeholder="08031234567"
        error={errors.phone?.message}
        {...cleaned('phone', stripToDigits)}
      />
      <TextField
        label={t('account.nextOfKin.email')}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Select
        label={t('account.nextOfKin.relationship')}
        placeholder={t('account.nextOfKin.relationshipChoose')}
        options={relationshipOptions}
        error={errors.relationship?.message}
        {...form.register('relationship')}
      />
      <FormActions
        submit={saveLabel ?? t('account.nextOfKin.save')}
        fullWidth
        disabled={!complete}
        busy={save.isPending}
      />
    </form>
  );
}
