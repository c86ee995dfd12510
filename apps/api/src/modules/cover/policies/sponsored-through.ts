import { sql, type AnyColumn } from 'drizzle-orm';
import { sponsors } from '../../../db/schema/index.js';

/** The name of the sponsor a policy's `sponsor_id` names (null: no sponsor), for what is shown. */
export function sponsorNameOf(sponsorId: AnyColumn) {
  return sql<
    string | null
  >`(select ${sponsors.name} from ${sponsors} where ${sponsors.id} = ${sponsorId})`;
}
