-- The server runs as forma_app, which owns nothing (ADR 024): it can read and write the working
-- tables but only append to the logs, and cannot ALTER, TRUNCATE or disable a trigger, so no
-- bug or stolen application password rewrites the history. The owner running this migration
-- keeps every right. Roles are cluster-wide: creating one may race another database's
-- migration, or be refused to an owner without CREATEROLE (an administrator then creates it).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'forma_app') THEN
    BEGIN
      CREATE ROLE forma_app NOLOGIN;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL;
      WHEN insufficient_privilege THEN
        RAISE NOTICE 'role forma_app not created (no CREATEROLE): the server runs as the owner';
    END;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'forma_app') THEN
    RETURN;
  END IF;
  EXECUTE format('GRANT CONNECT ON DATABASE %I TO forma_app', current_database());
  GRANT USAGE ON SCHEMA public TO forma_app;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO forma_app;
  GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO forma_app;
  -- The logs: append and read only.
  REVOKE UPDATE, DELETE, TRUNCATE ON registration_logs, transfer_logs FROM forma_app;
  -- Tables and sequences of later migrations (run by the same owner) are the application's too;
  -- a later log table must revoke UPDATE and DELETE as above.
  ALTER DEFAULT PRIVILEGES IN SCHEMA public
    GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO forma_app;
  ALTER DEFAULT PRIVILEGES IN SCHEMA public
    GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO forma_app;
END
$$;
