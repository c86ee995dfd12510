import { DEFAULT_STATE_ID, type StateAnswer } from '@alaafia/domain';
import { useEffect } from 'react';
import { LoadingScreen, useLoadingTicks } from '#flows/health-plans/components/loading-screen.js';
import { useHospitals } from '#flows/health-plans/api/get-hospitals.js';
import { useStates } from '#lib/reference-data.js';
import { storeChosenState, storeHospitals } from '../health-storage';

/** The customer's own state by name or short code, when the profile has one. */
function homeStateId(
  stateName: string | null | undefined,
  states: readonly StateAnswer[] | undefined,
): number | null {
  const wanted = stateName?.trim().toLowerCase();
  if (!wanted) return DEFAULT_STATE_ID;
  if (!states) return null;
  const found = states.find(
    (state) => state.name.toLowerCase() === wanted || state.short_name?.toLowerCase() === wanted,
  );
  return found?.id ?? DEFAULT_STATE_ID;
}

type ProcessingScreenProps = {
  /** The customer's state (profile), or null: Lagos, where the network is. */
  customerState: string | null;
  onDone: () => void;
};

/**
 * Stage 10: 'Just a sec...we're processing your data' while the states and the hospitals of the
 * customer's state load, ten ticks of 500 ms to 100, then on to 20; on at once when they are in
 * before the ticks end (the loader never outlasts the data). A state without hospitals in the
 * network falls back to Lagos, so stage 20 always has hospitals to show.
 */
export function ProcessingScreen({ customerState, onDone }: ProcessingScreenProps) {
  const states = useStates();
  const home = homeStateId(customerState, states.data);
  const homeList = useHospitals(home ?? DEFAULT_STATE_ID, null, home !== null);
  const homeEmpty = homeList.isSuccess && homeList.hospitals.length === 0;
  const lagosList = useHospitals(DEFAULT_STATE_ID, null, homeEmpty && home !== DEFAULT_STATE_ID);
  const useLagos = homeEmpty && home !== DEFAULT_STATE_ID;
  const hospitals = useLagos ? lagosList : homeList;
  const stateId = useLagos ? DEFAULT_STATE_ID : home;
  const loaded = stateId !== null && hospitals.isSuccess && !hospitals.isFetching;
  const percent = useLoadingTicks(true, loaded);
  const list = hospitals.hospitals;

  useEffect(() => {
    if (percent < 100 || !loaded || list.length === 0 || stateId === null) return;
    storeChosenState({ state_id: stateId, local_area_id: 0 });
    storeHospitals(list);
    onDone();
  }, [percent, loaded, list, stateId, onDone]);

  const networkEmpty = loaded && list.length === 0;
  const failed = percent >= 100 && (states.isError || hospitals.isError || networkEmpty);
  return (
    <LoadingScreen
      percent={percent}
      failed={failed}
      onRetry={() => {
        if (states.isError) void states.refetch();
        if (hospitals.isError) void hospitals.refetch();
      }}
    />
  );
}
