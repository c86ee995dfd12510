ALTER TABLE "preauthorisations" DROP CONSTRAINT "preauthorisations_status_check";--> statement-breakpoint
DROP INDEX "preauthorisations_unpaid_idx";--> statement-breakpoint
ALTER TABLE "preauthorisation_events" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD COLUMN "emergency" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD COLUMN "provisional_code" text;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD COLUMN "answer_due_by" timestamp with time zone;--> statement-breakpoint
-- The NHIA's hour (issue 39 item 5): a request asked before this is due one hour after it was asked.
UPDATE "preauthorisations" SET "answer_due_by" = "requested_at" + interval '1 hour';--> statement-breakpoint
ALTER TABLE "preauthorisations" ALTER COLUMN "answer_due_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD COLUMN "decided_by_kind" text;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD COLUMN "rule_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD COLUMN "approved_amount_kobo" bigint;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD COLUMN "final_bill_kobo" bigint;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD COLUMN "billed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD COLUMN "payable_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "preauthorisations_provisional_code_key" ON "preauthorisations" USING btree ("provisional_code");--> statement-breakpoint
CREATE INDEX "preauthorisations_open_due_idx" ON "preauthorisations" USING btree ("answer_due_by") WHERE "preauthorisations"."status" in ('pending', 'provisional');--> statement-breakpoint
-- One open 'Talk to a doctor' request per customer (issue 38 item 11). Requests raced open before
-- this (several at once) keep the newest open; the older ones are closed, as the partner closes one.
UPDATE "telemedicine_requests" SET "status" = 'closed', "updated_at" = now()
  WHERE "status" in ('requested', 'sent')
  AND "id" NOT IN (
    SELECT max("id") FROM "telemedicine_requests" WHERE "status" in ('requested', 'sent') GROUP BY "customer_id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "telemedicine_requests_one_open_key" ON "telemedicine_requests" USING btree ("customer_id") WHERE "telemedicine_requests"."status" in ('requested', 'sent');--> statement-breakpoint
CREATE INDEX "preauthorisations_unpaid_idx" ON "preauthorisations" USING btree ("hospital_id","month") WHERE "preauthorisations"."payable_kobo" > 0 and "preauthorisations"."capitation_statement_id" is null;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD CONSTRAINT "preauthorisations_status_check" CHECK ("preauthorisations"."status" in ('pending', 'provisional', 'approved', 'rejected'));;--> statement-breakpoint
-- What capitation pays (issue 38 item 5): an approved request decided before this, its estimate,
-- as the statements paid it until now; every decision so far was a claims officer's.
UPDATE "preauthorisations" SET "approved_amount_kobo" = "estimated_amount_kobo", "payable_kobo" = "estimated_amount_kobo"
  WHERE "status" = 'approved';--> statement-breakpoint
UPDATE "preauthorisations" SET "decided_by_kind" = 'staff' WHERE "decided_at" IS NOT NULL;
