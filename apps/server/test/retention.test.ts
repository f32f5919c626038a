import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { idempotencyKeys, photos, registrationLogs, registrations } from '../src/db/schema';
import { expiredIdempotencyKeys, IDEMPOTENCY_KEY_DAYS } from '../src/modules/idempotency/service';
import { photoIdFromPath } from '../src/modules/photos/photo-path';
import {
  retentionCutoff,
  retentionPlan,
  runRetention,
  type RetentionPlanEntry,
  type RetentionSettings,
} from '../src/modules/registrations/retention';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';

// ADR 055: the retention job erases drafts and returned records left untouched for their
// settings and discarded drafts after a day, and deletes photos no record shows after a day.
// The job takes its clock: these tests move it forward instead of ageing the rows.

const DAY = 24 * 60 * 60 * 1000;
const SETTINGS: RetentionSettings = { RETENTION_DRAFT_DAYS: 180, RETENTION_RETURNED_DAYS: 365 };

let ctx: TestContext;
let secretary: string;
let validator: string;
const start = Date.now();
const at = (days: number) => new Date(start + days * DAY);

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  const user = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
  secretary = (await ctx.login(user.uid)).token;
  validator = (await ctx.login((await ctx.createUser({ role: 'UVVOLUNTER' })).uid)).token;
});
afterAll(async () => ctx?.close());

async function plan(now: Date, settings = SETTINGS) {
  const entries: RetentionPlanEntry[] = [];
  for await (const entry of retentionPlan(ctx.database.db, settings, { now })) entries.push(entry);
  return entries;
}
const idsOf = (entries: RetentionPlanEntry[], kind: RetentionPlanEntry['kind']) =>
  entries.filter((entry) => entry.kind === kind).map((entry) => entry.id);

async function statusOf(id: number) {
  const [row] = await ctx.database.db
    .select({ status: registrations.status, firstName: registrations.firstName })
    .from(registrations)
    .where(eq(registrations.id, id));
  return row!;
}

async function createDraft(values: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: bearer(secretary),
    payload: { action: 'draft', branch: 'Agra', title: 'MS', ...values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().registration as { id: number; revision: number };
}

const photoExists = async (path: string) =>
  (
    await ctx.database.db
      .select()
      .from(photos)
      .where(eq(photos.id, photoIdFromPath(path)!))
  ).length === 1;

describe('the retention job with a moved clock', () => {
  let draft: number;
  let draftPhoto: string;
  let returned: number;
  let discarded: number;
  let submitted: number;
  let submittedPhoto: string;
  let orphanPhoto: string;

  beforeAll(async () => {
    draftPhoto = await uploadPhoto(ctx.app, secretary);
    draft = (await createDraft({ firstName: 'Forgotten', lastName: 'Draft', photo: draftPhoto }))
      .id;
    submittedPhoto = await uploadPhoto(ctx.app, secretary);
    const toReturn = await submitApplication(ctx.app, secretary, submittedPhoto, {
      firstName: 'Never',
      lastName: 'Resubmitted',
    });
    expect(
      (await act(ctx.app, validator, toReturn.id, 'return', 1, 'Photo blurred.')).statusCode,
    ).toBe(200);
    returned = toReturn.id;
    submitted = (
      await submitApplication(ctx.app, secretary, submittedPhoto, { firstName: 'Waiting' })
    ).id;
    const dropped = await createDraft({ firstName: 'Dropped' });
    const discard = await ctx.app.inject({
      method: 'POST',
      url: `/api/registrations/${dropped.id}/discard`,
      headers: bearer(secretary),
      payload: { revision: dropped.revision },
    });
    expect(discard.statusCode).toBe(200);
    discarded = dropped.id;
    // uploaded for a form that was never saved
    orphanPhoto = await uploadPhoto(ctx.app, secretary);
  });

  it('takes nothing within a day', async () => {
    expect(await plan(at(0.5))).toEqual([]);
    expect(await runRetention(ctx.database.db, SETTINGS, { now: at(0.5) })).toEqual({
      draft: 0,
      returned: 0,
      discarded: 0,
      orphanPhotos: 0,
      idempotencyKeys: 0,
    });
    expect((await statusOf(discarded)).status).toBe(8);
    expect(await photoExists(orphanPhoto)).toBe(true);
  });

  it('after a day, erases the discarded draft and deletes the orphan photo, nothing else', async () => {
    const entries = await plan(at(2));
    expect(idsOf(entries, 'discarded')).toEqual([discarded]);
    expect(idsOf(entries, 'photo')).toEqual([photoIdFromPath(orphanPhoto)]);
    expect(entries).toHaveLength(2);
    // ids, branches and dates: nothing of the person
    expect(JSON.stringify(entries)).not.toContain('Dropped');

    const counts = await runRetention(ctx.database.db, SETTINGS, { now: at(2) });
    expect(counts).toEqual({
      draft: 0,
      returned: 0,
      discarded: 1,
      orphanPhotos: 1,
      idempotencyKeys: 0,
    });
    expect(await statusOf(discarded)).toEqual({ status: 9, firstName: '' });
    expect(await photoExists(orphanPhoto)).toBe(false);
    // photos a record shows stay
    expect(await photoExists(draftPhoto)).toBe(true);
    expect(await photoExists(submittedPhoto)).toBe(true);
    expect((await statusOf(draft)).status).toBe(7);
  });

  it('keeps a draft younger than RETENTION_DRAFT_DAYS; the dry run lists an older one first, then it is erased', async () => {
    expect(idsOf(await plan(at(179)), 'draft')).toEqual([]);
    expect((await runRetention(ctx.database.db, SETTINGS, { now: at(179) })).draft).toBe(0);
    expect((await statusOf(draft)).status).toBe(7);

    const entries = await plan(at(181));
    expect(idsOf(entries, 'draft')).toEqual([draft]);
    expect(idsOf(entries, 'returned')).toEqual([]);
    // the dry run changed nothing
    expect(await statusOf(draft)).toEqual({ status: 7, firstName: 'Forgotten' });

    const counts = await runRetention(ctx.database.db, SETTINGS, { now: at(181) });
    expect(counts).toMatchObject({ draft: 1, returned: 0 });
    expect(await statusOf(draft)).toEqual({ status: 9, firstName: '' });
    expect(await photoExists(draftPhoto)).toBe(false);
    const [row] = await ctx.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, draft));
    expect(row).toMatchObject({
      erasedBy: null,
      erasedByName: 'Retention',
      erasureReason: 'retention',
    });
    const logs = await ctx.database.db
      .select()
      .from(registrationLogs)
      .where(eq(registrationLogs.registrationId, draft))
      .orderBy(asc(registrationLogs.id));
    expect(logs.at(-1)).toMatchObject({
      action: 'erase',
      fromStatus: 7,
      toStatus: 9,
      actorId: null,
      actorName: 'Retention',
      role: 'SYSTEM',
      note: 'retention',
    });
    // the returned record is younger than its own setting
    expect((await statusOf(returned)).status).toBe(6);
  });

  it('erases a returned record older than RETENTION_RETURNED_DAYS, never one in review', async () => {
    expect(idsOf(await plan(at(364)), 'returned')).toEqual([]);
    expect(idsOf(await plan(at(366)), 'returned')).toEqual([returned]);
    const counts = await runRetention(ctx.database.db, SETTINGS, { now: at(366) });
    expect(counts).toMatchObject({ returned: 1 });
    expect(await statusOf(returned)).toEqual({ status: 9, firstName: '' });
    expect((await statusOf(submitted)).status).toBe(1);
    // the submitted record shares the returned one's photo: it stays
    expect(await photoExists(submittedPhoto)).toBe(true);
    expect(await runRetention(ctx.database.db, SETTINGS, { now: at(366) })).toEqual({
      draft: 0,
      returned: 0,
      discarded: 0,
      orphanPhotos: 0,
      idempotencyKeys: 0,
    });
  });

  it('keeps drafts and returned records for ever when their setting is 0', async () => {
    await createDraft({ firstName: 'Kept' });
    const forever = { RETENTION_DRAFT_DAYS: 0, RETENTION_RETURNED_DAYS: 0 };
    expect(await plan(at(10_000), forever)).toEqual([]);
    expect((await runRetention(ctx.database.db, forever, { now: at(10_000) })).draft).toBe(0);
  });
});

describe('the stored answers of Idempotency-Keys (ADR 089)', () => {
  const createWithKey = (key: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: { ...bearer(secretary), 'idempotency-key': key },
      payload: { action: 'draft', branch: 'Agra', title: 'MS', firstName: 'Keyed' },
    });
  const storedKey = async (key: string) =>
    ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

  it('are answered for a month, then deleted by the job: the same key is then a new request', async () => {
    const first = await createWithKey('month-old');
    expect(first.statusCode, first.body).toBe(201);
    const fresh = await createWithKey('still-fresh');
    expect(fresh.statusCode).toBe(201);

    expect((await runRetention(ctx.database.db, SETTINGS, { now: at(29) })).idempotencyKeys).toBe(
      0,
    );
    const retried = await createWithKey('month-old');
    expect(retried.json().registration.id).toBe(first.json().registration.id);

    // the other key dated day 29: within a month of the job's day 31, so it stays
    await ctx.database.db
      .update(idempotencyKeys)
      .set({ createdAt: at(29) })
      .where(eq(idempotencyKeys.key, 'still-fresh'));
    // the dry run counts what the run deletes
    const keyCutoff = retentionCutoff(at(31), IDEMPOTENCY_KEY_DAYS);
    const expired = await expiredIdempotencyKeys(ctx.database.db, keyCutoff);
    expect(expired).toBeGreaterThanOrEqual(1);
    const counts = await runRetention(ctx.database.db, SETTINGS, { now: at(31), batchSize: 1 });
    expect(counts.idempotencyKeys).toBe(expired);
    expect(await expiredIdempotencyKeys(ctx.database.db, keyCutoff)).toBe(0);
    expect(await storedKey('month-old')).toEqual([]);
    expect(await storedKey('still-fresh')).toHaveLength(1);
    const late = await createWithKey('month-old');
    expect(late.statusCode).toBe(201);
    expect(late.json().registration.id).not.toBe(first.json().registration.id);
  });
});
