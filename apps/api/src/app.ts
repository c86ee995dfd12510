import path from 'node:path';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorCopy } from '@alaafia/domain';
import type { AppContext } from './app-context.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { GoogleGeocoder } from './integrations/geocoding/google.js';
import { OfflineGazetteer } from './integrations/geocoding/offline-gazetteer.js';
import { GooglePlaces } from './integrations/places/google.js';
import { OfflinePlacesGazetteer } from './integrations/places/offline-gazetteer.js';
import { OutboxEmailSender, OutboxSmsSender } from './modules/platform/messaging/index.js';
import { SmtpEmailSender } from './integrations/messaging/smtp.js';
import { TermiiSmsSender } from './integrations/messaging/termii.js';
import { DojahIdentityProvider } from './integrations/identity/dojah.js';
import { SandboxIdentityProvider } from './integrations/identity/sandbox.js';
import { WhatsAppCloudSender } from './integrations/messaging/whatsapp.js';
import { SandboxWhatsAppSender } from './integrations/messaging/whatsapp-sandbox.js';
import { STATE_SHORT_CODES } from './db/seed/seed.js';
import stateData from './db/seed/data/states.json' with { type: 'json' };
import { LocalDiskStorage } from './integrations/storage/local-disk.js';
import { S3Storage } from './integrations/storage/s3.js';
import { registerHttpCache } from './lib/http-cache.js';
import { lazyChildLogger, loggerOptions, RequestLogController } from './lib/logging.js';
import { FieldCipher, loadEncryptionKey } from './lib/crypto.js';
import { RateLimiter } from './lib/rate-limit.js';
import { authRoutes } from './modules/identity/auth/index.js';
import { customerRoutes } from './modules/identity/profile/index.js';
import { customerLanguage } from './modules/customers/customers/index.js';
import { employmentRoutes } from './modules/customers/employment/index.js';
import { geocodingRoutes } from './modules/platform/geocoding/index.js';
import { placesRoutes } from './modules/platform/places/index.js';
import { companyRoutes } from './modules/customers/companies/index.js';
import { incomeRoutes } from './modules/catalogue/income/index.js';
import { leadRoutes } from './modules/sales/leads/index.js';
import { uploadRoutes } from './modules/platform/uploads/index.js';
import { eventRoutes } from './modules/service/events/index.js';
import { healthRoutes } from './modules/platform/health/index.js';
import { changeHospitalRoutes } from './modules/cover/hospitals/index.js';
import { hospitalRoutes } from './modules/cover/hospitals/index.js';
import { kycRoutes } from './modules/identity/kyc/index.js';
import { nextOfKinRoutes } from './modules/customers/next-of-kin/index.js';
import { productRoutes } from './modules/catalogue/products/index.js';
import { referenceRoutes } from './modules/platform/reference/index.js';
import { PaystackClient } from './integrations/payments/paystack.js';
import { SandboxTelemedicinePartner } from './integrations/telemedicine/sandbox.js';
import { WebhookTelemedicinePartner } from './integrations/telemedicine/webhook.js';
import {
  telemedicineRoutes,
  telemedicineWebhookRoutes,
} from './modules/cover/telemedicine/index.js';
import { SandboxPaymentProvider } from './integrations/payments/sandbox.js';
import { createJobHandlers, JOB_KIND_OPTIONS, JOB_LANES, RECURRING_JOBS } from './jobs/handlers.js';
import { JobWorker } from './jobs/worker.js';
import { accountRoutes } from './workflows/close-account/index.js';
import { notificationRoutes } from './modules/platform/messaging/index.js';
import { cartRoutes } from './modules/sales/carts/index.js';
import { invoiceRoutes } from './modules/sales/invoices/index.js';
import { paymentMethodRoutes } from './modules/sales/payment-methods/index.js';
import { paymentRoutes } from './modules/sales/payments/index.js';
import { policyRoutes } from './modules/cover/policies/index.js';
import {
  memberCardFileRoutes,
  memberCardPageRoutes,
  memberRoutes,
} from './modules/cover/members/index.js';
import {
  careConfirmationRoutes,
  hospitalCareAdminRoutes,
  hospitalPortalRoutes,
} from './modules/cover/hospital-care/index.js';
import { renewalQuote, renewPolicy } from './modules/sales/billing/index.js';
import { issuedWithFreeMonth, latestPaymentForPolicy } from './modules/sales/payments/index.js';
import { webhookRoutes } from './workflows/webhooks/index.js';
import { ussdRoutes } from './workflows/ussd/index.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerCrossSiteGuard } from './plugins/request-origin.js';
import { registerSessions, signedIn } from './plugins/session.js';
import { registerLanguages } from './plugins/language.js';
import { registerRouteAccess } from './lib/route-access.js';
import { SandboxClock } from './lib/sandbox-clock.js';
import { createPasswordHasher } from './lib/passwords.js';
import { registerStaffSessions, requireStaff } from './modules/platform/access/index.js';
import { staffRoutes } from './modules/platform/access/index.js';
import { backofficeRoutes } from './modules/back-office/backoffice/index.js';
import { reviewsRoutes } from './modules/back-office/backoffice/index.js';
import { sponsorInvoiceRoutes, sponsorRoutes } from './modules/sales/sponsors/index.js';
import {
  bordereauxRoutes,
  financeBooksRoutes,
  financeLedgerRoutes,
  moneyQueueRoutes,
  paystackTopUpRoutes,
  reconciliationRoutes,
} from './modules/back-office/finance/index.js';
import {
  claimAdminRoutes,
  cachedPromiseSentence,
  askedToPayAdminRoutes,
  askedToPayRoutes,
  claimAutomationRoutes,
  claimRoutes,
} from './modules/cover/claims/index.js';
import {
  callBackAdminRoutes,
  complaintAdminRoutes,
  supportRoutes,
} from './modules/service/support/index.js';
import { nextOfKinClaimRoutes } from './modules/cover/claims/index.js';
import { samplingSource } from './lib/random.js';
import { registerWebApp } from './plugins/web-app.js';
import {
  whatsappCustomerRoutes,
  whatsappInboxRoutes,
  whatsappWebhookRoutes,
} from './workflows/whatsapp/index.js';
import { workQueueRoutes } from './modules/platform/work-queue/index.js';

interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Replaces parts of the context, for tests (a clock, a provider). */
  overrides?: Partial<Omit<AppContext, 'config' | 'database'>>;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to prove nothing personal is logged). */
  logStream?: DestinationStream;
}

/** Chooses the providers once, from configuration. */
export function createContext(
  config: AppConfig,
  database: Database,
  overrides: BuildAppOptions['overrides'] = {},
) {
  // The sandbox's clock can be moved forward (POST /api/sandbox/clock); it wraps a test's clock.
  const sandboxClock = config.sandbox ? new SandboxClock(overrides.now) : null;
  const now = sandboxClock?.now ?? overrides.now ?? (() => new Date());
  const ctx: AppContext = {
    config,
    database,
    email:
      config.email.provider === 'smtp'
        ? new SmtpEmailSender({
            url: config.email.smtpUrl,
            from: config.email.from,
            timeoutMs: config.providerTimeoutMs,
          })
        : new OutboxEmailSender(database.db),
    sms:
      config.sms.provider === 'termii'
        ? new TermiiSmsSender({ ...config.sms.termii, timeoutMs: config.providerTimeoutMs })
        : new OutboxSmsSender(database.db),
    whatsapp:
      config.whatsapp.provider === 'cloud'
        ? new WhatsAppCloudSender({ ...config.whatsapp, timeoutMs: config.providerTimeoutMs })
        : new SandboxWhatsAppSender(database.db, config.appUrl),
    identity:
      config.identity.provider === 'dojah'
        ? new DojahIdentityProvider({
            ...config.identity.dojah,
            timeoutMs: config.providerTimeoutMs,
          })
        : new SandboxIdentityProvider(),
    storage:
      config.storage.provider === 's3'
        ? new S3Storage(config.storage.s3)
        : new LocalDiskStorage(path.join(config.dataDir, 'uploads')),
    geocoder:
      config.geocoding.provider === 'google'
        ? new GoogleGeocoder({
            apiKey: config.geocoding.googleApiKey,
            timeoutMs: config.providerTimeoutMs,
          })
        : new OfflineGazetteer(
            stateData.map((s) => ({ ...s, shortCode: STATE_SHORT_CODES[s.id] ?? '' })),
          ),
    places:
      config.places.provider === 'google'
        ? new GooglePlaces({
            apiKey: config.geocoding.googleApiKey,
            timeoutMs: config.providerTimeoutMs,
          })
        : new OfflinePlacesGazetteer(),
    payments:
      config.payments.provider === 'paystack'
        ? new PaystackClient({ ...config.payments.paystack, timeoutMs: config.providerTimeoutMs })
        : new SandboxPaymentProvider(database.db, now, config.appUrl),
    telemedicine:
      config.telemedicine.provider === 'webhook'
        ? new WebhookTelemedicinePartner({
            url: config.telemedicine.webhookUrl,
            secret: config.telemedicine.webhookSecret,
            timeoutMs: config.providerTimeoutMs,
          })
        : new SandboxTelemedicinePartner(database.db),
    // The limiter keeps the real time (a test's fixed clock in tests), never the sandbox's moved
    // clock: moving it must not reset every rate limit (docs/operations.md, 'Rate limits').
    rateLimiter: new RateLimiter(
      database.db,
      overrides.now ?? (() => new Date()),
      config.rateLimits,
    ),
    passwords: createPasswordHasher(config.passwordHash),
    cipher: new FieldCipher(
      loadEncryptionKey({
        envKey: config.encryptionKey,
        dataDir: config.dataDir,
        allowKeyFile: config.sandbox,
      }),
    ),
    random: samplingSource(config),
    ...overrides,
    now,
    sandboxClock,
  };
  return ctx;
}

/** The whole API (and the built web app, when there is one) as one Fastify instance; server.ts only listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    logController: new RequestLogController(),
    childLoggerFactory: lazyChildLogger,
    trustProxy: config.trustProxy,
    // The spec writes some paths with a trailing slash ('local/products/salary/'): both forms work.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
  });
  app.decorate('ctx', createContext(config, database, options.overrides));
  await app.ctx.sandboxClock?.load(database.db);
  const jobs = new JobWorker(app.ctx, createJobHandlers(app.ctx, app.log), {
    recurring: RECURRING_JOBS,
    kinds: JOB_KIND_OPTIONS,
    lanes: JOB_LANES,
    expireSeconds: config.jobs.expireSeconds,
    retryDelaySeconds: config.jobs.retryDelaySeconds,
    pollSeconds: config.jobs.pollSeconds,
    onError: (err, job) =>
      app.log.error({ err, job: { id: job.id, kind: job.kind } }, 'job failed'),
  });
  app.decorate('jobs', jobs);
  // The jobs machinery stops before the database closes (server.ts closes the app first).
  app.addHook('onClose', async () => jobs.stop());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  // onRequest hooks run in this order. The security headers first (every answer has them), then the
  // reference cache: a hit answers there and skips the rest (cookies, the session lookup: reference
  // data is the same for everyone), still with its one log line (issue 8's API budget).
  registerSecurityHeaders(app);
  // Then the cross-site guard: a state-changing request from another site is refused before anything.
  registerCrossSiteGuard(app);
  registerHttpCache(app);
  await app.register(cookie);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app);
  registerSessions(app);
  // The request's language (issue 42): worked out only when a page or an error needs it.
  registerLanguages(app, {
    accountLanguage: (customerId) => customerLanguage(app.ctx.database.db, customerId),
  });
  registerStaffSessions(app);
  // A route's config.access of 'customer' or 'staff' is enforced, and is what its OpenAPI security says.
  registerRouteAccess(app, { customer: signedIn, staff: requireStaff() });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(referenceRoutes, { prefix: '/local' });
      await api.register(productRoutes, { prefix: '/local' });
      await api.register(hospitalRoutes, { prefix: '/local' });
      await api.register(customerRoutes, { prefix: '/local' });
      await api.register(incomeRoutes, { prefix: '/local' });
      await api.register(leadRoutes, { prefix: '/local' });
      await api.register(uploadRoutes, { prefix: '/local' });
      await api.register(employmentRoutes, { prefix: '/local' });
      await api.register(geocodingRoutes, { prefix: '/local' });
      await api.register(placesRoutes, { prefix: '/local' });
      await api.register(companyRoutes, { prefix: '/local' });
      await api.register(nextOfKinRoutes, { prefix: '/local' });
      await api.register(changeHospitalRoutes, { prefix: '/local' });
      await api.register(telemedicineRoutes, { prefix: '/local' });
      await api.register(eventRoutes, { prefix: '/engage' });
      await api.register(kycRoutes, { prefix: '/local' });
      await api.register(cartRoutes, { prefix: '/local' });
      await api.register(paymentRoutes, { prefix: '/local' });
      // Renew Now and a policy's payments are sales' (docs/architecture.md, 'The layers'): given,
      // not imported.
      await api.register(policyRoutes, {
        prefix: '/local',
        sales: { renewPolicy, renewalQuote, latestPaymentForPolicy, issuedWithFreeMonth },
      });
      await api.register(memberRoutes, { prefix: '/local' });
      await api.register(memberCardFileRoutes, { prefix: '/local' });
      await api.register(invoiceRoutes, { prefix: '/local' });
      await api.register(paymentMethodRoutes, { prefix: '/local' });
      await api.register(accountRoutes, { prefix: '/local' });
      await api.register(claimRoutes, { prefix: '/local' });
      await api.register(careConfirmationRoutes, { prefix: '/local' });
      await api.register(askedToPayRoutes, { prefix: '/local' });
      await api.register(nextOfKinClaimRoutes, { prefix: '/local' });
      await api.register(notificationRoutes, { prefix: '/local' });
      await api.register(supportRoutes, { prefix: '/local' });
      await api.register(webhookRoutes, { prefix: '/webhooks' });
      await api.register(telemedicineWebhookRoutes, { prefix: '/webhooks' });
      await api.register(ussdRoutes, { prefix: '/ussd' });
      await api.register(whatsappWebhookRoutes, { prefix: '/webhooks' });
      await api.register(whatsappCustomerRoutes, { prefix: '/local' });
      await api.register(whatsappInboxRoutes, { prefix: '/admin' });
      await api.register(staffRoutes, { prefix: '/admin' });
      await api.register(backofficeRoutes, { prefix: '/admin' });
      await api.register(reviewsRoutes, { prefix: '/admin' });
      await api.register(financeLedgerRoutes, { prefix: '/admin' });
      await api.register(bordereauxRoutes, { prefix: '/admin' });
      await api.register(financeBooksRoutes, { prefix: '/admin' });
      await api.register(sponsorRoutes, { prefix: '/admin' });
      await api.register(sponsorInvoiceRoutes, { prefix: '/admin' });
      await api.register(reconciliationRoutes, { prefix: '/admin' });
      await api.register(moneyQueueRoutes, { prefix: '/admin' });
      await api.register(workQueueRoutes, { prefix: '/admin' });
      await api.register(paystackTopUpRoutes, { prefix: '/admin' });
      await api.register(claimAdminRoutes, { prefix: '/admin' });
      await api.register(claimAutomationRoutes, { prefix: '/admin' });
      await api.register(askedToPayAdminRoutes, { prefix: '/admin' });
      await api.register(complaintAdminRoutes, { prefix: '/admin' });
      await api.register(callBackAdminRoutes, { prefix: '/admin' });
      await api.register(hospitalCareAdminRoutes, { prefix: '/admin' });
      await api.register(hospitalPortalRoutes, { prefix: '/hospital' });
      // The dev group (modules/dev): loaded only when the sandbox is on, so a production process
      // never loads its code (docs/decisions/2026-12-07-layers.md).
      if (config.payments.provider === 'sandbox') {
        const { sandboxPaymentRoutes } = await import('./modules/dev/sandbox-payments/index.js');
        await api.register(sandboxPaymentRoutes, { prefix: '/sandbox' });
      }
      if (config.sandbox) {
        const { sandboxRoutes } = await import('./modules/dev/sandbox/index.js');
        await api.register(sandboxRoutes, { prefix: '/sandbox' });
      }
      if (config.sandbox && config.whatsapp.provider === 'sandbox') {
        const { sandboxWhatsAppRoutes } = await import('./modules/dev/sandbox-whatsapp/index.js');
        await api.register(sandboxWhatsAppRoutes, { prefix: '/sandbox' });
      }
      if (config.sandbox && config.telemedicine.provider === 'sandbox') {
        const { telemedicineSandboxRoutes } =
          await import('./modules/dev/sandbox-telemedicine/index.js');
        await api.register(telemedicineSandboxRoutes, { prefix: '/sandbox' });
      }
    },
    { prefix: '/api' },
  );

  // The member card page and its service worker: pages of their own, before the web app's (issue 28).
  await app.register(memberCardPageRoutes);
  // The sandbox's USSD simulator page (issue 41): a dev module, loaded only when the sandbox is on.
  if (config.sandbox) {
    const { sandboxUssdPageRoutes } = await import('./modules/dev/sandbox-ussd/index.js');
    await app.register(sandboxUssdPageRoutes);
  }
  // The web app's pages: every other GET outside /api (plugins/web-app.ts).
  await registerWebApp(app, { claimsPromise: cachedPromiseSentence(app.ctx) });
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ message: errorCopy.notFound }),
  );

  return app;
}
