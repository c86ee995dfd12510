import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations that have not run yet (the same SQL files for PGlite and PostgreSQL). */
  migrate(): Promise<void>;
  /** A cheap round trip, for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** What the job queue (pg-boss, jobs/worker.ts) connects through: the same PGlite, or the same server. */
  queueTarget:
    { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string; ownerUrl: string | null };
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** src/db/migrations when run from source; dist/migrations when run from the build (copied there). */
export const migrationsFolder = fs.existsSync(path.join(here, 'migrations'))
  ? path.join(here, 'migrations')
  : path.join(here, '../src/db/migrations');

/**
 * The PostgreSQL advisory lock taken around migrating (an arbitrary 64-bit number, the same in
 * every process of the app: 'alaafia' in ASCII). PGlite is one process and needs none.
 */
export const MIGRATION_LOCK_KEY = '27422238242662753';

type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null /* null: in memory */;
      /** Start from this dumped data directory (PGlite's dumpDataDir; the API tests' template). */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      max?: number;
      /**
       * The tables' owner (DATABASE_MIGRATION_URL; docs/operations.md, 'The database role'): when
       * the app connects as a role that does not own the tables, migrations and pg-boss's schema
       * run under this one. Null: `url` owns them.
       */
      ownerUrl?: string | null;
    };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.max ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // Under the tables' owner when the app's own role does not own them (docs/operations.md,
        // 'The database role'): a pool of its own for the run.
        const ownerPool = target.ownerUrl
          ? new pg.Pool({ connectionString: target.ownerUrl, max: 2 })
          : pool;
        const ownerDb = target.ownerUrl ? (drizzlePg(ownerPool, { schema }) as unknown as Db) : db;
        // Several API processes may start at once on a fresh database: one migrates while the
        // others wait on this lock, then find nothing left to do. The lock is held by one pooled
        // connection for the whole run and ends with it if the process dies.
        const lockHolder = await ownerPool.connect();
        try {
          await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migratePg(ownerDb as never, { migrationsFolder });
          } finally {
            await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          lockHolder.release();
          if (ownerPool !== pool) await ownerPool.end();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      queueTarget: { kind: 'postgres', url: target.url, ownerUrl: target.ownerUrl ?? null },
    };
  }
  let release = () => {};
  if (target.dataDir) {
    // Before anything else: a second process on the same folder stops here, writing nothing.
    fs.mkdirSync(path.dirname(path.resolve(target.dataDir)), { recursive: true });
    release = lockPgliteFolder(target.dataDir);
    // The database files are the server's own user's only (issue 12), also a folder made before.
    fs.mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    fs.chmodSync(target.dataDir, 0o700);
  }
  let client: PGlite;
  try {
    // pg_trgm for the customer search's trigram indexes (migration 0036, docs/performance.md).
    const extensions = { pg_trgm };
    client = target.dataDir
      ? await PGlite.create(target.dataDir, { extensions })
      : await PGlite.create(
          target.loadDataDir ? { loadDataDir: target.loadDataDir, extensions } : { extensions },
        );
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    queueTarget: { kind: 'pglite', client },
  };
}

/** What a second process on a PGlite folder in use is told (issue 24). */
export const PGLITE_IN_USE_MESSAGE =
  'the server is running on this data folder: stop it first, or use `POST /api/admin/staff`';

class DataFolderInUseError extends Error {
  constructor(readonly lockFile: string) {
    super(PGLITE_IN_USE_MESSAGE);
    this.name = 'DataFolderInUseError';
  }
}

/** The folders this process holds (a second open in the same process is refused too). */
const heldFolders = new Set<string>();

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: two processes writing one folder corrupt it (issue 24: `npm run
 * staff:create` beside a running server). The first to open a folder writes its pid to
 * `<folder>.lock` (created exclusively); another finds it and refuses at once while that process is
 * alive. A lock left by a process that died (its pid gone, or this very process's pid after a
 * container restart without holding it) is taken over. Answers the release (on close, and at exit).
 * docs/operations.md, 'Back-office staff'.
 */
function lockPgliteFolder(dataDir: string): () => void {
  const folder = path.resolve(dataDir);
  const lockFile = `${folder}.lock`;
  if (heldFolders.has(folder)) throw new DataFolderInUseError(lockFile);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = fs.openSync(lockFile, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST')
          throw new DataFolderInUseError(lockFile);
        throw error;
      }
      const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
      const stale = !Number.isInteger(pid) || pid === process.pid || !processIsAlive(pid);
      if (!stale) throw new DataFolderInUseError(lockFile);
      fs.rmSync(lockFile, { force: true });
    }
  }
  heldFolders.add(folder);
  const onExit = () => fs.rmSync(lockFile, { force: true });
  process.once('exit', onExit);
  return () => {
    if (!heldFolders.delete(folder)) return;
    process.removeListener('exit', onExit);
    fs.rmSync(lockFile, { force: true });
  };
}
