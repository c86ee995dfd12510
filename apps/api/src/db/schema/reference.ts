import type { Kobo } from '@alaafia/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  shortCode: text('short_code').notNull().unique(),
  capital: text('capital').notNull(),
});

export const localGovernments = pgTable(
  'local_governments',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('local_governments_state_name_key').on(t.stateId, t.name)],
);

export const banks = pgTable('banks', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  slug: text('slug').notNull(),
  description: text('description').notNull(),
  currency: text('currency').notNull().default('NGN'),
  active: boolean('active').notNull().default(true),
});

export const industries = pgTable('industries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const cancellationReasons = pgTable('cancellation_reasons', {
  id: integer('id').primaryKey(),
  reason: text('reason').notNull(),
});

export const workPositions = pgTable('work_positions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const relationships = pgTable('relationships', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const idTypes = pgTable('id_types', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  optionId: integer('option_id'),
});

export interface ProductDetails {
  description: string;
  product_highlights: string[];
  product_benefits: { title: string; description: string; category?: { name: string } }[];
  not_covered: { title: string; description: string }[];
  claim_requirements: string[];
  policy_requirements: string[];
  product_requirements: string[];
}

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  uid: text('uid').notNull().unique(),
  productId: text('product_id').notNull().unique(),
  title: text('title').notNull(),
  purchasable: boolean('purchasable').notNull(),
  details: jsonb('details').$type<ProductDetails>().notNull(),
});

export interface PlanBenefit {
  title: string;
  description: string;
  limit: number | null;
  category: { name: string };
}

export const pricingPlans = pgTable(
  'pricing_plans',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    productUid: text('product_uid')
      .notNull()
      .references(() => products.uid),
    name: text('name').notNull(),
    /** The premium per unit, in kobo. */
    priceKobo: bigint('price_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    /** The cover, in kobo. */
    coverageKobo: bigint('coverage_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    unit: text('unit').notNull(),
    benefits: jsonb('benefits').$type<PlanBenefit[]>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('pricing_plans_product_idx').on(t.productUid)],
);

export const hospitals = pgTable(
  'hospitals',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    cityKey: text('city_key').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    fullAddress: text('full_address').notNull(),
    demonstration: boolean('demonstration').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('hospitals_state_city_idx').on(t.stateId, t.cityKey, t.name)],
);
