import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { subjectExportSchema, type SubjectExport } from '@form-a/domain/api/subject-export';
import { OUTBOX_KINDS } from '@form-a/domain/outbox-kinds';
import { registrationRecordSchema } from '@form-a/domain/schemas/registration-record';
import { upsertMembers } from '../src/modules/members/repository';
import { bearer, createTestContext, type TestContext } from './helper';
import {
  act,
  seedRegistry,
  submitApplication,
  TEST_CONSENT,
  uploadPhoto,
  validApplication,
} from './fixtures';

// ADR 056: the right of access. One file with everything held about one person, and nothing
// of anyone else, even of the people the duplicate check compared them with.

type Role = 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER' | 'DATAVIEWER' | 'ADMIN';

/** A registry member who is, to the duplicate check, likely the same person as the subject. */
const LOOKALIKE_MEMBER = {
  uid: 'RKS199601109876J',
  email: 'lookalike.member@example.net',
  phone: '+919800011122',
};
/** Another application of the same person's name and birth date, with other details. */
const LOOKALIKE_RECORD = {
  email: 'second.application@example.net',
  phone: '+919811122233',
  address1: '77 Jasmine Residency',
  zipcode: '110077',
};
/** Someone else altogether. */
const STRANGER = {
  firstName: 'Zorawar',
  lastName: 'Quillfeather',
  email: 'zorawar.q@example.net',
  phone: '+919822233344',
  address1: '5 Lotus Enclave',
  fatherName: 'Balwant Quillfeather',
};

let ctx: TestContext;
const tokens = {} as Record<Role, string>;
let approverUid: string;
let subject: { id: number; jigyasuId: string; photo: string };
let lookalikeId: number;
let strangerId: number;

function subjectExport(token: string, id: number, query = '') {
  return ctx.app.inject({
    url: `/api/registrations/${id}/subject-export${query}`,
    headers: bearer(token),
  });
}

async function pdfText(bytes: Buffer): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await task.promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return parts.join('\n');
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  for (const role of ['BBRANCHSEC', 'UVVOLUNTER', 'DBAPPROVER', 'DATAVIEWER', 'ADMIN'] as const) {
    const user = await ctx.createUser({ role, branch: role === 'BBRANCHSEC' ? 'Agra' : null });
    tokens[role] = (await ctx.login(user.uid)).token;
    if (role === 'DBAPPROVER') approverUid = user.uid;
  }
  const base = validApplication('');
  await upsertMembers(ctx.database.db, [
    {
      uid: LOOKALIKE_MEMBER.uid,
      title: 'MR',
      firstName: base.firstName,
      middleName: '',
      lastName: base.lastName,
      dob: base.dob,
      fatherFirstName: 'Ram',
      fatherMiddleName: 'Kumar',
      fatherLastName: 'Sharma',
      branch: 'Delhi',
      status: 'Jigyasu',
      emailAddress: LOOKALIKE_MEMBER.email,
      phoneNumber: LOOKALIKE_MEMBER.phone,
    },
  ]);

  const secretary = tokens.BBRANCHSEC;
  const lookalike = await submitApplication(
    ctx.app,
    secretary,
    await uploadPhoto(ctx.app, secretary),
    LOOKALIKE_RECORD,
  );
  lookalikeId = lookalike.id;
  const stranger = await submitApplication(
    ctx.app,
    secretary,
    await uploadPhoto(ctx.app, secretary),
    STRANGER,
  );
  strangerId = stranger.id;

  const photo = await uploadPhoto(ctx.app, secretary);
  const record = await submitApplication(ctx.app, secretary, photo);
  // a secretary's pre-check that matches the subject (and the look-alike)
  const precheck = await ctx.app.inject({
    method: 'POST',
    url: '/api/duplicates/precheck',
    headers: bearer(secretary),
    payload: {
      first_name: base.firstName,
      last_name: base.lastName,
      father_first_name: 'Ram',
      father_middle_name: 'Kumar',
      father_last_name: 'Sharma',
      dob: base.dob,
    },
  });
  expect(precheck.statusCode, precheck.body).toBe(200);
  // validated and approved past the likely duplicates: the history's note names them
  const validated = await act(ctx.app, tokens.UVVOLUNTER, record.id, 'validate', record.revision);
  expect(validated.statusCode, validated.body).toBe(200);
  const approved = await act(
    ctx.app,
    tokens.DBAPPROVER,
    record.id,
    'approve',
    validated.json().registration.revision,
  );
  expect(approved.statusCode, approved.body).toBe(200);
  subject = { id: record.id, jigyasuId: approved.json().jigyasuId as string, photo };
  const corrected = await ctx.app.inject({
    method: 'POST',
    url: `/api/registrations/${record.id}/correction-request`,
    headers: bearer(tokens.DBAPPROVER),
    payload: {
      revision: approved.json().registration.revision,
      reason: 'The middle name is missing.',
    },
  });
  expect(corrected.statusCode, corrected.body).toBe(202);
  await ctx.app.outboxWorker.runOnce();
});
afterAll(async () => ctx?.close());

describe('subject export as JSON', () => {
  let data: SubjectExport;
  let raw: string;

  beforeAll(async () => {
    const response = await subjectExport(tokens.DBAPPROVER, subject.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="subject-export-${subject.id}.json"`,
    );
    raw = response.body;
    data = subjectExportSchema.parse(response.json());
  });

  it('names its schema and version and holds every field of the record', async () => {
    expect(data).toMatchObject({ schema: 'form-a-portal/subject-export', version: 1 });
    const read = await ctx.app.inject({
      url: `/api/registrations/${subject.id}`,
      headers: bearer(tokens.DBAPPROVER),
    });
    expect(Object.keys(data.record).sort()).toEqual(
      Object.keys(registrationRecordSchema.shape).sort(),
    );
    expect(data.record).toEqual(read.json().registration);
    expect(data.record).toMatchObject({
      first_name: 'Rohit',
      last_name: 'Sharma',
      email: 'rohit@example.org',
      uid: subject.jigyasuId,
      status: 3,
    });
  });

  it('holds the photo itself, the consent and the history with its notes', async () => {
    const photo = await ctx.app.inject({ url: subject.photo, headers: bearer(tokens.DBAPPROVER) });
    expect(data.photo?.path).toBe(subject.photo);
    expect(Buffer.from(data.photo!.base64, 'base64').equals(photo.rawPayload)).toBe(true);
    expect(data.photo?.mediaType).toBe(photo.headers['content-type']);

    expect(data.consent).toMatchObject({
      noticeVersion: TEST_CONSENT.noticeVersion,
      language: 'en',
      recordedBy: { name: expect.any(String) },
    });

    const actions = data.history.map((step) => step.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'submit',
        'precheck-likely',
        'duplicate-acknowledged',
        'validate',
        'approve',
        'correction-requested',
      ]),
    );
    expect(data.history.find((step) => step.action === 'correction-requested')?.note).toBe(
      'The middle name is missing.',
    );
    const acknowledged = data.history.filter((step) => step.action === 'duplicate-acknowledged');
    for (const step of acknowledged) {
      expect(step.note).toBe('');
      expect(step.otherRecordsWithheld).toBeGreaterThanOrEqual(1);
    }
  });

  it('holds the deliveries with their attempts, the requests and the duplicate checks', () => {
    expect(data.deliveries.map((delivery) => delivery.kind)).toEqual([
      OUTBOX_KINDS.handoff,
      OUTBOX_KINDS.correctionRequest,
    ]);
    for (const delivery of data.deliveries) {
      expect(delivery.state).toBe('delivered');
      expect(delivery.attemptLog.length).toBeGreaterThanOrEqual(1);
    }
    expect(data.deliveries[0]!.payload).toMatchObject({ jig_uid: subject.jigyasuId });
    expect(data.requests).toEqual([
      expect.objectContaining({ kind: 'correction', reason: 'The middle name is missing.' }),
    ]);
    expect(data.duplicateChecks).toEqual([
      expect.objectContaining({
        level: 'likely',
        source: 'in-process',
        by: expect.objectContaining({ role: 'BBRANCHSEC', branch: 'Agra' }),
      }),
    ]);
    expect(data.generatedBy).toMatchObject({ uid: approverUid, role: 'DBAPPROVER' });
  });

  it('holds nothing of anyone else, not even of the people the duplicate check matched', () => {
    const foreign = [
      LOOKALIKE_MEMBER.uid,
      LOOKALIKE_MEMBER.email,
      LOOKALIKE_MEMBER.phone,
      ...Object.values(LOOKALIKE_RECORD),
      `#${lookalikeId}`,
      ...Object.values(STRANGER),
      `#${strangerId}`,
    ];
    for (const value of foreign) expect(raw, value).not.toContain(value);
  });

  it('lists the reads of the person’s details, this kind of read included', async () => {
    const again = subjectExportSchema.parse(
      (await subjectExport(tokens.DBAPPROVER, subject.id)).json(),
    );
    expect(again.accessLog).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userUid: approverUid,
          role: 'DBAPPROVER',
          action: 'subject-export',
        }),
      ]),
    );
  });

  it('says "not recorded" (null) for a record without consent', async () => {
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: bearer(tokens.BBRANCHSEC),
      payload: { action: 'draft', branch: 'Agra', title: 'MS', firstName: 'Kavya' },
    });
    const response = await subjectExport(tokens.DBAPPROVER, draft.json().registration.id);
    const exported = subjectExportSchema.parse(response.json());
    expect(exported.consent).toBeNull();
    expect(exported.photo).toBeNull();
    expect(exported.record.first_name).toBe('Kavya');
  });
});

describe('subject export as PDF', () => {
  it('is a PDF that parses and names the person, in English and in Hindi', async () => {
    for (const lang of ['en', 'hi'] as const) {
      const response = await subjectExport(
        tokens.DBAPPROVER,
        subject.id,
        `?format=pdf&lang=${lang}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="subject-export-${subject.id}.pdf"`,
      );
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(bytes);
      expect(text).toContain('Rohit');
      expect(text).toContain('Sharma');
      expect(text).toContain(subject.jigyasuId);
      expect(text).toContain('The middle name is missing.');
      for (const value of [LOOKALIKE_MEMBER.uid, LOOKALIKE_RECORD.email, STRANGER.lastName]) {
        expect(text, value).not.toContain(value);
      }
      if (lang === 'en') expect(text).toContain('Personal data held about a person');
    }
  });
});

describe('who may export', () => {
  it('refuses the secretary, the validator, the viewer and the administrator (403)', async () => {
    for (const role of ['BBRANCHSEC', 'UVVOLUNTER', 'DATAVIEWER', 'ADMIN'] as const) {
      const response = await subjectExport(tokens[role], subject.id);
      expect(response.statusCode, role).toBe(403);
    }
  });

  it('answers 404 for a record that does not exist, and 400 for an unknown format', async () => {
    expect((await subjectExport(tokens.DBAPPROVER, 999_999)).statusCode).toBe(404);
    expect((await subjectExport(tokens.DBAPPROVER, subject.id, '?format=xml')).statusCode).toBe(
      400,
    );
  });
});
