import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sandboxClock } from '../db/schema/index.js';

const DAY_MS = 24 * 3_600_000;
const MINUTE_MS = 60_000;

/**
 * The application's clock in the sandbox (issue 15): the real time (or a test's clock) moved forward
 * by an offset that `POST /api/sandbox/clock { days }` (or `{ minutes }`, for the clocks that count
 * in hours: a pre-authorisation's hour) adds to. The offset is kept in the database,
 * so a restart keeps it; a process reads it at start and again before the sandbox's job run (a second
 * process started earlier catches up then). Every rule and job reads `ctx.now()`, which is this.
 * Without the sandbox there is no offset: `ctx.now()` is the real time.
 */
export class SandboxClock {
  private offsetMs = 0;
  /**
   * How many times the clock was reset: part of each schedule occurrence's dedupe key, so that after
   * a reset a move forward runs the jobs of the times already run once (JobWorker.scheduleRecurring).
   */
  private resetCount = 0;

  constructor(private readonly base: () => Date = () => new Date()) {}

  readonly now = (): Date => new Date(this.base().getTime() + this.offsetMs);

  async load(db: DbOrTx): Promise<void> {
    const [row] = await db.select().from(sandboxClock).where(eq(sandboxClock.id, 1)).limit(1);
    this.offsetMs = row?.offsetMs ?? 0;
    this.resetCount = row?.resets ?? 0;
  }

  /** The number of resets so far (0 until the first): what sets each clock run of the schedules apart. */
  get resets(): number {
    return this.resetCount;
  }

  /** Back to the real time (DELETE /api/sandbox/clock): what a test run does when it is done. */
  async reset(db: DbOrTx): Promise<Date> {
    const [row] = await db
      .insert(sandboxClock)
      .values({ id: 1, offsetMs: 0, resets: 1, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: sandboxClock.id,
        set: { offsetMs: 0, resets: sql`${sandboxClock.resets} + 1`, updatedAt: new Date() },
      })
      .returning({ resets: sandboxClock.resets });
    this.offsetMs = 0;
    this.resetCount = row?.resets ?? this.resetCount + 1;
    return this.now();
  }

  /**
   * Moves the clock `days` and/or `minutes` forward (never back: a rule already applied cannot be
   * undone).
   */
  async advance(db: DbOrTx, by: { days?: number; minutes?: number }): Promise<Date> {
    await this.load(db);
    const offsetMs =
      this.offsetMs + Math.round((by.days ?? 0) * DAY_MS + (by.minutes ?? 0) * MINUTE_MS);
    await db
      .insert(sandboxClock)
      .values({ id: 1, offsetMs, updatedAt: new Date() })
      .onConflictDoUpdate({ target: sandboxClock.id, set: { offsetMs, updatedAt: new Date() } });
    this.offsetMs = offsetMs;
    return this.now();
  }
}
