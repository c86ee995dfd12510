import { type Customer } from '@alaafia/domain';
import { useState } from 'react';
import { ApiError } from '#lib/api-client.js';
import { useSaveHospital } from '#flows/health-plans/api/save-hospital.js';
import type { Hospital } from '#flows/health-plans/api/get-hospitals.js';
import { ChangeReasonModal } from '#flows/health-plans/components/change-reason-modal.js';
import { HospitalConfirmModal } from '#flows/health-plans/components/hospital-confirm-modal.js';
import { HospitalSearchModal } from '#flows/health-plans/components/hospital-search-modal.js';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { useT } from '#lib/i18n.js';

export type HospitalChangeStep = 'closed' | 'confirm' | 'search' | 'reason';

export type HospitalChangeModalsProps = {
  customer: Customer;
  step: HospitalChangeStep;
  onStepChange: (step: HospitalChangeStep) => void;
};

/**
 * The steps of changing hospital from the dashboard: 'Hospital' ('You already selected a hospital':
 * 'Continue' keeps it, 'Change hospital' goes on), 'Search hospitals near you' ('Save' once a card is
 * chosen), then the reason, sent as a change-hospital-request for the care team to review. A
 * customer without a hospital yet saves the one chosen at once (PATCH preferred_hospital).
 */
export function HospitalChangeModals({ customer, step, onStepChange }: HospitalChangeModalsProps) {
  const t = useT();
  const current = customer.preferred_hospital;
  const [wanted, setWanted] = useState<Hospital | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // Each new start of a change begins with a fresh list and no card chosen.
  const [attempt, setAttempt] = useState(0);
  const save = useSaveHospital(customer.id);
  const close = () => {
    setWanted(null);
    setAttempt((n) => n + 1);
    onStepChange('closed');
  };

  return (
    <>
      <HospitalConfirmModal
        open={step === 'confirm'}
        hospital={current}
        onChange={() => onStepChange('search')}
        onContinue={close}
      />
      <HospitalSearchModal
        key={attempt}
        open={step === 'search'}
        onClose={close}
        currentId={current?.id ?? null}
        saving={save.isPending}
        onSave={(hospital) => {
          if (current) {
            setWanted(hospital);
            onStepChange('reason');
            return;
          }
          save.mutate(hospital.id, {
            onSuccess: close,
            onError: (error) =>
              setAlert(error instanceof ApiError ? error.message : t('common.error.generic')),
          });
        }}
      />
      {current ? (
        <ChangeReasonModal
          customerId={customer.id}
          wanted={step === 'reason' ? wanted : null}
          currentName={current.name}
          onBack={() => onStepChange('search')}
          onClose={close}
          onSent={close}
        />
      ) : null}
      <AlertDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
