import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { MIGRATIONS_FOLDER } from '../../db/client';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export async function readMigrationJournal(): Promise<JournalEntry[]> {
  const text = await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/**
 * Migrates an empty database to exactly the schema a backup was taken at, so its rows fit the
 * tables; the server applies the later migrations at its next start, data included. drizzle
 * has no "up to" option, so it runs on a copy of the folder whose journal stops there.
 */
export async function migrateUpTo(client: pg.Client, createdAt: number) {
  const journalText = await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8');
  const journal = JSON.parse(journalText) as { entries: JournalEntry[] };
  const last = journal.entries.findIndex((entry) => entry.when === createdAt);
  if (last < 0) throw new Error('unknown migration');
  const entries = journal.entries.slice(0, last + 1);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'form-a-migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    await writeFile(
      path.join(folder, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries }),
    );
    for (const entry of entries)
      await copyFile(
        path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    await migrate(drizzle({ client }), { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
