-- Trigram indexes for the users table's "contains" search and filters (name, email, Employee ID),
-- where the database offers pg_trgm (PostgreSQL with its contrib modules). Embedded PGlite has no
-- pg_trgm loaded: there these searches scan, which suits its sizes. The list queries are written
-- as lower(x) LIKE '%text%' so the same SQL runs, indexed or not.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "employee_extensions_employee_id_trgm_idx" ON "employee_extensions" USING gin (lower("employee_id") gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%); user searches will scan', SQLERRM;
END $$;
