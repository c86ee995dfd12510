CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."policy_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "referral_discounts" (
	"code" text PRIMARY KEY NOT NULL,
	"customer_discount" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_discounts_percent_range" CHECK ("referral_discounts"."customer_discount" >= 0 and "referral_discounts"."customer_discount" <= 50)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_reference_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_kobo" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_status" text,
	"requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"channel" text NOT NULL,
	"email" text NOT NULL,
	"authorization_code" text,
	"paid_at" timestamp with time zone,
	"refunded_kobo" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_references" ADD COLUMN "purpose" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_references" ADD COLUMN "card_verification_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_references" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payment_references" ADD COLUMN "provider_amount_kobo" integer;--> statement-breakpoint
ALTER TABLE "payment_references" ADD COLUMN "transfer_account" jsonb;--> statement-breakpoint
ALTER TABLE "payment_references" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_reference_id_payment_references_id_fk" FOREIGN KEY ("payment_reference_id") REFERENCES "public"."payment_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_reference_reason_key" ON "refunds" USING btree ("payment_reference_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_reference_key" ON "sandbox_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_authorizations_customer_signature_key" ON "payment_authorizations" USING btree ("customer_id","provider","signature") WHERE "payment_authorizations"."signature" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "policies_one_active_per_product" ON "policies" USING btree ("customer_id","product_uid") WHERE "policies"."status" = 'active';