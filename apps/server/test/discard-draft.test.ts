import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { registrationLogs, registrations } from '../src/db/schema';
import {
  retentionPlan,
  runRetention,
  type RetentionPlanEntry,
} from '../src/modules/registrations/retention';
import { bearer, createTestContext, type TestContext } from './helper';
import { seedRegistry, submitApplication, uploadPhoto } from './fixtures';

// ADR 051: a secretary discards a draft (and the retention job, since ADR 055, erases old ones);
// autosaves add no history entry.

let ctx: TestContext;
const tokens: Record<string, string> = {};

async function signIn(
  name: string,
  role: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DATAVIEWER',
  branch?: string,
) {
  const user = await ctx.createUser({ role, branch: branch ?? null });
  tokens[name] = (await ctx.login(user.uid)).token;
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  await signIn('agra', 'BBRANCHSEC', 'Agra');
  await signIn('agra2', 'BBRANCHSEC', 'Agra');
  await signIn('gurgaon', 'BBRANCHSEC', 'Gurgaon');
  await signIn('validator', 'UVVOLUNTER');
  await signIn('viewer', 'DATAVIEWER');
});
afterAll(async () => ctx?.close());

const get = (who: string, url: string) => ctx.app.inject({ url, headers: bearer(tokens[who]!) });

async function createDraft(values: Record<string, unknown> = {}, who = 'agra') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: bearer(tokens[who]!),
    payload: { action: 'draft', branch: 'Agra', title: 'MS', ...values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().registration as { id: number; revision: number; status: number };
}

function discard(who: string, id: number, revision: number) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/registrations/${id}/discard`,
    headers: bearer(tokens[who]!),
    payload: { revision },
  });
}

function save(id: number, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/registrations/${id}`,
    headers: bearer(tokens.agra!),
    payload: { branch: 'Agra', title: 'MS', ...body },
  });
}

async function logsOf(id: number) {
  return ctx.database.db
    .select()
    .from(registrationLogs)
    .where(eq(registrationLogs.registrationId, id))
    .orderBy(asc(registrationLogs.id));
}

const listIds = async (who: string, view: string) =>
  (
    (await get(who, `/api/registrations?view=${view}&pageSize=100`)).json().items as Array<{
      id: number;
    }>
  ).map((item) => item.id);

const countsOf = async (who: string) => (await get(who, '/api/registrations/counts')).json();

describe('a secretary discards a draft', () => {
  it('takes it out of every list, count and search, and keeps its history', async () => {
    const draft = await createDraft({ firstName: 'Vasundhara', lastName: 'Kulshreshtha' });
    const kept = await createDraft({ firstName: 'Vasundhara', lastName: 'Bhatnagar' });
    const before = await countsOf('agra');
    const reportBefore = (await get('agra', '/api/reports')).json();
    expect(await listIds('agra', 'draft')).toContain(draft.id);

    const response = await discard('agra', draft.id, draft.revision);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'The draft has been discarded.',
      messageKey: 'workflow.discarded',
      id: draft.id,
    });

    for (const view of ['draft', 'mine']) {
      const ids = await listIds('agra', view);
      expect(ids, view).not.toContain(draft.id);
      expect(ids, view).toContain(kept.id);
    }
    expect(await listIds('validator', 'all')).not.toContain(draft.id);
    expect(await listIds('validator', 'draft')).not.toContain(draft.id);
    const mine = (await get('agra', '/api/registrations?view=mine&pageSize=100')).json();
    expect(mine.total).toBe(mine.items.length);

    const after = await countsOf('agra');
    expect(after.draft).toBe(before.draft - 1);
    const reportAfter = (await get('agra', '/api/reports')).json();
    const total = (report: { byBranch: Array<{ branch: string; total: number; draft: number }> }) =>
      report.byBranch.find((row) => row.branch === 'Agra');
    expect(total(reportAfter)?.draft).toBe((total(reportBefore)?.draft ?? 0) - 1);
    expect(total(reportAfter)?.total).toBe((total(reportBefore)?.total ?? 0) - 1);
    expect(reportAfter.byStatus.map((row: { status: number }) => row.status)).not.toContain(8);

    const found = (await get('agra', '/api/search?q=Vasundhara'))
      .json()
      .items.map((item: { id: number }) => item.id);
    expect(found).toEqual([kept.id]);
    expect((await get('agra', `/api/search?q=${draft.id}`)).json().items).toEqual([]);

    expect((await get('agra', `/api/registrations/${draft.id}`)).statusCode).toBe(404);
    expect((await get('validator', `/api/registrations/${draft.id}`)).statusCode).toBe(404);
    expect((await get('validator', `/api/registrations/${draft.id}/duplicates`)).statusCode).toBe(
      404,
    );

    // the history: the creation and the discard, with who and when
    const logs = await logsOf(draft.id);
    expect(logs.map((log) => [log.action, log.fromStatus, log.toStatus])).toEqual([
      ['draft', null, 7],
      ['discard', 7, 8],
    ]);
    expect(logs[1]).toMatchObject({ role: 'BBRANCHSEC', note: '' });
    expect(logs[1]!.actorId).toEqual(expect.any(Number));
    expect(logs[1]!.actorName).toMatch(/^Test /);
    expect(logs[1]!.createdAt).toBeInstanceOf(Date);
  });

  it('stops serving the photo of a discarded draft', async () => {
    const photo = await uploadPhoto(ctx.app, tokens.agra!);
    const draft = await createDraft({ firstName: 'Photo', photo });
    expect((await get('agra', photo)).statusCode).toBe(200);
    expect((await discard('agra', draft.id, draft.revision)).statusCode).toBe(200);
    expect((await get('agra', photo)).statusCode).toBe(404);
    expect((await get('agra2', photo)).statusCode).toBe(404);
    expect((await get('validator', photo)).statusCode).toBe(404);
  });

  it('refuses a stale revision, a record that is no longer a draft, and a second discard', async () => {
    const draft = await createDraft({ firstName: 'Stale' });
    const saved = await save(draft.id, { action: 'draft', revision: draft.revision });
    expect(saved.statusCode).toBe(200);
    const stale = await discard('agra', draft.id, draft.revision);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_REVISION');

    const photo = await uploadPhoto(ctx.app, tokens.agra!);
    const submitted = await submitApplication(ctx.app, tokens.agra!, photo, {
      firstName: 'Submitted',
    });
    const notDraft = await discard('agra', submitted.id, submitted.revision);
    expect(notDraft.statusCode).toBe(409);
    expect(notDraft.json().error).toMatchObject({
      code: 'INVALID_TRANSITION',
      messageKey: 'conflict.submitted',
    });

    const revision = saved.json().registration.revision;
    expect((await discard('agra', draft.id, revision)).statusCode).toBe(200);
    const again = await discard('agra', draft.id, revision + 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'INVALID_TRANSITION',
      messageKey: 'conflict.discarded',
    });
    // an autosave still on its way to the discarded draft hears why, and stores nothing
    const late = await save(draft.id, {
      action: 'draft',
      revision: revision + 1,
      autosave: true,
      firstName: 'Late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.messageKey).toBe('conflict.discarded');
  });

  it('is for a secretary of the draft’s own branch only', async () => {
    const draft = await createDraft({ firstName: 'Scoped' });
    expect((await discard('gurgaon', draft.id, draft.revision)).statusCode).toBe(404);
    expect((await discard('validator', draft.id, draft.revision)).statusCode).toBe(403);
    expect((await discard('viewer', draft.id, draft.revision)).statusCode).toBe(403);
    // any secretary of the branch, not only the one who began it
    expect((await discard('agra2', draft.id, draft.revision)).statusCode).toBe(200);
  });

  it('answers a missing revision with a field message', async () => {
    const draft = await createDraft();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/registrations/${draft.id}/discard`,
      headers: bearer(tokens.agra!),
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('revision');
  });
});

describe('autosave', () => {
  it('stores what was typed with a new revision but adds no history entry', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: bearer(tokens.agra!),
      payload: { action: 'draft', autosave: true, branch: 'Agra', firstName: 'K' },
    });
    expect(created.statusCode, created.body).toBe(201);
    let record = created.json().registration;
    const countsBefore = await countsOf('agra');

    // a burst of typing, saved every few keystrokes as the wizard does
    for (const firstName of ['Ka', 'Kam', 'Kama', 'Kamal']) {
      const response = await save(record.id, {
        action: 'draft',
        autosave: true,
        revision: record.revision,
        firstName,
      });
      expect(response.statusCode, response.body).toBe(200);
      record = response.json().registration;
    }
    expect(record).toMatchObject({ first_name: 'Kamal', revision: 5, status: 7 });
    expect(await logsOf(record.id)).toEqual([]);
    expect(await countsOf('agra')).toEqual(countsBefore);
    const detail = (await get('agra', `/api/registrations/${record.id}`)).json();
    expect(detail.logs).toEqual([]);

    // the Draft button is a step of the history
    const explicit = await save(record.id, {
      action: 'draft',
      revision: record.revision,
      firstName: 'Kamal',
    });
    expect(explicit.statusCode).toBe(200);
    expect((await logsOf(record.id)).map((log) => log.action)).toEqual(['draft']);
  });

  it('counts a draft an autosave began', async () => {
    const before = await countsOf('agra');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: bearer(tokens.agra!),
      payload: { action: 'draft', autosave: true, branch: 'Agra', firstName: 'Counted' },
    });
    expect(created.statusCode).toBe(201);
    expect((await countsOf('agra')).draft).toBe(before.draft + 1);
    expect(await listIds('agra', 'draft')).toContain(created.json().registration.id);
  });

  it('is never a submit', async () => {
    const draft = await createDraft({ firstName: 'Never' });
    const response = await save(draft.id, {
      action: 'submit',
      autosave: true,
      revision: draft.revision,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('autosave');
    const create = await ctx.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: bearer(tokens.agra!),
      payload: { action: 'submit', autosave: true },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().error.fields).toHaveProperty('autosave');
  });
});

describe('the retention job', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const SETTINGS = { RETENTION_DRAFT_DAYS: 180, RETENTION_RETURNED_DAYS: 365 };

  async function plannedDrafts(batchSize?: number) {
    const entries: RetentionPlanEntry[] = [];
    for await (const entry of retentionPlan(
      ctx.database.db,
      SETTINGS,
      batchSize ? { batchSize } : {},
    ))
      entries.push(entry);
    return entries.filter((entry) => entry.kind === 'draft').map((entry) => entry.id);
  }

  /** Moves a draft's last save `days` into the past, as if nobody had touched it since. */
  async function age(ids: number[], days: number) {
    await ctx.database.db
      .update(registrations)
      .set({ updatedAt: sql`now() - make_interval(days => ${days})` })
      .where(inArray(registrations.id, ids));
  }

  it('erases drafts untouched for the retention period, as the system, batch by batch', async () => {
    const old = [];
    for (const firstName of ['Amar', 'Bela', 'Chandra', 'Deepa', 'Esha']) {
      old.push(await createDraft({ firstName, lastName: 'Retention' }));
    }
    const recent = await createDraft({ firstName: 'Recent', lastName: 'Retention' });
    const almost = await createDraft({ firstName: 'Almost', lastName: 'Retention' });
    const photo = await uploadPhoto(ctx.app, tokens.agra!);
    const submitted = await submitApplication(ctx.app, tokens.agra!, photo, {
      firstName: 'Waiting',
    });
    await age(
      old.map((draft) => draft.id),
      200,
    );
    await age([almost.id], 179);
    await age([submitted.id], 400);
    const before = await countsOf('agra');

    // the dry run lists them, page by page, and changes nothing
    expect(await plannedDrafts()).toEqual(old.map((draft) => draft.id));
    expect(await plannedDrafts(2)).toEqual(old.map((draft) => draft.id));
    expect((await countsOf('agra')).draft).toBe(before.draft);

    const erased = await runRetention(ctx.database.db, SETTINGS, { batchSize: 2 });
    expect(erased.draft).toBe(5);
    const drafts = await listIds('agra', 'draft');
    for (const draft of old) expect(drafts).not.toContain(draft.id);
    expect(drafts).toEqual(expect.arrayContaining([recent.id, almost.id]));
    expect(await listIds('agra', 'in-process')).toContain(submitted.id);
    expect((await countsOf('agra')).draft).toBe(before.draft - 5);

    const [log] = (await logsOf(old[0]!.id)).filter((row) => row.action === 'erase');
    expect(log).toMatchObject({
      fromStatus: 7,
      toStatus: 9,
      actorId: null,
      actorName: 'Retention',
      role: 'SYSTEM',
      note: 'retention',
    });
    expect(Date.now() - log!.createdAt.getTime()).toBeLessThan(DAY);

    // nothing left to do
    expect((await runRetention(ctx.database.db, SETTINGS)).draft).toBe(0);
  });

  it('lets several servers run it at once without erasing a draft twice', async () => {
    const old = [];
    for (const firstName of ['Gita', 'Hari', 'Indu', 'Jaya', 'Kiran', 'Lata']) {
      old.push(await createDraft({ firstName }));
    }
    await age(
      old.map((draft) => draft.id),
      365,
    );
    const counts = await Promise.all([
      runRetention(ctx.database.db, SETTINGS, { batchSize: 2 }),
      runRetention(ctx.database.db, SETTINGS, { batchSize: 2 }),
    ]);
    expect(counts[0].draft + counts[1].draft).toBe(6);
    for (const draft of old) {
      const erasures = (await logsOf(draft.id)).filter((row) => row.action === 'erase');
      expect(erasures).toHaveLength(1);
    }
  });

  it('never writes a history row without an account unless it is the system’s', async () => {
    const draft = await createDraft({ firstName: 'Nobody' });
    await expect(
      ctx.database.db.insert(registrationLogs).values({
        registrationId: draft.id,
        action: 'draft',
        fromStatus: 7,
        toStatus: 7,
        actorId: null,
        actorName: 'Nobody',
        role: 'BBRANCHSEC',
      }),
    ).rejects.toThrow();
  });
});
