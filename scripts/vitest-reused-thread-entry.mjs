// @ts-check
// The entry of a reused-threads worker (scripts/vitest-reused-threads.mjs): Vitest's own thread
// entry, except that a `stop` does not leave the thread deaf. Vitest's worker removes every message
// listener of its port when it stops (its teardown); here the listeners its runtime registered while
// it loaded (its request handler) are put back, so the next run's `start` is answered. Listeners
// added later (each run's RPC channel) are removed as before.
import { parentPort, workerData } from 'node:worker_threads';

if (!parentPort) throw new Error('Expected to run in a worker thread');
const port = parentPort;

// A MessagePort has no listeners(): note the ones added while Vitest's runtime loads.
/** @type {((...args: any[]) => void)[]} */
const permanent = [];
const on = port.on.bind(port);
/** @param {any} event @param {(...args: any[]) => void} listener */
port.on = function (event, listener) {
  if (event === 'message') permanent.push(listener);
  return on(event, listener);
};
await import(workerData.vitestEntry);
port.on = on;

if (permanent.length === 0) {
  throw new Error(
    '[reused-threads] Vitest registered no message listener: this Vitest is not supported',
  );
}
const removeAll = port.removeAllListeners.bind(port);
/** @param {string | symbol} [event] */
port.removeAllListeners = function (event) {
  removeAll(event);
  if (event === undefined || event === 'message') {
    for (const listener of permanent) on('message', listener);
  }
  return port;
};
