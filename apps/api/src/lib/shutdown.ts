import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

/**
 * Stops the process cleanly on SIGINT or SIGTERM (Ctrl-C, a deployment): closes the app (its
 * onClose hooks stop the job worker and finish what is in hand), then the database; over 10 s, it
 * exits anyway. Shared by the web process (server.ts) and the worker alone (worker.ts).
 */
export function stopOnSignals(app: FastifyInstance, database: Database, what: string) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, `shutting down: ${what}`);
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
