CREATE TABLE "claim_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"staff_id" integer,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claimant_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"product_uid" text NOT NULL,
	"reason" text,
	"benefit" text,
	"benefit_key" text NOT NULL,
	"date_of_loss" date NOT NULL,
	"amount_claimed" integer,
	"amount_approved" integer,
	"description" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"bank_code" text NOT NULL,
	"account_number_enc" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_name" text,
	"recipient_code" text,
	"complete_on" date,
	"approved_at" timestamp with time zone,
	"decided_by" integer,
	"decision_reason" text,
	"sla_alerted_at" timestamp with time zone,
	"claimant_name" text,
	"claimant_phone" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"status" text NOT NULL,
	"transfer_code" text,
	"provider_message" text,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"amount" integer NOT NULL,
	"due_date" date NOT NULL,
	"status" text NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"reference" text,
	"confirmation_requested_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"confirmed" boolean,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"recipient_code" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"reason" text,
	"status" text NOT NULL,
	"transfer_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_items" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "finance_items" ADD COLUMN "claim_id" integer;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claimant_verifications" ADD CONSTRAINT "claimant_verifications_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_documents_claim_upload_key" ON "claim_documents" USING btree ("claim_id","upload_id");--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "claimant_verifications_policy_idx" ON "claimant_verifications" USING btree ("policy_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "claimant_verifications_token_key" ON "claimant_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_number_key" ON "claims" USING btree ("claim_number");--> statement-breakpoint
CREATE INDEX "claims_customer_idx" ON "claims" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_one_open_per_policy_benefit" ON "claims" USING btree ("policy_id","benefit_key") WHERE "claims"."status" in ('submitted', 'in_review', 'info_requested', 'approved', 'paying');--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_reference_key" ON "payout_transfers" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_payout_attempt_key" ON "payout_transfers" USING btree ("payout_id","attempt");--> statement-breakpoint
CREATE INDEX "payout_transfers_status_idx" ON "payout_transfers" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_claim_sequence_key" ON "payouts" USING btree ("claim_id","sequence");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transfers_reference_key" ON "sandbox_transfers" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_items_payout_kind_key" ON "finance_items" USING btree ("payout_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_items_claim_kind_key" ON "finance_items" USING btree ("claim_id","kind");