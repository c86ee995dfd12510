// @ts-check
// A Vitest pool whose worker threads outlive a run, for Stryker's mutation runs of the domain rules
// (issue 23; docs/decisions/2026-11-29-mutation-runs-reuse-a-worker.md).
//
// Stryker's Vitest runner starts one Vitest run per mutant, and Vitest's own `threads` pool ends its
// worker when a run has no more files: each of the ~2,000 mutants paid for a new thread loading
// Vitest's runtime and importing the domain modules again (about 180 ms of CPU against a few ms for
// the tests it runs). This pool parks a thread when its run is done and gives it to the next run of
// the same project. Vitest's runtime and zod stay loaded; the domain modules are loaded afresh for
// each test file (the Stryker config's `isolate: true`), which is also what a static mutant needs
// (its code runs when the module loads): since issue 43 the static mutants run on this pool too
// (docs/decisions/2026-12-07-domain-mutation-whole.md).
//
// Vitest's custom pool API (`test.pool` given a `{ name, createPoolWorker }`) is the extension point;
// Vitest 5 sends `invalidates` in each run for pools "whose worker outlives a run". What Vitest does
// not offer is a thread that survives its `stop` request: its worker removes every message listener
// when it stops. The thread's entry (vitest-reused-thread-entry.mjs) keeps the listeners Vitest's
// runtime registered when it loaded, so a parked thread answers the next `start`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const ENTRY = fileURLToPath(new URL('./vitest-reused-thread-entry.mjs', import.meta.url));
const NAME = 'reused-threads';

/** Threads whose last run stopped cleanly, free for the next run with the same settings. */
const parked = new Map();

/** @param {import('vitest/node').PoolOptions} options */
function key(options) {
  return JSON.stringify([options.project.name, options.execArgv, options.env]);
}

/** @implements {import('vitest/node').PoolWorker} */
class ReusedThreadWorker {
  name = NAME;
  /** @type {Worker | undefined} */
  thread;
  /** @type {[string, (...args: any[]) => void][]} */
  listeners = [];
  stopRequested = false;
  stoppedCleanly = false;

  /** @param {import('vitest/node').PoolOptions} options */
  constructor(options) {
    this.options = options;
    this.key = key(options);
    this.stdout = options.project.vitest.logger.outputStream;
    this.stderr = options.project.vitest.logger.errorStream;
    this.vitestEntry = pathToFileURL(path.resolve(options.distPath, 'workers/threads.js')).href;
  }

  /** @param {any} message */
  watch = (message) => {
    if (this.stopRequested && message?.__vitest_worker_response__ && message.type === 'stopped') {
      this.stoppedCleanly = !message.error;
    }
  };

  async start() {
    const free = parked.get(this.key);
    let thread = free?.pop();
    if (thread) {
      thread.off('exit', dropParked);
      thread.ref();
    } else {
      thread = new Worker(ENTRY, {
        env: this.options.env,
        execArgv: this.options.execArgv,
        stdout: true,
        stderr: true,
        workerData: { vitestEntry: this.vitestEntry },
      });
    }
    this.thread = thread;
    this.stopRequested = false;
    this.stoppedCleanly = false;
    thread.on('message', this.watch);
    thread.stdout.pipe(this.stdout, { end: false });
    thread.stderr.pipe(this.stderr, { end: false });
  }

  /** @param {string} event @param {(...args: any[]) => void} callback */
  on(event, callback) {
    this.listeners.push([event, callback]);
    this.requireThread().on(event, callback);
  }

  /** @param {string} event @param {(...args: any[]) => void} callback */
  off(event, callback) {
    this.listeners = this.listeners.filter(([e, c]) => e !== event || c !== callback);
    this.thread?.off(event, callback);
  }

  /** @param {any} message */
  send(message) {
    if (message?.__vitest_worker_request__ && message.type === 'stop') this.stopRequested = true;
    this.requireThread().postMessage(message);
  }

  /** @param {unknown} data */
  deserialize(data) {
    return data;
  }

  async stop() {
    const thread = this.requireThread();
    this.thread = undefined;
    for (const [event, callback] of this.listeners) thread.off(event, callback);
    this.listeners = [];
    thread.off('message', this.watch);
    thread.stdout.unpipe(this.stdout);
    thread.stderr.unpipe(this.stderr);
    // A run stopped by force (a cancel, a time-out) or one whose teardown failed may have left the
    // thread in any state: end it, as Vitest's own pool does.
    if (!this.stoppedCleanly) {
      await thread.terminate();
      return;
    }
    thread.unref();
    thread.on('exit', dropParked);
    const free = parked.get(this.key) ?? [];
    free.push(thread);
    parked.set(this.key, free);
  }

  requireThread() {
    if (!this.thread) throw new Error('[reused-threads] the worker thread is not started');
    return this.thread;
  }
}

/** A parked thread that ends on its own is no longer free. @this {Worker} */
function dropParked() {
  for (const free of parked.values()) {
    const i = free.indexOf(this);
    if (i !== -1) free.splice(i, 1);
  }
}

/** When Vitest closes, the parked threads end with it. */
async function endParkedThreads() {
  const threads = [...parked.values()].flat();
  parked.clear();
  await Promise.all(threads.map((thread) => thread.terminate()));
}

/** @type {import('vitest/node').PoolRunnerInitializer} */
export const reusedThreads = {
  name: NAME,
  createPoolWorker: (options) => new ReusedThreadWorker(options),
};

/**
 * A Vite plugin that gives every project of the run this pool, whatever pool the run was started
 * with (Stryker's runner asks for its `vitest.pool` option, one of Vitest's own, when it creates
 * Vitest).
 * @returns {import('vite').Plugin}
 */
export function reuseWorkerThreads() {
  return {
    name: 'alaafia:reused-threads',
    // @ts-expect-error Vitest's plugin hook, not in Vite's Plugin type
    configureVitest({ project, vitest }) {
      project.config.pool = NAME;
      project.config.poolRunner = reusedThreads;
      vitest.onClose(endParkedThreads);
    },
  };
}
