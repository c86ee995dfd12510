import { expect } from 'vitest';
import type { TestApp } from '../helpers.js';

/** What a run of the due jobs did (POST /api/sandbox/jobs/run). */
export interface JobRun {
  ran: number;
  failed: number;
  kinds: Record<string, number>;
}

/**
 * Runs the jobs that are due now, as the sandbox's control does (POST /api/sandbox/jobs/run: the
 * deliveries of messages, the clocks' jobs), and answers what ran; the call must succeed.
 * `untilIdle` runs again until a run finds nothing to do (a job that queues another, such as a
 * WhatsApp reply's send), at most five times.
 */
export async function runJobs(
  t: Pick<TestApp, 'app'>,
  { untilIdle = false }: { untilIdle?: boolean } = {},
): Promise<JobRun> {
  let last: JobRun = { ran: 0, failed: 0, kinds: {} };
  for (let i = 0; i < (untilIdle ? 5 : 1); i += 1) {
    const res = await t.app.inject({ method: 'POST', url: '/api/sandbox/jobs/run' });
    expect(res.statusCode).toBe(200);
    last = res.json<{ data: JobRun }>().data;
    if (last.ran === 0) break;
  }
  return last;
}

/** `runJobs` bound to a file's app, for a file that runs the jobs often: `const runJobs = jobRunner(t)`. */
export const jobRunner = (t: Pick<TestApp, 'app'>, options?: { untilIdle?: boolean }) => () =>
  runJobs(t, options);
