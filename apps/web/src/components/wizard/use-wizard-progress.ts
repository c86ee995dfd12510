import {
  goBackFrom,
  PROGRESS_COOKIE_KEYS,
  progressPercent,
  RESET_STAGE,
  screenAt,
  stageFromStored,
  type WizardDefinition,
} from '@alaafia/domain';
import { useCallback, useState } from 'react';
import { getCookie, setCookie } from '#lib/storage.js';

/**
 * A wizard's progress, driven by its table in packages/domain and kept in the flow's 2-hour cookie,
 * so a customer who reloads on a slow connection lands on the stage they were on.
 */
export function useWizardProgress<S extends number>(definition: WizardDefinition<S>) {
  const cookieKey = PROGRESS_COOKIE_KEYS[definition.id];
  const [stage, setStage] = useState<S>(() => stageFromStored(definition, getCookie(cookieKey)));

  const goTo = useCallback(
    (next: S) => {
      setCookie(cookieKey, next);
      setStage(next);
    },
    [cookieKey],
  );

  const reset = useCallback(() => goTo(RESET_STAGE as S), [goTo]);

  /** Follows the flow's Go Back map; answers 'close' when the map says the wizard closes (after a reset to 0). */
  const goBack = useCallback((): 'close' | S => {
    const target = goBackFrom(definition, stage);
    if (target.kind === 'close') {
      reset();
      return 'close';
    }
    goTo(target.stage);
    return target.stage;
  }, [definition, stage, goTo, reset]);

  return {
    stage,
    screen: screenAt(definition, stage)?.screen,
    progressPercent: progressPercent(stage),
    goTo,
    goBack,
    reset,
  };
}
