import { nextTask } from './next-task';

/**
 * The scripts a prerendered page's inline loader marked to be run one at a time
 * (`<link rel="modulepreload" data-step>`, build/prerender.mjs), in the order it wrote them: each
 * chunk after the chunks it imports. Empty on any other page.
 */
export function evaluationSteps(doc: Document = document): string[] {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-step]')].map(
    (link) => link.href,
  );
}

/**
 * Runs each chunk of `urls` in a task of its own (issue 30). The browser evaluates a module and
 * everything it imports that has not run yet in one task: on a back-office page the frame's and the
 * page's dynamic imports pulled React Router, the query cache, zod and the page's code into one task
 * of a hundred milliseconds or more on Lighthouse's 4x-slowed phone (its Total Blocking Time). In
 * the loader's order each import finds its own imports already run, so it runs only itself, and the
 * main thread is free between two chunks. The chunks were preloaded by the loader, so nothing waits
 * on the network here; a chunk that fails is left to the router, which loads it again and shows its
 * error.
 */
export async function evaluateInSteps(
  urls: readonly string[],
  importChunk: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  for (const url of urls) {
    await importChunk(url).catch(() => undefined);
    await nextTask();
  }
}
