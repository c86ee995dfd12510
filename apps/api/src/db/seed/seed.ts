import { LEDGER_ACCOUNTS, LEDGER_ACCOUNT_CODES, nairaToKobo } from '@alaafia/domain';
import { sql } from 'drizzle-orm';
import { MIGRATION_LOCK_KEY, type Db } from '../client.js';
import {
  banks,
  cancellationReasons,
  companies,
  hospitals,
  idTypes,
  industries,
  ledgerAccounts,
  localGovernments,
  pricingPlans,
  products,
  relationships,
  states,
  workPositions,
  type PlanBenefit,
  type ProductDetails,
} from '../schema/index.js';
import bankData from './data/banks.json' with { type: 'json' };
import cancellationReasonData from './data/cancellation-reasons.json' with { type: 'json' };
import companyData from './data/companies.json' with { type: 'json' };
import hospitalData from './data/hospitals.json' with { type: 'json' };
import idTypeData from './data/id-types.json' with { type: 'json' };
import industryData from './data/industries.json' with { type: 'json' };
import productData from './data/products.json' with { type: 'json' };
import relationshipData from './data/relationships.json' with { type: 'json' };
import stateData from './data/states.json' with { type: 'json' };
import workPositionData from './data/work-positions.json' with { type: 'json' };

/** Two-letter state codes; 'LA' is what the geocoder answers for Lagos (income-protection.md section 4). */
export const STATE_SHORT_CODES: Record<number, string> = {
  1: 'AB',
  2: 'AD',
  3: 'AK',
  4: 'AN',
  5: 'BA',
  6: 'BY',
  7: 'BE',
  8: 'BO',
  9: 'CR',
  10: 'DE',
  11: 'EB',
  12: 'ED',
  13: 'EK',
  14: 'EN',
  15: 'FC',
  16: 'GO',
  17: 'IM',
  18: 'JI',
  19: 'KD',
  20: 'KN',
  21: 'KT',
  22: 'KE',
  23: 'KO',
  24: 'KW',
  25: 'LA',
  26: 'NA',
  27: 'NI',
  28: 'OG',
  29: 'ON',
  30: 'OS',
  31: 'OY',
  32: 'PL',
  33: 'RI',
  34: 'SO',
  35: 'TA',
  36: 'YO',
  37: 'ZA',
};

interface ProductSeed extends Omit<ProductDetails, 'product_benefits'> {
  product_benefits: { title: string; description: string; category: string }[];
  uid: string;
  product_id: string;
  title: string;
  purchasable: boolean;
  pricing_plans: {
    code: string;
    name: string;
    price: number;
    coverage: number;
    unit: string;
    benefits: PlanBenefit[];
  }[];
}

interface HospitalSeed {
  code: string;
  name: string;
  address: string;
  city: string;
  state_id: number;
  full_address: string;
}

/** A hospital of a data file as the hospitals table holds it. */
function hospitalRow(h: HospitalSeed, demonstration: boolean) {
  return {
    code: h.code,
    name: h.name,
    address: h.address,
    city: h.city,
    cityKey: h.city.toLowerCase(),
    stateId: h.state_id,
    fullAddress: h.full_address,
    demonstration,
  };
}

/** Inserts hospitals by their code; an existing code is updated (the importer's re-run), never duplicated. */
export async function upsertHospitals(db: Db, rows: HospitalSeed[], demonstration: boolean) {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    await db
      .insert(hospitals)
      .values(chunk.map((h) => hospitalRow(h, demonstration)))
      .onConflictDoUpdate({
        target: hospitals.code,
        set: {
          name: sql`excluded.name`,
          address: sql`excluded.address`,
          city: sql`excluded.city`,
          cityKey: sql`excluded.city_key`,
          stateId: sql`excluded.state_id`,
          fullAddress: sql`excluded.full_address`,
          demonstration: sql`excluded.demonstration`,
          active: sql`true`,
        },
      });
  }
}

/**
 * Seeds the reference data from the files in ./data. Idempotent: every row is keyed by its natural
 * id or code, so a second start changes nothing and duplicates nothing, while an edit to a data
 * file reaches the database on the next start. Demonstration hospitals are only inserted, never
 * overwritten, so an imported network is left alone.
 */
export async function seedReferenceData(db: Db) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Processes starting together on one PostgreSQL database seed one after another (the
    // migration's lock, held to the end of this transaction): upserting the same rows at once
    // deadlocked (40P01), seen when two started together.
    await t.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY}::bigint)`);
    // The chart of accounts (docs/business-rules.md, "The books").
    await t
      .insert(ledgerAccounts)
      .values(
        LEDGER_ACCOUNT_CODES.map((code) => {
          const account: { name: string; type: string; holds: string; retired?: true } =
            LEDGER_ACCOUNTS[code];
          return {
            code,
            name: account.name,
            type: account.type as (typeof LEDGER_ACCOUNTS)[typeof code]['type'],
            holds: account.holds,
            retired: account.retired === true,
          };
        }),
      )
      .onConflictDoUpdate({
        target: ledgerAccounts.code,
        set: {
          name: sql`excluded.name`,
          type: sql`excluded.type`,
          holds: sql`excluded.holds`,
          retired: sql`excluded.retired`,
        },
      });
    await t
      .insert(states)
      .values(
        stateData.map((s) => ({
          id: s.id,
          name: s.name,
          capital: s.capital,
          shortCode: STATE_SHORT_CODES[s.id] ?? s.name.slice(0, 2).toUpperCase(),
        })),
      )
      .onConflictDoUpdate({
        target: states.id,
        set: {
          name: sql`excluded.name`,
          capital: sql`excluded.capital`,
          shortCode: sql`excluded.short_code`,
        },
      });
    await t
      .insert(localGovernments)
      .values(stateData.flatMap((s) => s.locals.map((name) => ({ stateId: s.id, name }))))
      .onConflictDoNothing();
    await t
      .insert(banks)
      .values(bankData.map((b) => ({ ...b })))
      .onConflictDoUpdate({
        target: banks.id,
        set: {
          name: sql`excluded.name`,
          code: sql`excluded.code`,
          slug: sql`excluded.slug`,
          description: sql`excluded.description`,
          currency: sql`excluded.currency`,
        },
      });
    await t
      .insert(industries)
      .values(industryData)
      .onConflictDoUpdate({ target: industries.id, set: { name: sql`excluded.name` } });
    // The employer directory: a seeded name takes over a customer's entry of the same company.
    await t
      .insert(companies)
      .values(
        companyData.map((c) => ({
          name: c.name,
          key: sql`company_key(${c.name})`,
          source: 'seed' as const,
          industryId: c.industry_id,
        })),
      )
      .onConflictDoUpdate({
        target: companies.key,
        set: {
          name: sql`excluded.name`,
          source: sql`excluded.source`,
          industryId: sql`excluded.industry_id`,
        },
      });
    await t
      .insert(cancellationReasons)
      .values(cancellationReasonData)
      .onConflictDoUpdate({
        target: cancellationReasons.id,
        set: { reason: sql`excluded.reason` },
      });
    await t
      .insert(workPositions)
      .values(workPositionData)
      .onConflictDoUpdate({ target: workPositions.id, set: { name: sql`excluded.name` } });
    await t
      .insert(relationships)
      .values(relationshipData)
      .onConflictDoUpdate({ target: relationships.id, set: { name: sql`excluded.name` } });
    await t
      .insert(idTypes)
      .values(idTypeData.map((i) => ({ key: i.key, name: i.name, optionId: i.option_id })))
      .onConflictDoUpdate({
        target: idTypes.key,
        set: { name: sql`excluded.name`, optionId: sql`excluded.option_id` },
      });

    for (const p of productData satisfies ProductSeed[]) {
      const { uid, product_id, title, purchasable, pricing_plans, product_benefits, ...rest } = p;
      const details: ProductDetails = {
        ...rest,
        product_benefits: product_benefits.map((b) => ({ ...b, category: { name: b.category } })),
      };
      await t
        .insert(products)
        .values({ uid, productId: product_id, title, purchasable, details })
        .onConflictDoUpdate({
          target: products.uid,
          set: { productId: product_id, title, purchasable, details },
        });
      for (const plan of pricing_plans) {
        // A plan's price never changes under a code: a new price is a new plan code, so a policy
        // keeps the plan it was sold on.
        await t
          .insert(pricingPlans)
          .values({
            code: plan.code,
            name: plan.name,
            // The catalogue states whole naira (the spec's figures); the table holds kobo.
            priceKobo: nairaToKobo(plan.price),
            coverageKobo: nairaToKobo(plan.coverage),
            unit: plan.unit,
            benefits: plan.benefits,
            productUid: uid,
          })
          .onConflictDoNothing({ target: pricingPlans.code });
      }
    }

    // Inside the lock too: a hospital's insert checks its state, and another process's states
    // upsert beside it deadlocked (40P01, migrate-lock.test.ts in a fresh-clone run).
    await t
      .insert(hospitals)
      .values(hospitalData.hospitals.map((h) => hospitalRow(h, true)))
      .onConflictDoNothing({ target: hospitals.code });
  });
}
