import { errorCopy } from '@alaafia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { rateLimitCounters } from '../src/db/schema/index.js';
import { HttpError } from '../src/lib/http-errors.js';
import { RateLimiter, type RateLimitRule } from '../src/lib/rate-limit.js';
import { openTestDatabase } from './helpers.js';

// The limiter itself (rate-limiter-flexible's Drizzle store), on PGlite or on PostgreSQL.
let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  await database.migrate();
});
afterAll(async () => {
  await dispose();
});

let n = 0;
const ruleOf = (limit = 3): RateLimitRule => ({
  name: `test:${(n += 1)}`,
  limit,
  windowMs: 60 * 60_000,
});

describe('RateLimiter on the database', () => {
  it('When a subject is hit, then the count grows per subject and consume refuses past the limit with 429 and the seconds left', async () => {
    const clock = { now: new Date('2026-11-23T10:15:00Z') };
    const limiter = new RateLimiter(database.db, () => clock.now);
    const rule = ruleOf(2);
    expect((await limiter.hit(rule, 'a')).count).toBe(1);
    expect((await limiter.count(rule, 'a')).count).toBe(1);
    expect((await limiter.count(rule, 'b')).count).toBe(0);
    await limiter.consume(rule, 'a');
    const refused = await limiter.consume(rule, 'a').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(429);
    expect((refused as HttpError).message).toBe(errorCopy.rateLimited);
    // 10:15 in a window of an hour that started at 10:00: 45 minutes left.
    expect((await limiter.hit(rule, 'a')).retryAfterSeconds).toBe(45 * 60);
    await limiter.consume(rule, 'b');
  });

  it('When two limiters share one database (two API processes), then they share the counts', async () => {
    const rule = ruleOf();
    const one = new RateLimiter(database.db);
    const two = new RateLimiter(database.db);
    const counts = await Promise.all([
      one.hit(rule, 'x'),
      two.hit(rule, 'x'),
      one.hit(rule, 'x'),
      two.hit(rule, 'x'),
    ]);
    expect(counts.map((c) => c.count).sort()).toEqual([1, 2, 3, 4]);
  });

  it("When the app's clock leaves the window, then the count starts again; reset forgets the current one", async () => {
    const clock = { now: new Date('2026-11-23T10:59:00Z') };
    const limiter = new RateLimiter(database.db, () => clock.now);
    const rule = ruleOf();
    await limiter.hit(rule, 's');
    await limiter.hit(rule, 's');
    clock.now = new Date('2026-11-23T11:00:01Z');
    expect((await limiter.hit(rule, 's')).count).toBe(1);
    await limiter.reset(rule, 's');
    expect((await limiter.count(rule, 's')).count).toBe(0);
  });

  it('When a limit is configured for a rule, then it replaces the default', async () => {
    const rule = ruleOf(1);
    const limiter = new RateLimiter(database.db, undefined, { [rule.name]: 3 });
    expect(limiter.limitOf(rule)).toBe(3);
    for (let i = 0; i < 3; i += 1) await limiter.consume(rule, 'c');
    await expect(limiter.consume(rule, 'c')).rejects.toBeInstanceOf(HttpError);
  });

  it('When prune runs, then only counters that expired over an hour ago are deleted', async () => {
    const limiter = new RateLimiter(database.db);
    const rule = ruleOf();
    await limiter.hit(rule, 'kept');
    await database.db.insert(rateLimitCounters).values({
      key: 'test:old:0:gone',
      points: 4,
      expire: new Date(Date.now() - 2 * 3_600_000),
    });
    await limiter.prune();
    const keys = (await database.db.select().from(rateLimitCounters)).map((r) => r.key);
    expect(keys).not.toContain('test:old:0:gone');
    expect((await limiter.count(rule, 'kept')).count).toBe(1);
  });
});
