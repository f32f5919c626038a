// The database side of the drill: the two targets (a data folder with the embedded PostgreSQL,
// a database on a PostgreSQL server), and the fingerprint of everything in them.
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { DrillFailure, onCleanUp, say, type Checks } from './output';

export type Engine = 'embedded' | 'postgres';

/** Where a release's server keeps its data, and the owner's way in. */
export interface Target {
  engine: Engine;
  /** what the servers (and the user command) are given: DATA_DIR, or the two database URLs */
  env: Record<string, string>;
  /** the owner's connection while a server runs the database */
  ownerUrl(): Promise<string>;
  /** runs `work` on the database as the old release left it, with no server running */
  whileStopped<T>(work: (ownerUrl: string) => Promise<T>): Promise<T>;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The old release's module for its engine: starts that PostgreSQL without a server. */
interface EmbeddedEngine {
  startEmbeddedPostgres(
    dataDir: string,
    options: { watch: boolean },
  ): Promise<{ ownerUrl: string; stop(): Promise<void> }>;
  stopEmbeddedPostgresIfRunning(dataDir: string): Promise<boolean>;
}

/** A fresh data folder, as `npm start` makes one. */
export async function embeddedTarget(work: string, oldRelease: string): Promise<Target> {
  const dataDir = path.join(work, 'embedded-data');
  // A release from before the module became a folder has it as one file.
  const folder = path.join(oldRelease, 'apps/server/src/db/embedded-postgres/index.ts');
  const module = (await stat(folder).catch(() => undefined))
    ? folder
    : path.join(oldRelease, 'apps/server/src/db/embedded-postgres.ts');
  const engine = (await import(pathToFileURL(module).href)) as EmbeddedEngine;
  // A killed server leaves its PostgreSQL running (ADR 023): stopped before the folder goes.
  onCleanUp('the embedded PostgreSQL', () => engine.stopEmbeddedPostgresIfRunning(dataDir));
  return {
    engine: 'embedded',
    env: { DATA_DIR: dataDir },
    async ownerUrl() {
      const file = path.join(dataDir, 'pg-credentials.json');
      const { superuserPassword, port } = JSON.parse(await readFile(file, 'utf8')) as {
        superuserPassword: string;
        port: number;
      };
      return `postgres://postgres:${encodeURIComponent(superuserPassword)}@127.0.0.1:${port}/forma`;
    },
    async whileStopped(work) {
      if (await stat(path.join(dataDir, 'pg', 'postmaster.pid')).catch(() => undefined)) {
        throw new DrillFailure('the old server left its PostgreSQL running');
      }
      const postgres = await engine.startEmbeddedPostgres(dataDir, { watch: false });
      try {
        return await work(postgres.ownerUrl);
      } finally {
        await postgres.stop();
      }
    },
  };
}

/**
 * A fresh database on the PostgreSQL server of `adminUrl` (a superuser), set up as
 * docs/operations.md says: the migrations run as the owner (MIGRATION_DATABASE_URL), the server
 * as a login role in forma_app (DATABASE_URL), ADR 024. Dropped with the role afterwards.
 */
export async function postgresTarget(adminUrl: string, keep: boolean): Promise<Target> {
  const suffix = randomBytes(4).toString('hex');
  const database = `forma_upgrade_drill_${suffix}`;
  const appRole = `forma_upgrade_drill_app_${suffix}`;
  const appPassword = randomBytes(18).toString('base64url');
  const shownUrl = adminUrl.replace(/:[^:@/]*@/, ':***@');
  await withClient(adminUrl, async (admin) => {
    await admin.query(`CREATE DATABASE ${ident(database)}`);
    onCleanUp(`the database ${database}`, async () => {
      if (keep) return say(`kept the database ${database} and the role ${appRole}`);
      await withClient(adminUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${ident(database)} WITH (FORCE)`);
        await client.query(`DROP ROLE IF EXISTS ${ident(appRole)}`);
      });
    });
    // Roles are cluster-wide: forma_app may be there already (another database, the tests).
    await admin.query(`DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'forma_app') THEN
          CREATE ROLE forma_app NOLOGIN;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
    await admin.query(
      `CREATE ROLE ${ident(appRole)} LOGIN PASSWORD '${appPassword}' IN ROLE forma_app`,
    );
  }).catch((error: Error) => {
    throw new DrillFailure(`PostgreSQL at ${shownUrl} (--pg-url): ${error.message}`);
  });
  const ownerUrl = new URL(adminUrl);
  ownerUrl.pathname = `/${database}`;
  const appUrl = new URL(ownerUrl);
  appUrl.username = appRole;
  appUrl.password = appPassword;
  return {
    engine: 'postgres',
    env: { MIGRATION_DATABASE_URL: ownerUrl.href, DATABASE_URL: appUrl.href },
    ownerUrl: async () => ownerUrl.href,
    whileStopped: (work) => work(ownerUrl.href),
  };
}

/** An initiated member of Agra in the registry, for a transfer request. */
export async function registryMember(ownerUrl: string) {
  const { rows } = await withClient(ownerUrl, (client) =>
    client.query<{ uid: string; title: string; first_name: string; last_name: string }>(
      `SELECT uid, title, first_name, last_name FROM members
        WHERE branch = 'Agra' AND status = 'Initiated' AND last_name <> '' ORDER BY uid LIMIT 1`,
    ),
  );
  if (!rows[0]) throw new DrillFailure('the registry has no initiated member of Agra');
  return rows[0];
}

/** Waits until the outbox has delivered everything (to the built-in collection service). */
export async function waitForDeliveries(ownerUrl: string) {
  await withClient(ownerUrl, async (client) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM outbox WHERE status <> 'delivered'`,
      );
      const pending = Number(rows[0]!.n);
      if (pending === 0) return;
      if (Date.now() > deadline) throw new DrillFailure(`${pending} deliveries pending after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
}

interface TableFingerprint {
  columns: string[];
  /** md5 of each row's text (in `columns`) → how many rows have it */
  rows: Map<string, number>;
  count: number;
}

export interface Fingerprint {
  /** schema.table → its fingerprint */
  tables: Map<string, TableFingerprint>;
  /** schema.sequence → its last value */
  sequences: Map<string, number>;
  /** the highest Jigyasu number issued, and the one the sequence gives next */
  jigyasu: { highestIssued: number; next: number };
}

/**
 * Every table of the schemas `public` and `drizzle` (the migrations' journal): its columns and a
 * hash of each row. After the upgrade `columnsOf` names each old table's old columns, so that
 * the rows are compared in those: a release may add columns, not lose them.
 */
export async function fingerprint(
  url: string,
  columnsOf?: Map<string, string[]>,
): Promise<Fingerprint> {
  return withClient(url, async (client) => {
    const tables = new Map<string, TableFingerprint>();
    const { rows: relations } = await client.query<{ schema: string; name: string; oid: number }>(
      `SELECT n.nspname AS schema, c.relname AS name, c.oid
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
          AND n.nspname IN ('public', 'drizzle')
        ORDER BY 1, 2`,
    );
    for (const relation of relations) {
      const key = `${relation.schema}.${relation.name}`;
      const { rows: attributes } = await client.query<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute
          WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
        [relation.oid],
      );
      const present = attributes.map((attribute) => attribute.name);
      const columns = columnsOf?.get(key) ?? present;
      const lost = columns.filter((column) => !present.includes(column));
      if (lost.length > 0) throw new DrillFailure(`${key} lost its column(s) ${lost.join(', ')}`);
      const { rows } = await client.query<{ h: string }>(
        `SELECT md5(ROW(${columns.map(ident).join(', ')})::text) AS h
           FROM ${ident(relation.schema)}.${ident(relation.name)}`,
      );
      const hashes = new Map<string, number>();
      for (const { h } of rows) hashes.set(h, (hashes.get(h) ?? 0) + 1);
      tables.set(key, { columns, rows: hashes, count: rows.length });
    }
    const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
      `SELECT schemaname || '.' || sequencename AS name, last_value AS value
         FROM pg_sequences WHERE schemaname IN ('public', 'drizzle')`,
    );
    const { rows: jigyasu } = await client.query<{
      last_value: string;
      is_called: boolean;
      highest: string | null;
    }>(
      `SELECT last_value, is_called, (SELECT max(jigyasu_sequence) FROM registrations) AS highest
         FROM jigyasu_id_seq`,
    );
    const sequence = jigyasu[0]!;
    return {
      tables,
      sequences: new Map(sequences.map((row) => [row.name, Number(row.value ?? 0)])),
      jigyasu: {
        highestIssued: Number(sequence.highest ?? 0),
        next: Number(sequence.last_value) + (sequence.is_called ? 1 : 0),
      },
    };
  });
}

/**
 * Derived tables, which a server fills from the others at start (the duplicate check's keys,
 * the header search's terms, the folded status counters): a release that changes their rules
 * rebuilds them. Their changes are listed, not failed; the counts are compared through the API.
 */
const REBUILT_AT_START = new Set([
  'public.person_match_keys',
  'public.person_match_keys_state',
  'public.registration_search_terms',
  'public.registration_search_terms_state',
  'public.registration_counts',
  'public.registration_status_totals',
]);

/** Every old row kept (in the old columns), no sequence gone back; prints what was added. */
export function compareFingerprints(before: Fingerprint, after: Fingerprint, checks: Checks) {
  const lost: string[] = [];
  const rebuilt: string[] = [];
  const added: string[] = [];
  let kept = 0;
  for (const [key, old] of before.tables) {
    const now = after.tables.get(key);
    if (!now) {
      lost.push(`${key}: the table is gone`);
      continue;
    }
    let missing = 0;
    for (const [hash, times] of old.rows) missing += Math.max(0, times - (now.rows.get(hash) ?? 0));
    if (missing > 0 && REBUILT_AT_START.has(key)) {
      rebuilt.push(`${key} ${old.count} → ${now.count} rows`);
      continue;
    }
    if (missing > 0) {
      lost.push(`${key}: ${missing} of ${old.count} rows missing or changed (${now.count} now)`);
      continue;
    }
    kept += old.count;
    if (now.count > old.count) added.push(`${key} +${now.count - old.count}`);
  }
  for (const [key, now] of after.tables) {
    if (!before.tables.has(key)) added.push(`${key} (new, ${now.count} rows)`);
  }
  const count = (table: string) => before.tables.get(`public.${table}`)?.count ?? 0;
  const sample = ['users', 'registrations', 'registration_logs', 'photos', 'outbox', 'sessions']
    .map((table) => `${table} ${count(table)}`)
    .join(', ');
  checks.check(
    lost.length === 0,
    `every row of the old release is kept: ${before.tables.size} tables, ${kept} rows (${sample})`,
    lost.join('; '),
  );
  if (added.length > 0) say(`  added by the new release: ${added.join(', ')}`);
  if (rebuilt.length > 0) say(`  rebuilt by the new release: ${rebuilt.join(', ')}`);
  const behind = [...before.sequences]
    .filter(([name, value]) => (after.sequences.get(name) ?? -1) < value)
    .map(([name, value]) => `${name} ${value} → ${after.sequences.get(name) ?? 'gone'}`);
  checks.check(
    behind.length === 0,
    `no sequence went back (${before.sequences.size} sequences)`,
    behind.join(', '),
  );
}
