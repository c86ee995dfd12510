import { sql, type AnyColumn } from 'drizzle-orm';
import { sponsorEnrolments } from '../../db/schema/index.js';

/**
 * For the premium collection (policies/renewals): true for a policy whose sponsored months are still
 * running on `today`. Its customer is never charged for them (docs/business-rules.md, 'Sponsors').
 */
export function sponsoredThrough(policyId: AnyColumn, today: string) {
  return sql`exists (select 1 from ${sponsorEnrolments} se where se.policy_id = ${policyId} and se.status = 'active' and se.ends_on > ${today})`;
}
