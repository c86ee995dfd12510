import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (the folder whose package.json has the workspaces), from src/ or from dist/. */
function findRepoRoot(start: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (
      fs.existsSync(pkg) &&
      (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { workspaces?: unknown }).workspaces
    ) {
      return dir;
    }
  }
  return process.cwd();
}

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

/**
 * argon2id's production cost (lib/passwords.ts): the library's defaults, m=19 MiB, t=2,
 * p=1, OWASP's recommended minimum. What `loadConfig` gives with no PASSWORD_HASH_* set.
 */
export const PRODUCTION_PASSWORD_HASH_COST = Object.freeze({
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /**
     * Set by the built server (dist/server.js) when NODE_ENV was unset and it chose 'production' for
     * its libraries (React's server build): the operator did not declare a production deployment.
     */
    NODE_ENV_FROM_BUILD: bool.default(false),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /**
     * Where the server listens. Unset: 127.0.0.1 in the sandbox (whose routes create administrators,
     * read the outbox and move the clock), 0.0.0.0 otherwise, for containers (docs/operations.md).
     */
    HOST: z.string().trim().min(1).optional(),
    APP_URL: z.url().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /**
     * The tables' owner, when DATABASE_URL's role does not own them (docs/operations.md, 'The
     * database role'): migrations and pg-boss's schema run under it; the app under DATABASE_URL.
     */
    DATABASE_MIGRATION_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    SANDBOX: bool.default(true),
    /** Says on purpose that the sandbox runs beside a real identity, SMS or e-mail provider. */
    SANDBOX_WITH_REAL_PROVIDERS: bool.default(false),
    TRUST_PROXY: bool.default(false),
    /** Per-IP rate limits (lib/rate-limit.ts): generous, as CGNAT puts many customers behind one address. */
    RATE_LIMIT_SIGNUP_PER_IP_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
    RATE_LIMIT_LOGIN_PER_IP_15MIN: z.coerce.number().int().min(1).max(1_000_000).default(200),
    RATE_LIMIT_FORGOT_PER_IP_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(50),
    /**
     * Staff sign-in attempts per address per door (docs/business-rules.md, 'Sign-in throttling',
     * 'Staff and hospital desks').
     */
    RATE_LIMIT_STAFF_LOGIN_PER_IP_15MIN: z.coerce.number().int().min(1).max(1_000_000).default(30),
    /**
     * argon2id's cost (lib/passwords.ts). The defaults are production's; lower values are
     * refused outside NODE_ENV=test (the test suite's cheap hashing, docs/operations.md).
     */
    PASSWORD_HASH_MEMORY_KIB: z.coerce
      .number()
      .int()
      .min(8)
      .max(4_194_304)
      .default(PRODUCTION_PASSWORD_HASH_COST.memoryCost),
    PASSWORD_HASH_TIME_COST: z.coerce
      .number()
      .int()
      .min(1)
      .max(20)
      .default(PRODUCTION_PASSWORD_HASH_COST.timeCost),
    PASSWORD_HASH_PARALLELISM: z.coerce
      .number()
      .int()
      .min(1)
      .max(16)
      .default(PRODUCTION_PASSWORD_HASH_COST.parallelism),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(60),
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24 * 7),
    /** E-mail: the outbox (sandbox), or any SMTP server (issue 12). */
    EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    EMAIL_FROM: z.string().default('Alaafia <hello@alaafia.ng>'),
    /** How customers reach us (the help page, GET /api/local/support); placeholders until set. */
    SUPPORT_PHONE: z.string().max(30).default('0201 330 0000'),
    SUPPORT_WHATSAPP: z
      .string()
      .regex(/^234\d{10}$/, 'must be international digits for wa.me, e.g. 2348000000000')
      .default('2348000000000'),
    SUPPORT_EMAIL: z.email().default('help@alaafia.ng'),
    SUPPORT_HOURS: z
      .string()
      .max(120)
      .default('Monday to Friday, 8am to 6pm; Saturday, 9am to 2pm'),
    /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465 (TLS). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    SMS_PROVIDER: z.enum(['outbox', 'termii']).default('outbox'),
    /**
     * WhatsApp (issue 40; docs/operations.md, 'WhatsApp'): the sandbox's outbox and local media, or
     * Meta's Cloud API (`cloud`) with the five WHATSAPP_* below. The business number customers write
     * to is SUPPORT_WHATSAPP (the wa.me link).
     */
    WHATSAPP_PROVIDER: z.enum(['sandbox', 'cloud']).default('sandbox'),
    WHATSAPP_ACCESS_TOKEN: z.string().min(20, 'must be a Meta access token').optional(),
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .regex(/^\d{5,20}$/, "must be the number's id from WhatsApp Manager (digits)")
      .optional(),
    WHATSAPP_APP_SECRET: z.string().min(16, 'must be the Meta app secret').optional(),
    WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    WHATSAPP_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
    // Termii (https://developers.termii.com): the base URL is per account, shown on the dashboard.
    TERMII_API_KEY: z.string().optional(),
    TERMII_SENDER_ID: z.string().max(11, 'must be at most 11 characters').optional(),
    TERMII_BASE_URL: z.url().default('https://api.ng.termii.com'),
    /** 'dnd' reaches numbers on the do-not-disturb register, which a one-time code needs. */
    TERMII_CHANNEL: z.enum(['dnd', 'generic']).default('dnd'),
    /** Identity (KYC) lookups: the offline sandbox, or Dojah (docs/decisions/2026-11-22-identity-provider.md). */
    IDENTITY_PROVIDER: z.enum(['sandbox', 'dojah']).default('sandbox'),
    DOJAH_APP_ID: z.string().optional(),
    DOJAH_SECRET_KEY: z.string().optional(),
    /** https://api.dojah.io (live) or https://sandbox.dojah.io (Dojah's test environment). */
    DOJAH_BASE_URL: z.url().default('https://api.dojah.io'),
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(15_000),
    /**
     * How many saved-card charges one collection run has waiting at the provider at once (issue 29;
     * the default is the bench's, docs/performance.md 'Premium collection at the provider's speed').
     */
    COLLECTION_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(16),
    /** Payments: the offline sandbox ledger, or Paystack (test or live keys by PAYSTACK_LIVE). */
    PAYMENTS_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
    PAYSTACK_LIVE: bool.default(false),
    PAYSTACK_TEST_SECRET_KEY: z
      .string()
      .regex(/^sk_test_\w+$/, 'must be an sk_test_ key')
      .optional(),
    PAYSTACK_TEST_PUBLIC_KEY: z
      .string()
      .regex(/^pk_test_\w+$/, 'must be a pk_test_ key')
      .optional(),
    PAYSTACK_LIVE_SECRET_KEY: z
      .string()
      .regex(/^sk_live_\w+$/, 'must be an sk_live_ key')
      .optional(),
    PAYSTACK_LIVE_PUBLIC_KEY: z
      .string()
      .regex(/^pk_live_\w+$/, 'must be a pk_live_ key')
      .optional(),
    PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
    /** Uploaded files: local disk under DATA_DIR/uploads, or an S3 bucket / S3-compatible store. */
    STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).optional(),
    /** An S3-compatible store's address (MinIO, R2, Spaces); unset for AWS S3. */
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** The Location stage's address lookup: the offline gazetteer, or Google's Geocoding API. */
    GEOCODING_PROVIDER: z.enum(['offline', 'google']).default('offline'),
    GOOGLE_MAPS_API_KEY: z.string().optional(),
    /** Address suggestions as the customer types: the offline Lagos gazetteer, or Google Places (New). */
    PLACES_PROVIDER: z.enum(['offline', 'google']).default('offline'),
    /**
     * 'Talk to a doctor' (issue 28): the sandbox partner's outbox, or a signed webhook to the
     * partner (TELEMEDICINE_WEBHOOK_URL, HMAC-SHA256 with TELEMEDICINE_WEBHOOK_SECRET both ways).
     */
    TELEMEDICINE_PROVIDER: z.enum(['sandbox', 'webhook']).default('sandbox'),
    TELEMEDICINE_WEBHOOK_URL: z.url().optional(),
    TELEMEDICINE_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * The USSD channel (issue 41): the secret key Africa's Talking's callback URLs carry
     * (`?key=`); the sandbox's default is SANDBOX_USSD_KEY. Unset outside the sandbox, the channel
     * is off (every callback 403).
     */
    USSD_CALLBACK_KEY: z
      .string()
      .min(24, 'must be at least 24 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only (it goes in a URL)')
      .optional(),
    /** Optional: the source addresses USSD callbacks may come from (comma-separated IPs). */
    USSD_ALLOWED_IPS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((ip) => ip.trim())
          .filter((ip) => ip !== ''),
      )
      .pipe(z.array(z.union([z.ipv4(), z.ipv6()])))
      .optional(),
    /**
     * Claims decided by rules (issue 39; docs/business-rules.md, 'Claims paid by rules'): whether
     * the automation is on before any administrator changes its settings (then their approved
     * change is in force). Default: on in the sandbox, off otherwise.
     */
    CLAIM_AUTOMATION_ON: bool.optional(),
    /**
     * The sandbox's seed for sampling claims for a person's check (the same claims every run);
     * outside the sandbox sampling draws from crypto randomness and this is ignored.
     */
    CLAIM_AUTOMATION_SAMPLE_SEED: z.coerce.number().int().min(0).max(4_294_967_295).default(39),
    /** Whether this process runs jobs (pg-boss workers and schedules); false for a web-only process. */
    RUN_WORKER: bool.default(true),
    /** Seconds a job may run before another worker takes it over (a killed worker's job). */
    JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(86_400).default(300),
    /** A failed job's first retry delay in seconds; it doubles up to an hour. */
    JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
    /**
     * How often the outbox relay looks for committed jobs, and an idle worker for jobs when it cannot
     * listen for them (a queued job wakes the workers by NOTIFY; docs/operations.md, 'Scheduled
     * jobs and premium collection').
     */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /**
     * The insurer that underwrites the policies, named with its NAICOM licence number on every policy
     * document. Required when SANDBOX=false; the sandbox prints clearly marked examples.
     */
    UNDERWRITER_NAME: z.string().trim().min(2).max(120).optional(),
    UNDERWRITER_NAICOM_LICENCE: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/,
        'must be a licence number (letters, digits, / . -)',
      )
      .optional(),
    /**
     * The bank account sponsors pay invoices into by transfer (issue 38 item 6), given in the
     * invoice e-mails and reminders. Required when SANDBOX=false; the sandbox gives a marked example.
     */
    COLLECTION_BANK_NAME: z.string().trim().min(2).max(80).optional(),
    COLLECTION_ACCOUNT_NUMBER: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'must be a 10-digit NUBAN account number')
      .optional(),
    COLLECTION_ACCOUNT_NAME: z.string().trim().min(2).max(120).optional(),
    /**
     * Our commission on each premium, as a fraction (0.15 = 15%), VAT included; the rest is the
     * underwriter's. Computed on the whole premium when it is written, earned with it day by day
     * (docs/business-rules.md, "The books").
     */
    UNDERWRITER_COMMISSION_RATE: z.coerce.number().min(0).max(1).default(0.15),
    /**
     * VAT on our commission (0.075 = 7.5%): the part of each commission that is VAT, owed to the tax
     * authority (docs/business-rules.md, "Posting rules"). 0 when none applies.
     */
    COMMISSION_VAT_RATE: z.coerce.number().min(0).max(1).default(0.075),
    /**
     * The IBNR reserve, as a fraction of the premium earned in the last three months (0.1 = 10%),
     * set at each month's end (docs/decisions/2026-12-07-claim-reserves-and-ibnr.md).
     */
    IBNR_RATE: z.coerce.number().min(0).max(1).default(0.1),
    /**
     * What we pay each hospital a month per health plan member enrolled there on the first of the
     * month, in kobo (issue 28; docs/business-rules.md, 'Capitation'). Default ₦500.
     */
    HEALTH_CAPITATION_RATE_KOBO: z.coerce.number().int().min(0).max(100_000_000).default(50_000),
    /**
     * The tariff under which the rules approve a hospital's pre-authorisation at once, in kobo
     * (issue 39 item 5; docs/business-rules.md, 'The NHIA clocks'): a request for one of the plan's
     * named benefits, within what is left of it, at or under this amount. 0 turns the rules off;
     * they never decline. Default ₦20,000.
     */
    PREAUTHORISATION_TARIFF_KOBO: z.coerce
      .number()
      .int()
      .min(0)
      .max(100_000_000)
      .default(2_000_000),
    /** 32 bytes, base64: encrypts identity numbers and dates of birth. Required when SANDBOX=false. */
    ENCRYPTION_KEY: z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (!env.SANDBOX && !env.ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ENCRYPTION_KEY'],
        message: 'is required when SANDBOX=false',
      });
    }
    if (env.SMS_PROVIDER === 'termii') {
      for (const key of ['TERMII_API_KEY', 'TERMII_SENDER_ID'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when SMS_PROVIDER=termii',
          });
      }
    }
    if (env.IDENTITY_PROVIDER === 'dojah') {
      for (const key of ['DOJAH_APP_ID', 'DOJAH_SECRET_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when IDENTITY_PROVIDER=dojah',
          });
      }
    }
    if (!env.SANDBOX && env.IDENTITY_PROVIDER === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['IDENTITY_PROVIDER'],
        message: 'SANDBOX=false needs a real identity provider (IDENTITY_PROVIDER=dojah)',
      });
    }
    if (env.PAYMENTS_PROVIDER === 'paystack') {
      const keys = env.PAYSTACK_LIVE
        ? (['PAYSTACK_LIVE_SECRET_KEY', 'PAYSTACK_LIVE_PUBLIC_KEY'] as const)
        : (['PAYSTACK_TEST_SECRET_KEY', 'PAYSTACK_TEST_PUBLIC_KEY'] as const);
      for (const key of keys) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `is required when PAYMENTS_PROVIDER=paystack and PAYSTACK_LIVE=${env.PAYSTACK_LIVE}`,
          });
      }
    }
    if (!env.SANDBOX && env.PAYMENTS_PROVIDER === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: 'SANDBOX=false needs a real payment provider (PAYMENTS_PROVIDER=paystack)',
      });
    }
    if (env.STORAGE_PROVIDER === 's3') {
      for (const key of ['S3_BUCKET', 'S3_REGION'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when STORAGE_PROVIDER=s3',
          });
      }
      if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
          message:
            'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for an IAM role)',
        });
      }
    }
    if (env.DATABASE_MIGRATION_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_MIGRATION_URL'],
        message: 'DATABASE_MIGRATION_URL needs DATABASE_URL (the app role on the same database)',
      });
    }
    if (!env.RUN_WORKER && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['RUN_WORKER'],
        message:
          'RUN_WORKER=false needs DATABASE_URL (a worker runs beside it on PostgreSQL); on PGlite this process runs the jobs',
      });
    }
    // Cheaper password hashing is for the test suite only: every other process hashes at least at
    // production's cost.
    if (env.NODE_ENV !== 'test') {
      const floor = PRODUCTION_PASSWORD_HASH_COST;
      if (env.PASSWORD_HASH_MEMORY_KIB < floor.memoryCost)
        ctx.addIssue({
          code: 'custom',
          path: ['PASSWORD_HASH_MEMORY_KIB'],
          message: `must be at least ${floor.memoryCost} outside NODE_ENV=test`,
        });
      if (env.PASSWORD_HASH_TIME_COST < floor.timeCost)
        ctx.addIssue({
          code: 'custom',
          path: ['PASSWORD_HASH_TIME_COST'],
          message: `must be at least ${floor.timeCost} outside NODE_ENV=test`,
        });
    }
    if (env.GEOCODING_PROVIDER === 'google' && !env.GOOGLE_MAPS_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_MAPS_API_KEY'],
        message: 'is required when GEOCODING_PROVIDER=google',
      });
    }
    if (env.PLACES_PROVIDER === 'google' && !env.GOOGLE_MAPS_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_MAPS_API_KEY'],
        message: 'is required when PLACES_PROVIDER=google',
      });
    }
    if (env.EMAIL_PROVIDER === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required when EMAIL_PROVIDER=smtp',
      });
    }
    if (!env.SANDBOX) {
      for (const name of ['UNDERWRITER_NAME', 'UNDERWRITER_NAICOM_LICENCE'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when SANDBOX=false (it is printed on every policy document)',
          });
        }
      }
      for (const name of [
        'COLLECTION_BANK_NAME',
        'COLLECTION_ACCOUNT_NUMBER',
        'COLLECTION_ACCOUNT_NAME',
      ] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message:
              'is required when SANDBOX=false (sponsors pay their invoices into this account by transfer)',
          });
        }
      }
    }
    if (env.TELEMEDICINE_PROVIDER === 'webhook') {
      for (const name of ['TELEMEDICINE_WEBHOOK_URL', 'TELEMEDICINE_WEBHOOK_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when TELEMEDICINE_PROVIDER=webhook',
          });
      }
    }
    if (env.WHATSAPP_PROVIDER === 'cloud') {
      for (const name of [
        'WHATSAPP_ACCESS_TOKEN',
        'WHATSAPP_PHONE_NUMBER_ID',
        'WHATSAPP_APP_SECRET',
        'WHATSAPP_VERIFY_TOKEN',
      ] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when WHATSAPP_PROVIDER=cloud',
          });
      }
    }
    if (!env.SANDBOX && env.WHATSAPP_PROVIDER === 'sandbox') {
      // The sandbox's secrets are public (the README): outside the sandbox they are refused.
      ctx.addIssue({
        code: 'custom',
        path: ['WHATSAPP_PROVIDER'],
        message:
          "SANDBOX=false needs Meta's Cloud API (WHATSAPP_PROVIDER=cloud with WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN)",
      });
    }
    if (!env.SANDBOX && env.TELEMEDICINE_PROVIDER === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['TELEMEDICINE_PROVIDER'],
        message:
          'SANDBOX=false needs the real telemedicine partner (TELEMEDICINE_PROVIDER=webhook with TELEMEDICINE_WEBHOOK_URL and TELEMEDICINE_WEBHOOK_SECRET)',
      });
    }
    if (!env.SANDBOX && env.EMAIL_PROVIDER === 'outbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['EMAIL_PROVIDER'],
        message: 'SANDBOX=false needs a real e-mail provider (EMAIL_PROVIDER=smtp with SMTP_URL)',
      });
    }
    if (!env.SANDBOX && env.SMS_PROVIDER === 'outbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'SANDBOX=false needs a real SMS provider (SMS_PROVIDER=termii)',
      });
    }
    // The sandbox shows every code and link it "sends" and pays without money: never beside real
    // customers or real money.
    if (env.SANDBOX && env.NODE_ENV === 'production' && !env.NODE_ENV_FROM_BUILD) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX'],
        message:
          'the sandbox cannot run with NODE_ENV=production: set SANDBOX=false with the real providers, or leave NODE_ENV unset for a trial',
      });
    }
    // The sandbox's routes read the outbox and create staff: beside a real provider they would show
    // real people's codes, or send them real messages, unless that is said on purpose.
    if (env.SANDBOX && !env.SANDBOX_WITH_REAL_PROVIDERS) {
      const real = [
        env.IDENTITY_PROVIDER !== 'sandbox' ? `IDENTITY_PROVIDER=${env.IDENTITY_PROVIDER}` : null,
        env.SMS_PROVIDER !== 'outbox' ? `SMS_PROVIDER=${env.SMS_PROVIDER}` : null,
        env.EMAIL_PROVIDER !== 'outbox' ? `EMAIL_PROVIDER=${env.EMAIL_PROVIDER}` : null,
        env.TELEMEDICINE_PROVIDER !== 'sandbox'
          ? `TELEMEDICINE_PROVIDER=${env.TELEMEDICINE_PROVIDER}`
          : null,
        env.WHATSAPP_PROVIDER !== 'sandbox' ? `WHATSAPP_PROVIDER=${env.WHATSAPP_PROVIDER}` : null,
      ].filter((v) => v !== null);
      if (real.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['SANDBOX'],
          message: `the sandbox refuses to run beside a real provider (${real.join(', ')}): set SANDBOX=false, or SANDBOX_WITH_REAL_PROVIDERS=true if that is on purpose`,
        });
      }
    }
    if (env.SANDBOX && (env.PAYSTACK_LIVE || env.PAYSTACK_LIVE_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX'],
        message:
          'the sandbox cannot run beside live Paystack keys (PAYSTACK_LIVE=true or PAYSTACK_LIVE_SECRET_KEY): set SANDBOX=false',
      });
    }
  });

/** Addresses that only this machine reaches. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * The sandbox telemedicine partner's shared secret (no real partner is reached in the sandbox): its
 * callbacks are signed with it by POST /api/sandbox/telemedicine/callback.
 */
/**
 * The sandbox's WhatsApp app secret and verify token (docs/operations.md, 'WhatsApp'): public, so
 * that a local client can sign events; refused outside the sandbox (SANDBOX=false needs cloud).
 */
const SANDBOX_WHATSAPP_APP_SECRET = 'sandbox-whatsapp-app-secret';
const SANDBOX_WHATSAPP_VERIFY_TOKEN = 'sandbox-whatsapp-verify-token';

export const SANDBOX_TELEMEDICINE_SECRET = 'sandbox-telemedicine-secret-not-for-production';

/** The sandbox's USSD callback key (README, 'The USSD channel'): it guards nothing real. */
export const SANDBOX_USSD_KEY = 'sandbox-ussd-key';

/** The sandbox's underwriter: an example, marked as one wherever it is printed. */
export const SANDBOX_UNDERWRITER = {
  name: 'Example Underwriter Plc (sandbox example)',
  naicomLicence: 'EXAMPLE-0000',
} as const;

/** The sandbox's collection account: an example, marked as one wherever it is given. */
export const SANDBOX_COLLECTION_ACCOUNT = {
  bankName: 'Example Bank (sandbox example)',
  accountNumber: '0000000000',
  accountName: 'Alaafia (sandbox example)',
} as const;

export type AppConfig = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the environment; a wrong value stops the process with a list of what is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  /** What start-up logs as a warning: allowed, but worth a second look. */
  const warnings: string[] = [];
  if (e.SANDBOX && e.HOST !== undefined && !isLoopback(e.HOST)) {
    warnings.push(
      `HOST=${e.HOST} opens the sandbox to the network: anyone who reaches it can create an administrator, read the outbox and move the clock`,
    );
  }
  if (e.SANDBOX && e.SANDBOX_WITH_REAL_PROVIDERS) {
    warnings.push(
      'SANDBOX_WITH_REAL_PROVIDERS=true: the sandbox runs beside the real providers configured',
    );
  }
  return {
    warnings,
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST ?? (e.SANDBOX ? '127.0.0.1' : '0.0.0.0'),
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    /** DATABASE_MIGRATION_URL: the tables' owner for migrations and pg-boss's schema, or null. */
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL ?? null,
    webDist: path.resolve(e.WEB_DIST),
    sandbox: e.SANDBOX,
    trustProxy: e.TRUST_PROXY,
    /** Named on the policy documents; the sandbox defaults are examples, not a real insurer. */
    underwriter: {
      name: e.UNDERWRITER_NAME ?? SANDBOX_UNDERWRITER.name,
      naicomLicence: e.UNDERWRITER_NAICOM_LICENCE ?? SANDBOX_UNDERWRITER.naicomLicence,
      /** UNDERWRITER_COMMISSION_RATE: our commission on each premium written, VAT included (the books). */
      commissionRate: e.UNDERWRITER_COMMISSION_RATE,
      /** COMMISSION_VAT_RATE: the VAT in our commission. */
      vatRate: e.COMMISSION_VAT_RATE,
      /** IBNR_RATE: the IBNR reserve as a fraction of the premium earned in the last 3 months. */
      ibnrRate: e.IBNR_RATE,
    },
    /** Where sponsors pay invoices by transfer (COLLECTION_*); the sandbox's is an example. */
    collectionAccount: {
      bankName: e.COLLECTION_BANK_NAME ?? SANDBOX_COLLECTION_ACCOUNT.bankName,
      accountNumber: e.COLLECTION_ACCOUNT_NUMBER ?? SANDBOX_COLLECTION_ACCOUNT.accountNumber,
      accountName: e.COLLECTION_ACCOUNT_NAME ?? SANDBOX_COLLECTION_ACCOUNT.accountName,
    },
    /** CLAIM_AUTOMATION_ON and CLAIM_AUTOMATION_SAMPLE_SEED (modules/cover/claims/claim-automation.ts). */
    claimAutomation: {
      on: e.CLAIM_AUTOMATION_ON ?? e.SANDBOX,
      sampleSeed: e.CLAIM_AUTOMATION_SAMPLE_SEED,
    },
    /** HEALTH_CAPITATION_RATE_KOBO: a hospital's monthly capitation per enrolee (kobo). */
    healthCapitationRateKobo: e.HEALTH_CAPITATION_RATE_KOBO,
    /** PREAUTHORISATION_TARIFF_KOBO: the most the rules approve for one pre-authorisation (kobo). */
    preauthorisationTariffKobo: e.PREAUTHORISATION_TARIFF_KOBO,
    /** Limits by rule name, overriding the defaults in lib/rate-limit.ts. */
    rateLimits: {
      'signup:ip': e.RATE_LIMIT_SIGNUP_PER_IP_HOUR,
      'login:ip': e.RATE_LIMIT_LOGIN_PER_IP_15MIN,
      'forgot:ip': e.RATE_LIMIT_FORGOT_PER_IP_HOUR,
      'staff-login:ip': e.RATE_LIMIT_STAFF_LOGIN_PER_IP_15MIN,
    } as Readonly<Record<string, number>>,
    passwordHash: {
      memoryCost: e.PASSWORD_HASH_MEMORY_KIB,
      timeCost: e.PASSWORD_HASH_TIME_COST,
      parallelism: e.PASSWORD_HASH_PARALLELISM,
    },
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      cookieName: 'alaafia_session',
    },
    email: { provider: e.EMAIL_PROVIDER, from: e.EMAIL_FROM, smtpUrl: e.SMTP_URL ?? '' },
    support: {
      phone: e.SUPPORT_PHONE,
      whatsapp: e.SUPPORT_WHATSAPP,
      email: e.SUPPORT_EMAIL,
      hours: e.SUPPORT_HOURS,
    },
    sms: {
      provider: e.SMS_PROVIDER,
      termii: {
        apiKey: e.TERMII_API_KEY ?? '',
        senderId: e.TERMII_SENDER_ID ?? '',
        baseUrl: e.TERMII_BASE_URL,
        channel: e.TERMII_CHANNEL,
      },
    },
    identity: {
      provider: e.IDENTITY_PROVIDER,
      dojah: {
        appId: e.DOJAH_APP_ID ?? '',
        secretKey: e.DOJAH_SECRET_KEY ?? '',
        baseUrl: e.DOJAH_BASE_URL,
      },
    },
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    collectionConcurrency: e.COLLECTION_CONCURRENCY,
    payments: {
      provider: e.PAYMENTS_PROVIDER,
      paystack: {
        live: e.PAYSTACK_LIVE,
        secretKey:
          (e.PAYSTACK_LIVE ? e.PAYSTACK_LIVE_SECRET_KEY : e.PAYSTACK_TEST_SECRET_KEY) ?? '',
        publicKey:
          (e.PAYSTACK_LIVE ? e.PAYSTACK_LIVE_PUBLIC_KEY : e.PAYSTACK_TEST_PUBLIC_KEY) ?? '',
        baseUrl: e.PAYSTACK_BASE_URL,
      },
    },
    storage: {
      provider: e.STORAGE_PROVIDER,
      s3: {
        bucket: e.S3_BUCKET ?? '',
        region: e.S3_REGION ?? '',
        endpoint: e.S3_ENDPOINT ?? null,
        accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      },
    },
    geocoding: { provider: e.GEOCODING_PROVIDER, googleApiKey: e.GOOGLE_MAPS_API_KEY ?? '' },
    places: { provider: e.PLACES_PROVIDER },
    /** The USSD channel (issue 41): the callback key (null: the channel is off) and the allow-list. */
    ussd: {
      callbackKey: e.USSD_CALLBACK_KEY ?? (e.SANDBOX ? SANDBOX_USSD_KEY : null),
      allowedIps: e.USSD_ALLOWED_IPS ?? [],
    },
    telemedicine: {
      provider: e.TELEMEDICINE_PROVIDER,
      webhookUrl: e.TELEMEDICINE_WEBHOOK_URL ?? '',
      /**
       * Signs our referrals and checks the partner's callbacks. The sandbox partner uses a fixed
       * sandbox secret when none is set (its callbacks come from POST /api/sandbox/telemedicine/callback).
       */
      webhookSecret: e.TELEMEDICINE_WEBHOOK_SECRET ?? SANDBOX_TELEMEDICINE_SECRET,
    },
    whatsapp: {
      provider: e.WHATSAPP_PROVIDER,
      accessToken: e.WHATSAPP_ACCESS_TOKEN ?? '',
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? '',
      appSecret:
        e.WHATSAPP_APP_SECRET ??
        (e.WHATSAPP_PROVIDER === 'sandbox' ? SANDBOX_WHATSAPP_APP_SECRET : ''),
      verifyToken:
        e.WHATSAPP_VERIFY_TOKEN ??
        (e.WHATSAPP_PROVIDER === 'sandbox' ? SANDBOX_WHATSAPP_VERIFY_TOKEN : ''),
      graphUrl: e.WHATSAPP_GRAPH_URL,
      /** The business number customers write to (wa.me). */
      businessNumber: e.SUPPORT_WHATSAPP,
    },
    encryptionKey: e.ENCRYPTION_KEY ?? null,
    jobs: {
      runWorker: e.RUN_WORKER,
      expireSeconds: e.JOBS_EXPIRE_SECONDS,
      retryDelaySeconds: e.JOBS_RETRY_DELAY_SECONDS,
      pollSeconds: e.JOBS_POLL_SECONDS,
    },
  };
}
