import { sql, type AnyColumn } from 'drizzle-orm';
import { sponsorEnrolments, sponsors } from '../../../db/schema/index.js';

/**
 * For the premium collection (billing/renewals.ts): true for a policy whose sponsored months are still
 * running on `today`. Its customer is never charged for them (docs/business-rules.md, 'Sponsors').
 */
export function sponsoredThrough(policyId: AnyColumn, today: string) {
  return sql`exists (select 1 from ${sponsorEnrolments} se where se.policy_id = ${policyId} and se.status = 'active' and se.ends_on > ${today})`;
}

/** The name of the sponsor a policy's `sponsor_id` names (null: no sponsor), for what is shown. */
export function sponsorNameOf(sponsorId: AnyColumn) {
  return sql<
    string | null
  >`(select ${sponsors.name} from ${sponsors} where ${sponsors.id} = ${sponsorId})`;
}
