import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { industries } from './reference.js';

/**
 * The employer directory behind the Employment stage's company suggestions: large Lagos employers
 * from the seed (source 'seed') and the names customers save (source 'customer'). `key` is the
 * normalised name, made by the SQL function company_key() (lower case, '&' as 'and', punctuation
 * and extra spaces gone, trailing Ltd/Limited/Plc dropped), so 'Access Bank Plc' and 'ACCESS BANK'
 * are one company. A trigger on customers adds the employer_name a customer saves (migration
 * 0020_companies.sql).
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull().unique(),
    source: text('source', { enum: ['seed', 'customer'] }).notNull(),
    industryId: integer('industry_id').references(() => industries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('companies_source_check', sql`${t.source} in ('seed', 'customer')`),
    check('companies_key_not_blank', sql`${t.key} <> ''`),
    index('companies_name_idx').on(t.name),
  ],
);
