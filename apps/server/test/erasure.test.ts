import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import {
  idempotencyKeys,
  notifications,
  outbox,
  photos,
  registrationLogs,
  registrations,
} from '../src/db/schema';
import { photoIdFromPath } from '../src/modules/photos/photo-path';
import { bearer, createTestContext, type TestContext } from './helper';
import {
  act,
  seedRegistry,
  submitApplication,
  TEST_CONSENT,
  uploadPhoto,
  validApplication,
} from './fixtures';

// ADR 055: an approver or administrator erases the personal data of a record not yet approved;
// for an approved record the request goes to the collection service, once.

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const names: Record<string, string> = {};

async function signIn(
  who: string,
  role: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER' | 'DATAVIEWER' | 'ADMIN',
  branch?: string,
) {
  const user = await ctx.createUser({ role, branch: branch ?? null });
  tokens[who] = (await ctx.login(user.uid)).token;
  ids[who] = user.id;
  names[who] = `Test ${user.uid}`;
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  await signIn('secretary', 'BBRANCHSEC', 'Agra');
  await signIn('validator', 'UVVOLUNTER');
  await signIn('approver', 'DBAPPROVER');
  await signIn('viewer', 'DATAVIEWER');
  await signIn('admin', 'ADMIN');
});
afterAll(async () => ctx?.close());

const get = (who: string, url: string) => ctx.app.inject({ url, headers: bearer(tokens[who]!) });

function erase(who: string, id: number, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/registrations/${id}/erasure`,
    headers: bearer(tokens[who]!),
    payload: body,
  });
}

async function revisionOf(id: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ revision: registrations.revision })
    .from(registrations)
    .where(eq(registrations.id, id));
  return row!.revision;
}

async function createDraft(values: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: bearer(tokens.secretary!),
    payload: { action: 'draft', branch: 'Agra', title: 'MS', ...values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().registration as { id: number; revision: number };
}

const SEEKER = {
  title: 'MS',
  firstName: 'Vasudha',
  middleName: '',
  lastName: 'Tripathi',
  dob: '1991-04-12',
  fatherName: 'Girish Tripathi',
  motherName: 'Kamla Tripathi',
  spouseName: 'Arun Tripathi',
  spouseTitle: 'MR',
  address1: '7 Raja Mandi',
  email: 'vasudha@example.org',
  phone: '+919812345678',
  bloodGroup: 'AB+',
};

describe('erasing a returned record', () => {
  let record: number;
  let twin: number;
  let photo: string;
  const reason = 'The seeker withdrew her application in writing.';

  beforeAll(async () => {
    photo = await uploadPhoto(ctx.app, tokens.secretary!);
    // submitted with an Idempotency-Key: the portal keeps its answer, a copy of the record
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: { ...bearer(tokens.secretary!), 'idempotency-key': 'erasure-test-submit' },
      payload: { ...validApplication(photo), consent: TEST_CONSENT, ...SEEKER, action: 'submit' },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    record = submitted.json().registration.id;
    // the same person once more, still in the pipeline: the duplicate check pairs the two
    const twinPhoto = await uploadPhoto(ctx.app, tokens.secretary!);
    twin = (await submitApplication(ctx.app, tokens.secretary!, twinPhoto, SEEKER)).id;
    const returned = await act(ctx.app, tokens.validator!, record, 'return', 1, 'Photo blurred.');
    expect(returned.statusCode, returned.body).toBe(200);
  });

  it('is found by name and by the duplicate check before, and the secretary was told', async () => {
    const found = (await get('approver', '/api/search?q=Vasudha%20Tripathi')).json();
    expect(found.items.map((item: { id: number }) => item.id)).toContain(record);
    const duplicates = (await get('validator', `/api/registrations/${twin}/duplicates`)).json();
    expect(
      duplicates.matches.map((match: { registration_id: number | null }) => match.registration_id),
    ).toContain(record);
    const bell = (await get('secretary', '/api/notifications')).json();
    expect(
      bell.items.filter(
        (item: { registrationId: number | null }) => item.registrationId === record,
      ),
    ).toHaveLength(1);
  });

  it('blanks the person, deletes the photo and every copy, and keeps a tombstone and the history', async () => {
    const countsBefore = (await get('approver', '/api/registrations/counts')).json();
    const response = await erase('approver', record, { reason: `  ${reason} `, revision: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      outcome: 'erased',
      messageKey: 'workflow.erased',
      tombstone: {
        id: record,
        status: 9,
        branch: 'Agra',
        erasedBy: names.approver,
        reason,
        submittedAt: expect.any(String),
      },
    });

    // the row: the tombstone's columns, and nothing of the person
    const [row] = await ctx.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, record));
    expect(row).toMatchObject({
      id: record,
      status: 9,
      branch: 'Agra',
      title: '',
      firstName: '',
      middleName: '',
      lastName: '',
      dob: null,
      fatherName: '',
      motherName: '',
      spouseName: '',
      spouseTitle: '',
      address1: '',
      city: '',
      region: '',
      zipcode: '',
      country: '',
      email: '',
      phone: '',
      caste: '',
      bloodGroup: '',
      photo: '',
      note: '',
      erasedBy: ids.approver,
      erasedByName: names.approver,
      erasureReason: reason,
    });
    expect(row!.erasedAt).toBeInstanceOf(Date);
    expect(row!.submittedAt).toBeInstanceOf(Date);

    // the photo: its bytes are gone, its address answers 404 to everyone
    const photoId = photoIdFromPath(photo)!;
    expect(await ctx.database.db.select().from(photos).where(eq(photos.id, photoId))).toEqual([]);
    for (const who of ['secretary', 'approver', 'validator']) {
      expect((await get(who, photo)).statusCode, who).toBe(404);
    }

    // the record: a 410 that says who, when and why, and nothing of the person
    for (const who of ['approver', 'secretary', 'validator']) {
      const gone = await get(who, `/api/registrations/${record}`);
      expect(gone.statusCode, who).toBe(410);
      expect(gone.json().error).toMatchObject({
        code: 'GONE',
        messageKey: 'record.erased',
        params: { erasedBy: names.approver, reason, erasedAt: body.tombstone.erasedAt },
      });
      expect(gone.body).not.toContain('Vasudha');
    }

    // search and the duplicate check no longer know the person by this record
    const found = (await get('approver', '/api/search?q=Vasudha%20Tripathi')).json();
    const foundIds = found.items.map((item: { id: number }) => item.id);
    expect(foundIds).not.toContain(record);
    expect(foundIds).toContain(twin);
    expect((await get('approver', `/api/search?q=${record}`)).json().items).toEqual([]);
    const duplicates = (await get('validator', `/api/registrations/${twin}/duplicates`)).json();
    expect(
      duplicates.matches.map((match: { registration_id: number | null }) => match.registration_id),
    ).not.toContain(record);

    // the stored idempotent answer and the bell's entry carried the name: both are gone
    expect(
      await ctx.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'erasure-test-submit')),
    ).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.registrationId, record)),
    ).toEqual([]);

    // lists and counts: the record is in none
    const all = (await get('approver', '/api/registrations?view=all&pageSize=100')).json();
    expect(all.items.map((item: { id: number }) => item.id)).not.toContain(record);
    const countsAfter = (await get('approver', '/api/registrations/counts')).json();
    expect(countsAfter.returned).toBe(countsBefore.returned - 1);

    // the history stays, with the erasure as its last step
    const logs = await ctx.database.db
      .select()
      .from(registrationLogs)
      .where(eq(registrationLogs.registrationId, record))
      .orderBy(asc(registrationLogs.id));
    expect(logs.map((log) => [log.action, log.fromStatus, log.toStatus])).toEqual([
      ['submit', null, 1],
      ['return', 1, 6],
      ['erase', 6, 9],
    ]);
    expect(logs[2]).toMatchObject({
      actorId: ids.approver,
      actorName: names.approver,
      role: 'DBAPPROVER',
      note: reason,
    });
  });

  it('refuses a second erasure with 409', async () => {
    const again = await erase('approver', record, { reason, revision: await revisionOf(record) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'INVALID_TRANSITION',
      messageKey: 'conflict.erased',
    });
  });
});

describe('who may erase, and what is refused', () => {
  it('refuses a stale revision with 409 and erases nothing', async () => {
    const photo = await uploadPhoto(ctx.app, tokens.secretary!);
    const submitted = await submitApplication(ctx.app, tokens.secretary!, photo, {
      firstName: 'Stale',
    });
    const stale = await erase('approver', submitted.id, { reason: 'asked', revision: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_REVISION');
    expect((await get('approver', `/api/registrations/${submitted.id}`)).statusCode).toBe(200);
  });

  it('is for approvers and administrators only', async () => {
    const draft = await createDraft({ firstName: 'Roles' });
    for (const who of ['secretary', 'validator', 'viewer']) {
      const refused = await erase(who, draft.id, { reason: 'asked', revision: draft.revision });
      expect(refused.statusCode, who).toBe(403);
    }
    expect((await get('secretary', `/api/registrations/${draft.id}`)).statusCode).toBe(200);
    expect(
      (await erase('approver', 987_654_321, { reason: 'asked', revision: 1 })).statusCode,
    ).toBe(404);

    // an administrator erases a draft: the tombstone and the history name her
    const erased = await erase('admin', draft.id, { reason: 'asked', revision: draft.revision });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().tombstone).toMatchObject({ status: 9, erasedBy: names.admin });
    const [log] = await ctx.database.db
      .select()
      .from(registrationLogs)
      .where(
        and(eq(registrationLogs.registrationId, draft.id), eq(registrationLogs.action, 'erase')),
      );
    expect(log).toMatchObject({ fromStatus: 7, toStatus: 9, role: 'ADMIN', actorId: ids.admin });
  });

  it('wants a reason, said in the field', async () => {
    const draft = await createDraft({ firstName: 'Reason' });
    const missing = await erase('approver', draft.id, { revision: draft.revision });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldMessages.reason.messageKey).toBe('erasure.reasonRequired');
    const blank = await erase('approver', draft.id, { reason: '   ', revision: draft.revision });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fieldMessages.reason.messageKey).toBe('erasure.reasonRequired');
    const long = await erase('approver', draft.id, {
      reason: 'x'.repeat(501),
      revision: draft.revision,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fieldMessages.reason).toEqual({
      messageKey: 'erasure.reasonTooLong',
      params: { max: '500' },
    });
    expect((await get('secretary', `/api/registrations/${draft.id}`)).statusCode).toBe(200);
  });

  it('erases a discarded draft, and leaves a photo another record still shows', async () => {
    const photo = await uploadPhoto(ctx.app, tokens.secretary!);
    const discarded = await createDraft({ firstName: 'Dropped', photo });
    const other = await createDraft({ firstName: 'Keeps', photo });
    const discard = await ctx.app.inject({
      method: 'POST',
      url: `/api/registrations/${discarded.id}/discard`,
      headers: bearer(tokens.secretary!),
      payload: { revision: discarded.revision },
    });
    expect(discard.statusCode).toBe(200);
    const erased = await erase('approver', discarded.id, {
      reason: 'asked',
      revision: discarded.revision + 1,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().tombstone.status).toBe(9);
    expect((await get('secretary', photo)).statusCode).toBe(200);
    expect(
      (await get('secretary', `/api/registrations/${other.id}`)).json().registration.photo,
    ).toBe(photo);
  });
});

describe('erasing an approved record', () => {
  it('queues one request to the collection service and erases nothing here', async () => {
    const photo = await uploadPhoto(ctx.app, tokens.secretary!);
    const submitted = await submitApplication(ctx.app, tokens.secretary!, photo, {
      firstName: 'Approved',
      lastName: 'Seeker',
    });
    expect((await act(ctx.app, tokens.validator!, submitted.id, 'validate', 1)).statusCode).toBe(
      200,
    );
    const approved = await act(ctx.app, tokens.approver!, submitted.id, 'approve', 2);
    expect(approved.statusCode, approved.body).toBe(200);
    const queuedRows = () =>
      ctx.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.registrationId, submitted.id), like(outbox.kind, '%erasure%')));

    const revision = await revisionOf(submitted.id);
    const stale = await erase('approver', submitted.id, { reason: 'asked', revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_REVISION');
    expect(await queuedRows()).toHaveLength(0);

    const first = await erase('approver', submitted.id, { reason: 'Asked by letter.', revision });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({
      outcome: 'requested',
      messageKey: 'erasure.requested',
      id: submitted.id,
      alreadyQueued: false,
    });
    expect(await queuedRows()).toHaveLength(1);

    const second = await erase('approver', submitted.id, {
      reason: 'Asked again.',
      revision: await revisionOf(submitted.id),
    });
    expect(second.statusCode, second.body).toBe(202);
    expect(second.json()).toMatchObject({
      outcome: 'requested',
      messageKey: 'erasure.alreadyRequested',
      alreadyQueued: true,
    });
    expect(await queuedRows()).toHaveLength(1);

    // the record itself is untouched: the collection service holds what is to be erased
    const detail = await get('approver', `/api/registrations/${submitted.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().registration).toMatchObject({
      status: 3,
      first_name: 'Approved',
      photo,
    });
  });
});
