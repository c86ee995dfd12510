import { PROGRESS_COOKIE_KEYS, RESET_STAGE, type WizardId } from '@alaafia/domain';
import { startTransition, useEffect, useState } from 'react';
import { isServerOrHydrationRender } from '../lib/hydration';
import { getCookie } from '../lib/storage';

/**
 * Whether the customer is part-way through the wizard (its progress cookie is past the start). Its
 * stage then depends on what this browser stored (localStorage too, which the server cannot read), so
 * the server renders only the dashboard and the browser opens the wizard where the customer was.
 * The server reads the request's cookies (lib/storage.ts), so both sides answer the same.
 */
export function wizardUnderWay(id: WizardId): boolean {
  const stage = getCookie(PROGRESS_COOKIE_KEYS[id]);
  return stage !== null && stage !== RESET_STAGE;
}

/**
 * False on the first render, true from the next frame on. The wizard routes render the dashboard first
 * and only then fetch and open the wizard: on a slow phone network the customer's own page shows
 * without waiting for (or sharing its bandwidth with) the wizard's code. On a page the server renders,
 * true from the start: the wizard is in the HTML, and React takes it over as it is; unless
 * `inServerHtml` is false (a wizard under way: wizardUnderWay), when the server leaves it out and the
 * browser's first render does too, so both render the same markup (issue 30, React #418).
 */
export function useAfterFirstRender(inServerHtml = true): boolean {
  const [ready, setReady] = useState(() => inServerHtml && isServerOrHydrationRender());
  useEffect(() => {
    if (ready) return;
    // As a transition: the wizard's first render runs in slices, not one long task.
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  return ready;
}
