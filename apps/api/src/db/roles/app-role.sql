-- The app's database role (docs/operations.md, 'The database role'): run once, as a superuser or
-- the database's owner, on the app's database, with the owner and app roles named by psql variables:
--   psql "$OWNER_URL" -v owner=alaafia_owner -v app=alaafia_app -f apps/api/src/db/roles/app-role.sql
-- The owner (DATABASE_MIGRATION_URL) owns every table and runs the migrations and pg-boss's schema;
-- the app (DATABASE_URL) may read and write rows, never change a table, drop or disable a trigger or
-- truncate: so the books' append-only triggers and the audit log's hold whatever the app does.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO :app;
CREATE SCHEMA IF NOT EXISTS drizzle AUTHORIZATION :owner;
CREATE SCHEMA IF NOT EXISTS pgboss AUTHORIZATION :owner;
GRANT USAGE ON SCHEMA pgboss TO :app;
-- What exists now, and what the owner makes later.
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public, pgboss TO :app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public, pgboss TO :app;
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public, pgboss TO :app;
ALTER DEFAULT PRIVILEGES FOR ROLE :owner IN SCHEMA public, pgboss
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO :app;
ALTER DEFAULT PRIVILEGES FOR ROLE :owner IN SCHEMA public, pgboss
  GRANT USAGE, SELECT ON SEQUENCES TO :app;
ALTER DEFAULT PRIVILEGES FOR ROLE :owner IN SCHEMA public, pgboss
  GRANT EXECUTE ON FUNCTIONS TO :app;
