import './runtime-check.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { stopOnSignals } from './lib/shutdown.js';
import { runBackfills } from './backfills.js';

/**
 * `npm run worker`: a process that runs jobs and schedules only (pg-boss workers, the outbox relay,
 * cron), for deployments that separate web and worker processes (the web ones with
 * RUN_WORKER=false). Any number can run on one PostgreSQL; each job runs in one of them. Needs
 * DATABASE_URL: PGlite is one process's database, so there the web process runs the jobs itself.
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
  if (!config.databaseUrl) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL): on the built-in database (PGlite) the web process runs the jobs (`npm start`).',
    );
    process.exit(1);
  }
  const database = await openDatabase({
    kind: 'postgres',
    url: config.databaseUrl,
    max: 5,
    ownerUrl: config.databaseMigrationUrl,
  });
  // The web process migrates too; the advisory lock lets either go first.
  await database.migrate();
  const filled = await runBackfills(database.db);
  const app = await buildApp({ config, database });
  if (filled.claimsDueBy > 0) app.log.info(filled, 'backfills after migrating');
  stopOnSignals(app, database, 'finishing the jobs in hand');
  await app.ready();
  await app.jobs.start({ work: true });
  app.log.info('Alaafia worker is running jobs');
}

main().catch((error: unknown) => {
  console.error('Alaafia worker failed to start:', error);
  process.exit(1);
});
