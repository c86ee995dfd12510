import type { Ref, RefCallback } from 'react';

/** One callback ref that feeds several refs (a component's own and the one passed in as a prop). */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
