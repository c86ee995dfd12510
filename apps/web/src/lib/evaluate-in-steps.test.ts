import { afterEach, describe, expect, it } from 'vitest';
import { evaluateInSteps, evaluationSteps } from './evaluate-in-steps';

describe('evaluateInSteps', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

  it('When the loader marked chunks as steps, then they are read in its order and the others are not', () => {
    for (const [href, step] of [
      ['/assets/react.js', true],
      ['/assets/other.js', false],
      ['/assets/router.js', true],
      ['/assets/page.js', true],
    ] as const) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      if (step) link.setAttribute('data-step', '');
      document.head.appendChild(link);
    }
    expect(evaluationSteps().map((url) => new URL(url).pathname)).toEqual([
      '/assets/react.js',
      '/assets/router.js',
      '/assets/page.js',
    ]);
  });

  it('When a page has no marked chunk, then there is no step', () => {
    expect(evaluationSteps()).toEqual([]);
  });

  it('When chunks run in steps, then each is imported in a task of its own, in order, and one that fails does not stop the rest', async () => {
    const log: string[] = [];
    let task = 0;
    const ticking = setInterval(() => (task += 1), 0);
    await evaluateInSteps(['a', 'b', 'c'], (url) => {
      log.push(`${url}@${task}`);
      return url === 'b' ? Promise.reject(new Error('offline')) : Promise.resolve();
    });
    clearInterval(ticking);
    expect(log.map((entry) => entry.split('@')[0])).toEqual(['a', 'b', 'c']);
    const tasks = log.map((entry) => Number(entry.split('@')[1]));
    // A timer task ran between any two imports: the main thread was let go in between.
    expect(tasks[1]).toBeGreaterThan(tasks[0]!);
    expect(tasks[2]).toBeGreaterThan(tasks[1]!);
  });
});
