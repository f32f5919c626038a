import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ConfigError } from '../config';
import { MIGRATIONS_FOLDER, type Schema } from './client';
import * as schema from './schema';

/** Where the embedded engine before ADR 023 (PGlite) kept its database in DATA_DIR. */
export function pgliteDataPath(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/**
 * A data folder from before ADR 023 holds a PGlite database that the server no longer opens. A
 * ConfigError: the operator acts before the server can start, and the message is all they need.
 */
export class PgliteDataFoundError extends ConfigError {
  constructor(public readonly dataDir: string) {
    super(
      `The data folder ${dataDir} holds a database of an earlier version (PGlite, in ${pgliteDataPath(dataDir)}).\n` +
        'The server now runs on an embedded PostgreSQL. Move the data over with\n\n' +
        '  npm run db:import-pglite\n\n' +
        `and start again; or move ${pgliteDataPath(dataDir)} away to start with an empty database.`,
    );
  }
}

/** Refuses a data folder whose only database is an old PGlite one: it must be imported first. */
export async function refuseUnimportedPglite(dataDir: string, hasPostgres: boolean) {
  if (hasPostgres) return;
  const found = await stat(path.join(pgliteDataPath(dataDir), 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (found) throw new PgliteDataFoundError(dataDir);
}

export interface PgliteFolder {
  client: PGlite;
  db: PgliteDatabase<Schema>;
  /** brings the folder to this version's schema */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Opens an old PGlite folder with the extensions its migrations created. */
export async function openPglite(dataDir: string): Promise<PgliteFolder> {
  await mkdir(dataDir, { recursive: true });
  // Loaded only here: the WebAssembly build is about 45 MB that only an import needs.
  const [{ PGlite }, { pg_trgm }, { fuzzystrmatch }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/fuzzystrmatch'),
  ]);
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, fuzzystrmatch } });
  const db = drizzle({ client, schema });
  return {
    client,
    db,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export interface ImportSummary {
  /** rows per table, as read from PGlite and found in PostgreSQL afterwards */
  tables: Record<string, number>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies a PGlite database (the embedded engine before ADR 023) into a PostgreSQL database that
 * the same migrations have just created, table by table with COPY, then sets every sequence to
 * where PGlite left it, so no Jigyasu ID or row id is issued twice. `ownerUrl` must be a
 * superuser's (the embedded engine's owner): triggers and foreign keys are off for the copy,
 * since the rows are already consistent and the tables come in no particular order.
 */
export async function importPglite(pgliteDir: string, ownerUrl: string): Promise<ImportSummary> {
  const source = await openPglite(pgliteDir);
  // The old folder may be a few migrations behind: bring it to this version's schema first.
  await source.migrate();
  const lite = source.client;
  const target = new pg.Client({ connectionString: ownerUrl });
  await target.connect();
  const summary: ImportSummary = { tables: {} };
  try {
    const tables = await lite.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    await target.query('BEGIN');
    await target.query("SET LOCAL session_replication_role = 'replica'");
    for (const { name } of tables.rows) {
      const columns = await lite.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
          ORDER BY ordinal_position`,
        [name],
      );
      const list = columns.rows.map((column) => quote(column.name)).join(', ');
      // Rows a migration inserted (counters, say) are in the PGlite copy too.
      await target.query(`DELETE FROM ${quote(name)}`);
      const exported = await lite.query(`COPY ${quote(name)} (${list}) TO '/dev/blob'`);
      const bytes = Buffer.from(await (exported.blob ?? new Blob([])).arrayBuffer());
      await pipeline(
        Readable.from([bytes]),
        target.query(copyFrom(`COPY ${quote(name)} (${list}) FROM STDIN`)),
      );
      const counted = await Promise.all([
        lite.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(name)}`),
        target.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(name)}`),
      ]);
      if (counted[0].rows[0]!.n !== counted[1].rows[0]!.n) {
        throw new Error(
          `${name}: ${counted[0].rows[0]!.n} rows in PGlite but ${counted[1].rows[0]!.n} copied`,
        );
      }
      summary.tables[name] = counted[1].rows[0]!.n;
    }
    const sequences = await lite.query<{ name: string }>(
      `SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = 'public'`,
    );
    for (const { name } of sequences.rows) {
      const state = await lite.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${quote(name)}`,
      );
      const { last_value: lastValue, is_called: isCalled } = state.rows[0]!;
      await target.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        quote(name),
        lastValue,
        isCalled,
      ]);
    }
    await target.query('COMMIT');
    return summary;
  } catch (error) {
    await target.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await target.end();
    await source.close();
  }
}
