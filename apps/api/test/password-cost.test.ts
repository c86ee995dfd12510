import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PRODUCTION_PASSWORD_HASH_COST } from '../src/config.js';
import { customers } from '../src/db/schema/index.js';
import { createPasswordHasher } from '../src/lib/passwords.js';
import { realProvidersEnv, signUp, useTestApp } from './helpers.js';

describe('password hashing cost (argon2id)', () => {
  const t = useTestApp();

  it("When nothing is configured, then production's cost is argon2id m=19456 KiB, t=2, p=1 (OWASP's minimum)", async () => {
    expect(PRODUCTION_PASSWORD_HASH_COST).toEqual({
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(loadConfig({}).passwordHash).toEqual(PRODUCTION_PASSWORD_HASH_COST);
    expect(loadConfig({ NODE_ENV: 'production', ...realProvidersEnv }).passwordHash).toEqual(
      PRODUCTION_PASSWORD_HASH_COST,
    );
    const stored = await createPasswordHasher(loadConfig({}).passwordHash).hash('a password');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('When a cheaper cost is set outside NODE_ENV=test, then the process refuses to start', () => {
    for (const env of [
      { NODE_ENV: 'production', ...realProvidersEnv },
      { NODE_ENV: 'development' },
      {},
    ]) {
      expect(() => loadConfig({ ...env, PASSWORD_HASH_MEMORY_KIB: '8' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, PASSWORD_HASH_TIME_COST: '1' })).toThrow(ConfigError);
    }
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '65536' }).passwordHash.memoryCost).toBe(65_536);
  });

  it("When a test app signs a customer up, then the hash uses the tests' cheap cost and still verifies", async () => {
    const customer = await signUp(t.app);
    const [row] = await t.database.db
      .select({ hash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.email, customer.body.email));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await t.ctx.passwords.verify(row!.hash, 'correct horse battery')).toBe(true);
    expect(await t.ctx.passwords.verify(row!.hash, 'wrong horse battery')).toBe(false);
    // A hash made at production's cost still verifies with the tests' hasher (the cost is in the hash).
    const prodHash = await createPasswordHasher(PRODUCTION_PASSWORD_HASH_COST).hash('x y z');
    expect(await t.ctx.passwords.verify(prodHash, 'x y z')).toBe(true);
    expect(await t.ctx.passwords.verify(null, 'x y z')).toBe(false);
  });
});
