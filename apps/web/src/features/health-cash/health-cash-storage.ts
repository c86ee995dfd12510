import { LOCAL_STORAGE_KEYS, type YearlyCoverage } from '@alaafia/domain';
import { z } from 'zod';
import { getStored, setStored } from '#lib/storage.js';

/** The selected coverage (section 3) as this wizard stores it: tagged HTCI, since the key is shared. */
const storedCoverageSchema = z.object({
  product: z.literal('HTCI'),
  coverage: z.number(),
  price: z.number(),
});

/** The stored yearly coverage, or null (also when the stored one is the monthly plan's). */
export function readYearlyCoverage(): YearlyCoverage | null {
  const stored = getStored(LOCAL_STORAGE_KEYS.selectedCoverage, storedCoverageSchema);
  return stored ? { coverage: stored.coverage, price: stored.price } : null;
}

export function storeYearlyCoverage(coverage: YearlyCoverage) {
  setStored(LOCAL_STORAGE_KEYS.selectedCoverage, { product: 'HTCI', ...coverage });
}
