import { LOADING_TIMER } from '@alaafia/domain';
import { useEffect, useState } from 'react';
import { Button } from '#components/ui/button.js';
import { Spinner } from '#components/ui/spinner.js';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';

/**
 * The simulated progress of the monthly wizard's Processing screen: ten ticks of 500 ms, rising by 10
 * a tick to 100 (the spec's loader). Answers the percentage so far; 100 as soon as `dataReady`: the
 * wait is never longer than the data takes (issue 30: 5.5 s for a list that was there at once).
 */
export function useLoadingTicks(running = true, dataReady = false): number {
  const [percent, setPercent] = useState(0);
  const done = LOADING_TIMER.ticks * LOADING_TIMER.stepPercent;
  useEffect(() => {
    if (!running || percent >= done) return;
    const timer = setTimeout(
      () => setPercent((current) => Math.min(done, current + LOADING_TIMER.stepPercent)),
      LOADING_TIMER.tickMs,
    );
    return () => clearTimeout(timer);
  }, [running, percent, done]);
  return dataReady ? done : percent;
}

type LoadingScreenProps = {
  /** 0-100 when the screen shows a progress bar (monthly Processing); undefined for a spinner only. */
  percent?: number;
  /** The data could not be loaded: the message and 'Try again' replace the wait. */
  failed?: boolean;
  onRetry?: () => void;
};

/** 'Just a sec...we're processing your data' (both wizards' stage 10). */
export function LoadingScreen({ percent, failed = false, onRetry }: LoadingScreenProps) {
  const t = useT();
  return (
    <div className="flow-screen flow-screen--center hp-loading">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('health.plans.processing')}
      </h2>
      {failed ? (
        <>
          <p className="flow-screen__lead" role="alert">
            {t('health.plans.loadFailed')}
          </p>
          <Button fullWidth onClick={onRetry}>
            {t('health.plans.tryAgain')}
          </Button>
        </>
      ) : percent === undefined ? (
        <Spinner label={t('health.plans.processing')} />
      ) : (
        <div
          className="hp-loading__bar"
          role="progressbar"
          aria-label={t('health.plans.processingProgress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="hp-loading__fill" style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}
