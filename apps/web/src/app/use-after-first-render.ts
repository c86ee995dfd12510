import { startTransition, useEffect, useState } from 'react';
import { isServerOrHydrationRender } from '../lib/hydration';

/**
 * False on the first render, true from the next frame on. The wizard routes render the dashboard first
 * and only then fetch and open the wizard: on a slow phone network the customer's own page shows
 * without waiting for (or sharing its bandwidth with) the wizard's code. On a page the server renders,
 * true from the start: the wizard is in the HTML, and React takes it over as it is.
 */
export function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(isServerOrHydrationRender);
  useEffect(() => {
    if (ready) return;
    // As a transition: the wizard's first render runs in slices, not one long task.
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  return ready;
}
