CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"uid" text NOT NULL,
	"event" text NOT NULL,
	"properties" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_hospital_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"from_hospital_id" integer,
	"hospital_id" integer NOT NULL,
	"change_reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employment_information" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"employment_letter_url" text,
	"bank_statement_url" text,
	"mono_account_statement_url" text,
	"work_position_id" integer,
	"work_position" text,
	"number_of_jobs_in_five_years" integer NOT NULL,
	"number_of_months_in_current_position" integer NOT NULL,
	"contract_or_permanent_staff" boolean NOT NULL,
	"have_disability" boolean NOT NULL,
	"is_confirmed_staff" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"uid" text NOT NULL,
	"completion_failed_reason" text NOT NULL,
	"salary" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "next_of_kin" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"storage_key" text NOT NULL,
	"token" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_hospital_requests" ADD CONSTRAINT "change_hospital_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_hospital_requests" ADD CONSTRAINT "change_hospital_requests_from_hospital_id_hospitals_id_fk" FOREIGN KEY ("from_hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_hospital_requests" ADD CONSTRAINT "change_hospital_requests_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_information" ADD CONSTRAINT "employment_information_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_information" ADD CONSTRAINT "employment_information_work_position_id_work_positions_id_fk" FOREIGN KEY ("work_position_id") REFERENCES "public"."work_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "next_of_kin" ADD CONSTRAINT "next_of_kin_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_event_idx" ON "analytics_events" USING btree ("event","created_at");--> statement-breakpoint
CREATE INDEX "change_hospital_requests_customer_idx" ON "change_hospital_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employment_information_customer_key" ON "employment_information" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "leads_customer_idx" ON "leads" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "next_of_kin_customer_key" ON "next_of_kin" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_token_key" ON "uploads" USING btree ("token");--> statement-breakpoint
CREATE INDEX "uploads_customer_idx" ON "uploads" USING btree ("customer_id");