// A throwaway PostgreSQL server for the second API test run and the benchmarks: a fresh cluster in
// a temp folder on a free loopback port, stopped and deleted afterwards. Installs Debian's
// postgresql package when it is missing and we are root (a fresh CI machine).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findBin(name) {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const candidate = path.join(dir, name);
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const candidate = path.join(root, v, 'bin', name);
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  return null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** initdb and pg_ctl, installing the postgresql package first when we can. Null when not possible. */
export function ensurePostgresBinaries({ install = isRoot() } = {}) {
  let initdb = findBin('initdb');
  if (!initdb && install && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian postgresql for the database test run (apt-get)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
    initdb = findBin('initdb');
  }
  const pgCtl = initdb ? path.join(path.dirname(initdb), 'pg_ctl') : null;
  return initdb && pgCtl && fs.existsSync(pgCtl) ? { initdb, pgCtl } : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root we run it as the 'postgres' user. */
function run(bin, args) {
  const asPostgres = isRoot();
  const [cmd, cmdArgs] = asPostgres
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  const result = spawnSync(cmd, cmdArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(bin)} failed (${result.status}): ${result.stderr || result.stdout}`,
    );
  }
}

export async function startTempPostgres() {
  const bins = ensurePostgresBinaries();
  if (!bins) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-pg-'));
  if (isRoot()) execFileSync('chown', ['-R', 'postgres', dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run(bins.initdb, [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  run(bins.pgCtl, [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    /** The server's process id (the postmaster; its children are the backends), for CPU figures. */
    pid() {
      try {
        return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      } catch {
        return null;
      }
    },
    stop() {
      try {
        run(bins.pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pg = await startTempPostgres();
  if (!pg) {
    console.error('No PostgreSQL server binaries found.');
    process.exit(1);
  }
  console.log(pg.url);
  pg.stop();
}
