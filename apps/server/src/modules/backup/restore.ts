import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { isEmptyDatabase, quoteIdent } from './catalog';
import {
  BACKUP_FORMAT_VERSION,
  BackupFormatError,
  backupHeaderSchema,
  backupTableSchema,
  backupTrailerSchema,
  FrameReader,
  writeChunk,
  type BackupHeader,
} from './format';
import { migrateUpTo, readMigrationJournal } from './migrations';

/** A refusal the command line shows as it is (not a crash). */
export class RestoreRefusedError extends Error {}

export interface RestoreSummary {
  header: BackupHeader;
  rows: Record<string, number>;
}

/**
 * Restores a backup into an empty database (or, with `force`, one it empties first): the
 * migrations up to the backup's schema version, then every table through COPY and the
 * sequences, in one transaction, so a failed restore leaves no half-loaded tables.
 * Loading is plain INSERTs into fresh tables, which the append-only triggers allow.
 */
export async function restoreDatabase(
  url: string,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const input = createGunzip();
  const source = createReadStream(file);
  // pipe() does not pass on a read error (no such file): without this the restore would wait.
  source.on('error', (error) => input.destroy(error));
  const reader = new FrameReader(source.pipe(input));
  const header = parseHeader(await readHeaderOrFail(reader, file));
  const journal = await readMigrationJournal();
  if (!journal.some((entry) => entry.when === header.schemaVersion.createdAt))
    throw new RestoreRefusedError(
      `The backup was made by a newer version of the portal (schema ${header.schemaVersion.tag ?? header.schemaVersion.createdAt}); update the portal first.`,
    );

  const client = new pg.Client({ connectionString: url, application_name: 'form-a restore' });
  await client.connect();
  try {
    if (!(await isEmptyDatabase(client))) {
      if (!options.force)
        throw new RestoreRefusedError(
          'The database is not empty; restore replaces everything in it. Add --force to empty it first.',
        );
      // Dropping comes before the load's transaction: read the whole file first, so that a
      // truncated or damaged backup never costs the database it was meant to replace.
      await verifyBackupFile(file);
      await emptyDatabase(client);
    }
    await migrateUpTo(client, header.schemaVersion.createdAt);
    const rows = await loadData(client, reader);
    return { header, rows };
  } finally {
    input.destroy();
    await client.end();
  }
}

/** Reads a backup to its trailer without loading anything; throws where it is damaged. */
async function verifyBackupFile(file: string): Promise<void> {
  const input = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => input.destroy(error));
  const reader = new FrameReader(source.pipe(input));
  try {
    await readHeaderOrFail(reader, file);
    for (;;) {
      const frame = await reader.readFrame();
      if (frame.kind === 'Z') return;
    }
  } finally {
    input.destroy();
  }
}

async function readHeaderOrFail(reader: FrameReader, file: string): Promise<string> {
  try {
    return await reader.readHeaderLine();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR')
      throw new RestoreRefusedError(`${file} is not a Form-A backup file (not gzip).`);
    throw error;
  }
}

function parseHeader(line: string): BackupHeader {
  let parsed: ReturnType<typeof backupHeaderSchema.safeParse>;
  try {
    parsed = backupHeaderSchema.safeParse(JSON.parse(line));
  } catch {
    throw new RestoreRefusedError('This is not a Form-A backup file.');
  }
  if (!parsed.success) throw new RestoreRefusedError('This is not a Form-A backup file.');
  if (parsed.data.formatVersion > BACKUP_FORMAT_VERSION)
    throw new RestoreRefusedError(
      `The backup has format version ${parsed.data.formatVersion}; this portal reads up to ${BACKUP_FORMAT_VERSION}.`,
    );
  return parsed.data;
}

async function loadData(client: pg.Client, reader: FrameReader) {
  await client.query('BEGIN');
  try {
    const rows: Record<string, number> = {};
    for (;;) {
      const frame = await reader.readFrame();
      if (frame.kind === 'Z') {
        const trailer = backupTrailerSchema.parse(JSON.parse(frame.payload.toString('utf8')));
        for (const [table, count] of Object.entries(trailer.tables))
          if (rows[table] !== count)
            throw new BackupFormatError(`The backup's table ${table} is incomplete.`);
        for (const sequence of trailer.sequences)
          if (sequence.lastValue !== null)
            await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
              quoteIdent(sequence.name),
              sequence.lastValue,
              sequence.isCalled,
            ]);
        await client.query('COMMIT');
        return rows;
      }
      if (frame.kind !== 'T') throw new BackupFormatError('The backup file is damaged.');
      const table = backupTableSchema.parse(JSON.parse(frame.payload.toString('utf8')));
      // A migration may have put rows in (registration_status_totals); the backup's replace them.
      await client.query(`DELETE FROM ${quoteIdent(table.name)}`);
      const copy = client.query(
        copyFrom(
          `COPY ${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(', ')}) FROM STDIN`,
        ),
      );
      const failed = once(copy, 'error').then(([error]) => {
        throw error;
      });
      failed.catch(() => {});
      await Promise.race([copyTable(reader, copy), failed]);
      rows[table.name] = copy.rowCount;
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

async function copyTable(reader: FrameReader, copy: Writable & { rowCount: number }) {
  try {
    for (;;) {
      const frame = await reader.readFrame();
      if (frame.kind === 'D') await writeChunk(copy, frame.payload);
      else if (frame.kind === 'E') break;
      else throw new BackupFormatError('The backup file is damaged.');
    }
  } catch (error) {
    // Ends the COPY with CopyFail; until then the connection would take no ROLLBACK.
    copy.destroy(error as Error);
    await finished(copy).catch(() => {});
    throw error;
  }
  copy.end();
  await once(copy, 'finish');
}

/**
 * Drops what the application's migrations create, keeping the schema `public` itself (and so
 * the grants and default privileges an administrator gave on it). TRUNCATE would trip the
 * audit logs' triggers; dropping the tables does not.
 */
async function emptyDatabase(client: pg.Client) {
  await client.query(`
    DO $$
    DECLARE item record;
    BEGIN
      DROP SCHEMA IF EXISTS drizzle CASCADE;
      FOR item IN SELECT e.extname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
                   WHERE n.nspname = 'public' LOOP
        EXECUTE format('DROP EXTENSION IF EXISTS %I CASCADE', item.extname);
      END LOOP;
      FOR item IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S') LOOP
        EXECUTE format(
          CASE item.relkind WHEN 'v' THEN 'DROP VIEW IF EXISTS %I CASCADE'
                            WHEN 'm' THEN 'DROP MATERIALIZED VIEW IF EXISTS %I CASCADE'
                            WHEN 'S' THEN 'DROP SEQUENCE IF EXISTS %I CASCADE'
                            ELSE 'DROP TABLE IF EXISTS %I CASCADE' END, item.relname);
      END LOOP;
      FOR item IN SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
                   JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' LOOP
        EXECUTE format('DROP ROUTINE IF EXISTS %s CASCADE', item.signature);
      END LOOP;
      FOR item IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
                   WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'c')
                     AND NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.oid = t.typrelid AND c.relkind <> 'c') LOOP
        EXECUTE format('DROP TYPE IF EXISTS %I CASCADE', item.typname);
      END LOOP;
    END $$`);
}
