import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { backupDatabase } from '../src/modules/backup/backup';
import { RestoreRefusedError, restoreDatabase } from '../src/modules/backup/restore';
import { startBackupSchedule } from '../src/modules/backup/schedule';
import { bearer, createTestContext, TEST_PASSWORD, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';

let ctx: TestContext;
let sourceUrl: string;
let folder: string;
const scratch: string[] = [];

function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

async function createScratchDatabase(): Promise<string> {
  const name = `forma_restore_${randomBytes(5).toString('hex')}`;
  await withClient(process.env.DATABASE_URL!, (admin) => admin.query(`CREATE DATABASE ${name}`));
  scratch.push(name);
  return databaseUrl(name);
}

/** Row count and an md5 of every row of every application table, as one client sees them. */
async function checksums(client: pg.ClientBase) {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const sums: Record<string, { rows: number; md5: string | null }> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: number; md5: string | null }>(
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS md5 FROM "${name}" t`,
    );
    sums[name] = rows[0]!;
  }
  return sums;
}

/** Submits, validates and approves applications one after another until told to stop. */
function approvalsInBackground(tokens: { secretary: string; validator: string; approver: string }) {
  let stop = false;
  let approved = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const running = (async () => {
    for (let i = 0; !stop; i += 1) {
      const photo = await uploadPhoto(ctx.app, tokens.secretary);
      const suffix = String.fromCharCode(97 + (i % 26), 97 + (Math.floor(i / 26) % 26));
      const record = await submitApplication(ctx.app, tokens.secretary, photo, {
        firstName: `Backup${suffix}`,
        dob: `19${70 + (i % 20)}-0${1 + (i % 9)}-1${i % 10}`,
      });
      const validated = await act(
        ctx.app,
        tokens.validator,
        record.id,
        'validate',
        record.revision,
      );
      if (validated.statusCode !== 200) throw new Error(validated.body);
      const revision = validated.json().registration.revision as number;
      const done = await act(ctx.app, tokens.approver, record.id, 'approve', revision);
      if (done.statusCode !== 200) throw new Error(done.body);
      approved += 1;
      for (const waiter of waiters.splice(0))
        if (approved >= waiter.count) waiter.resolve();
        else waiters.push(waiter);
    }
  })();
  return {
    get approved() {
      return approved;
    },
    /** resolves once `more` approvals have finished after this call */
    until(more: number) {
      const count = approved + more;
      return new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
    async stop() {
      stop = true;
      await running;
    },
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  const result = await ctx.database.db.execute('SELECT current_database() AS name');
  sourceUrl = databaseUrl((result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name);
  folder = await mkdtemp(path.join(os.tmpdir(), 'form-a-backup-test-'));
});

afterAll(async () => {
  await ctx?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
  if (scratch.length > 0)
    await withClient(process.env.DATABASE_URL!, async (admin) => {
      for (const name of scratch) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
});

describe('backup and restore', () => {
  it('a backup taken while approvals run restores exactly the snapshot it read, and sign-in works on it', async () => {
    const secretaryUser = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
    const tokens = {
      secretary: (await ctx.login(secretaryUser.uid)).token,
      validator: (await ctx.login((await ctx.createUser({ role: 'UVVOLUNTER' })).uid)).token,
      approver: (await ctx.login((await ctx.createUser({ role: 'DBAPPROVER' })).uid)).token,
    };
    const approvals = approvalsInBackground(tokens);
    await approvals.until(2);

    let atSnapshot: Awaited<ReturnType<typeof checksums>> | undefined;
    let approvedAtSnapshot = 0;
    const file = path.join(folder, 'running.backup.gz');
    const summary = await backupDatabase(sourceUrl, file, {
      async onSnapshot(client) {
        atSnapshot = await checksums(client);
        approvedAtSnapshot = approvals.approved;
        // Writes that commit now are after the snapshot: the backup must not contain them.
        await approvals.until(2);
      },
    });
    await approvals.stop();

    expect(approvals.approved).toBeGreaterThan(approvedAtSnapshot);
    const source = await withClient(sourceUrl, checksums);
    expect(source.registrations!.rows).toBeGreaterThan(atSnapshot!.registrations!.rows);
    expect(summary.header.schemaVersion.tag).toMatch(/^\d{4}_/);
    expect(summary.rows.photos).toBeGreaterThan(0);
    expect(summary.rows.registration_logs).toBeGreaterThan(0);
    expect(summary.rows.outbox).toBeGreaterThan(0);

    const targetUrl = await createScratchDatabase();
    const restored = await restoreDatabase(targetUrl, file);
    expect(restored.rows).toEqual(summary.rows);
    expect(await withClient(targetUrl, checksums)).toEqual(atSnapshot);

    const sequences = await withClient(targetUrl, async (client) => {
      const { rows } = await client.query<{ name: string; last_value: string | null }>(
        `SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public'`,
      );
      return Object.fromEntries(rows.map((row) => [row.name, row.last_value]));
    });
    for (const sequence of summary.sequences)
      expect(sequences[sequence.name], sequence.name).toBe(sequence.lastValue);
    expect(sequences.jigyasu_id_seq).not.toBeNull();

    // The restored database serves: a server over it migrates, signs in and lists records.
    const database = await openDatabase({ url: targetUrl, poolSize: 2 });
    try {
      await database.migrate();
      const app = await buildApp({
        config: loadConfig(
          {},
          { NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist' },
        ),
        database,
      });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { uid: secretaryUser.uid, password: TEST_PASSWORD, remember: false },
      });
      expect(login.statusCode, login.body).toBe(200);
      const list = await app.inject({
        url: '/api/registrations',
        headers: bearer(login.json().token),
      });
      expect(list.statusCode, list.body).toBe(200);
      await app.close();
    } finally {
      await database.close();
    }
  });

  it('refuses a database that is not empty unless forced, and then replaces its contents', async () => {
    const file = path.join(folder, 'quiet.backup.gz');
    const summary = await backupDatabase(sourceUrl, file);
    const targetUrl = await createScratchDatabase();
    await restoreDatabase(targetUrl, file);
    await withClient(targetUrl, (client) =>
      client.query(`INSERT INTO branches (name) VALUES ('Added after restore')`),
    );

    await expect(restoreDatabase(targetUrl, file)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreDatabase(targetUrl, file)).rejects.toThrow(/--force/);

    const again = await restoreDatabase(targetUrl, file, { force: true });
    expect(again.rows).toEqual(summary.rows);
    expect(await withClient(targetUrl, checksums)).toEqual(await withClient(sourceUrl, checksums));
  });

  it('refuses a file that is not a backup, and a truncated one', async () => {
    const targetUrl = await createScratchDatabase();
    const notBackup = path.join(folder, 'notes.txt');
    await writeFile(notBackup, 'hello');
    await expect(restoreDatabase(targetUrl, notBackup)).rejects.toThrow(/not a Form-A backup/);

    const full = path.join(folder, 'whole.backup.gz');
    await backupDatabase(sourceUrl, full);
    const bytes = gunzipSync(await readFile(full));
    const truncated = path.join(folder, 'truncated.backup.gz');
    await writeFile(truncated, gzipSync(bytes.subarray(0, Math.floor(bytes.length * 0.7))));
    await expect(restoreDatabase(targetUrl, truncated)).rejects.toThrow(/truncated|incomplete/);
    // nothing half-loaded stays behind: the data went in one transaction
    const rows = await withClient(targetUrl, async (client) => {
      const result = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      return result.rows[0]!.n;
    });
    expect(rows).toBe(0);

    // --force on a database with data: the damaged file is refused before anything is dropped
    await restoreDatabase(targetUrl, full, { force: true });
    const before = await withClient(targetUrl, checksums);
    await expect(restoreDatabase(targetUrl, truncated, { force: true })).rejects.toThrow(
      /truncated|incomplete/,
    );
    expect(await withClient(targetUrl, checksums)).toEqual(before);
  });

  it('takes scheduled backups and keeps the newest ones, never a backup a person made', async () => {
    const dir = path.join(folder, 'scheduled');
    await mkdir(dir);
    await writeFile(path.join(dir, 'form-a-2020-01-01T00-00-00Z.backup.gz'), 'made by hand');
    const logged: string[] = [];
    const log = { ...ctx.app.log, info: (_: unknown, message: string) => logged.push(message) };
    const stop = startBackupSchedule({
      everyHours: 1.2 / 3600,
      dir,
      keep: 2,
      ownerUrl: async () => sourceUrl,
      log: log as unknown as typeof ctx.app.log,
    });
    try {
      await expect
        .poll(() => logged.length, { timeout: 20_000, interval: 200 })
        .toBeGreaterThanOrEqual(3);
    } finally {
      await stop();
    }
    const names = (await readdir(dir)).sort();
    expect(names).toHaveLength(3);
    expect(names[0]).toBe('form-a-2020-01-01T00-00-00Z.backup.gz');
    expect(names.slice(1).every((name) => name.startsWith('form-a-scheduled-'))).toBe(true);
  });
});
