import {
  changeHospitalCopy,
  cityForRequest,
  stateNameForRequest,
  type Customer,
} from '@alaafia/domain';
import { useState } from 'react';
import { useSaveHospital } from '#flows/health-plans/api/save-hospital.js';
import { ChangeReasonModal } from '#flows/health-plans/components/change-reason-modal.js';
import {
  HospitalPicker,
  useHospitalSearch,
} from '#flows/health-plans/components/hospital-picker.js';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { trackEvent } from '#lib/analytics.js';
import { ApiError } from '#lib/api-client.js';
import { readChosenState, storeChosenState, storeHospitals } from '../health-storage';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';

type HospitalScreenProps = {
  customer: Customer;
  /**
   * The hospital is saved: the wizard fetches the health product and moves on to 40. A failure there
   * is thrown back and shown as the 'Error!' alert.
   */
  onSaved: () => Promise<void>;
};

/**
 * Stage 20: 'Hi {first name}, here are some hospitals close to you', a state and a Local Govt Area
 * ('All' first, the rest sorted), the hospitals as cards (name and address; the chosen one
 * highlighted), 'See more hospitals' appending the next page, and Continue, disabled until a hospital
 * is chosen and while saving. A customer who already has a hospital is told so first.
 */
export function HospitalScreen({ customer, onSaved }: HospitalScreenProps) {
  const t = useT();
  const stored = readChosenState();
  const search = useHospitalSearch({
    ...(stored ? { stateId: stored.state_id, areaId: stored.local_area_id } : {}),
  });
  const { state, area, list } = search;
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // A customer whose health plan is active asks the care team for another hospital (the PATCH is
  // refused with changeByRequest): the reason step sends the request, then the wizard goes on with
  // the hospital they have until it is approved.
  const [requesting, setRequesting] = useState<{ id: number; name: string } | null>(null);
  const current = customer.preferred_hospital;
  const [noticeOpen, setNoticeOpen] = useState(current !== null);
  const save = useSaveHospital(customer.id);

  async function continueWith(hospitalId: number) {
    setBusy(true);
    try {
      if (hospitalId !== current?.id) await save.mutateAsync(hospitalId);
      trackEvent('select-hospital-stage', customer.engage_uid, {
        state: state ? stateNameForRequest(state) : null,
        city: cityForRequest(area) ?? 'all',
      });
      storeChosenState({ state_id: search.stateId, local_area_id: area.id });
      if (list.hospitals.length > 0) storeHospitals(list.hospitals);
      await onSaved();
    } catch (error) {
      const wanted = list.hospitals.find((hospital) => hospital.id === hospitalId);
      if (
        error instanceof ApiError &&
        error.field('preferred_hospital') === changeHospitalCopy.changeByRequest &&
        current &&
        wanted
      ) {
        setRequesting({ id: wanted.id, name: wanted.name });
        return;
      }
      setAlert(error instanceof ApiError ? error.message : t('common.error.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flow-screen hp-hospital-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('health.hospitalTitle', { firstName: customer.first_name })}
      </h2>
      <p className="flow-screen__lead">{t('health.hospitalLead')}</p>
      <HospitalPicker
        search={search}
        selected={selected}
        onSelect={setSelected}
        disabled={busy}
        variant="screen"
        seeMoreLabel={t('health.seeMore')}
      />

      <div className="hp-sticky-action">
        <Button
          fullWidth
          loading={busy}
          disabled={selected === null}
          onClick={() => {
            if (selected !== null) void continueWith(selected);
          }}
        >
          {t('health.continue')}
        </Button>
      </div>

      {current ? (
        <Modal
          open={noticeOpen}
          onOpenChange={setNoticeOpen}
          size="sm"
          title={t('health.alreadySelectedTitle')}
          description={t('health.alreadySelectedText', {
            name: current.name,
            address: current.address,
          })}
          showCloseButton={false}
          footer={
            <>
              <Button variant="secondary" onClick={() => setNoticeOpen(false)}>
                {t('health.chooseAnother')}
              </Button>
              <Button
                loading={busy}
                onClick={() => {
                  setNoticeOpen(false);
                  setSelected(current.id);
                  void continueWith(current.id);
                }}
              >
                {t('health.keepHospital')}
              </Button>
            </>
          }
        />
      ) : null}
      {current ? (
        <ChangeReasonModal
          customerId={customer.id}
          wanted={requesting}
          currentName={current.name}
          onBack={() => setRequesting(null)}
          onClose={() => setRequesting(null)}
          onSent={() => {
            setRequesting(null);
            setSelected(current.id);
            void continueWith(current.id);
          }}
        />
      ) : null}
      <AlertDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </div>
  );
}
