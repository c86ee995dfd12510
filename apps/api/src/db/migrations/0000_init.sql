CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"engage_uid" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"change_password" boolean DEFAULT false NOT NULL,
	"address" text,
	"state" text,
	"gender" text,
	"customer_referral_code" text NOT NULL,
	"referral_code" text,
	"salary" integer,
	"employer_name" text,
	"company_id" integer,
	"employer_address" text,
	"plan_value" integer,
	"preferred_hospital_id" integer,
	"have_completed_kyc" boolean DEFAULT false NOT NULL,
	"have_completed_income_protection_profile" boolean DEFAULT false NOT NULL,
	"have_completed_health_insurance_profile" boolean DEFAULT false NOT NULL,
	"have_completed_health_cash_profile" boolean DEFAULT false NOT NULL,
	"kyc_in_review_status" boolean DEFAULT false NOT NULL,
	"have_verified_bvn" boolean DEFAULT false NOT NULL,
	"have_verified_nin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"attachments" jsonb,
	"provider" text NOT NULL,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cancellation_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"state_id" integer NOT NULL,
	"full_address" text NOT NULL,
	"demonstration" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "hospitals_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "id_types" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"option_id" integer
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "industries_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "local_governments" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"product_uid" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"coverage" integer NOT NULL,
	"unit" text NOT NULL,
	"benefits" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pricing_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"purchasable" boolean NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "products_uid_unique" UNIQUE("uid"),
	CONSTRAINT "products_product_id_unique" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "relationships" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "relationships_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_code" text NOT NULL,
	"capital" text NOT NULL,
	CONSTRAINT "states_name_unique" UNIQUE("name"),
	CONSTRAINT "states_short_code_unique" UNIQUE("short_code")
);
--> statement-breakpoint
CREATE TABLE "work_positions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "work_positions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_preferred_hospital_id_hospitals_id_fk" FOREIGN KEY ("preferred_hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_governments" ADD CONSTRAINT "local_governments_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_product_uid_products_uid_fk" FOREIGN KEY ("product_uid") REFERENCES "public"."products"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_engage_uid_key" ON "customers" USING btree ("engage_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_referral_code_key" ON "customers" USING btree ("customer_referral_code");--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id") WHERE "sessions"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "hospitals_state_city_idx" ON "hospitals" USING btree ("state_id","city_key","name");--> statement-breakpoint
CREATE UNIQUE INDEX "local_governments_state_name_key" ON "local_governments" USING btree ("state_id","name");--> statement-breakpoint
CREATE INDEX "pricing_plans_product_idx" ON "pricing_plans" USING btree ("product_uid");