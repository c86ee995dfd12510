CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"industry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_key_unique" UNIQUE("key"),
	CONSTRAINT "companies_source_check" CHECK ("companies"."source" in ('seed', 'customer')),
	CONSTRAINT "companies_key_not_blank" CHECK ("companies"."key" <> '')
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
-- The normalised company name, the directory's one key: lower case, '&' read as 'and', anything
-- but letters and digits as one space, and a trailing Ltd / Limited / Plc (P.L.C.) dropped, so
-- 'Access Bank Plc', 'ACCESS  BANK' and 'Access-Bank Ltd.' are one company.
CREATE OR REPLACE FUNCTION company_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    btrim(regexp_replace(replace(lower(coalesce(name, '')), '&', ' and '), '[^a-z0-9]+', ' ', 'g')),
    '( (ltd|limited|plc|p l c))+$', ''
  )
$$;
--> statement-breakpoint
-- The employer a customer saves joins the directory (source 'customer') unless its key is there
-- already; a name with no letters or digits left (all punctuation, another script) is not added.
CREATE OR REPLACE FUNCTION customers_record_company() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  k text;
BEGIN
  IF NEW.employer_name IS NULL THEN
    RETURN NEW;
  END IF;
  k := company_key(NEW.employer_name);
  IF k = '' THEN
    RETURN NEW;
  END IF;
  INSERT INTO companies (name, key, source)
  VALUES (regexp_replace(btrim(NEW.employer_name), '\s+', ' ', 'g'), k, 'customer')
  ON CONFLICT (key) DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customers_record_company
AFTER INSERT OR UPDATE OF employer_name ON customers
FOR EACH ROW EXECUTE FUNCTION customers_record_company();
