CREATE TABLE "kyc_account_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"account_hash" text NOT NULL,
	"account_last4" text NOT NULL,
	"bank_code" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_codes_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_hash" text NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_id_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"id_type" text NOT NULL,
	"customer_id" integer NOT NULL,
	"identity_document_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_name_disclosures" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"id_type" text NOT NULL,
	"first_name_enc" text NOT NULL,
	"last_name_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"identity_document_id" integer,
	"id_type" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "kyc_account_lookups" ADD CONSTRAINT "kyc_account_lookups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_codes_sent" ADD CONSTRAINT "kyc_codes_sent_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_id_claims" ADD CONSTRAINT "kyc_id_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_id_claims" ADD CONSTRAINT "kyc_id_claims_identity_document_id_identity_documents_id_fk" FOREIGN KEY ("identity_document_id") REFERENCES "public"."identity_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_name_disclosures" ADD CONSTRAINT "kyc_name_disclosures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_reviews" ADD CONSTRAINT "kyc_reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_reviews" ADD CONSTRAINT "kyc_reviews_identity_document_id_identity_documents_id_fk" FOREIGN KEY ("identity_document_id") REFERENCES "public"."identity_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_account_lookups_account_idx" ON "kyc_account_lookups" USING btree ("account_hash","created_at");--> statement-breakpoint
CREATE INDEX "kyc_codes_sent_phone_idx" ON "kyc_codes_sent" USING btree ("phone_hash","created_at");--> statement-breakpoint
CREATE INDEX "kyc_codes_sent_customer_idx" ON "kyc_codes_sent" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_id_claims_fingerprint_idx" ON "kyc_id_claims" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "kyc_id_claims_customer_idx" ON "kyc_id_claims" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "kyc_name_disclosures_customer_idx" ON "kyc_name_disclosures" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "kyc_reviews_status_idx" ON "kyc_reviews" USING btree ("status","created_at");