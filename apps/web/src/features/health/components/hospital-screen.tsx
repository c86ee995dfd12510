import {
  ALL_LOCAL_AREAS,
  cityForRequest,
  DEFAULT_STATE_ID,
  errorCopy,
  localAreaOptions,
  stateNameForRequest,
  type Customer,
} from '@alaafia/domain';
import { useState } from 'react';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { trackEvent } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-client';
import { useHospitals } from '../api/get-hospitals';
import { useSaveHospital } from '../api/save-hospital';
import { useStates } from '../api/get-states';
import { healthCopy } from '../health-copy';
import { readChosenState, storeChosenState, storeHospitals } from '../health-storage';
import '../../../styles/health.css';

export type HospitalScreenProps = {
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
  const stored = readChosenState();
  const [stateId, setStateId] = useState(stored?.state_id ?? DEFAULT_STATE_ID);
  const [areaId, setAreaId] = useState(stored?.local_area_id ?? ALL_LOCAL_AREAS.id);
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const current = customer.preferred_hospital;
  const [noticeOpen, setNoticeOpen] = useState(current !== null);
  const states = useStates();
  const state = states.data?.find((item) => item.id === stateId);
  const areas = localAreaOptions(state?.locals);
  const area = areas.find((item) => item.id === areaId) ?? ALL_LOCAL_AREAS;
  const list = useHospitals(stateId, area);
  const save = useSaveHospital(customer.id);

  async function continueWith(hospitalId: number) {
    setBusy(true);
    try {
      if (hospitalId !== current?.id) await save.mutateAsync(hospitalId);
      trackEvent('select-hospital-stage', customer.engage_uid, {
        state: state ? stateNameForRequest(state) : null,
        city: cityForRequest(area) ?? 'all',
      });
      storeChosenState({ state_id: stateId, local_area_id: area.id });
      if (list.hospitals.length > 0) storeHospitals(list.hospitals);
      await onSaved();
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : errorCopy.generic);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flow-screen hp-hospital-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {healthCopy.hospitalTitle(customer.first_name)}
      </h2>
      <p className="flow-screen__lead">{healthCopy.hospitalLead}</p>
      <div className="flow-screen__row">
        <Select
          label={healthCopy.state}
          value={String(stateId)}
          options={(states.data ?? []).map((item) => ({
            value: String(item.id),
            label: item.name,
          }))}
          disabled={busy || !states.data}
          onChange={(event) => {
            setStateId(Number(event.target.value));
            setAreaId(ALL_LOCAL_AREAS.id);
            setSelected(null);
          }}
        />
        <Select
          label={healthCopy.localArea}
          value={String(area.id)}
          options={areas.map((item) => ({ value: String(item.id), label: item.name }))}
          disabled={busy || !states.data}
          onChange={(event) => {
            setAreaId(Number(event.target.value));
            setSelected(null);
          }}
        />
      </div>

      <fieldset className="hp-hospitals" aria-busy={list.isPending || undefined}>
        <legend className="visually-hidden">{healthCopy.hospitals}</legend>
        {list.hospitals.map((hospital) => (
          <label
            key={hospital.id}
            className={cx('hp-hospital', selected === hospital.id && 'hp-hospital--selected')}
          >
            <input
              type="radio"
              name="hospital"
              className="hp-hospital__radio"
              value={hospital.id}
              checked={selected === hospital.id}
              disabled={busy}
              onChange={() => setSelected(hospital.id)}
            />
            <span className="hp-hospital__text">
              <span className="hp-hospital__name">{hospital.name}</span>
              <span className="hp-hospital__address">{hospital.address}</span>
            </span>
          </label>
        ))}
        {list.isPending ? <Spinner label={healthCopy.loadingHospitals} /> : null}
        {list.isSuccess && list.hospitals.length === 0 ? (
          <p className="flow-screen__lead">{healthCopy.noHospitals}</p>
        ) : null}
        {list.isError && list.hospitals.length === 0 ? (
          <p className="flow-screen__lead">{healthCopy.hospitalsFailed}</p>
        ) : null}
      </fieldset>

      {list.hasNextPage || (list.isError && list.hospitals.length > 0) ? (
        <Button
          variant="secondary"
          fullWidth
          loading={list.isFetchingNextPage}
          disabled={busy}
          onClick={() => void list.fetchNextPage()}
        >
          {healthCopy.seeMore}
        </Button>
      ) : null}
      {list.isError && list.hospitals.length === 0 ? (
        <Button variant="secondary" fullWidth onClick={() => void list.refetch()}>
          {healthCopy.tryAgain}
        </Button>
      ) : null}

      <div className="hp-sticky-action">
        <Button
          fullWidth
          loading={busy}
          disabled={selected === null}
          onClick={() => {
            if (selected !== null) void continueWith(selected);
          }}
        >
          {healthCopy.continue}
        </Button>
      </div>

      {current ? (
        <Modal
          open={noticeOpen}
          onOpenChange={setNoticeOpen}
          size="sm"
          title={healthCopy.alreadySelectedTitle}
          description={healthCopy.alreadySelectedText(current.name, current.address)}
          showCloseButton={false}
          footer={
            <>
              <Button variant="secondary" onClick={() => setNoticeOpen(false)}>
                {healthCopy.chooseAnother}
              </Button>
              <Button
                loading={busy}
                onClick={() => {
                  setNoticeOpen(false);
                  setSelected(current.id);
                  void continueWith(current.id);
                }}
              >
                {healthCopy.keepHospital}
              </Button>
            </>
          }
        />
      ) : null}
      <AlertDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </div>
  );
}
