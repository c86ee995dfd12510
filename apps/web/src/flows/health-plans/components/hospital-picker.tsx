import { ALL_LOCAL_AREAS, DEFAULT_STATE_ID, localAreaOptions } from '@alaafia/domain';
import { useState } from 'react';
import { Button } from '#components/ui/button.js';
import { cx } from '#components/ui/class-names.js';
import { Select } from '#components/ui/select.js';
import { Spinner } from '#components/ui/spinner.js';
import { useHospitals } from '../api/get-hospitals';
import { useStates } from '#lib/reference-data.js';
import '#styles/health.css';
import '#styles/hospital-change.css';
import { useT } from '#lib/i18n.js';

/**
 * The state and Local Govt Area chosen and the hospitals listed for them: changing the state goes
 * back to 'All', and changing either starts the list again at page 1 (health-plans.md, 'Hospital
 * list').
 */
export function useHospitalSearch(initial?: { stateId?: number; areaId?: number }) {
  const [stateId, setStateId] = useState(initial?.stateId ?? DEFAULT_STATE_ID);
  const [areaId, setAreaId] = useState(initial?.areaId ?? ALL_LOCAL_AREAS.id);
  const states = useStates();
  const state = states.data?.find((item) => item.id === stateId);
  const areas = localAreaOptions(state?.locals);
  const area = areas.find((item) => item.id === areaId) ?? ALL_LOCAL_AREAS;
  const list = useHospitals(stateId, area);
  return {
    stateId,
    state,
    area,
    areas,
    states,
    list,
    chooseState(id: number) {
      setStateId(id);
      setAreaId(ALL_LOCAL_AREAS.id);
    },
    chooseArea: setAreaId,
  };
}
type HospitalSearch = ReturnType<typeof useHospitalSearch>;

type HospitalPickerProps = {
  search: HospitalSearch;
  selected: number | null;
  /** A card chosen, or null when the state or area changed (the choice is cleared). */
  onSelect: (hospitalId: number | null) => void;
  disabled?: boolean;
  /**
   * 'screen': the wizard's stage 20 ('See more hospitals', a line when the area has none).
   * 'modal': the 'Search hospitals near you' modal ('See More' / 'No Hospitals Found').
   */
  variant: 'screen' | 'modal';
  /** The 'See more' label of the screen variant. */
  seeMoreLabel?: string;
  /** The customer's own hospital: marked 'Your hospital' and not choosable (modal). */
  currentId?: number | null;
};

/**
 * State and Local Govt Area selects ('All' first, the rest sorted), the hospitals as radio cards
 * (name and address; the chosen one highlighted) and the button that appends the next page.
 */
export function HospitalPicker({
  search,
  selected,
  onSelect,
  disabled = false,
  variant,
  seeMoreLabel,
  currentId = null,
}: HospitalPickerProps) {
  const t = useT();
  const moreLabel = seeMoreLabel ?? t('health.change.seeMore');
  const { list, states, area, areas, stateId } = search;
  const empty = list.isSuccess && list.hospitals.length === 0;
  const failed = list.isError && list.hospitals.length === 0;
  return (
    <>
      <div className="flow-screen__row">
        <Select
          label={t('health.hospitals.state')}
          value={String(stateId)}
          options={(states.data ?? []).map((item) => ({
            value: String(item.id),
            label: item.name,
          }))}
          disabled={disabled || !states.data}
          onChange={(event) => {
            search.chooseState(Number(event.target.value));
            onSelect(null);
          }}
        />
        <Select
          label={t('health.hospitals.localArea')}
          value={String(area.id)}
          options={areas.map((item) => ({ value: String(item.id), label: item.name }))}
          disabled={disabled || !states.data}
          onChange={(event) => {
            search.chooseArea(Number(event.target.value));
            onSelect(null);
          }}
        />
      </div>

      <fieldset className="hp-hospitals" aria-busy={list.isPending || undefined}>
        <legend className="visually-hidden">{t('health.hospitals.hospitals')}</legend>
        {list.hospitals.map((hospital) => {
          const own = hospital.id === currentId;
          return (
            <label
              key={hospital.id}
              className={cx(
                'hp-hospital',
                selected === hospital.id && 'hp-hospital--selected',
                own && 'hp-hospital--current',
              )}
            >
              <input
                type="radio"
                name={`hospital-${variant}`}
                className="hp-hospital__radio"
                value={hospital.id}
                checked={selected === hospital.id}
                disabled={disabled || own}
                onChange={() => onSelect(hospital.id)}
              />
              <span className="hp-hospital__text">
                <span className="hp-hospital__name">{hospital.name}</span>
                <span className="hp-hospital__address">{hospital.address}</span>
                {own ? (
                  <span className="hp-hospital__mine">{t('health.hospitals.yourHospital')}</span>
                ) : null}
              </span>
            </label>
          );
        })}
        {list.isPending ? <Spinner label={t('health.hospitals.loadingHospitals')} /> : null}
        {empty && variant === 'screen' ? (
          <p className="flow-screen__lead">{t('health.hospitals.noHospitals')}</p>
        ) : null}
        {failed ? (
          <p className="flow-screen__lead">{t('health.hospitals.hospitalsFailed')}</p>
        ) : null}
      </fieldset>

      {list.hasNextPage || (list.isError && list.hospitals.length > 0) ? (
        <Button
          variant="secondary"
          fullWidth
          loading={list.isFetchingNextPage}
          disabled={disabled}
          onClick={() => void list.fetchNextPage()}
        >
          {moreLabel}
        </Button>
      ) : null}
      {empty && variant === 'modal' ? (
        <Button variant="secondary" fullWidth disabled>
          {t('health.change.noHospitalsFound')}
        </Button>
      ) : null}
      {failed ? (
        <Button variant="secondary" fullWidth onClick={() => void list.refetch()}>
          {t('health.hospitals.tryAgain')}
        </Button>
      ) : null}
    </>
  );
}
