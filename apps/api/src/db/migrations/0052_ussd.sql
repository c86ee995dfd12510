CREATE TABLE "customer_pins" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ussd_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"customer_id" integer,
	"service_code" text NOT NULL,
	"network_code" text NOT NULL,
	"state_enc" text NOT NULL,
	"answers_seen" integer DEFAULT 0 NOT NULL,
	"last_text_hash" text NOT NULL,
	"last_screen_enc" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_status" text,
	"end_cost" text,
	"end_error" text,
	"end_duration_ms" integer,
	"end_hops" integer,
	"end_notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_pins" ADD CONSTRAINT "customer_pins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ussd_sessions" ADD CONSTRAINT "ussd_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ussd_sessions_customer_idx" ON "ussd_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "ussd_sessions_started_idx" ON "ussd_sessions" USING btree ("started_at");