// The production build served the way `npm start` serves it, for the measuring scripts
// (npm run lighthouse, npm run bytes): builds what is missing, then starts <api dist>/server.js on a
// free loopback port with a fresh DATA_DIR (the sandbox providers on), serving a web build.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status})`);
}

/** Builds what is missing: the web app into `webDist` and the API into `apiDist`. */
export function buildIfNeeded(webDist, apiDist) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    console.log(`Building the web app into ${webDist}...`);
    run(process.execPath, [path.join(root, 'apps/web/build/build.mjs'), webDist]);
  }
  if (!fs.existsSync(path.join(apiDist, 'server.js'))) {
    console.log(`Building the API into ${apiDist}...`);
    run('npm', ['run', 'build', '-w', 'apps/api'], {
      env: { ...process.env, API_OUT_DIR: apiDist },
    });
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the API build in `apiDist` serving the web build in `webDist` on `port` (a free one when
 * not given), with a DATA_DIR of its own; answers `{ base, stop }` once it answers pages. `stop()`
 * ends the server and removes its data.
 */
export async function startServer({ webDist, apiDist, port: fixedPort = 0 }) {
  const port = fixedPort || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-measure-'));
  let output = '';
  const child = spawn(process.execPath, [path.join(apiDist, 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      // NODE_ENV left unset: the build runs its libraries in production mode, and the sandbox
      // (which the measured customers need) refuses an explicit NODE_ENV=production.
      NODE_ENV: '',
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(8000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Two servers migrating and seeding at once on a loaded 2-core machine can take minutes.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    }
    try {
      const res = await fetch(`${base}/auth/login`);
      if (res.ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`the server did not answer within 600 s:\n${output}`);
}

/** The load average, for the header of a measurement's table. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
