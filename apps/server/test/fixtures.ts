import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { upsertMembers } from '../src/modules/members/repository';
import type { Db } from '../src/db/client';
import { insertUser } from '../src/modules/auth/repository';
import { hashPassword } from '../src/modules/auth/password';
import { PRIVACY_NOTICE_VERSION } from '@form-a/domain/privacy-notice';
import { bearer } from './helper';

export const FATHER_UID = 'RKS196503121001J';
export const MOTHER_UID = 'SDS196807151002J';
export const RECENT_UID = 'AKV197001011003J';
export const SPOUSE_UID = 'MLG199502021004J';

function yearsAgo(years: number, monthDay = '06-15') {
  return `${new Date().getUTCFullYear() - years}-${monthDay}`;
}

/** A small registry: two long-initiated parents, one initiated last year, one spouse. */
export async function seedRegistry(db: Db) {
  await upsertMembers(db, [
    {
      uid: FATHER_UID,
      title: 'PB',
      firstName: 'Ram',
      middleName: 'Kumar',
      lastName: 'Sharma',
      dob: '1965-03-12',
      firstDoi: '1990-05-01',
      branch: 'Agra',
      status: 'Initiated',
    },
    {
      uid: MOTHER_UID,
      title: 'PBN',
      firstName: 'Sita',
      middleName: 'Devi',
      lastName: 'Sharma',
      dob: '1968-07-15',
      firstDoi: '1992-05-01',
      branch: 'Agra',
      status: 'Initiated',
    },
    {
      uid: RECENT_UID,
      title: 'PB',
      firstName: 'Anil',
      middleName: 'Kumar',
      lastName: 'Verma',
      dob: '1970-01-01',
      firstDoi: yearsAgo(1),
      branch: 'Agra',
      status: 'Initiated',
    },
    {
      uid: SPOUSE_UID,
      title: 'PBN',
      firstName: 'Meena',
      middleName: '',
      lastName: 'Gupta',
      dob: '1995-02-02',
      firstDoi: '2015-01-01',
      branch: 'Agra',
      status: 'Initiated',
    },
  ]);
}

export async function pngBytes(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

export function multipartBody(
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = `----forma${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function uploadPhoto(app: FastifyInstance, token: string, bytes?: Buffer) {
  const body = multipartBody(
    { name: 'me.png', type: 'image/png', bytes: bytes ?? (await pngBytes()) },
    { title: 'applicant' },
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().image as string;
}

/**
 * The consent a submit carries (ADR 053): the current notice, shown in English. Not part of
 * validApplication, which is the form's values (drafts carry them too).
 */
export const TEST_CONSENT = { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en' } as const;

/** A complete application for an applicant of `age` (30 by default: parent UIDs optional). */
export function validApplication(photo: string, age = 30) {
  const base = {
    branch: 'Agra',
    title: 'MR',
    firstName: 'Rohit',
    middleName: '',
    lastName: 'Sharma',
    dob: yearsAgo(age, '01-10'),
    fatherUid: '',
    fatherTitle: 'MR',
    fatherName: 'Ram Kumar Sharma',
    motherUid: '',
    motherTitle: 'MS',
    motherName: 'Sita Devi Sharma',
    spouseUid: '',
    spouseTitle: '',
    spouseName: '',
    address1: '12 Civil Lines',
    address2: '',
    zipcode: '282005',
    country: 'IN',
    region: 'Uttar Pradesh',
    city: 'Agra',
    email: 'rohit@example.org',
    phone: '+919876543210',
    caste: 'GN',
    qualification: '58',
    occupation: '15',
    nationality: 'IN',
    designation: '',
    organization: '',
    bloodGroup: 'O-',
    photo,
    bySecyVerification: true,
    note: '',
  };
  if (age < 22) {
    return {
      ...base,
      fatherUid: FATHER_UID,
      fatherTitle: 'PB',
      motherUid: MOTHER_UID,
      motherTitle: 'PBN',
    };
  }
  return base;
}

/** Submits a complete application and returns the stored record. */
export async function submitApplication(
  app: FastifyInstance,
  token: string,
  photo: string,
  changes: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: bearer(token),
    payload: { ...validApplication(photo), consent: TEST_CONSENT, ...changes, action: 'submit' },
  });
  if (response.statusCode !== 201) throw new Error(`submit failed: ${response.body}`);
  return response.json().registration as { id: number; revision: number; status: number };
}

export async function act(
  app: FastifyInstance,
  token: string,
  id: number,
  action: 'validate' | 'return' | 'returnToSecretary' | 'approve',
  revision: number,
  note = '',
  /**
   * The suites' reviewers have compared any likely match before they validate or approve
   * (ADR 049): many suites submit the same seeker more than once. duplicate-decision.test.ts
   * tests the acknowledgement itself, with and without.
   */
  { duplicateAcknowledged = true }: { duplicateAcknowledged?: boolean } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/registrations/${id}/transitions`,
    headers: bearer(token),
    payload: { action, revision, note, duplicateAcknowledged },
  });
}

/** A secretary of Agra, a validator and an approver, `<prefix>-secretary` and so on. */
export async function insertReviewChainAccounts(db: Db, prefix: string, password: string) {
  const passwordHash = await hashPassword(password);
  for (const [role, uid, branch] of [
    ['BBRANCHSEC', `${prefix}-secretary`, 'Agra'],
    ['UVVOLUNTER', `${prefix}-validator`, null],
    ['DBAPPROVER', `${prefix}-approver`, null],
  ] as const) {
    await insertUser(db, {
      uid,
      email: `${uid}@test.example`,
      name: uid,
      passwordHash,
      role,
      branch,
      active: true,
    });
  }
}

/** A branch-transfer form from Agra to Mathura for a member, as the secretary's screen sends it. */
export function transferForm(uid: string, changes: Record<string, unknown> = {}) {
  return {
    uid,
    currentBranch: 'Agra',
    movingToBranch: 'Mathura',
    title: 'PB',
    firstName: 'Ram',
    lastName: 'Sharma',
    email: 'ram@example.org',
    contactNumber: '+919876543210',
    attendance: 'Good',
    behaviour: 'Nothing against conduct',
    otherBehaviourInput: '',
    addressLine1: '1 Main Road',
    addressLine2: 'Near the temple',
    addressLine3: 'Sector 4',
    city: 'Mathura',
    state: 'Uttar Pradesh',
    country: 'India',
    ...changes,
  };
}
