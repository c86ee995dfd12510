CREATE TABLE "free_month_promises" (
	"customer_id" integer NOT NULL,
	"product_uid" text NOT NULL,
	"reference" text NOT NULL,
	"promised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_month_promises_customer_id_product_uid_pk" PRIMARY KEY("customer_id","product_uid")
);
--> statement-breakpoint
ALTER TABLE "free_month_promises" ADD CONSTRAINT "free_month_promises_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;