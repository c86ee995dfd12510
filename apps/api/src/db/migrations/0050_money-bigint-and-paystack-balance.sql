CREATE TABLE "sandbox_top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paystack_top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"bank_reference" text NOT NULL,
	"made_on" date NOT NULL,
	"status" text DEFAULT 'awaiting_approval' NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	CONSTRAINT "paystack_top_ups_status_check" CHECK ("paystack_top_ups"."status" in ('awaiting_approval', 'posted')),
	CONSTRAINT "paystack_top_ups_amount_check" CHECK ("paystack_top_ups"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "settlement_transactions" DROP CONSTRAINT "settlement_transactions_break_reason_check";--> statement-breakpoint
ALTER TABLE "disputes" ALTER COLUMN "refund_amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "finance_items" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_references" ALTER COLUMN "card_verification_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_references" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_references" ALTER COLUMN "provider_amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "refund_amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ALTER COLUMN "refunded_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_transfers" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refund_requests" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "settlement_transactions" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "settlement_transactions" ALTER COLUMN "fee_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "settlement_transactions" ALTER COLUMN "expected_fee_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "settlement_transactions" ALTER COLUMN "ledger_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payout_transfers" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payout_transfers" ALTER COLUMN "fee_charged_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "capitation_statements" ALTER COLUMN "rate_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "capitation_statements" ALTER COLUMN "capitation_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "capitation_statements" ALTER COLUMN "preauthorised_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "capitation_statements" ALTER COLUMN "total_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "preauthorisations" ALTER COLUMN "estimated_amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "finance_items" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "sandbox_settlements" ADD COLUMN "deductions_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "total_processed_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "deductions_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "effective_amount_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "break_reason" text;--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD COLUMN "capitation_statement_id" integer;--> statement-breakpoint
ALTER TABLE "paystack_top_ups" ADD CONSTRAINT "paystack_top_ups_recorded_by_staff_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystack_top_ups" ADD CONSTRAINT "paystack_top_ups_approved_by_staff_members_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paystack_top_ups_bank_reference_key" ON "paystack_top_ups" USING btree ("bank_reference");--> statement-breakpoint
CREATE INDEX "paystack_top_ups_status_idx" ON "paystack_top_ups" USING btree ("status","recorded_at");--> statement-breakpoint
ALTER TABLE "preauthorisations" ADD CONSTRAINT "preauthorisations_capitation_statement_id_capitation_statements_id_fk" FOREIGN KEY ("capitation_statement_id") REFERENCES "public"."capitation_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_items_subject_kind_key" ON "finance_items" USING btree ("subject","kind");--> statement-breakpoint
CREATE INDEX "settlement_transactions_reference_idx" ON "settlement_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "preauthorisations_unpaid_idx" ON "preauthorisations" USING btree ("hospital_id","month") WHERE "preauthorisations"."status" = 'approved' and "preauthorisations"."capitation_statement_id" is null;--> statement-breakpoint
ALTER TABLE "settlement_transactions" ADD CONSTRAINT "settlement_transactions_break_reason_check" CHECK ("settlement_transactions"."break_reason" in ('not_in_ledger', 'amount_differs', 'fee_differs', 'totals_differ', 'deductions_differ', 'not_settled'));--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_break_reason_check" CHECK ("settlements"."break_reason" in ('not_in_ledger', 'amount_differs', 'fee_differs', 'totals_differ', 'deductions_differ', 'not_settled'));--> statement-breakpoint
-- Settlements read before Paystack's figures were kept whole (docs/business-rules.md, 'Reconciliation
-- with Paystack'): the charges are their transactions, what reached the bank is their ledger entry's
-- debit to the bank, nothing was deducted, and total_amount is the charges less the fees, as Paystack
-- gives it (the sandbox stored the charges there).
UPDATE "settlements" s SET
  "total_processed_kobo" = coalesce(
    (SELECT sum(t."amount_kobo") FROM "settlement_transactions" t
      WHERE t."provider_settlement_id" = s."provider_settlement_id"),
    s."total_amount_kobo"),
  "effective_amount_kobo" = coalesce(
    (SELECT l."debit_kobo" FROM "ledger_entries" e
      JOIN "ledger_lines" l ON l."entry_id" = e."id" AND l."account_code" = 'bank'
      WHERE e."idempotency_key" = 'settlement.paid:' || s."provider_settlement_id"),
    s."total_amount_kobo" - s."total_fees_kobo");--> statement-breakpoint
UPDATE "settlements" SET "total_amount_kobo" = "total_processed_kobo" - "total_fees_kobo";--> statement-breakpoint
-- The approved pre-authorisations already paid by a statement (their code is on its lines) are linked
-- to it; one approved after its month's statement was made is in none and goes into the next.
UPDATE "preauthorisations" p SET "capitation_statement_id" = s."id"
  FROM "capitation_statements" s
  WHERE p."status" = 'approved' AND p."code" IS NOT NULL AND s."hospital_id" = p."hospital_id"
    AND s."lines" @> jsonb_build_array(jsonb_build_object('kind', 'preauthorisation', 'code', p."code"));
