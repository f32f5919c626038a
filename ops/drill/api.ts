// The portal's HTTP API as the drill uses it: sign-in, data of every kind made through the old
// release, and what the API shows of it, read before and after the upgrade. Written against
// the API contracts (packages/domain/src/api) as the previous release has them.
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PRIVACY_NOTICE_VERSION } from '../../packages/domain/src/privacy-notice';
import { DrillFailure } from './output';

export const DEMO_PASSWORD = 'FormA@2026';
/** What the demo accounts' passwords are changed to through the old release's API. */
export const CHANGED_PASSWORD = `Upgrade-drill-${randomBytes(9).toString('base64url')}`;
/** The demo account left with the published password: the new release must name it. */
export const UNCHANGED_DEMO_ACCOUNT = 'secretary2';

export interface Answer {
  status: number;
  body: unknown;
  bytes: Buffer;
}

export async function api(
  baseUrl: string,
  method: string,
  url: string,
  options: {
    token?: string;
    json?: unknown;
    form?: FormData;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined = options.form;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${baseUrl}${url}`, { method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, body: json ? JSON.parse(bytes.toString()) : undefined, bytes };
}

/** The answer's JSON when its status is the expected one; otherwise the drill stops. */
export async function expectStatus<T = Record<string, unknown>>(
  what: string,
  expected: number,
  answer: Promise<Answer>,
): Promise<T> {
  const { status, body, bytes } = await answer;
  if (status !== expected) {
    const shown = body ? JSON.stringify(body) : bytes.toString('utf8').slice(0, 300);
    throw new DrillFailure(`${what}: expected ${expected}, got ${status}: ${shown}`);
  }
  return body as T;
}

export async function signIn(baseUrl: string, uid: string, password: string): Promise<string> {
  const body = await expectStatus<{ token: string }>(
    `sign-in of ${uid}`,
    200,
    api(baseUrl, 'POST', '/api/auth/login', { json: { uid, password, remember: true } }),
  );
  return body.token;
}

export interface Seeker {
  firstName: string;
  middleName: string;
  lastName: string;
  dob: string;
}

/** The complete application of the API tests (apps/server/test/fixtures.ts), for a seeker. */
/**
 * The seeker's consent a submit carries since ADR 053 (an older release ignores the field, so
 * the records it makes read "consent not recorded" after the upgrade, as real ones do).
 */
export const CONSENT = { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en' } as const;

export function application(photo: string, seeker: Seeker) {
  return {
    branch: 'Agra',
    title: 'MR',
    ...seeker,
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
    email: `${seeker.firstName.toLowerCase()}@example.org`,
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
}

/** Names the duplicate check finds nowhere in the demo data. */
export const SEEKERS = {
  approvedBefore: {
    firstName: 'Drillavan',
    middleName: '',
    lastName: 'Purvaka',
    dob: '1991-04-05',
  },
  approvedAfter: {
    firstName: 'Upgradan',
    middleName: 'Kshan',
    lastName: 'Paravat',
    dob: '1992-08-17',
  },
  draft: { firstName: 'Draftesh', middleName: '', lastName: 'Rakshit', dob: '1993-11-23' },
  returned: { firstName: 'Lautan', middleName: '', lastName: 'Sudharak', dob: '1994-02-28' },
} satisfies Record<string, Seeker>;

/** A PNG of its own colour (the server stores it re-encoded); returns the photo's URL. */
export async function uploadPhoto(baseUrl: string, token: string, shade: number) {
  const png = await sharp({
    create: { width: 120, height: 90, channels: 3, background: { r: shade, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('title', 'applicant');
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'seeker.png');
  const body = await expectStatus<{ image: string }>(
    'a photo upload',
    201,
    api(baseUrl, 'POST', '/api/photos', { token, form }),
  );
  return body.image;
}

/** A registration as the API answers it (the fields the drill reads). */
export interface Registration {
  id: number;
  revision: number;
  status: number;
  /** the Jigyasu ID once approved */
  uid: string | null;
  photo: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  dob: string | null;
}

export async function createApplication(
  baseUrl: string,
  token: string,
  seeker: Seeker,
  action: 'draft' | 'submit',
  photo: string,
  headers: Record<string, string> = {},
): Promise<Registration> {
  const body = await expectStatus<{ registration: Registration }>(
    `the ${action} of ${seeker.firstName}`,
    201,
    api(baseUrl, 'POST', '/api/registrations', {
      token,
      json: {
        ...application(photo, seeker),
        action,
        ...(action === 'submit' ? { consent: CONSENT } : {}),
      },
      headers,
    }),
  );
  return body.registration;
}

export function transition(
  baseUrl: string,
  token: string,
  record: Pick<Registration, 'id' | 'revision'>,
  action: 'validate' | 'return' | 'approve',
  note = '',
) {
  return expectStatus<{ registration: Registration; jigyasuId: string | null }>(
    `${action} of #${record.id}`,
    200,
    api(baseUrl, 'POST', `/api/registrations/${record.id}/transitions`, {
      token,
      // the drill's seekers may repeat a person: its reviewers have compared them (ADR 049); an
      // older release drops the field it does not know
      json: { action, revision: record.revision, note, duplicateAcknowledged: true },
    }),
  );
}

export const ACCOUNTS = ['secretary', 'validator', 'approver', 'viewer', 'admin'] as const;
export type Tokens = Record<(typeof ACCOUNTS)[number], string>;

/** What the old release was given to keep. */
export interface Made {
  /** sessions made on the old release */
  tokens: Tokens;
  approvedBefore: Registration;
  /** validated before the upgrade, approved after it */
  waiting: Registration;
  /** a draft before the upgrade, submitted after it */
  draft: Registration;
}

/**
 * Data of every kind through the old release's API, besides its demo seed: photos; records
 * approved (an ID, the audit log, the outbox and the collection store), validated, returned,
 * drafted; passwords changed; a transfer request; a preference; an export; a card; a failed
 * sign-in. `member` is an initiated member of Agra in the registry (for the transfer).
 */
export async function makeData(
  baseUrl: string,
  member: { uid: string; title: string; first_name: string; last_name: string },
): Promise<Made> {
  const tokens = {} as Tokens;
  for (const uid of ACCOUNTS) {
    tokens[uid] = await signIn(baseUrl, uid, DEMO_PASSWORD);
    await expectStatus(
      `the password change of ${uid}`,
      200,
      api(baseUrl, 'POST', '/api/auth/password', {
        token: tokens[uid],
        json: { currentPassword: DEMO_PASSWORD, newPassword: CHANGED_PASSWORD },
      }),
    );
  }
  await expectStatus(
    'a wrong password',
    401,
    api(baseUrl, 'POST', '/api/auth/login', {
      json: { uid: 'viewer', password: DEMO_PASSWORD, remember: false },
    }),
  );

  const { secretary, validator, approver } = tokens;
  const photo = (shade: number) => uploadPhoto(baseUrl, secretary, shade);
  let approvedBefore = await createApplication(
    baseUrl,
    secretary,
    SEEKERS.approvedBefore,
    'submit',
    await photo(40),
    { 'idempotency-key': `upgrade-drill-${randomBytes(8).toString('hex')}` },
  );
  approvedBefore = (await transition(baseUrl, validator, approvedBefore, 'validate')).registration;
  approvedBefore = (await transition(baseUrl, approver, approvedBefore, 'approve')).registration;

  let waiting = await createApplication(
    baseUrl,
    secretary,
    SEEKERS.approvedAfter,
    'submit',
    await photo(80),
  );
  waiting = (await transition(baseUrl, validator, waiting, 'validate')).registration;

  const draft = await createApplication(
    baseUrl,
    secretary,
    SEEKERS.draft,
    'draft',
    await photo(120),
  );

  const returned = await createApplication(
    baseUrl,
    secretary,
    SEEKERS.returned,
    'submit',
    await photo(160),
  );
  await transition(baseUrl, validator, returned, 'return', 'The father’s name is spelt two ways.');

  await expectStatus(
    'a transfer request',
    201,
    api(baseUrl, 'POST', '/api/transfers', {
      token: secretary,
      json: {
        uid: member.uid,
        currentBranch: 'Agra',
        movingToBranch: 'Gurgaon',
        title: member.title || 'PB',
        firstName: member.first_name,
        lastName: member.last_name,
        email: 'member@example.org',
        contactNumber: '+919876543210',
        attendance: 'Good',
        behaviour: 'Nothing against conduct',
        otherBehaviourInput: '',
        addressLine1: '1 Main Road',
        addressLine2: 'Near the temple',
        addressLine3: 'Sector 4',
        city: 'Gurgaon',
        state: 'Haryana',
        country: 'India',
      },
    }),
  );
  await expectStatus(
    'a language preference',
    200,
    api(baseUrl, 'PUT', '/api/me/preferences', { token: tokens.viewer, json: { language: 'hi' } }),
  );
  await expectStatus(
    'an export',
    200,
    api(baseUrl, 'GET', '/api/registrations/export?view=all&format=csv', { token: approver }),
  );
  await expectStatus(
    'a registration card',
    200,
    api(baseUrl, 'GET', `/api/registrations/${approvedBefore.id}/card`, { token: approver }),
  );
  return { tokens, approvedBefore, waiting, draft };
}

/** What the API shows of the data: read before and after the upgrade, and compared. */
export interface ApiView {
  /** id → GET /api/registrations/:id (the record and its history) */
  records: Record<number, { registration: Registration; logs: Array<{ action: string }> }>;
  /** id → GET /api/registrations/:id/approved-record (the stored record and its delivery) */
  approved: Record<number, unknown>;
  counts: unknown;
  /** id → GET /api/transfers/:id (the request and its history) */
  transfers: Record<number, unknown>;
  /** photo URL → sha256 of the bytes served */
  photos: Record<string, string>;
}

export async function readApi(baseUrl: string, tokens: Tokens): Promise<ApiView> {
  const token = tokens.approver;
  const view: ApiView = { records: {}, approved: {}, counts: {}, transfers: {}, photos: {} };
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const list = await expectStatus<{ items: Array<{ id: number }>; total: number }>(
      'the list of every record',
      200,
      api(
        baseUrl,
        'GET',
        `/api/registrations?view=all&sort=id&order=asc&pageSize=100&page=${page}`,
        {
          token,
        },
      ),
    );
    ids.push(...list.items.map((item) => item.id));
    if (list.items.length === 0 || ids.length >= list.total) break;
  }
  for (const id of ids) {
    const detail = await expectStatus<ApiView['records'][number]>(
      `record #${id}`,
      200,
      api(baseUrl, 'GET', `/api/registrations/${id}`, { token }),
    );
    view.records[id] = detail;
    const { photo, status } = detail.registration;
    if (photo.startsWith('/api/photos/')) {
      const served = await api(baseUrl, 'GET', photo, { token });
      if (served.status !== 200) throw new DrillFailure(`photo ${photo}: ${served.status}`);
      view.photos[photo] = createHash('sha256').update(served.bytes).digest('hex');
    }
    if (status === 3) {
      view.approved[id] = await expectStatus(
        `the approved record of #${id}`,
        200,
        api(baseUrl, 'GET', `/api/registrations/${id}/approved-record`, { token }),
      );
    }
  }
  view.counts = await expectStatus(
    'the counts',
    200,
    api(baseUrl, 'GET', '/api/registrations/counts', { token }),
  );
  // Each request as opened, with its history: the list answers only what the desk shows, and
  // what it shows may change between releases (ADR 080); the stored request may not.
  const transfers = await expectStatus<{ items: Array<{ id: number }> }>(
    'the transfers',
    200,
    api(baseUrl, 'GET', '/api/transfers?view=all', { token: tokens.secretary }),
  );
  for (const { id } of transfers.items) {
    view.transfers[id] = await expectStatus(
      `transfer request #${id}`,
      200,
      api(baseUrl, 'GET', `/api/transfers/${id}`, { token: tokens.secretary }),
    );
  }
  return view;
}

/** Where `after` lacks or changed what `before` had (properties a release adds are allowed). */
export function differences(before: unknown, after: unknown, at: string, out: string[] = []) {
  if (out.length >= 8) return out;
  if (Array.isArray(before)) {
    if (!Array.isArray(after) || after.length !== before.length) {
      const now = Array.isArray(after) ? `${after.length} items` : 'not a list';
      out.push(`${at}: ${now}, was ${before.length} items`);
      return out;
    }
    before.forEach((item, index) => differences(item, after[index], `${at}[${index}]`, out));
  } else if (before !== null && typeof before === 'object') {
    if (after === null || typeof after !== 'object') {
      out.push(`${at}: gone`);
      return out;
    }
    for (const [key, value] of Object.entries(before)) {
      differences(value, (after as Record<string, unknown>)[key], `${at}.${key}`, out);
    }
  } else if (before !== after) {
    out.push(`${at}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  }
  return out;
}
