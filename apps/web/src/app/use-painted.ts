import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true from the next frame on. The wizard routes draw the dashboard first
 * and only then fetch and open the wizard: on a slow phone network the customer's own page shows
 * without waiting for (or sharing its bandwidth with) the wizard's code.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // As a transition: the wizard's first render runs in slices, not one long task.
    const frame = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
