import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_IN_USE_MESSAGE } from '../src/db/client.js';

/**
 * Issue 24 (Low): `npm run staff:create` beside a running server on the same PGlite folder printed a
 * password, then broke the server's database. PGlite is never opened by two processes: the second
 * refuses at once with a clear message and writes nothing.
 */
const apiRoot = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-lock-'));
// A live process that is not this one, standing in for the running server.
const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' });
afterAll(() => {
  server.kill();
  fs.rmSync(tmp, { recursive: true, force: true });
});

function holdAsServer(dataDir: string) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.writeFileSync(`${dataDir}.lock`, String(server.pid));
}

describe('one process per PGlite folder', () => {
  it('When this process has a PGlite folder open, then a second open of it is refused; once closed it opens again', async () => {
    const dir = path.join(tmp, 'same-process', 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        PGLITE_IN_USE_MESSAGE,
      );
      await first.ping();
    } finally {
      await first.close();
    }
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  });

  it('When another live process holds the folder, then opening it is refused before anything is written', async () => {
    const dir = path.join(tmp, 'other-process', 'pglite');
    holdAsServer(dir);
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
      PGLITE_IN_USE_MESSAGE,
    );
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(server.pid));
  });

  it('When the process that held the folder died, then its lock is taken over', async () => {
    const dir = path.join(tmp, 'stale', 'pglite');
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(`${dir}.lock`, dead.stdout.toString());
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await db.close();
  });

  it('When npm run staff:create runs while the server holds the data folder, then it refuses with the message, prints no credentials and writes nothing', () => {
    const dataDir = path.join(tmp, 'staff-create');
    holdAsServer(path.join(dataDir, 'pglite'));
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(apiRoot, 'src/cli/staff-create.ts'),
        '--email',
        'ada@alaafia.ng',
        '--role',
        'administrator',
      ],
      {
        cwd: apiRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        // A guard against a hang, not a speed check: tsx compiles the command and what it imports
        // first, which took more than 60 s on a loaded 2-core machine (a fresh-clone run killed it
        // there, so its refusal was never printed).
        timeout: 170_000,
      },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(PGLITE_IN_USE_MESSAGE);
    expect(run.stdout).not.toMatch(/password|TOTP|recovery/i);
    expect(fs.readdirSync(dataDir)).toEqual(['pglite.lock']);
  }, 180_000);
});
