import { startTransition, useEffect, useState } from 'react';
import { isDrawnRender } from '../lib/drawn-page';

/**
 * False on the first render, true from the next frame on. The wizard routes draw the dashboard first
 * and only then fetch and open the wizard: on a slow phone network the customer's own page shows
 * without waiting for (or sharing its bandwidth with) the wizard's code. On a page the server draws,
 * true from the start: the wizard is in the HTML, and React takes it over as it is.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(isDrawnRender);
  useEffect(() => {
    if (painted) return;
    // As a transition: the wizard's first render runs in slices, not one long task.
    const frame = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    return () => cancelAnimationFrame(frame);
  }, [painted]);
  return painted;
}
