import path from 'node:path';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorCopy } from '@alaafia/domain';
import type { AppContext } from './app-context.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { OfflineGazetteer } from './integrations/geocoding/offline-gazetteer.js';
import { OutboxEmailSender, OutboxSmsSender } from './integrations/messaging/outbox.js';
import { STATE_SHORT_CODES } from './db/seed/seed.js';
import stateData from './db/seed/data/states.json' with { type: 'json' };
import { LocalDiskStorage } from './integrations/storage/local-disk.js';
import { registerHttpCache } from './lib/http-cache.js';
import { loggerOptions } from './lib/logging.js';
import { FieldCipher, loadEncryptionKey } from './lib/crypto.js';
import { RateLimiter } from './lib/rate-limit.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { customerRoutes } from './modules/customers/customers.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { hospitalRoutes } from './modules/hospitals/hospitals.routes.js';
import { productRoutes } from './modules/products/products.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSessions } from './plugins/session.js';
import { registerWebApp } from './plugins/web-app.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Replaces parts of the context, for tests (a clock, a provider). */
  overrides?: Partial<Omit<AppContext, 'config' | 'database'>>;
  logger?: boolean;
}

/** Chooses the providers once, from configuration. */
export function createContext(
  config: AppConfig,
  database: Database,
  overrides: BuildAppOptions['overrides'] = {},
) {
  const ctx: AppContext = {
    config,
    database,
    email: new OutboxEmailSender(database.db),
    sms: new OutboxSmsSender(database.db),
    storage: new LocalDiskStorage(path.join(config.dataDir, 'uploads')),
    geocoder: new OfflineGazetteer(
      stateData.map((s) => ({ ...s, shortCode: STATE_SHORT_CODES[s.id] ?? '' })),
    ),
    rateLimiter: new RateLimiter(database.db, overrides.now),
    cipher: new FieldCipher(
      loadEncryptionKey({
        envKey: config.encryptionKey,
        dataDir: config.dataDir,
        allowKeyFile: config.sandbox,
      }),
    ),
    now: () => new Date(),
    ...overrides,
  };
  return ctx;
}

/** The whole API (and the built web app, when there is one) as one Fastify instance; server.ts only listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
  });
  app.decorate('ctx', createContext(config, database, options.overrides));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  registerHttpCache(app);
  registerSessions(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(referenceRoutes, { prefix: '/local' });
      await api.register(productRoutes, { prefix: '/local' });
      await api.register(hospitalRoutes, { prefix: '/local' });
      await api.register(customerRoutes, { prefix: '/local' });
      if (config.sandbox) await api.register(sandboxRoutes, { prefix: '/sandbox' });
    },
    { prefix: '/api' },
  );

  const { indexHtml } = await registerWebApp(app);
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      indexHtml !== null;
    if (isPage) {
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(indexHtml);
    }
    return reply.code(404).send({ message: errorCopy.notFound });
  });

  return app;
}
