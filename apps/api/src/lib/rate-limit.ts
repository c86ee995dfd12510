import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/index.js';
import { tooManyRequests } from './http-errors.js';

export interface RateLimitRule {
  /** What is limited, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Rate limits on rate-limiter-flexible's Drizzle store, so the counters live in our database (PGlite
 * or PostgreSQL) and every API process shares them; its upsert adds to a key and answers the new
 * count atomically, and it expires the rows.
 *
 * The library reads the wall clock (Date.now) and cannot be given ours. The limiter keeps its own
 * time (`now`): the real time, or a test's fixed clock, but never the sandbox's clock, which anyone
 * may move forward (POST /api/sandbox/clock) and which would otherwise reset every limit (issue 24).
 * Each rule's window is fixed, aligned to that time, and its start is part of the key: when the time
 * leaves a window, the next key is a fresh counter. The library's own expiry (the window's length
 * from the first hit) clears the rows.
 */
export class RateLimiter {
  private readonly stores = new Map<string, RateLimiterDrizzle>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    /** Limits by rule name that replace the rule's own (the RATE_LIMIT_* variables, config.ts). */
    private readonly limits: Readonly<Record<string, number>> = {},
  ) {}

  /** The limit in force for a rule: the configured one, else the rule's default. */
  limitOf(rule: RateLimitRule): number {
    return this.limits[rule.name] ?? rule.limit;
  }

  private storeOf(rule: RateLimitRule): RateLimiterDrizzle {
    let store = this.stores.get(rule.name);
    if (!store) {
      store = new RateLimiterDrizzle({
        storeClient: this.db,
        schema: rateLimitCounters,
        keyPrefix: rule.name,
        points: this.limitOf(rule),
        duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
        // Expired rows are dropped by prune() from the hourly maintenance.prune job, not a timer per rule.
        clearExpiredByTimeout: false,
      });
      this.stores.set(rule.name, store);
    }
    return store;
  }

  private window(rule: RateLimitRule) {
    const now = this.now().getTime();
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    return {
      key: (subject: string) => `${start}:${subject}`,
      retryAfterSeconds: Math.max(1, Math.ceil((start + rule.windowMs - now) / 1000)),
    };
  }

  /** Adds one to the subject's count in the current window and answers the new count. */
  async hit(
    rule: RateLimitRule,
    subject: string,
  ): Promise<{ count: number; retryAfterSeconds: number }> {
    const window = this.window(rule);
    // penalty() adds points without refusing: the caller decides what the count means.
    const res = await this.storeOf(rule).penalty(window.key(subject), 1);
    return { count: res.consumedPoints, retryAfterSeconds: window.retryAfterSeconds };
  }

  /** The subject's count in the current window, without adding to it. */
  async count(
    rule: RateLimitRule,
    subject: string,
  ): Promise<{ count: number; retryAfterSeconds: number }> {
    const window = this.window(rule);
    const res: RateLimiterRes | null = await this.storeOf(rule).get(window.key(subject));
    return { count: res?.consumedPoints ?? 0, retryAfterSeconds: window.retryAfterSeconds };
  }

  /** Counts the attempt and throws 429 when it is over the limit. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    const { count, retryAfterSeconds } = await this.hit(rule, subject);
    if (count > this.limitOf(rule)) throw tooManyRequests(retryAfterSeconds);
  }

  /** Forgets a subject's count for a rule in the current window (after a successful sign-in, say). */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.storeOf(rule).delete(this.window(rule).key(subject));
  }

  /**
   * Drops counters that expired over an hour ago; run from the maintenance job. The store writes
   * `expire` in wall-clock time (rate-limiter-flexible reads the real clock), so the cut-off is the
   * real clock too, not the application's: a sandbox clock moved forward must not drop live counters.
   */
  async prune(): Promise<void> {
    const olderThan = new Date(Date.now() - 3_600_000);
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.expire, olderThan));
  }
}

/** The three counters of a sign-in door (docs/business-rules.md, 'Sign-in throttling'). */
interface SignInRules {
  /** Every attempt from one address, any account. */
  byIp: RateLimitRule;
  /** Attempts from one address to one account; a correct password forgets them. */
  byIpAndAccount: RateLimitRule;
  /**
   * Failures on one account from every address. Never refuses on its own: past its limit, only an
   * address that has already tried this account in the window without success is refused.
   */
  failuresByAccount: RateLimitRule;
}

/**
 * One sign-in attempt's throttle, shared by the customers' door and the staff's two doors: nobody
 * can lock an account from outside (failures from other addresses never refuse the owner's correct
 * password at theirs), and guessing stays slow (5 tries an address an account, then 1 an address
 * once the account is under attack). `address` and `account` are the subjects' keys (a door's name
 * in them keeps its counters apart from another door's).
 */
export function signInThrottle(
  limiter: RateLimiter,
  rules: SignInRules,
  address: string,
  account: string,
) {
  const here = `${address}|${account}`;
  return {
    /** Counts the attempt from this address (any account); 429 over the limit. */
    byAddress: () => limiter.consume(rules.byIp, address),
    /** Counts the attempt from this address to this account; 429 when this address has tried too often. */
    async admit(): Promise<void> {
      const attempts = await limiter.hit(rules.byIpAndAccount, here);
      if (attempts.count > limiter.limitOf(rules.byIpAndAccount))
        throw tooManyRequests(attempts.retryAfterSeconds);
      const failures = await limiter.count(rules.failuresByAccount, account);
      // The account is under attack from many addresses: one that has already tried it waits; an
      // address that has not (the owner's, usually) still signs in.
      if (failures.count >= limiter.limitOf(rules.failuresByAccount) && attempts.count > 1)
        throw tooManyRequests(failures.retryAfterSeconds);
    },
    /** A wrong password (or an unknown account): counted on the account; answers the new count. */
    async failed(): Promise<number> {
      return (await limiter.hit(rules.failuresByAccount, account)).count;
    },
    /** The right password: this address's count for this account is forgotten. */
    succeeded: () => limiter.reset(rules.byIpAndAccount, here),
  };
}

/** Failed sign-ins to one account, from every address, that make us warn its owner by e-mail. */
export const SIGN_IN_WARNING_AFTER = 10;

export const rateLimits = {
  // Per-IP limits are generous: Nigerian mobile networks put many customers behind one address (CGNAT).
  loginByIp: { name: 'login:ip', limit: 200, windowMs: 15 * 60_000 },
  /** Sign-in attempts from one address to one account; a correct password forgets them. */
  loginByIpAndEmail: { name: 'login:ip+email', limit: 5, windowMs: 15 * 60_000 },
  /**
   * Failed sign-ins to one account from every address. Never refuses on its own: it warns the owner
   * (SIGN_IN_WARNING_AFTER) and, past its limit, only addresses that have failed on this account
   * are refused; an address with no failure may still sign in.
   */
  loginFailuresByEmail: { name: 'login:email-failures', limit: 50, windowMs: 15 * 60_000 },
  changePassword: { name: 'password:change', limit: 5, windowMs: 15 * 60_000 },
  signupByIp: { name: 'signup:ip', limit: 100, windowMs: 60 * 60_000 },
  forgotByEmail: { name: 'forgot:email', limit: 3, windowMs: 60 * 60_000 },
  forgotByIp: { name: 'forgot:ip', limit: 50, windowMs: 60 * 60_000 },
  /**
   * Back-office and hospital-portal sign-in (issues 16, 24, 38): staff are few, so the limits are
   * tight. Each door keeps its own counters (its name is in every key), and a wrong password counts
   * against the address and the account as a customer's does (signInThrottle).
   */
  staffLoginByIp: { name: 'staff-login:ip', limit: 30, windowMs: 15 * 60_000 },
  staffLoginByIpAndEmail: { name: 'staff-login:ip+email', limit: 5, windowMs: 15 * 60_000 },
  staffPasswordFailures: {
    name: 'staff-login:password-failures',
    limit: 20,
    windowMs: 15 * 60_000,
  },
  /**
   * Wrong second-factor codes for one staff account at one door, from every address, counted only
   * after the right password (issue 38: a stranger cannot add to it): at the limit the member is
   * e-mailed and every try at that door is refused until the window ends.
   */
  staffCodeFailures: { name: 'staff-login:code-failures', limit: 5, windowMs: 15 * 60_000 },
  /** Opening and accepting staff invitations, per address. */
  staffInvitationByIp: { name: 'staff-invitation:ip', limit: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/** The customers' door. */
export const customerSignIn: SignInRules = {
  byIp: rateLimits.loginByIp,
  byIpAndAccount: rateLimits.loginByIpAndEmail,
  failuresByAccount: rateLimits.loginFailuresByEmail,
};

/** The staff's doors (back office, hospital portal), each with its own keys. */
export const staffSignIn: SignInRules = {
  byIp: rateLimits.staffLoginByIp,
  byIpAndAccount: rateLimits.staffLoginByIpAndEmail,
  failuresByAccount: rateLimits.staffPasswordFailures,
};
