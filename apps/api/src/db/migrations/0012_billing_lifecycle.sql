CREATE TABLE "premium_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"attempt" integer NOT NULL,
	"reference" text NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"authorization_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_behaviours" (
	"email" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "premium_charges" ADD CONSTRAINT "premium_charges_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "premium_charges_attempt_key" ON "premium_charges" USING btree ("policy_id","due_date","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_charges_reference_key" ON "premium_charges" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "premium_charges_open_idx" ON "premium_charges" USING btree ("policy_id") WHERE "premium_charges"."outcome" in ('pending', 'needs_authorization');