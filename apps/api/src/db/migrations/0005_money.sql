CREATE TABLE "free_months" (
	"customer_id" integer NOT NULL,
	"product_uid" text NOT NULL,
	"payment_reference_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_months_customer_id_product_uid_pk" PRIMARY KEY("customer_id","product_uid")
);
--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "deliveries" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "free_months" ADD CONSTRAINT "free_months_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_months" ADD CONSTRAINT "free_months_payment_reference_id_payment_references_id_fk" FOREIGN KEY ("payment_reference_id") REFERENCES "public"."payment_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The free months already given before this table existed: the first fulfilled card purchase of a monthly plan that charged nothing for it.
INSERT INTO "free_months" ("customer_id", "product_uid", "payment_reference_id", "granted_at")
SELECT DISTINCT ON (r."customer_id", l->>'product_uid') r."customer_id", l->>'product_uid', r."id", r."fulfilled_at"
FROM "payment_references" r CROSS JOIN LATERAL jsonb_array_elements(r."lines") AS l
WHERE r."fulfilled_at" IS NOT NULL AND r."payment_type" = 'card' AND r."purpose" = 'purchase'
  AND l->>'unit' = 'Month' AND (l->>'amount_kobo')::int = 0
ORDER BY r."customer_id", l->>'product_uid', r."fulfilled_at", r."id"
ON CONFLICT DO NOTHING;
