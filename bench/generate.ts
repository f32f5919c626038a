/**
 * Fills a bench database with N registrations, their history, the counters and a member
 * registry, set-based in SQL (INSERT … SELECT over generate_series), so a million records load
 * into PostgreSQL in a few minutes.
 *
 *   node --import tsx bench/generate.ts --db postgres --records 1000000
 *   node --import tsx bench/generate.ts --records 100000      (the embedded PostgreSQL)
 *
 * Every pseudo-random choice is a hash of (record number, purpose), so the same N always gives
 * the same data on either target. See bench/README.md for the mix.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { BLOOD_GROUPS, NATIONALITIES, OCCUPATIONS, QUALIFICATIONS } from '@form-a/domain/enums';
import { PRIVACY_NOTICE_VERSION } from '@form-a/domain/privacy-notice';
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { photoPath } from '../apps/server/src/modules/photos/photo-path';
import { ensureMatchKeys } from '../apps/server/src/modules/duplicates/repository';
import { ensureSearchTerms } from '../apps/server/src/modules/search/repository';
import { loadBranchSeed, seedBranches } from '../apps/server/src/seed/demo';
import {
  FEMALE_FIRST_NAMES,
  FEMALE_MIDDLE_NAMES,
  MALE_FIRST_NAMES,
  MALE_MIDDLE_NAMES,
  REGIONS,
  RETURN_NOTES,
  STREETS,
  SURNAMES,
} from './lib/names';
import {
  benchTarget,
  openTarget,
  parseEngine,
  recreateTarget,
  targetExists,
  type BenchTarget,
  type OpenTarget,
} from './lib/target';

export const BENCH_PASSWORD = 'Bench@2026';
/** The branch that gets the most records; its secretary drives the 'own list' scenario. */
export const LARGEST_BRANCH = 'Agra';
export const VALIDATORS = 20;
export const APPROVERS = 20;
export const VIEWERS = 5;

export const benchUid = {
  secretary: (branchIndex: number) => `bench-sec-${branchIndex}`,
  validator: (n: number) => `bench-validator-${n}`,
  approver: (n: number) => `bench-approver-${n}`,
  viewer: (n: number) => `bench-viewer-${n}`,
};

export interface GenerateOptions {
  records: number;
  /** records per INSERT statement */
  chunk?: number;
  log?: (line: string) => void;
}

export interface GenerateSummary {
  records: number;
  byStatus: Record<string, number>;
  logs: number;
  members: number;
  largestBranch: { name: string; records: number };
  branchesWithRecords: number;
  seconds: number;
  photo: string;
}

// ------------------------------------------------------------------------------------------
// SQL building blocks
// ------------------------------------------------------------------------------------------

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(literal).join(',')}]::text[]`;
const intArray = (values: readonly number[]) => `ARRAY[${values.join(',')}]::int[]`;

/** A uniform number in [0, 1) from the record number `col` and a purpose `k`. */
const rnd = (col: string, k: number) =>
  `((hashint8extended(${col}::bigint, ${k}) & 2147483647)::float8 / 2147483648.0)`;

/** One element of a text array, chosen by rnd(col, k). */
const pick = (values: readonly string[], col: string, k: number) =>
  `(${textArray(values)})[1 + floor(${rnd(col, k)} * ${values.length})::int]`;

/**
 * The timeline: records 1 … 0.8·N were created over eight years up to 60 days ago and are
 * almost all approved; the newest 20 % arrived in the last 60 days and fill the queues.
 */
function timeline(records: number, now: Date) {
  const end = new Date(now.getTime() - 24 * 3600 * 1000);
  const oldEnd = new Date(end.getTime() - 60 * 24 * 3600 * 1000);
  const oldStart = new Date(oldEnd.getTime() - 8 * 365 * 24 * 3600 * 1000);
  const split = Math.floor(records * 0.8);
  const ts = (d: Date) => `${literal(d.toISOString())}::timestamptz`;
  const createdAt = (col: string) =>
    `(CASE WHEN ${col} <= ${split}
       THEN ${ts(oldStart)} + (${col} - 1)::float8 / ${Math.max(split, 1)} * (${ts(oldEnd)} - ${ts(oldStart)})
       ELSE ${ts(oldEnd)} + (${col} - ${split})::float8 / ${Math.max(records - split, 1)} * (${ts(end)} - ${ts(oldEnd)})
     END)`;
  // Each step follows the one before by a pseudo-random delay.
  const submittedAt = (col: string) =>
    `(${createdAt(col)} + ${rnd(col, 40)} * interval '20 minutes')`;
  const reviewedAt = (col: string) =>
    `LEAST(${ts(now)}, ${submittedAt(col)} + interval '1 hour' + ${rnd(col, 41)} * interval '3 days')`;
  const approvedAt = (col: string) =>
    `LEAST(${ts(now)}, ${reviewedAt(col)} + interval '1 hour' + ${rnd(col, 42)} * interval '3 days')`;
  const status = (col: string) =>
    `(CASE WHEN ${col} <= ${split}
       THEN (CASE WHEN ${rnd(col, 1)} < 0.97 THEN 3 ELSE 6 END)
       ELSE (CASE WHEN ${rnd(col, 1)} < 0.20 THEN 3 WHEN ${rnd(col, 1)} < 0.48 THEN 1
                  WHEN ${rnd(col, 1)} < 0.70 THEN 2 WHEN ${rnd(col, 1)} < 0.80 THEN 6 ELSE 7 END)
     END)::smallint`;
  return { createdAt, submittedAt, reviewedAt, approvedAt, status };
}

/** Jigyasu ID as buildJigyasuId makes it; the generated names are letters only. */
const jigyasuIdSql = (first: string, middle: string, last: string, dob: string, seq: string) =>
  `upper(CASE WHEN ${middle} <> '' THEN left(${first}, 1) || left(${middle}, 1) || left(${last}, 1)
              ELSE left(${first}, 1) || left(${last}, 2) END)
   || to_char(${dob}, 'YYYYMMDD') || ${seq}::text || 'J'`;

// ------------------------------------------------------------------------------------------
// Steps
// ------------------------------------------------------------------------------------------

interface Context {
  db: OpenTarget;
  records: number;
  chunk: number;
  branches: string[];
  secretaryIds: number[];
  validators: Array<{ id: number; name: string }>;
  approvers: Array<{ id: number; name: string }>;
  photo: string;
  log: (line: string) => void;
}

async function insertUsers(db: OpenTarget, branches: string[]) {
  // One hash for every bench account: hashing hundreds of passwords would take a minute.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const rows: Array<[string, string, string, string | null]> = [];
  branches.forEach((branch, index) =>
    rows.push([benchUid.secretary(index), `${branch} Branch Secretary`, 'BBRANCHSEC', branch]),
  );
  for (let n = 1; n <= VALIDATORS; n += 1)
    rows.push([benchUid.validator(n), `Bench Validator ${n}`, 'UVVOLUNTER', null]);
  for (let n = 1; n <= APPROVERS; n += 1)
    rows.push([benchUid.approver(n), `Bench Approver ${n}`, 'DBAPPROVER', null]);
  for (let n = 1; n <= VIEWERS; n += 1)
    rows.push([benchUid.viewer(n), `Bench Data Viewer ${n}`, 'DATAVIEWER', null]);
  const values = rows
    .map(
      ([uid, name, role, branch]) =>
        `(${literal(uid)}, ${literal(`${uid}@bench.example`)}, ${literal(name)}, ${literal(passwordHash)}, ${literal(role)}, ${branch === null ? 'NULL' : literal(branch)})`,
    )
    .join(',\n');
  await db.query(
    `INSERT INTO users (uid, email, name, password_hash, role, branch) VALUES ${values}`,
  );
  const found = await db.query<{ id: number; uid: string; name: string }>(
    `SELECT id, uid, name FROM users WHERE uid LIKE 'bench-%'`,
  );
  const byUid = new Map(found.map((row) => [row.uid, row]));
  const need = (uid: string) => {
    const row = byUid.get(uid);
    if (!row) throw new Error(`user ${uid} was not created`);
    return row;
  };
  return {
    secretaryIds: branches.map((_, index) => need(benchUid.secretary(index)).id),
    validators: Array.from({ length: VALIDATORS }, (_, i) => need(benchUid.validator(i + 1))),
    approvers: Array.from({ length: APPROVERS }, (_, i) => need(benchUid.approver(i + 1))),
  };
}

/** Uploaded by the largest branch's secretary: a record may only use its own branch's photos. */
async function insertPhoto(db: OpenTarget, uploadedBy: number, branch: string): Promise<string> {
  const id = randomUUID();
  const bytes = await sharp({
    create: { width: 240, height: 300, channels: 3, background: '#8fa9c9' },
  })
    .jpeg()
    .toBuffer();
  await db.query(
    `INSERT INTO photos (id, mime_type, width, height, bytes, title, uploaded_by, branch)
     VALUES ($1, 'image/jpeg', 240, 300, $2, 'bench', $3, $4)`,
    [id, bytes, uploadedBy, branch],
  );
  return photoPath(id);
}

/** The branch of record i: skewed (u² over the list), so index 0 gets about 5 % of records. */
const branchIndexSql = (col: string, branches: number) =>
  `LEAST(${branches - 1}, floor(${branches} * power(${rnd(col, 2)}, 2))::int)`;

function registrationsSql(ctx: Context, lo: number, hi: number, now: Date) {
  const t = timeline(ctx.records, now);
  const i = 'g.i';
  const male = `(${rnd(i, 3)} < 0.5)`;
  const first = `(CASE WHEN ${male} THEN ${pick(MALE_FIRST_NAMES, i, 4)} ELSE ${pick(FEMALE_FIRST_NAMES, i, 4)} END)`;
  const middle = `(CASE WHEN ${rnd(i, 5)} < 0.35
      THEN (CASE WHEN ${male} THEN ${pick(MALE_MIDDLE_NAMES, i, 6)} ELSE ${pick(FEMALE_MIDDLE_NAMES, i, 6)} END)
      ELSE '' END)`;
  const last = pick(SURNAMES, i, 7);
  const dob = `(date '1950-01-01' + floor(${rnd(i, 8)} * 19000)::int)`;
  const married = `(${rnd(i, 9)} < 0.45)`;
  const codes = (options: ReadonlyArray<{ value: string }>) => options.map((o) => o.value);
  return `
    INSERT INTO registrations (
      id, status, branch, title, first_name, middle_name, last_name, dob,
      father_uid, father_title, father_name, mother_uid, mother_title, mother_name,
      spouse_uid, spouse_title, spouse_name, address1, address2, zipcode, country, region, city,
      email, phone, caste, qualification, occupation, nationality, designation, organization,
      blood_group, photo, by_secy_verification, note, jigyasu_uid, jigyasu_sequence, revision,
      created_by, created_at, updated_at, submitted_at, approved_at,
      consent_notice_version, consent_language, consent_recorded_by, consent_recorded_at)
    SELECT i, status, branch, title, first_name, middle_name, last_name, dob,
      '', father_title, father_name, '', mother_title, mother_name,
      '', spouse_title, spouse_name, address1, '', zipcode, 'IN', region, branch,
      lower(first_name || '.' || last_name || i || '@example.in'), phone, caste, qualification,
      occupation, nationality, '', '', blood_group, ${literal(ctx.photo)}, status <> 7, '',
      CASE WHEN status = 3 THEN ${jigyasuIdSql('first_name', 'middle_name', 'last_name', 'dob', 'i')} END,
      CASE WHEN status = 3 THEN i END,
      CASE status WHEN 7 THEN 1 WHEN 1 THEN 1 WHEN 2 THEN 2 WHEN 3 THEN 3 ELSE 2 END,
      (${intArray(ctx.secretaryIds)})[b + 1],
      created_at,
      CASE status WHEN 7 THEN created_at WHEN 1 THEN submitted_at WHEN 3 THEN approved_at
                  ELSE reviewed_at END,
      CASE WHEN status <> 7 THEN submitted_at END,
      CASE WHEN status = 3 THEN approved_at END,
      -- every submitted record carries the consent its submit recorded (ADR 053)
      CASE WHEN status <> 7 THEN ${literal(PRIVACY_NOTICE_VERSION)} END,
      CASE WHEN status = 7 THEN NULL WHEN ${rnd('i', 26)} < 0.6 THEN 'hi' ELSE 'en' END,
      CASE WHEN status <> 7 THEN (${intArray(ctx.secretaryIds)})[b + 1] END,
      CASE WHEN status <> 7 THEN submitted_at END
    FROM (
      SELECT ${i} AS i, ${t.status(i)} AS status, b, (${textArray(ctx.branches)})[b + 1] AS branch,
        CASE WHEN ${male} THEN 'MR' ELSE 'MS' END AS title,
        ${first} AS first_name, ${middle} AS middle_name, ${last} AS last_name, ${dob} AS dob,
        ${pick(['MR', 'MR', 'PB', 'Late MR'], i, 10)} AS father_title,
        ${pick(MALE_FIRST_NAMES, i, 11)} || ' ' || ${last} AS father_name,
        ${pick(['MS', 'MS', 'PBN', 'Late MS'], i, 12)} AS mother_title,
        ${pick(FEMALE_FIRST_NAMES, i, 13)} || ' ' || ${last} AS mother_name,
        CASE WHEN ${married} THEN (CASE WHEN ${male} THEN 'MS' ELSE 'MR' END) ELSE '' END AS spouse_title,
        CASE WHEN ${married} THEN (CASE WHEN ${male} THEN ${pick(FEMALE_FIRST_NAMES, i, 14)}
                                        ELSE ${pick(MALE_FIRST_NAMES, i, 14)} END) || ' ' || ${last}
             ELSE '' END AS spouse_name,
        (1 + floor(${rnd(i, 15)} * 400))::int || ' ' || ${pick(STREETS, i, 16)} AS address1,
        (110001 + floor(${rnd(i, 17)} * 745000))::int::text AS zipcode,
        ${pick(REGIONS, i, 18)} AS region,
        '+91' || (9000000000 + floor(${rnd(i, 19)} * 999999999))::bigint::text AS phone,
        ${pick(['GN', 'GN', 'GN', 'BC', 'BC', 'SC', 'ST'], i, 20)} AS caste,
        ${pick(codes(QUALIFICATIONS), i, 21)} AS qualification,
        ${pick(codes(OCCUPATIONS), i, 22)} AS occupation,
        CASE WHEN ${rnd(i, 23)} < 0.98 THEN 'IN' ELSE ${pick(codes(NATIONALITIES), i, 24)} END AS nationality,
        ${pick(codes(BLOOD_GROUPS), i, 25)} AS blood_group,
        ${t.createdAt(i)} AS created_at, ${t.submittedAt(i)} AS submitted_at,
        ${t.reviewedAt(i)} AS reviewed_at, ${t.approvedAt(i)} AS approved_at
      FROM (SELECT ${i}, ${branchIndexSql(i, ctx.branches.length)} AS b
              FROM generate_series(${lo}::bigint, ${hi}::bigint) AS g(i)) AS g
    ) AS r`;
}

/** One history row per step each record went through, at the times the timeline gives. */
function logSql(ctx: Context, lo: number, hi: number, now: Date) {
  const t = timeline(ctx.records, now);
  const range = `r.id BETWEEN ${lo} AND ${hi}`;
  const reviewer = (list: Array<{ id: number; name: string }>, k: number) => ({
    id: `(${intArray(list.map((u) => u.id))})[1 + floor(${rnd('r.id', k)} * ${list.length})::int]`,
    name: `(${textArray(list.map((u) => u.name))})[1 + floor(${rnd('r.id', k)} * ${list.length})::int]`,
  });
  const validator = reviewer(ctx.validators, 30);
  const approver = reviewer(ctx.approvers, 31);
  const insert = `INSERT INTO registration_logs
    (registration_id, action, from_status, to_status, actor_id, actor_name, role, note, created_at)`;
  return [
    // the secretary's first step: a draft, or a submit straight away
    `${insert}
     SELECT r.id, CASE WHEN r.status = 7 THEN 'draft' ELSE 'submit' END, NULL,
            CASE WHEN r.status = 7 THEN 7 ELSE 1 END, r.created_by, u.name, 'BBRANCHSEC', '',
            CASE WHEN r.status = 7 THEN r.created_at ELSE r.submitted_at END
       FROM registrations r JOIN users u ON u.id = r.created_by
      WHERE ${range} ORDER BY r.id`,
    // the validator's step: validate (then maybe approved) or return
    `${insert}
     SELECT r.id, CASE WHEN r.status = 6 THEN 'return' ELSE 'validate' END, 1,
            CASE WHEN r.status = 6 THEN 6 ELSE 2 END, ${validator.id}, ${validator.name},
            'UVVOLUNTER', CASE WHEN r.status = 6 THEN ${pick(RETURN_NOTES, 'r.id', 32)} ELSE '' END,
            ${t.reviewedAt('r.id')}
       FROM registrations r WHERE ${range} AND r.status IN (2, 3, 6) ORDER BY r.id`,
    `${insert}
     SELECT r.id, 'approve', 2, 3, ${approver.id}, ${approver.name}, 'DBAPPROVER', '', r.approved_at
       FROM registrations r WHERE ${range} AND r.status = 3 ORDER BY r.id`,
  ];
}

/** Every approved seeker joins the registry (as approval does), plus initiated members. */
function membersSql(ctx: Context, lo: number, hi: number) {
  const jigyasu = `
    INSERT INTO members (uid, title, first_name, middle_name, last_name, dob, father_first_name,
      father_middle_name, father_last_name, first_doi, branch, status, email_address,
      phone_number, created_at, updated_at)
    SELECT jigyasu_uid, title, first_name, middle_name, last_name, dob,
           upper(split_part(father_name, ' ', 1)), '', upper(split_part(father_name, ' ', 2)),
           NULL, branch, 'Jigyasu', email, phone, approved_at, approved_at
      FROM registrations WHERE id BETWEEN ${lo} AND ${hi} AND status = 3`;
  // One initiated member per five records, numbered far above any Jigyasu ID sequence.
  const count = Math.ceil((hi - lo + 1) / 5);
  const from = Math.floor((lo - 1) / 5) + 1;
  const i = 'g.i';
  const male = `(${rnd(i, 50)} < 0.5)`;
  const first = `(CASE WHEN ${male} THEN ${pick(MALE_FIRST_NAMES, i, 51)} ELSE ${pick(FEMALE_FIRST_NAMES, i, 51)} END)`;
  const initiated = `
    INSERT INTO members (uid, title, first_name, middle_name, last_name, dob, father_first_name,
      father_middle_name, father_last_name, first_doi, branch, status, email_address, phone_number)
    SELECT ${jigyasuIdSql('first_name', "''", 'last_name', 'dob', '(90000000 + i)')},
           title, first_name, '', last_name, dob, father_first, '', last_name_upper,
           dob + 6570 + floor(${rnd('m.i', 55)} * 7000)::int, branch, 'Initiated', '', ''
      FROM (SELECT ${i} AS i, CASE WHEN ${male} THEN 'PB' ELSE 'PBN' END AS title,
                   ${first} AS first_name, ${pick(SURNAMES, i, 52)} AS last_name,
                   upper(${pick(SURNAMES, i, 52)}) AS last_name_upper,
                   upper(${pick(MALE_FIRST_NAMES, i, 53)}) AS father_first,
                   date '1940-01-01' + floor(${rnd(i, 54)} * 18000)::int AS dob,
                   (${textArray(ctx.branches)})[${branchIndexSql(i, ctx.branches.length)} + 1] AS branch
              FROM generate_series(${from}::bigint, ${from + count - 1}::bigint) AS g(i)) AS m
    ON CONFLICT (uid) DO NOTHING`;
  return [jigyasu, initiated];
}

/**
 * Secondary indexes of the loaded tables: dropped for the load, rebuilt after (much faster).
 * `statistics` is each index column's own statistics target (migration 0009 sets them on the
 * name filters' trigram expressions); a rebuilt index loses it, and without it ANALYZE samples
 * too few names and the planner misjudges common ones.
 */
async function secondaryIndexes(db: OpenTarget) {
  return db.query<{ indexname: string; indexdef: string; statistics: string }>(
    `SELECT i.indexname, i.indexdef,
            coalesce((SELECT string_agg(a.attnum || ':' || a.attstattarget, ',' ORDER BY a.attnum)
                        FROM pg_attribute a
                       WHERE a.attrelid = format('%I.%I', i.schemaname, i.indexname)::regclass
                         AND a.attstattarget > 0), '') AS statistics
       FROM pg_indexes i
      WHERE i.schemaname = 'public'
        AND i.tablename IN ('registrations', 'registration_logs', 'members')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
      ORDER BY i.indexname`,
  );
}

async function rebuildIndexes(
  db: OpenTarget,
  indexes: Awaited<ReturnType<typeof secondaryIndexes>>,
) {
  for (const index of indexes) {
    await db.query(index.indexdef);
    for (const setting of index.statistics.split(',').filter(Boolean)) {
      const [column, target] = setting.split(':').map(Number);
      await db.query(
        `ALTER INDEX "${index.indexname}" ALTER COLUMN ${column} SET STATISTICS ${target}`,
      );
    }
  }
}

/** Fails when a rebuilt index lost what the dropped one had (a missed statistics target). */
async function expectIndexesAsBefore(
  db: OpenTarget,
  indexes: Awaited<ReturnType<typeof secondaryIndexes>>,
) {
  const rebuilt = await secondaryIndexes(db);
  const describe = (list: typeof indexes) =>
    JSON.stringify(list.map(({ indexname, statistics }) => [indexname, statistics]));
  if (describe(rebuilt) !== describe(indexes)) {
    throw new Error(`rebuilt indexes differ: ${describe(indexes)} → ${describe(rebuilt)}`);
  }
}

/** Loads the records into an empty, migrated database. */
export async function generate(db: OpenTarget, options: GenerateOptions): Promise<GenerateSummary> {
  const started = Date.now();
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const records = options.records;
  const chunk = options.chunk ?? 100_000;
  const now = new Date();

  const existing = await db.query<{ n: string }>('SELECT count(*) AS n FROM registrations');
  if (Number(existing[0]!.n) > 0) throw new Error('the bench database already has registrations');

  await seedBranches(db.database.db);
  const seed = (await loadBranchSeed()).map((row) => row.name);
  // The largest branch first; the others keep the seed's order.
  const branches = [LARGEST_BRANCH, ...seed.filter((name) => name !== LARGEST_BRANCH)];
  const users = await insertUsers(db, branches);
  const photo = await insertPhoto(db, users.secretaryIds[0]!, LARGEST_BRANCH);
  const ctx: Context = { db, records, chunk, branches, photo, log, ...users };

  const indexes = await secondaryIndexes(db);
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const t0 = Date.now();
    await work();
    log(`  ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  // Skip the foreign-key triggers for the load: the rows are consistent by construction.
  await db.query(`SET session_replication_role = replica`);
  await db.query(`SET synchronous_commit = off`);
  await db.query(`SET maintenance_work_mem = '512MB'`);
  for (const index of indexes) await db.query(`DROP INDEX IF EXISTS "${index.indexname}"`);
  try {
    for (let lo = 1; lo <= records; lo += chunk) {
      const hi = Math.min(records, lo + chunk - 1);
      await timed(`records ${lo}–${hi}`, async () => {
        await db.query(registrationsSql(ctx, lo, hi, now));
        for (const statement of logSql(ctx, lo, hi, now)) await db.query(statement);
        for (const statement of membersSql(ctx, lo, hi)) await db.query(statement);
      });
    }
  } finally {
    try {
      await timed(`${indexes.length} indexes rebuilt`, () => rebuildIndexes(db, indexes));
    } finally {
      await db.query(`SET session_replication_role = origin`);
    }
  }
  // Checked after the finally blocks, so a failed load reports its own error, not this one.
  await expectIndexesAsBefore(db, indexes);

  // The server builds missing keys at start; building them here keeps that out of the bench's
  // cold-start figure, as in a production database that has had its keys since day one.
  await timed('duplicate-check keys of members and registrations', () =>
    ensureMatchKeys(db.database.db),
  );
  await timed('header search terms of registrations', () => ensureSearchTerms(db.database.db));

  await timed('counters, sequences, statistics', async () => {
    await db.query(`DELETE FROM registration_counts`);
    await db.query(
      `INSERT INTO registration_counts (branch, status, count)
       SELECT branch, status, count(*) FROM registrations GROUP BY branch, status`,
    );
    // The reports' month counters (ADR 073): their triggers were off for the load (replica).
    await db.query(`DELETE FROM report_counts`);
    await db.query(
      `INSERT INTO report_counts (month, branch, status, shard, count)
       SELECT date_trunc('month', r.created_at AT TIME ZONE z.time_zone)::date, r.branch, r.status,
              0, count(*)
         FROM registrations r CROSS JOIN report_counts_zone z GROUP BY 1, 2, 3`,
    );
    await db.query(`DELETE FROM registration_status_totals`);
    await db.query(
      `INSERT INTO registration_status_totals (status, count)
       SELECT status, sum(count) FROM registration_counts GROUP BY status`,
    );
    await db.query(`SELECT setval('registrations_id_seq', (SELECT max(id) FROM registrations))`);
    // The generator numbers each approved record with its own id (numbers with gaps).
    await db.query(`SELECT setval('jigyasu_id_seq', (SELECT max(id) FROM registrations))`);
    await db.query(`VACUUM ANALYZE registrations`);
    await db.query(`VACUUM ANALYZE registration_logs`);
    await db.query(`VACUUM ANALYZE members`);
    await db.query(`VACUUM ANALYZE registration_counts`);
    await db.query(`VACUUM ANALYZE registration_status_totals`);
    await db.query(`VACUUM ANALYZE report_counts`);
    await db.query(`VACUUM ANALYZE users`);
  });

  const byStatus = await db.query<{ status: number; n: string }>(
    `SELECT status, sum(count) AS n FROM registration_counts GROUP BY status ORDER BY status`,
  );
  const [logs] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM registration_logs`);
  const [members] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM members`);
  const [largest] = await db.query<{ branch: string; n: string }>(
    `SELECT branch, sum(count) AS n FROM registration_counts GROUP BY branch ORDER BY 2 DESC LIMIT 1`,
  );
  const [withRecords] = await db.query<{ n: string }>(
    `SELECT count(DISTINCT branch) AS n FROM registration_counts`,
  );
  return {
    records,
    byStatus: Object.fromEntries(byStatus.map((row) => [String(row.status), Number(row.n)])),
    logs: Number(logs!.n),
    members: Number(members!.n),
    largestBranch: { name: largest!.branch, records: Number(largest!.n) },
    branchesWithRecords: Number(withRecords!.n),
    seconds: (Date.now() - started) / 1000,
    photo,
  };
}

/**
 * With `reuse`, keeps a target that already holds about N records (earlier runs add the records
 * they created: up to 5 % more will do); otherwise generates N records into it.
 */
export async function reuseOrGenerate(
  target: BenchTarget,
  records: number,
  reuse: boolean,
  log: (line: string) => void,
): Promise<void> {
  if (reuse && (await targetExists(target))) {
    const db = await openTarget(target);
    try {
      await db.database.migrate();
      const [row] = await db.query<{ n: string }>('SELECT count(*) AS n FROM registrations');
      const existing = Number(row?.n ?? 0);
      if (existing >= records && existing <= records * 1.05) {
        log(`Reusing ${target.label} (${existing.toLocaleString('en')} registrations)`);
        return;
      }
      log(`${target.label} has ${existing} registrations, not ${records}: generating again`);
    } finally {
      await db.close();
    }
  }
  await generateInto(target, records, log);
}

/** Recreates the target, migrates it and loads N records. */
export async function generateInto(
  target: BenchTarget,
  records: number,
  log: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<GenerateSummary> {
  const started = Date.now();
  log(`Generating ${records.toLocaleString('en')} registrations into ${target.label}`);
  await recreateTarget(target);
  const db = await openTarget(target);
  try {
    await db.database.migrate();
    const summary = await generate(db, { records, log });
    summary.seconds = (Date.now() - started) / 1000;
    log(
      `Generated in ${summary.seconds.toFixed(1)} s: ${JSON.stringify(summary.byStatus)} by status, ` +
        `${summary.logs.toLocaleString('en')} log rows, ${summary.members.toLocaleString('en')} members, ` +
        `largest branch ${summary.largestBranch.name} (${summary.largestBranch.records.toLocaleString('en')}), ` +
        `${summary.branchesWithRecords} branches with records`,
    );
    return summary;
  } finally {
    await db.close();
  }
}

export function parseCount(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`expected a positive integer, got ${value}`);
  return n;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      db: { type: 'string' },
      records: { type: 'string' },
      'data-dir': { type: 'string' },
      'pg-url': { type: 'string' },
      database: { type: 'string' },
    },
  });
  const kind = parseEngine(values.db);
  const records = parseCount(values.records, 100_000);
  const target = benchTarget({
    kind,
    records,
    dataDir: values['data-dir'],
    pgUrl: values['pg-url'] ?? process.env.BENCH_PG_URL,
    database: values.database,
  });
  await generateInto(target, records);
}
