import { lazy, type ComponentType } from 'react';
import { preloadModalDialog } from '../components/ui/modal';
import { nextTask } from '../lib/next-task';

/**
 * What every wizard runs on, each evaluated in a task of its own. A wizard's code arrives as one
 * module graph, and the browser runs all of a graph in one task: on Lighthouse's phone a few hundred
 * ms in which a tap waits (its TBT). The dialog first; then zod and the domain's schemas (building
 * them is most of that time, so they come in two files: build/chunk-plan.ts); then react-hook-form.
 */
const librarySteps: readonly (() => Promise<unknown>)[] = [
  preloadModalDialog,
  () => import('../lib/domain-schemas'),
  () => import('../lib/flow-schemas'),
  () => import('../lib/forms-library'),
];

/**
 * A wizard component loaded on demand (React.lazy) after the libraries it runs on, one step per
 * task. The wizard routes render it once the dashboard under it is on screen (useAfterFirstRender).
 */
export function lazyWizard<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    for (const step of librarySteps) {
      await step();
      await nextTask();
    }
    return { default: await load() };
  });
}
