CREATE TABLE "sandbox_telemedicine_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"phone" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemedicine_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"symptoms_encrypted" text NOT NULL,
	"urgency" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"partner_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "telemedicine_requests_status_check" CHECK ("telemedicine_requests"."status" in ('requested', 'sent', 'called_back', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "telemedicine_requests" ADD CONSTRAINT "telemedicine_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemedicine_requests" ADD CONSTRAINT "telemedicine_requests_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_telemedicine_outbox_reference_key" ON "sandbox_telemedicine_outbox" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "telemedicine_requests_reference_key" ON "telemedicine_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "telemedicine_requests_customer_idx" ON "telemedicine_requests" USING btree ("customer_id","created_at");