/**
 * The upgrade drill (ops/upgrade-drill). The previous release (the commit in
 * ops/previous-release, or --from REF) makes a data folder (the embedded PostgreSQL) and a
 * database on a PostgreSQL server and puts data of every kind in them through its API; then
 * this tree's server starts on each, in place. It passes when, on both:
 * - the new server becomes ready, and stops cleanly, as the old one did;
 * - every row the old release left is still there, byte for byte in the old columns (a release
 *   may add rows, columns and tables; derived tables may be rebuilt), no sequence went back;
 * - the records and their history, the approved records and their deliveries, the counts and
 *   the transfers read through the API as before, every photo with the same bytes, and the
 *   sessions made before the upgrade still sign their users in;
 * - a record validated before the upgrade is approved after it with the next Jigyasu ID and
 *   delivered; a draft made before it is submitted; a photo is uploaded;
 * - in production, the new server refuses to start while a demo account has the published
 *   password, names it, and starts once `npm run user -- reset-password` has changed it.
 *
 *   ops/upgrade-drill [--from REF] [--engines embedded,postgres] [--pg-url URL] [--keep]
 *
 * --pg-url is a superuser's URL (default postgres://postgres@127.0.0.1:5432/postgres); --keep
 * keeps the work folder (server logs, data folder) and the database. Exits 1 on a failure.
 */
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildJigyasuId } from '../../packages/domain/src/jigyasu-id';
import {
  api,
  application,
  CHANGED_PASSWORD,
  CONSENT,
  DEMO_PASSWORD,
  differences,
  expectStatus,
  makeData,
  readApi,
  SEEKERS,
  signIn,
  transition,
  UNCHANGED_DEMO_ACCOUNT,
  uploadPhoto,
  type Tokens,
} from './api';
import {
  compareFingerprints,
  embeddedTarget,
  fingerprint,
  postgresTarget,
  registryMember,
  waitForDeliveries,
  type Engine,
  type Fingerprint,
  type Target,
} from './database';
import {
  Checks,
  cleanUp,
  messageOf,
  onCleanUp,
  run,
  say,
  secondsSince,
  step,
  tail,
} from './output';
import { launchServer, outcome, startServer } from './servers';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENGINES: readonly Engine[] = ['embedded', 'postgres'];

const { values: options } = parseArgs({
  options: {
    from: { type: 'string' },
    engines: { type: 'string', default: ENGINES.join(',') },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    keep: { type: 'boolean', default: false },
  },
});

async function resolveCommit(ref: string): Promise<string> {
  const verify = async () =>
    (
      await run('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: REPO })
    ).trim();
  try {
    return await verify();
  } catch {
    // A shallow CI clone may lack the previous release: fetch that one commit.
    say(`${ref} is not in this clone: fetching it from origin`);
    await run('git', ['fetch', '--quiet', '--no-tags', '--depth=1', 'origin', ref], { cwd: REPO });
    return verify();
  }
}

/**
 * The previous release's files (git archive: no worktree to register, nothing to prune after a
 * crash), its server's production dependencies (from npm's cache when it has them), its server
 * built. The web app is not needed: the drill talks to the API.
 */
async function prepareOldRelease(commit: string, work: string): Promise<string> {
  const dir = path.join(work, 'old-release');
  const archive = 'mkdir "$2" && git -C "$0" archive "$1" | tar -x -C "$2"';
  await run('bash', ['-o', 'pipefail', '-c', archive, REPO, commit, dir], { cwd: REPO });
  const install = ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--omit=dev'];
  const serverOnly = ['--workspace', '@form-a/server', '--include-workspace-root=false'];
  await step('old release: npm ci of its server', () =>
    run('npm', [...install, ...serverOnly], { cwd: dir }),
  );
  await step('old release: npm run build -w @form-a/server', () =>
    run('npm', ['run', 'build', '-w', '@form-a/server'], { cwd: dir }),
  );
  return dir;
}

interface Releases {
  old: string;
  current: string;
}

async function drill(engine: Engine, releases: Releases, work: string): Promise<Checks> {
  const checks = new Checks(engine);
  const target =
    engine === 'embedded'
      ? await embeddedTarget(work, releases.old)
      : await postgresTarget(options['pg-url']!, options.keep!);
  const where = engine === 'embedded' ? 'data folder' : 'database';
  const log = (release: string) => path.join(work, `${engine}-${release}-server.log`);

  // The previous release, as a development install: the demo seed, then our data.
  const oldServer = await step(`${engine}: old server ready on a fresh ${where}, demo seeded`, () =>
    startServer(
      releases.old,
      { ...target.env, NODE_ENV: 'development', SEED_DEMO: 'true' },
      log('old'),
    ),
  );
  const made = await step(
    `${engine}: data made through the old API`,
    async () => makeData(oldServer.baseUrl, await registryMember(await target.ownerUrl())),
    (result) =>
      `#${result.approvedBefore.id} approved as ${result.approvedBefore.uid}, ` +
      `#${result.waiting.id} validated and #${result.draft.id} drafted to cross the upgrade, ` +
      'a returned record, photos, changed passwords, a transfer request, a preference, ' +
      'an export, a card, a failed sign-in',
  );
  await waitForDeliveries(await target.ownerUrl());
  const apiBefore = await step(`${engine}: old API read`, () =>
    readApi(oldServer.baseUrl, made.tokens),
  );
  const oldExit = await step(`${engine}: old server stopped (SIGTERM)`, () => oldServer.stop());
  checks.check(oldExit === 0, 'the old server stopped cleanly', `exit code ${oldExit}`);
  const before = await step(
    `${engine}: fingerprint of the old release's ${where}`,
    () => target.whileStopped((url) => fingerprint(url)),
    (result) =>
      `${result.tables.size} tables, Jigyasu numbers issued up to ${result.jigyasu.highestIssued}`,
  );

  // This release on the same data.
  // The drill's accounts sign in with their passwords alone: it checks the data, not the second
  // factor of approvers and administrators (ADR 046), which the old release did not have.
  const newEnv = {
    ...target.env,
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    SECOND_FACTOR_ROLES: '',
  };
  const newServer = await step(`${engine}: NEW server ready on the same ${where}`, () =>
    startServer(releases.current, newEnv, log('new')),
  );
  try {
    const columnsOf = new Map([...before.tables].map(([key, table]) => [key, table.columns]));
    const after = await step(`${engine}: fingerprint after the upgrade`, async () =>
      fingerprint(await target.ownerUrl(), columnsOf),
    );
    compareFingerprints(before, after, checks);
    await checkMigrations(releases, before, after, checks);
    await checkApi(
      newServer.baseUrl,
      made,
      apiBefore,
      before.jigyasu.highestIssued,
      checks,
      target,
    );
  } finally {
    const newExit = await step(`${engine}: new server stopped (SIGTERM)`, () => newServer.stop());
    checks.check(newExit === 0, 'the new server stopped cleanly', `exit code ${newExit}`);
  }

  await checkProductionStart(releases, target, log('production'), checks);
  return checks;
}

/**
 * Every migration the new release has and the old one lacked ran once. Drizzle runs only those
 * whose journal time is later than the last one applied: a migration merged with an older time
 * is skipped without a word.
 */
async function checkMigrations(
  releases: Releases,
  before: Fingerprint,
  after: Fingerprint,
  checks: Checks,
) {
  const tags = async (release: string) => {
    const file = path.join(release, 'apps/server/src/db/migrations/meta/_journal.json');
    const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: Array<{ tag: string }> };
    return journal.entries.map((entry) => entry.tag);
  };
  const old = new Set(await tags(releases.old));
  const added = (await tags(releases.current)).filter((tag) => !old.has(tag));
  const recorded = (fingerprint: Fingerprint) =>
    fingerprint.tables.get('drizzle.__drizzle_migrations')?.count ?? 0;
  const applied = recorded(after) - recorded(before);
  checks.check(
    applied === added.length,
    `the new release's ${added.length} migration(s) ran: ${added.join(', ') || 'none'}`,
    `${applied} recorded in drizzle.__drizzle_migrations`,
  );
}

/** The old data through the new API, then the two records that crossed the upgrade. */
async function checkApi(
  baseUrl: string,
  made: Awaited<ReturnType<typeof makeData>>,
  apiBefore: Awaited<ReturnType<typeof readApi>>,
  highestIssued: number,
  checks: Checks,
  target: Target,
) {
  const me = await Promise.all(
    Object.entries(made.tokens).map(async ([uid, token]) => ({
      uid,
      status: (await api(baseUrl, 'GET', '/api/auth/me', { token })).status,
    })),
  );
  const signedOut = me.filter((answer) => answer.status !== 200);
  checks.check(
    signedOut.length === 0,
    'the sessions made before the upgrade still sign their users in',
    signedOut.map((answer) => `${answer.uid}: ${answer.status}`).join(', '),
  );
  const tokens: Tokens = { ...made.tokens };
  for (const { uid } of signedOut) {
    tokens[uid as keyof Tokens] = await signIn(baseUrl, uid, CHANGED_PASSWORD);
  }

  const apiAfter = await step(`${target.engine}: new API read`, () => readApi(baseUrl, tokens));
  const photos = Object.keys(apiBefore.photos);
  const changedPhotos = photos.filter((url) => apiAfter.photos[url] !== apiBefore.photos[url]);
  checks.check(
    photos.length > 0 && changedPhotos.length === 0,
    `every photo is served with the same bytes (${photos.length} photos, sha256)`,
    changedPhotos.join(', '),
  );
  const recordChanges = differences(apiBefore.records, apiAfter.records, 'records');
  checks.check(
    recordChanges.length === 0,
    `every record and its history read as before (${Object.keys(apiBefore.records).length} records)`,
    recordChanges.join('; '),
  );
  const otherChanges = [
    ...differences(apiBefore.approved, apiAfter.approved, 'approved-records'),
    ...differences(apiBefore.counts, apiAfter.counts, 'counts'),
    ...differences(apiBefore.transfers, apiAfter.transfers, 'transfers'),
  ];
  checks.check(
    otherChanges.length === 0,
    `the approved records and their deliveries (${Object.keys(apiBefore.approved).length}), ` +
      'the counts and the transfers read as before',
    otherChanges.join('; '),
  );

  // Validated before the upgrade, approved now: the number after the highest issued before.
  const waiting = apiAfter.records[made.waiting.id]!.registration;
  const expected = buildJigyasuId({
    firstName: waiting.first_name,
    middleName: waiting.middle_name,
    lastName: waiting.last_name,
    dob: waiting.dob ?? '',
    sequence: highestIssued + 1,
  });
  const approval = await transition(baseUrl, tokens.approver, waiting, 'approve');
  checks.check(
    approval.jigyasuId === expected && approval.registration.uid === expected,
    `#${waiting.id}, validated before the upgrade, is approved with the next Jigyasu ID ${expected}`,
    `got ${approval.jigyasuId}`,
  );
  const history = await expectStatus<{ logs: Array<{ action: string }> }>(
    `record #${waiting.id}`,
    200,
    api(baseUrl, 'GET', `/api/registrations/${waiting.id}`, { token: tokens.approver }),
  );
  const logsBefore = apiBefore.records[waiting.id]!.logs.length;
  checks.check(
    history.logs.length === logsBefore + 1,
    `its history goes on: ${logsBefore} entries before the upgrade, ${history.logs.length} now`,
  );
  await waitForDeliveries(await target.ownerUrl());
  const handoff = await expectStatus<{ items: unknown[]; delivery: { state: string } | null }>(
    `the approved record of #${waiting.id}`,
    200,
    api(baseUrl, 'GET', `/api/registrations/${waiting.id}/approved-record`, {
      token: tokens.approver,
    }),
  );
  checks.check(
    handoff.delivery?.state === 'delivered' && handoff.items.length === 1,
    'and it is delivered to the collection service',
    `delivery ${handoff.delivery?.state ?? 'none'}, ${handoff.items.length} stored`,
  );

  const draft = apiAfter.records[made.draft.id]!.registration;
  const submitted = await api(baseUrl, 'PUT', `/api/registrations/${draft.id}`, {
    token: tokens.secretary,
    json: {
      ...application(draft.photo, SEEKERS.draft),
      consent: CONSENT,
      action: 'submit',
      revision: draft.revision,
    },
  });
  checks.check(
    submitted.status === 200,
    `the draft #${draft.id} made before the upgrade is submitted`,
    `${submitted.status} ${JSON.stringify(submitted.body)}`,
  );
  const upload = await uploadPhoto(baseUrl, tokens.secretary, 200).then(
    () => '',
    (error: Error) => error.message,
  );
  checks.check(upload === '', 'a photo is uploaded', upload);
}

/**
 * The upgrade of a production install whose demo accounts came from an older release: the new
 * server refuses to start while one still has the published password (the old release changed
 * all but one through its API), and starts after `npm run user -- reset-password`.
 */
async function checkProductionStart(
  releases: Releases,
  target: Target,
  logFile: string,
  checks: Checks,
) {
  const env = {
    ...target.env,
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    // required in production while approvers and administrators need the second factor (ADR 046)
    SECOND_FACTOR_KEY: 'b'.repeat(64),
  };
  const refused = await launchServer(releases.current, env, logFile);
  const first = await step(`${target.engine}: NEW server started in production`, () =>
    outcome(refused),
  );
  if (first === 'ready') await refused.stop();
  checks.check(
    first !== 'ready' && first !== 0 && refused.output().includes(UNCHANGED_DEMO_ACCOUNT),
    `in production it refuses to start while ${UNCHANGED_DEMO_ACCOUNT} has the demo password, and names it`,
    first === 'ready' ? 'it started' : `exit code ${first}: ${tail(refused.output(), 8)}`,
  );

  await step(
    `${target.engine}: npm run user -- reset-password --uid ${UNCHANGED_DEMO_ACCOUNT} --password-stdin`,
    () =>
      run(
        'npm',
        [
          'run',
          '--silent',
          'user',
          '--',
          'reset-password',
          '--uid',
          UNCHANGED_DEMO_ACCOUNT,
          '--password-stdin',
        ],
        {
          cwd: releases.current,
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
          input: `${CHANGED_PASSWORD}\n`,
        },
      ),
  );
  const server = await step(`${target.engine}: NEW server ready in production`, () =>
    startServer(releases.current, env, logFile),
  );
  try {
    const status = async (uid: string, password: string) =>
      (
        await api(server.baseUrl, 'POST', '/api/auth/login', {
          json: { uid, password, remember: false },
        })
      ).status;
    const answers = {
      reset: await status(UNCHANGED_DEMO_ACCOUNT, CHANGED_PASSWORD),
      changedBefore: await status('approver', CHANGED_PASSWORD),
      demo: await status(UNCHANGED_DEMO_ACCOUNT, DEMO_PASSWORD),
    };
    checks.check(
      answers.reset === 200 && answers.changedBefore === 200 && answers.demo === 401,
      'then it starts: the reset password and one changed on the old release sign in, the demo one does not',
      JSON.stringify(answers),
    );
  } finally {
    const code = await server.stop();
    checks.check(code === 0, 'the production server stopped cleanly', `exit code ${code}`);
  }
}

/** The end of each server log of a failed engine (the work folder goes unless --keep). */
async function showServerLogs(work: string, engine: Engine) {
  for (const release of ['old', 'new', 'production']) {
    const file = path.join(work, `${engine}-${release}-server.log`);
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) process.stdout.write(`--- ${file}:\n${tail(text, 30) || '(empty)'}\n`);
  }
}

async function main(): Promise<boolean> {
  const engines = options.engines!.split(',').map((name) => name.trim()) as Engine[];
  const unknown = engines.filter((name) => !ENGINES.includes(name));
  if (unknown.length > 0)
    throw new Error(`--engines: ${ENGINES.join(', ')}; not ${unknown.join(', ')}`);
  const ref =
    options.from ?? (await readFile(path.join(REPO, 'ops/previous-release'), 'utf8')).trim();
  const commit = await resolveCommit(ref);
  const subject = (await run('git', ['log', '-1', '--format=%s', commit], { cwd: REPO })).trim();
  say(`upgrade drill from ${commit.slice(0, 10)} ("${subject}") to the working tree ${REPO}`);

  const work = await mkdtemp(path.join(os.tmpdir(), 'forma-upgrade-drill-'));
  // As root the embedded PostgreSQL runs as the user postgres, who must reach the data folder.
  await chmod(work, 0o755);
  onCleanUp(`the work folder ${work}`, async () =>
    options.keep ? say(`kept ${work}`) : rm(work, { recursive: true, force: true }),
  );
  const [old] = await Promise.all([
    prepareOldRelease(commit, work),
    step('new release: npm run build -w @form-a/server', () =>
      run('npm', ['run', 'build', '-w', '@form-a/server'], { cwd: REPO }),
    ),
  ]);

  const failed: string[] = [];
  for (const engine of engines) {
    let failures: string[];
    try {
      failures = (await drill(engine, { old, current: REPO }, work)).failures;
    } catch (error) {
      say(`${engine}: FAIL  ${messageOf(error)}`);
      failures = [messageOf(error).split('\n')[0]!];
    }
    if (failures.length > 0) {
      failed.push(engine);
      await showServerLogs(work, engine);
      for (const failure of failures) process.stdout.write(`  ${engine}: ${failure}\n`);
    }
  }
  say(`done in ${secondsSince()} s`);
  process.stdout.write(
    failed.length === 0
      ? `upgrade drill: PASS (${engines.join(', ')})\n`
      : `upgrade drill: FAIL (${failed.join(', ')})\n`,
  );
  return failed.length === 0;
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  process.stdout.write(`${messageOf(error)}\nupgrade drill: FAIL\n`);
} finally {
  await cleanUp();
}
process.exit(passed ? 0 : 1);
