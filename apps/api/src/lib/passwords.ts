import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id's cost (config.ts, PASSWORD_HASH_*). Production keeps the library's defaults
 * (PRODUCTION_PASSWORD_HASH_COST: m=19 MiB, t=2, p=1, OWASP's recommended minimum); the test suite alone sets the library's
 * minimum through the environment (test/helpers.ts), since each sign-up would otherwise spend
 * ~85 ms of a shared CPU hashing (docs/decisions/2026-11-27-fast-test-suite.md).
 */
interface PasswordHashCost {
  /** KiB of memory. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Verifies a password. With no stored hash (unknown e-mail) it still spends the same work on a
   * dummy hash of the same cost, so the answer time does not tell whether an e-mail is registered.
   */
  verify(storedHash: string | null, password: string): Promise<boolean>;
}

/** Hashes and verifies at one configured cost (ctx.passwords). */
export function createPasswordHasher(cost: PasswordHashCost): PasswordHasher {
  const options = { ...cost };
  let dummyHash: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, options),
    async verify(storedHash, password) {
      if (!storedHash) {
        dummyHash ??= hash('not-a-real-password-for-timing-only', options);
        await verify(await dummyHash, password).catch(() => false);
        return false;
      }
      // The cost is read from the stored hash itself: hashes made at another cost still verify.
      return verify(storedHash, password).catch(() => false);
    },
  };
}
