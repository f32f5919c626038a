-- The roles and the database of compose.yaml's PostgreSQL (ADR 024, ADR 042). Run once, by
-- ops/postgres/init-roles.sh, when the postgres image initialises an empty volume:
--   forma_owner  owns the database and every table: the migrations at start (MIGRATION_DATABASE_URL),
--                backup and restore. Not a superuser, cannot create roles or databases.
--   forma_app    the servers' own connection (DATABASE_URL): owns nothing; migration 0012 grants it
--                the working rights and keeps UPDATE/DELETE/TRUNCATE on the audit logs from it.
-- The passwords come in as psql variables (owner_password, app_password), never in this file.
\set ON_ERROR_STOP on

CREATE ROLE forma_owner LOGIN PASSWORD :'owner_password'
  NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION;
CREATE ROLE forma_app LOGIN PASSWORD :'app_password'
  NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION;

-- UTF-8 with the C collation, as the embedded engine and the tests use (same sorting and
-- trigram rules).
CREATE DATABASE forma OWNER forma_owner ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'
  TEMPLATE template0;
-- Only the two roles connect. forma_app needs CONNECT before the first migration: a starting
-- server takes its start-up lock on its own connection before it migrates as the owner.
REVOKE ALL ON DATABASE forma FROM PUBLIC;
GRANT CONNECT ON DATABASE forma TO forma_app;

\connect forma
-- PostgreSQL 15+: the schema public belongs to pg_database_owner (forma_owner here) and PUBLIC
-- may not create in it; said again so that an older server is no weaker.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
