ALTER TABLE "asked_to_pay_cases" ADD COLUMN "claim_id" integer;--> statement-breakpoint
ALTER TABLE "asked_to_pay_cases" ADD COLUMN "care" text;--> statement-breakpoint
ALTER TABLE "asked_to_pay_cases" ADD CONSTRAINT "asked_to_pay_cases_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asked_to_pay_cases_claim_key" ON "asked_to_pay_cases" USING btree ("claim_id");--> statement-breakpoint
ALTER TABLE "asked_to_pay_cases" ADD CONSTRAINT "asked_to_pay_cases_care_check" CHECK ("asked_to_pay_cases"."care" in ('primary_care', 'accidents_emergencies', 'antenatal_delivery', 'immunisation'));