import { Link } from 'react-router';
import { paths } from '#config/paths.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema, type Customer, type ProfileFormValues } from '@alaafia/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddressField } from '#flows/address/address-field.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { Select } from '#components/ui/select.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { useStates } from '#lib/reference-data.js';
import { useUpdateProfile } from '../api/update-profile';
import { useT } from '#lib/i18n.js';

type ProfileValues = z.output<typeof profileFormSchema>;

/**
 * Name, phone, address and state, saved with PATCH /local/customers/{id}. Once the identity is
 * verified the name is the ID's: it is shown but not editable (the server refuses a change too).
 */
export function ProfileForm({ customer }: { customer: Customer }) {
  const t = useT();
  const update = useUpdateProfile(customer.id);
  const states = useStates();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const nameLocked = customer.have_completed_kyc;
  const form = useForm<ProfileFormValues, unknown, ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      first_name: customer.first_name,
      last_name: customer.last_name,
      phone_number: customer.phone_number,
      address: customer.address ?? '',
      state: customer.state ?? '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    const { first_name, last_name, ...rest } = values;
    // Empty address or state are left as they are: the server reads absent as unchanged.
    const body = {
      ...(nameLocked ? {} : { first_name, last_name }),
      phone_number: rest.phone_number,
      ...(rest.address ? { address: rest.address } : {}),
      ...(rest.state ? { state: rest.state } : {}),
    };
    try {
      const customerAfter = await update.mutateAsync(body);
      form.reset({
        first_name: customerAfter.first_name,
        last_name: customerAfter.last_name,
        phone_number: customerAfter.phone_number,
        address: customerAfter.address ?? '',
        state: customerAfter.state ?? '',
      });
      setSaved(true);
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, [
          'first_name',
          'last_name',
          'phone_number',
          'address',
          'state',
        ]),
      );
    }
  });

  const stateOptions = (states.data ?? []).map((s) => ({ value: s.name, label: s.name }));
  const current = customer.state;
  if (current && !stateOptions.some((o) => o.value === current)) {
    stateOptions.unshift({ value: current, label: current });
  }

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      {saved ? (
        <p className="auth-notice auth-notice--success" role="status">
          {t('settings.profileSaved')}
        </p>
      ) : null}
      <div className="settings-form__row">
        <TextField
          label={t('settings.profile.firstName')}
          autoComplete="given-name"
          readOnly={nameLocked}
          aria-readonly={nameLocked || undefined}
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextField
          label={t('settings.profile.lastName')}
          autoComplete="family-name"
          readOnly={nameLocked}
          aria-readonly={nameLocked || undefined}
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
      </div>
      {nameLocked ? (
        <p className="dash-hint">
          {t('settings.nameLocked')} <Link to={paths.help}>{t('settings.helpLink')}</Link>
        </p>
      ) : null}
      <TextField
        label={t('settings.email')}
        value={customer.email}
        readOnly
        hint={
          <>
            {t('settings.emailHint')} <Link to={paths.help}>{t('settings.helpLink')}</Link>
          </>
        }
      />
      <TextField
        label={t('settings.referralCode')}
        value={customer.customer_referral_code}
        readOnly
        hint={t('settings.referralHint')}
      />
      <TextField
        label={t('settings.profile.phone')}
        type="tel"
        autoComplete="tel"
        error={errors.phone_number?.message}
        {...form.register('phone_number')}
      />
      <Controller
        control={form.control}
        name="address"
        render={({ field }) => (
          <AddressField
            label={t('settings.profile.address')}
            autoComplete="street-address"
            error={errors.address?.message}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Select
        label={t('settings.profile.state')}
        placeholder={t('settings.selectState')}
        options={stateOptions}
        error={errors.state?.message}
        {...form.register('state')}
      />
      <FormActions submit={t('settings.saveDetails')} busy={form.formState.isSubmitting} />
    </form>
  );
}
