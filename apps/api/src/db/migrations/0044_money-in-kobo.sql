-- Money has one unit in code (issue 27; docs/decisions/2026-11-29-money-in-kobo.md): each column that
-- held whole naira becomes a *_kobo bigint column holding the same amount x 100. A rename and a type
-- change (not a new column), so NOT NULL, indexes and constraints stay with it; the migrator runs it in
-- one transaction with any other pending migration, on PGlite and PostgreSQL alike.
ALTER TABLE "customers" RENAME COLUMN "salary" TO "salary_kobo";
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "salary_kobo" SET DATA TYPE bigint USING "salary_kobo"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "customers" RENAME COLUMN "plan_value" TO "plan_value_kobo";
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "plan_value_kobo" SET DATA TYPE bigint USING "plan_value_kobo"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "pricing_plans" RENAME COLUMN "price" TO "price_kobo";
--> statement-breakpoint
ALTER TABLE "pricing_plans" ALTER COLUMN "price_kobo" SET DATA TYPE bigint USING "price_kobo"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "pricing_plans" RENAME COLUMN "coverage" TO "coverage_kobo";
--> statement-breakpoint
ALTER TABLE "pricing_plans" ALTER COLUMN "coverage_kobo" SET DATA TYPE bigint USING "coverage_kobo"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "policies" RENAME COLUMN "sum_assured" TO "sum_assured_kobo";
--> statement-breakpoint
ALTER TABLE "policies" ALTER COLUMN "sum_assured_kobo" SET DATA TYPE bigint USING "sum_assured_kobo"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "policies" RENAME COLUMN "premium" TO "premium_kobo";
--> statement-breakpoint
ALTER TABLE "policies" ALTER COLUMN "premium_kobo" SET DATA TYPE bigint USING "premium_kobo"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "leads" RENAME COLUMN "salary" TO "salary_kobo";
--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "salary_kobo" SET DATA TYPE bigint USING "salary_kobo"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "sponsor_enrolments" RENAME COLUMN "premium" TO "premium_kobo";
--> statement-breakpoint
ALTER TABLE "sponsor_enrolments" ALTER COLUMN "premium_kobo" SET DATA TYPE bigint USING "premium_kobo"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "sponsor_enrolments" RENAME COLUMN "amount_due" TO "amount_due_kobo";
--> statement-breakpoint
ALTER TABLE "sponsor_enrolments" ALTER COLUMN "amount_due_kobo" SET DATA TYPE bigint USING "amount_due_kobo"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "claims" RENAME COLUMN "amount_claimed" TO "amount_claimed_kobo";
--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "amount_claimed_kobo" SET DATA TYPE bigint USING "amount_claimed_kobo"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "claims" RENAME COLUMN "amount_approved" TO "amount_approved_kobo";
--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "amount_approved_kobo" SET DATA TYPE bigint USING "amount_approved_kobo"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "payouts" RENAME COLUMN "amount" TO "amount_kobo";
--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint USING "amount_kobo"::bigint * 100;
--> statement-breakpoint
-- A payment reference's frozen lines (jsonb) carry the plan's price and cover: in kobo too, under
-- the names the code reads (unit_price_kobo, coverage_kobo).
UPDATE "payment_references" SET "lines" = (
  SELECT coalesce(jsonb_agg(
    (e - 'unit_price' - 'coverage') || jsonb_build_object(
      'unit_price_kobo', round((e ->> 'unit_price')::numeric * 100)::bigint,
      'coverage_kobo', round((e ->> 'coverage')::numeric * 100)::bigint
    ) ORDER BY i), '[]'::jsonb)
  FROM jsonb_array_elements("lines") WITH ORDINALITY AS l(e, i)
) WHERE jsonb_typeof("lines") = 'array' AND jsonb_array_length("lines") > 0;
