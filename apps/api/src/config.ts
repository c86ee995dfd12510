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

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: z.url().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    SANDBOX: bool.default(true),
    TRUST_PROXY: bool.default(false),
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
    // Real providers are added with the issues that use them; until then only the offline ones exist.
    EMAIL_PROVIDER: z.enum(['outbox']).default('outbox'),
    EMAIL_FROM: z.string().default('Alaafia <hello@alaafia.ng>'),
    SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
    STORAGE_PROVIDER: z.enum(['local']).default('local'),
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
    if (!env.SANDBOX && (env.EMAIL_PROVIDER === 'outbox' || env.SMS_PROVIDER === 'outbox')) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX'],
        message: 'SANDBOX=false needs real e-mail and SMS providers; none is configured yet',
      });
    }
  });

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
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    webDist: path.resolve(e.WEB_DIST),
    sandbox: e.SANDBOX,
    trustProxy: e.TRUST_PROXY,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      cookieName: 'alaafia_session',
    },
    email: { provider: e.EMAIL_PROVIDER, from: e.EMAIL_FROM },
    sms: { provider: e.SMS_PROVIDER },
    storage: { provider: e.STORAGE_PROVIDER },
    encryptionKey: e.ENCRYPTION_KEY ?? null,
  };
}
