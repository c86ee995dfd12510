-- The back office's customer search by a fragment of an e-mail or a name (issue 29,
-- docs/performance.md 'A million customers'): trigram indexes, so `ILIKE '%fragment%'` reads the
-- index instead of every customer. pg_trgm ships with PostgreSQL's contrib (Debian's postgresql
-- package) and with PGlite (loaded by src/db/client.ts); where it is not installed, or this role may
-- not create it, the search still works, by a full scan, and the migration says so in a NOTICE.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm could not be created (insufficient privilege): customer search scans';
    END;
  ELSE
    RAISE NOTICE 'pg_trgm is not available: customer search scans';
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS customers_email_trgm_idx ON customers USING gin (email gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS customers_name_trgm_idx ON customers
      USING gin ((first_name || ' ' || last_name) gin_trgm_ops);
  END IF;
END
$$;
