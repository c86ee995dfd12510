import { zodResolver } from '@hookform/resolvers/zod';
import {
  hasOtpStep,
  kycFirstNameSchema,
  kycLastNameSchema,
  stripNameToLetters,
  type IdType,
} from '@alaafia/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { FormActions } from '#components/ui/form-error.js';
import { TextField } from '#components/ui/text-field.js';
import { ApiError } from '#lib/api-client.js';
import { useResetName } from '../api/reset-name';
import { useUpdateKycProfile } from '../api/update-kyc-profile';
import type { RegisteredName } from './kyc-errors';
import '#styles/flows.css';
import { useT } from '#lib/i18n.js';

const nameFormSchema = z.object({ first_name: kycFirstNameSchema, last_name: kycLastNameSchema });
type NameForm = z.input<typeof nameFormSchema>;

const RESET_TYPES = { bvn: 'BVN', nin: 'NIN' } as const;

export type NameEditScreenProps = {
  customerId: number;
  /** The ID type that found the mismatch: BVN and NIN reset the name, the others save the full name. */
  idType: IdType;
  /** The name registered to the ID, when the server sent it. */
  registered: RegisteredName | null;
  title?: string;
  /** 'Update Name', or the flow's own ('Verify NIN', 'Verify BVN', 'Verify'). */
  buttonLabel?: string;
  /** The name is saved; the host moves on (60 or 70, by the flow's chain). */
  onUpdated: () => void;
};

/**
 * Screen 80, 'You need to edit your profile name': the name registered to the ID, first and last name
 * (letters only, as typed), and the button, enabled once both are filled.
 */
export function NameEditScreen({
  customerId,
  idType,
  registered,
  title,
  buttonLabel,
  onUpdated,
}: NameEditScreenProps) {
  const t = useT();
  const resetName = useResetName(customerId);
  const updateProfile = useUpdateKycProfile(customerId);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { first_name: '', last_name: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [firstName, lastName] = useWatch({
    control: form.control,
    name: ['first_name', 'last_name'],
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const resetType = idType === 'bvn' || idType === 'nin' ? RESET_TYPES[idType] : null;
      if (hasOtpStep(idType) && resetType) {
        await resetName.mutateAsync({ ...values, type: resetType });
      } else {
        await updateProfile.mutateAsync({ name: `${values.first_name} ${values.last_name}` });
      }
      onUpdated();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setAlert(t('kyc.error.generic'));
        return;
      }
      const first = error.field('first_name');
      const last = error.field('last_name') ?? error.field('name');
      if (first) form.setError('first_name', { type: 'server', message: first });
      if (last) form.setError('last_name', { type: 'server', message: last });
      if (!first && !last) setAlert(error.message);
    }
  });

  const nameField = (field: keyof NameForm) =>
    form.register(field, {
      onChange: (event: { target: { value: string } }) => {
        const stripped = stripNameToLetters(event.target.value);
        if (stripped !== event.target.value) form.setValue(field, stripped);
      },
    });

  return (
    <form className="flow-screen" onSubmit={onSubmit} noValidate>
      <h2 className="flow-screen__title" data-stage-heading>
        {title ?? t('kyc.name.title')}
      </h2>
      {registered ? (
        <p className="flow-screen__lead">
          {t('kyc.name.registered', {
            firstName: registered.first_name,
            lastName: registered.last_name,
          })}
        </p>
      ) : null}
      <TextField
        label={t('kyc.name.firstName')}
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...nameField('first_name')}
      />
      <TextField
        label={t('kyc.name.lastName')}
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...nameField('last_name')}
      />
      <FormActions
        submit={buttonLabel ?? t('kyc.name.button')}
        fullWidth
        busy={isSubmitting}
        disabled={firstName.trim() === '' || lastName.trim() === ''}
      />
      <AlertDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </form>
  );
}
