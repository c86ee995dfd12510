ALTER TABLE "consents" DROP CONSTRAINT "consents_kind_check";--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "policy_id" integer;--> statement-breakpoint
CREATE INDEX "consents_policy_idx" ON "consents" USING btree ("policy_id");--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_kind_check" CHECK ("consents"."kind" in ('checkout_terms', 'sponsorship_continue'));