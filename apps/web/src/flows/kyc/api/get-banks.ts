import { BANK_PAGE_SIZE, CURRENCY, type BankAnswer } from '@alaafia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/** A bank of GET /local/banks. */
type Bank = BankAnswer;

/** The most pages read, so a broken meta can never loop (at 50 a page, far more than Nigeria's banks). */
const MAX_PAGES = 20;

/**
 * GET /local/banks?perPage=50&currency=NGN (spec: page size 50). Every page is read, so a customer
 * whose bank sorts after the fiftieth still finds it.
 */
async function getBanks(signal?: AbortSignal): Promise<Bank[]> {
  const banks: Bank[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await api.page<Bank>('/local/banks', {
      query: { perPage: BANK_PAGE_SIZE, currency: CURRENCY, page },
      signal,
    });
    banks.push(...result.data);
    if (!result.meta || page >= result.meta.last_page) break;
  }
  return banks;
}

const banksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.banks(CURRENCY),
    queryFn: ({ signal }) => getBanks(signal),
    staleTime: 24 * 60 * 60_000,
  });

export function useBanks(enabled = true) {
  return useQuery({ ...banksQueryOptions(), enabled });
}
