CREATE TABLE "sandbox_whatsapp_media" (
	"id" text PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"sha256" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_whatsapp_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"wamid" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_link_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"wa_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"consent" boolean DEFAULT true NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"state" jsonb,
	"agent_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"wa_id" text NOT NULL,
	"customer_id" integer,
	"wamid" text,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text NOT NULL,
	"error_code" integer,
	"staff_id" integer,
	"in_reply_to" integer,
	"notification_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_kind_check";--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "whatsapp_link_codes" ADD CONSTRAINT "whatsapp_link_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_links" ADD CONSTRAINT "whatsapp_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_whatsapp_outbox_to_idx" ON "sandbox_whatsapp_outbox" USING btree ("to","id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_link_codes_hash" ON "whatsapp_link_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "whatsapp_link_codes_customer_idx" ON "whatsapp_link_codes" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_links_wa_id" ON "whatsapp_links" USING btree ("wa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_links_customer" ON "whatsapp_links" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "whatsapp_links_agent_idx" ON "whatsapp_links" USING btree ("agent_since") WHERE "whatsapp_links"."agent_since" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wamid" ON "whatsapp_messages" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_wa_idx" ON "whatsapp_messages" USING btree ("wa_id","id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_notification_idx" ON "whatsapp_messages" USING btree ("notification_id") WHERE "whatsapp_messages"."notification_id" is not null;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_kind_check" CHECK ("consents"."kind" in ('checkout_terms', 'sponsorship_continue', 'whatsapp_messages', 'whatsapp_withdrawn'));