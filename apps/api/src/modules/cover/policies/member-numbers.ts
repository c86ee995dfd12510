import { memberNumberFrom } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../../db/client.js';
import { policies } from '../../../db/schema/index.js';

/**
 * Member numbers of the health plan (issue 28; docs/business-rules.md, 'Health plan members'): 'AM'
 * and 10 characters of Crockford base32 from the CSPRNG, unique (policies_member_number_key). Given
 * by issuePolicy to every health policy (HI) when it is issued; policies issued before were given
 * theirs by migration 0037_member-numbers.sql.
 */
export const MEMBER_PRODUCT_UID = 'HI';

/** A new member number no policy holds yet (50 random bits: a clash is retried, never expected). */
export async function newMemberNumber(db: DbOrTx): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = memberNumberFrom(randomBytes(10));
    const [taken] = await db
      .select({ id: policies.id })
      .from(policies)
      .where(eq(policies.memberNumber, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
  throw new Error('member number: five clashes in a row');
}
