import type { Customer } from '@alaafia/domain';
import { lazy, Suspense, useState } from 'react';
import { usePendingHospitalChange } from '#flows/health-plans/api/hospital-change.js';
import { Button } from '#components/ui/button.js';
import type { HospitalChangeStep } from './hospital-change-modals';
import '#styles/hospital-change.css';
import { withMessages } from '#lib/messages.js';
import { useDates, useT } from '#lib/i18n.js';

// The modals and the hospital list are their own chunk, loaded when the customer starts a change.
const HospitalChangeModals = lazy(async () => ({
  // The health plans' words (hospitals, reasons) come with them.
  default: (await withMessages(['health'], () => import('./hospital-change-modals'))())
    .HospitalChangeModals,
}));

/**
 * The active health tile's hospital (issue 18): the hospital the plan is with, a change under review
 * ('Change to ... requested on ...'), or 'Change hospital', which opens the 'Hospital' confirm modal,
 * then 'Search hospitals near you' and the reason. A customer without a hospital chooses one.
 */
export function HealthTileHospital({ customer }: { customer: Customer }) {
  const t = useT();
  const dates = useDates();
  const current = customer.preferred_hospital;
  const pending = usePendingHospitalChange(customer.id);
  const [step, setStep] = useState<HospitalChangeStep>('closed');
  const [opened, setOpened] = useState(false);
  const open = (next: HospitalChangeStep) => {
    setOpened(true);
    setStep(next);
  };
  const request = pending.data ?? null;
  return (
    <div className="dash-hospital">
      <p className="dash-hospital__line">
        <span className="dash-hospital__label">{t('dashboard.hospital.tileHospital')}</span>
        <span className="dash-hospital__name">
          {current?.name ?? t('dashboard.hospital.noHospital')}
        </span>
      </p>
      <p className="dash-hospital__pending" role="status">
        {request
          ? t('dashboard.hospital.pending', {
              name: request.hospital_name,
              date: dates.moment(request.created_at),
            })
          : null}
      </p>
      {pending.isSuccess && !request ? (
        <Button
          variant="link"
          className="dash-hospital__change"
          aria-haspopup="dialog"
          onClick={() => open(current ? 'confirm' : 'search')}
        >
          {current
            ? t('dashboard.hospital.changeHospital')
            : t('dashboard.hospital.chooseHospital')}
        </Button>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <HospitalChangeModals customer={customer} step={step} onStepChange={setStep} />
        </Suspense>
      ) : null}
    </div>
  );
}
