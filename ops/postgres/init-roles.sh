#!/bin/sh
# Run by the postgres image's entrypoint (mounted into /docker-entrypoint-initdb.d) on the first
# start with an empty data volume only: creates the roles and the database of ops/postgres/roles.sql
# with the passwords from the environment (FORMA_OWNER_PASSWORD, FORMA_APP_PASSWORD from .env).
# Later password changes: ALTER ROLE … PASSWORD in psql, then the same in .env.
set -eu
: "${FORMA_OWNER_PASSWORD:?FORMA_OWNER_PASSWORD is not set}"
: "${FORMA_APP_PASSWORD:?FORMA_APP_PASSWORD is not set}"
psql -v ON_ERROR_STOP=1 --no-psqlrc --username "${POSTGRES_USER:-postgres}" --dbname postgres \
  -v owner_password="$FORMA_OWNER_PASSWORD" -v app_password="$FORMA_APP_PASSWORD" \
  -f "${FORMA_ROLES_SQL:-/forma/roles.sql}"
