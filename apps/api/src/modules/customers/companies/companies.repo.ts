import { COMPANY_SUGGESTIONS_LIMIT } from '@alaafia/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { companies } from '../../../db/schema/index.js';

/**
 * Companies whose normalised name (company_key) holds what was typed, normalised the same way:
 * names that start with it first, then those with a word that starts with it, then the rest; seeded
 * employers before customers' entries, then by name.
 */
export async function searchCompanies(db: DbOrTx, q: string) {
  const key = sql`company_key(${q})`;
  return db
    .select({ id: companies.id, name: companies.name, industry_id: companies.industryId })
    .from(companies)
    .where(sql`${key} <> '' and strpos(${companies.key}, ${key}) > 0`)
    .orderBy(
      sql`case when starts_with(${companies.key}, ${key}) then 0
               when strpos(' ' || ${companies.key}, ' ' || ${key}) > 0 then 1
               else 2 end`,
      sql`case when ${companies.source} = 'seed' then 0 else 1 end`,
      companies.name,
    )
    .limit(COMPANY_SUGGESTIONS_LIMIT);
}
