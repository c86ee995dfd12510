import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from './current-customer';
import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('When a payment invalidates the premiums root, then the premiums, the payment history and the bell are all stale, and nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      queryKeys.premiums(7),
      queryKeys.paymentHistory(7),
      queryKeys.notifications(7),
      queryKeys.paymentMethods(7),
      queryKeys.products,
      queryKeys.me,
    ];
    for (const key of keys) client.setQueryData(key, []);
    // The checkout (flows/checkout) still writes the root out as ['premiums'].
    await client.invalidateQueries({ queryKey: ['premiums'] });
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, false, false, false]);
  });

  it('When the old names are used, then they are the factory keys', () => {
    expect(meQueryKey).toEqual(['auth', 'me']);
    expect(meQueryKey).toBe(queryKeys.me);
    expect(queryKeys.premiumsRoot).toEqual(['premiums']);
  });

  it("When two customers' keys are made, then they differ, and the back office's are under admin", () => {
    expect(queryKeys.premiums(7)).not.toEqual(queryKeys.premiums(8));
    expect(queryKeys.claims(7)).toEqual(['claims', 7]);
    expect(queryKeys.admin.enrolments(3).slice(0, 2)).toEqual(queryKeys.admin.sponsors());
    expect(queryKeys.admin.claims('open').slice(0, 2)).toEqual(queryKeys.admin.allClaims());
  });
});
