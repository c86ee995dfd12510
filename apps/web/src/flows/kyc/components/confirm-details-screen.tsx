import { useState } from 'react';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { Button } from '#components/ui/button.js';
import { TextField } from '#components/ui/text-field.js';
import { ApiError } from '#lib/api-client.js';
import { useSetKycComplete } from '../api/set-kyc-complete';
import { joinedFieldErrors } from './kyc-errors';
import '#styles/flows.css';
import { useT } from '#lib/i18n.js';

type ConfirmedDetails = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
};

type ConfirmDetailsScreenProps = {
  customerId: number;
  details: ConfirmedDetails;
  title?: string;
  /** KYC is marked complete; the host moves on (100, or the income flow's 92). */
  onConfirmed: () => void;
};

/**
 * Screen 90, 'Fantastic! please confirm your details one last time': the name, e-mail and phone,
 * read-only. Continue marks KYC complete; the server's email and phone_number errors are shown on
 * those fields, joined by '. '.
 */
export function ConfirmDetailsScreen({
  customerId,
  details,
  title,
  onConfirmed,
}: ConfirmDetailsScreenProps) {
  const t = useT();
  const complete = useSetKycComplete(customerId);
  const [alert, setAlert] = useState<string | null>(null);
  const emailError = joinedFieldErrors(complete.error, 'email');
  const phoneError = joinedFieldErrors(complete.error, 'phone_number');

  async function confirm() {
    try {
      await complete.mutateAsync();
      onConfirmed();
    } catch (error) {
      const placed =
        joinedFieldErrors(error, 'email') !== undefined ||
        joinedFieldErrors(error, 'phone_number') !== undefined;
      if (!placed) setAlert(error instanceof ApiError ? error.message : t('kyc.error.generic'));
    }
  }

  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {title ?? t('kyc.confirm.title')}
      </h2>
      <p className="flow-screen__lead">{t('kyc.confirm.lead')}</p>
      <div className="flow-screen__row">
        <TextField label={t('kyc.name.firstName')} value={details.first_name} readOnly />
        <TextField label={t('kyc.name.lastName')} value={details.last_name} readOnly />
      </div>
      <TextField
        label={t('kyc.confirm.email')}
        type="email"
        value={details.email}
        readOnly
        error={emailError}
      />
      <TextField
        label={t('kyc.confirm.phone')}
        type="tel"
        value={details.phone_number}
        readOnly
        error={phoneError}
      />
      <Button fullWidth loading={complete.isPending} onClick={() => void confirm()}>
        {t('kyc.continue')}
      </Button>
      <AlertDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </div>
  );
}
