import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { readMigrationJournal } from './migrations';
import { lastMigration, listSequences, listTables, quoteIdent } from './catalog';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupHeader,
  type BackupTrailer,
  writeChunk,
  writeFrame,
} from './format';

/** COPY sends about one message per row; frames gather them so the file is not mostly headers. */
const FRAME_BYTES = 256 * 1024;

export interface BackupSummary {
  file: string;
  bytes: number;
  header: BackupHeader;
  rows: Record<string, number>;
  sequences: BackupTrailer['sequences'];
}

export interface BackupOptions {
  /**
   * Runs inside the backup's snapshot before any data is read (the tests compare the restored
   * copy with exactly what the backup saw while writes go on).
   */
  onSnapshot?: (client: pg.ClientBase) => Promise<void>;
}

/**
 * Writes the whole database to `file`: one REPEATABLE READ READ ONLY transaction, so every table
 * is read at the same instant while the server goes on writing; each table streams through
 * COPY into gzip, so memory does not grow with the database. The file appears under its name
 * only once complete.
 */
export async function backupDatabase(
  url: string,
  file: string,
  options: BackupOptions = {},
): Promise<BackupSummary> {
  // A backup holds every member's personal data and every password hash: its owner only.
  await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const client = new pg.Client({ connectionString: url, application_name: 'form-a backup' });
  await client.connect();
  try {
    const gzip = createGzip({ level: 6 });
    const output = createWriteStream(partial, { mode: 0o600 });
    gzip.pipe(output);
    const done = finished(output);
    let summary: Omit<BackupSummary, 'bytes' | 'file'>;
    try {
      summary = await writeSnapshot(client, gzip, options);
    } catch (error) {
      gzip.destroy();
      output.destroy();
      await rm(partial, { force: true });
      throw error;
    }
    gzip.end();
    await done;
    await rename(partial, file);
    return { ...summary, file, bytes: output.bytesWritten };
  } finally {
    await client.end();
  }
}

async function writeSnapshot(client: pg.Client, out: Writable, options: BackupOptions) {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const migration = await lastMigration(client);
    if (!migration) throw new Error('The database has never been migrated: nothing to back up.');
    const journal = await readMigrationJournal();
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      postgresVersion: rows[0]!.server_version,
      schemaVersion: {
        tag: journal.find((entry) => entry.when === migration.createdAt)?.tag ?? null,
        createdAt: migration.createdAt,
        hash: migration.hash,
      },
    };
    await writeChunk(out, `${JSON.stringify(header)}\n`);
    await options.onSnapshot?.(client);

    const counts: Record<string, number> = {};
    for (const table of await listTables(client)) {
      await writeFrame(out, 'T', JSON.stringify(table));
      const columns = table.columns.map(quoteIdent).join(', ');
      const copy = client.query(copyTo(`COPY ${quoteIdent(table.name)} (${columns}) TO STDOUT`));
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= FRAME_BYTES) {
          await writeFrame(out, 'D', Buffer.concat(pending, pendingBytes));
          pending = [];
          pendingBytes = 0;
        }
      }
      if (pendingBytes > 0) await writeFrame(out, 'D', Buffer.concat(pending, pendingBytes));
      await writeFrame(out, 'E', '');
      counts[table.name] = copy.rowCount;
    }
    // Sequences are outside the snapshot: read last, they are at least as far as any row saw,
    // so a restored server never hands out an id or a Jigyasu number twice.
    const trailer: BackupTrailer = { tables: counts, sequences: await listSequences(client) };
    await writeFrame(out, 'Z', JSON.stringify(trailer));
    await client.query('COMMIT');
    return { header, rows: counts, sequences: trailer.sequences };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** `form-a-2026-11-23T15-35-41Z.backup.gz`: sorts by time, and is safe in every file system. */
export function backupFileName(date = new Date(), prefix = 'form-a'): string {
  return `${prefix}-${date.toISOString().slice(0, 19).replaceAll(':', '-')}Z.backup.gz`;
}
