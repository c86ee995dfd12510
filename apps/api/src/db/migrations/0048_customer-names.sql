-- Issue 29 (docs/performance.md, 'A million customers'): the back office's search by a fragment of
-- a name read the trigram index of every customer's name, whose lists for common trigrams ('ade')
-- hold a large part of the table, and then every customer holding the fragment. Now it finds the
-- distinct names holding it (customer_names, a trigram index over names, not customers), then each
-- name's newest customers (customers_full_name_idx).
CREATE TABLE "customer_names" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customers_full_name_idx" ON "customers" USING btree (lower("first_name" || ' ' || "last_name"),"id");
--> statement-breakpoint
-- The one writer of customer_names: every new customer's name and a name changed; the old name
-- goes when no customer has it any more (a renamed or anonymised customer's name is not kept:
-- docs/business-rules.md, 'Customer look-up'). Each name's changes take a lock on it, so a name being
-- removed and the same name being added by another customer at once end with the name kept.
CREATE FUNCTION customer_names_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_name text;
  new_name text;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    new_name := lower(NEW.first_name || ' ' || NEW.last_name);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_name := lower(OLD.first_name || ' ' || OLD.last_name);
  END IF;
  IF new_name IS NOT DISTINCT FROM old_name THEN
    RETURN NULL;
  END IF;
  IF new_name IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('customer_names:' || new_name));
    INSERT INTO customer_names (name) VALUES (new_name) ON CONFLICT (name) DO NOTHING;
  END IF;
  IF old_name IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('customer_names:' || old_name));
    DELETE FROM customer_names n WHERE n.name = old_name AND NOT EXISTS (
      SELECT 1 FROM customers c WHERE lower(c.first_name || ' ' || c.last_name) = old_name);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customer_names_keep AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name
  ON customers FOR EACH ROW EXECUTE FUNCTION customer_names_keep();
--> statement-breakpoint
INSERT INTO customer_names (name)
  SELECT DISTINCT lower(first_name || ' ' || last_name) FROM customers
  ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
-- As migration 0037: the trigram index where pg_trgm is installed (PostgreSQL's contrib, PGlite);
-- without it the names are scanned, which is still far fewer rows than customers.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS customer_names_trgm_idx ON customer_names USING gin (name gin_trgm_ops);
  END IF;
  -- The names' trigram index over every customer (0037) is read by nothing now.
  DROP INDEX IF EXISTS customers_name_trgm_idx;
END
$$;
