import { and, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/index.js';
import { tooManyRequests } from './http-errors.js';

export interface RateLimitRule {
  /** What is limited, e.g. 'login:email'. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in the database, so two API processes on one database share them.
 * One upsert per check: it adds 1 and answers the new count atomically.
 */
export class RateLimiter {
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

  async hit(
    rule: RateLimitRule,
    subject: string,
  ): Promise<{ count: number; retryAfterSeconds: number }> {
    const now = this.now().getTime();
    const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
    const key = `${rule.name}:${subject}`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000),
    );
    return { count: row?.count ?? 1, retryAfterSeconds };
  }

  /** Counts the attempt and throws 429 when it is over the limit. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    const { count, retryAfterSeconds } = await this.hit(rule, subject);
    if (count > this.limitOf(rule)) throw tooManyRequests(retryAfterSeconds);
  }

  /** Forgets a subject's counters for a rule (after a successful sign-in, say). */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.db
      .delete(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = ${`${rule.name}:${subject}`}`);
  }

  /** Drops windows that ended long ago; run from the maintenance job. */
  async prune(olderThan: Date): Promise<void> {
    await this.db
      .delete(rateLimitCounters)
      .where(and(lt(rateLimitCounters.windowStart, olderThan)));
  }
}

export const rateLimits = {
  loginByEmail: { name: 'login:email', limit: 5, windowMs: 15 * 60_000 },
  // Per-IP limits are generous: Nigerian mobile networks put many customers behind one address (CGNAT).
  loginByIp: { name: 'login:ip', limit: 200, windowMs: 15 * 60_000 },
  signupByIp: { name: 'signup:ip', limit: 100, windowMs: 60 * 60_000 },
  forgotByEmail: { name: 'forgot:email', limit: 3, windowMs: 60 * 60_000 },
  forgotByIp: { name: 'forgot:ip', limit: 50, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;
