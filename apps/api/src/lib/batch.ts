/**
 * A batch whose items are each their own piece of work (a hospital's capitation statement, one
 * Paystack settlement, one payout to send...): one item's failure never stops the others
 * (docs/operations.md, 'When one item of a batch fails'). Each item runs on its own (its own
 * transaction, inside `run`); a failure is handed to `failed`, which puts it before finance, and the
 * loop goes on with the next item. When even recording a failure fails (the database is gone), that
 * error is thrown: the batch stops, and its job is retried as any job is.
 */
export async function eachOnItsOwn<T>(
  items: Iterable<T>,
  run: (item: T) => Promise<void>,
  failed: (item: T, error: unknown) => Promise<void>,
): Promise<{ passed: number; failed: number }> {
  let passed = 0;
  let failures = 0;
  for (const item of items) {
    try {
      await run(item);
      passed += 1;
    } catch (error) {
      failures += 1;
      await failed(item, error);
    }
  }
  return { passed, failed: failures };
}
