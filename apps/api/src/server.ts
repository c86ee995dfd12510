import './runtime-check.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedReferenceData } from './db/seed/seed.js';
import path from 'node:path';
import { stopOnSignals } from './lib/shutdown.js';
import { runBackfills } from './backfills.js';

/**
 * Starts the one process that serves the app and the API: migrate, seed, fill what the migrations
 * could not (backfills.ts), listen, and stop cleanly.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, ownerUrl: config.databaseMigrationUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  await seedReferenceData(database.db);
  const filled = await runBackfills(database.db);

  const app = await buildApp({ config, database });
  if (filled.claimsDueBy > 0) app.log.info(filled, 'backfills after migrating');
  // Allowed, but said at start: the operator reads it in the first lines of the log.
  for (const warning of config.warnings) app.log.warn(warning);
  stopOnSignals(app, database, 'finishing in-flight requests');

  // The jobs (webhooks, reconciliation, refunds, premium collection) on pg-boss, started before the
  // first request; RUN_WORKER=false leaves them to `npm run worker` and only relays what this
  // process enqueues. app.close() stops them before the database closes.
  await app.jobs.start({ work: config.jobs.runWorker });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${config.port} is already in use (is Alaafia already running?). Stop it, or start with PORT=3001.`,
      );
      process.exit(1);
    }
    throw error;
  }
  app.log.info(
    { url: config.appUrl, database: database.kind, sandbox: config.sandbox },
    `Alaafia is running at ${config.appUrl}${config.sandbox ? ' (sandbox providers: no real money, SMS or e-mail)' : ''}`,
  );
}

main().catch((error: unknown) => {
  console.error('Alaafia failed to start:', error);
  process.exit(1);
});
