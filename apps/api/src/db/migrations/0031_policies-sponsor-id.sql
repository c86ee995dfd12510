-- A policy names its sponsor by id, not by the sponsor's name as text (issue 26; docs/business-rules.md,
-- 'Sponsors'). The code only ever wrote a sponsor's own name into policies.company, and sponsor
-- names are unique whatever their case (sponsors_name_key), so the backfill matches by lower(name).
-- A name that matches no sponsor stops the migration, naming the policy, for a person to look at:
-- the sponsorship is never dropped silently.
ALTER TABLE "policies" ADD COLUMN "sponsor_id" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "policies" p SET "sponsor_id" = s."id" FROM "sponsors" s WHERE p."company" IS NOT NULL AND lower(s."name") = lower(p."company");--> statement-breakpoint
DO $$
DECLARE unmatched text;
BEGIN
  SELECT string_agg("policy_number" || ' (' || "company" || ')', ', ') INTO unmatched
    FROM "policies" WHERE "company" IS NOT NULL AND "sponsor_id" IS NULL;
  IF unmatched IS NOT NULL THEN
    RAISE EXCEPTION 'policies.company names no sponsor: %', unmatched;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "policies" DROP COLUMN "company";
