import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES } from '@form-a/domain/messages';
import { PRIVACY_NOTICE_VERSION, PRIVACY_NOTICE_VERSIONS } from '@form-a/domain/privacy-notice';
import { registrations } from '../src/db/schema';
import { moveCount } from '../src/modules/registrations/counters';
import { insertRegistration } from '../src/modules/registrations/repository';
import { act, seedRegistry, TEST_CONSENT, uploadPhoto, validApplication } from './fixtures';
import { bearer, createTestContext, type TestContext } from './helper';

// ADR 053: a submit carries the seeker's consent to the privacy notice; the server stamps who
// recorded it and when; a record from before carries none, and says so.

const GRIEVANCE = 'Grievance Officer, Satsang Sabha, grievance@example.org, +91 11 2345 6789';

let ctx: TestContext;
let secretary: { id: number; uid: string; token: string };
let validator: string;
let approver: string;
let photo: string;

beforeAll(async () => {
  ctx = await createTestContext({
    config: {
      PRIVACY_GRIEVANCE_CONTACT: GRIEVANCE,
      RETENTION_DRAFT_DAYS: 90,
      RETENTION_RETURNED_DAYS: 200,
    },
  });
  await seedRegistry(ctx.database.db);
  const user = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
  secretary = { ...user, token: (await ctx.login(user.uid)).token };
  validator = (await ctx.login((await ctx.createUser({ role: 'UVVOLUNTER' })).uid)).token;
  approver = (await ctx.login((await ctx.createUser({ role: 'DBAPPROVER' })).uid)).token;
  photo = await uploadPhoto(ctx.app, secretary.token);
});
afterAll(async () => ctx?.close());

const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: { ...bearer(secretary.token), ...headers },
    payload,
  });

const update = (id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/registrations/${id}`,
    headers: bearer(secretary.token),
    payload,
  });

async function read(id: number, token = secretary.token) {
  const response = await ctx.app.inject({
    url: `/api/registrations/${id}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    registration: { id: number; status: number; revision: number };
    consent: {
      noticeVersion: string;
      language: string;
      recordedAt: string;
      recordedBy: { uid: string; name: string };
    } | null;
  };
}

async function inProcess() {
  const response = await ctx.app.inject({
    url: '/api/registrations/counts',
    headers: bearer(secretary.token),
  });
  return response.json().inProcess as number;
}

describe('a submit without consent', () => {
  it('is refused with 400 on the consent field, by key, and stores nothing', async () => {
    const before = await inProcess();
    const response = await create({ ...validApplication(photo), action: 'submit' });
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ consent: CONSENT_MESSAGES.required });
    expect(error.fieldMessages.consent).toEqual({ messageKey: 'consent.required' });
    expect(await inProcess()).toBe(before);
  });

  it('is refused when a draft is submitted by PUT, and the draft stays a draft', async () => {
    const draft = (await create({ ...validApplication(photo), action: 'draft' })).json()
      .registration;
    const response = await update(draft.id, {
      ...validApplication(photo),
      action: 'submit',
      revision: draft.revision,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fieldMessages.consent.messageKey).toBe('consent.required');
    expect((await read(draft.id)).registration).toMatchObject({ status: 7, revision: 1 });
  });
});

describe('a consent the server cannot accept', () => {
  it('refuses an unknown notice version with its own key', async () => {
    expect(PRIVACY_NOTICE_VERSIONS).not.toContain('2020-01-01');
    const response = await create({
      ...validApplication(photo),
      consent: { noticeVersion: '2020-01-01', language: 'en' },
      action: 'submit',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({
      'consent.noticeVersion': CONSENT_MESSAGES.unknownVersion,
    });
    expect(response.json().error.fieldMessages['consent.noticeVersion'].messageKey).toBe(
      'consent.unknownVersion',
    );
  });

  it.each([
    [
      'a language the notice is not written in',
      { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'fr' },
    ],
    ['no language', { noticeVersion: PRIVACY_NOTICE_VERSION }],
    ['a recorder of its own', { ...TEST_CONSENT, recordedBy: { uid: 'someone-else' } }],
    ['a bare string', PRIVACY_NOTICE_VERSION],
  ])('refuses %s', async (_case, consent) => {
    const response = await create({ ...validApplication(photo), consent, action: 'submit' });
    expect(response.statusCode, response.body).toBe(400);
    const keys = Object.values(response.json().error.fieldMessages).map(
      (message) => (message as { messageKey: string }).messageKey,
    );
    expect(keys).toEqual(['consent.invalid']);
  });
});

describe('a submit with consent', () => {
  it('is created (201) and its record shows the consent, recorded by the secretary', async () => {
    const before = Date.now();
    const response = await create({
      ...validApplication(photo),
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'hi' },
      action: 'submit',
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().registration.id as number;
    const { consent } = await read(id);
    expect(consent).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'hi',
      recordedAt: expect.any(String),
      recordedBy: { uid: secretary.uid, name: `Test ${secretary.uid}` },
    });
    const recordedAt = Date.parse(consent!.recordedAt);
    expect(recordedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(recordedAt).toBeLessThanOrEqual(Date.now() + 1000);
    // the reviewers read the same consent on their screens
    expect((await read(id, validator)).consent).toEqual(consent);
  });

  it('records the consent of a draft submitted later by PUT', async () => {
    const draft = (await create({ ...validApplication(photo), action: 'draft' })).json()
      .registration;
    const response = await update(draft.id, {
      ...validApplication(photo),
      consent: TEST_CONSENT,
      action: 'submit',
      revision: draft.revision,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await read(draft.id)).consent).toMatchObject({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'en',
      recordedBy: { uid: secretary.uid },
    });
  });

  it('replays the first answer to a retried submit and records one consent', async () => {
    const before = await inProcess();
    const key = `consent-retry-${Date.now()}`;
    const body = { ...validApplication(photo), consent: TEST_CONSENT, action: 'submit' };
    const first = await create(body, { 'idempotency-key': key });
    const second = await create(body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await inProcess()).toBe(before + 1);
    expect((await read(first.json().registration.id)).consent).not.toBeNull();
  });
});

describe('a draft', () => {
  it('is saved without consent, and holds none', async () => {
    const response = await create({ action: 'draft', branch: 'Agra', firstName: 'Meera' });
    expect(response.statusCode, response.body).toBe(201);
    expect((await read(response.json().registration.id)).consent).toBeNull();
  });

  it('records no consent even when one is sent: it is given to a submitted application', async () => {
    const response = await create({
      action: 'draft',
      branch: 'Agra',
      firstName: 'Meera',
      consent: TEST_CONSENT,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await read(response.json().registration.id)).consent).toBeNull();
  });
});

describe('the public settings', () => {
  it('publish the current notice version and the settings its words name', async () => {
    const response = await ctx.app.inject({ url: '/api/config/public' });
    expect(response.statusCode).toBe(200);
    expect(response.json().privacyNotice).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      grievanceContact: GRIEVANCE,
      retentionDraftDays: 90,
      retentionReturnedDays: 200,
    });
  });
});

/** A record as it stood before consent was asked for: submitted, with no consent columns. */
async function oldRecord(status: number) {
  const row = await insertRegistration(ctx.database.db, {
    ...validApplication(photo),
    status,
    createdBy: secretary.id,
    submittedAt: new Date('2025-01-02T03:04:05Z'),
  });
  await moveCount(ctx.database.db, 'Agra', null, status);
  return row;
}

describe('a record from before consent was asked for', () => {
  it('reads "consent: null" rather than a consent made up for it', async () => {
    const row = await oldRecord(1);
    expect((await read(row.id, approver)).consent).toBeNull();
    expect((await read(row.id, validator)).consent).toBeNull();
  });

  it('must bring a consent when it is resubmitted after a return', async () => {
    const row = await oldRecord(6);
    const without = await update(row.id, {
      ...validApplication(photo),
      action: 'resubmit',
      revision: row.revision,
    });
    expect(without.statusCode, without.body).toBe(400);
    expect(without.json().error.fieldMessages.consent.messageKey).toBe('consent.required');

    const withConsent = await update(row.id, {
      ...validApplication(photo),
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'hi' },
      action: 'resubmit',
      revision: row.revision,
    });
    expect(withConsent.statusCode, withConsent.body).toBe(200);
    expect((await read(row.id)).consent).toMatchObject({
      language: 'hi',
      recordedBy: { uid: secretary.uid },
    });
  });
});

describe('a returned record that holds a consent', () => {
  it('is resubmitted without asking again, and keeps the consent it had', async () => {
    const submitted = (
      await create({ ...validApplication(photo), consent: TEST_CONSENT, action: 'submit' })
    ).json().registration;
    const given = (await read(submitted.id)).consent;
    const returned = await act(
      ctx.app,
      validator,
      submitted.id,
      'return',
      submitted.revision,
      'Fix',
    );
    expect(returned.statusCode, returned.body).toBe(200);
    const resubmitted = await update(submitted.id, {
      ...validApplication(photo),
      address1: '14 Civil Lines',
      note: 'Address corrected',
      action: 'resubmit',
      revision: returned.json().registration.revision,
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect((await read(submitted.id)).consent).toEqual(given);
  });
});

describe('the stored columns', () => {
  it('name the account that recorded the consent, not one the client chose', async () => {
    const response = await create({
      ...validApplication(photo),
      consent: TEST_CONSENT,
      action: 'submit',
    });
    const [row] = await ctx.database.db
      .select({ by: registrations.consentRecordedBy, at: registrations.consentRecordedAt })
      .from(registrations)
      .where(eq(registrations.id, response.json().registration.id));
    expect(row?.by).toBe(secretary.id);
    expect(row?.at).toBeInstanceOf(Date);
  });
});
