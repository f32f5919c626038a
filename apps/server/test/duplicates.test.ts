import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DUPLICATE_CHECK_MESSAGES } from '@form-a/domain/messages';
import type { DuplicateMatch } from '@form-a/domain/schemas/duplicate-match';
import { members } from '../src/db/schema';
import { BuiltInDataService } from '../src/modules/duplicates/data-service';
import { ensureMatchKeys } from '../src/modules/duplicates/repository';
import { upsertMembers } from '../src/modules/members/repository';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';

const MEMBER_UID = 'LDS199005061234J';

let ctx: TestContext;
let secretary: string;
let validator: string;
let approver: string;
let viewer: string;
let photo: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  await upsertMembers(ctx.database.db, [
    {
      uid: MEMBER_UID,
      title: 'MS',
      firstName: 'Lakshmi',
      middleName: 'Devi',
      lastName: 'Sharma',
      dob: '1990-05-06',
      fatherFirstName: 'Mohan',
      fatherMiddleName: 'Lal',
      fatherLastName: 'Sharma',
      branch: 'Delhi',
      status: 'Jigyasu',
    },
  ]);
  const login = async (role: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER' | 'DATAVIEWER') =>
    (
      await ctx.login(
        (await ctx.createUser({ role, branch: role === 'BBRANCHSEC' ? 'Agra' : null })).uid,
      )
    ).token;
  secretary = await login('BBRANCHSEC');
  validator = await login('UVVOLUNTER');
  approver = await login('DBAPPROVER');
  viewer = await login('DATAVIEWER');
  photo = await uploadPhoto(ctx.app, secretary);
});
afterAll(async () => ctx?.close());

function duplicatesQuery(values: Record<string, string>, token = validator) {
  return ctx.app.inject({
    url: `/ext/data/jigyasu_dedup_data?${new URLSearchParams(values)}`,
    headers: token ? bearer(token) : {},
  });
}

async function duplicatesOf(id: number, token = validator) {
  return ctx.app.inject({ url: `/api/registrations/${id}/duplicates`, headers: bearer(token) });
}

describe('GET /ext/data/jigyasu_dedup_data (built-in data service)', () => {
  it('needs a session like every /ext route', async () => {
    const response = await duplicatesQuery({ first_name: 'Laxmi', dob: '1990-05-06' }, '');
    expect(response.statusCode).toBe(401);
  });

  it('finds a member under another spelling and says why', async () => {
    const response = await duplicatesQuery({
      first_name: 'Laxmi',
      middle_name: '',
      last_name: 'Sarma',
      father_first_name: 'Mohan',
      father_middle_name: '',
      father_last_name: 'Sharma',
      dob: '1990-05-06',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [first] = response.json() as DuplicateMatch[];
    expect(first).toEqual({
      branch: 'Delhi',
      first_name: 'Lakshmi',
      last_name: 'Sharma',
      dob_yyyy: '1990',
      dob_mm: '05',
      dob_dd: '06',
      father_first_name: 'Mohan',
      father_middle_name: 'Lal',
      father_last_name: 'Sharma',
      jig_uid: MEMBER_UID,
      registration_id: null,
      score: expect.any(Number),
      level: 'likely',
      // Devi is a filler middle name: left out, not counted as dropped.
      reasons: expect.arrayContaining([
        'first name: spelling variant',
        'last name: spelling variant',
        'date of birth: exact',
      ]),
    });
    expect(first!.score).toBeGreaterThan(0.85);
  });

  it('finds a member whose day and month of birth are swapped (dd/mm/yyyy read too)', async () => {
    const response = await duplicatesQuery({
      first_name: 'Lakshmi',
      last_name: 'Sharma',
      father_first_name: 'Mohan',
      dob: '05/06/1990',
    });
    const [first] = response.json() as DuplicateMatch[];
    expect(first).toMatchObject({ jig_uid: MEMBER_UID, level: 'likely' });
    expect(first!.reasons).toContain('date of birth: day/month swapped');
  });

  it('calls the same name and birth date with another father only possible', async () => {
    const response = await duplicatesQuery({
      first_name: 'Lakshmi',
      middle_name: 'Devi',
      last_name: 'Sharma',
      father_first_name: 'Girdhari',
      father_last_name: 'Sharma',
      dob: '1990-05-06',
    });
    const [first] = response.json() as DuplicateMatch[];
    expect(first).toMatchObject({ jig_uid: MEMBER_UID, level: 'possible' });
    expect(first!.reasons).toContain("father's name: different");
  });

  it('answers an empty array for a new person, and 400 for a date that is not one', async () => {
    const none = await duplicatesQuery({
      first_name: 'Zubin',
      last_name: 'Wadia',
      father_first_name: 'Cyrus',
      dob: '1977-11-23',
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    const bad = await duplicatesQuery({ first_name: 'Zubin', dob: '1977-13-45' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('finds a member by names alone when the query has no date of birth', async () => {
    const response = await duplicatesQuery({
      first_name: 'Lakshmi',
      last_name: 'Sharma',
      father_first_name: 'Mohan',
      father_last_name: 'Sharma',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as DuplicateMatch[])[0]).toMatchObject({ jig_uid: MEMBER_UID });
  });

  it('reads a 1 January date as the year alone: any day of it is near', async () => {
    const response = await duplicatesQuery({
      first_name: 'Lakshmi',
      last_name: 'Sharma',
      father_first_name: 'Mohan',
      dob: '1990-01-01',
    });
    const [first] = response.json() as DuplicateMatch[];
    expect(first).toMatchObject({ jig_uid: MEMBER_UID });
  });

  it('plans the candidate statement once per connection, not on every check (ADR 078)', async () => {
    const names = ['Lakshmi', 'Laxmi', 'Lakshmee', 'Mohan', 'Zubin', 'Ramesh'];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        duplicatesQuery({
          first_name: names[i % names.length]!,
          last_name: i % 2 === 0 ? 'Sharma' : 'Sarma',
          father_first_name: 'Mohan',
          dob: `1990-0${1 + (i % 9)}-06`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const { rows } = await ctx.database.checkDb.execute<{ generic: number; custom: number }>(
      sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom
        FROM pg_prepared_statements WHERE name = 'duplicate_candidates'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.custom).toBe(0);
    expect(rows[0]!.generic).toBeGreaterThan(0);
  });
});

describe('GET /api/registrations/:id/duplicates', () => {
  let variantRecord: number;

  beforeAll(async () => {
    variantRecord = (
      await submitApplication(ctx.app, secretary, photo, {
        title: 'MS',
        firstName: 'Laxmi',
        middleName: '',
        lastName: 'Sarma',
        dob: '1990-05-06',
        fatherName: 'Mohan Lal Sharma',
      })
    ).id;
  });

  it('is for validators and approvers only', async () => {
    expect((await duplicatesOf(variantRecord, validator)).statusCode).toBe(200);
    expect((await duplicatesOf(variantRecord, approver)).statusCode).toBe(200);
    expect((await duplicatesOf(variantRecord, secretary)).statusCode).toBe(403);
    expect((await duplicatesOf(variantRecord, viewer)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      url: `/api/registrations/${variantRecord}/duplicates`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await duplicatesOf(999_999)).statusCode).toBe(404);
  });

  it('shows the registry member first, marked likely, and never the record itself', async () => {
    const response = await duplicatesOf(variantRecord);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { applicant: unknown; matches: DuplicateMatch[] };
    expect(body.applicant).toEqual({
      id: variantRecord,
      uid: null,
      branch: 'Agra',
      first_name: 'Laxmi',
      middle_name: '',
      last_name: 'Sarma',
      dob: '1990-05-06',
      father_name: 'Mohan Lal Sharma',
    });
    expect(body.matches[0]).toMatchObject({ jig_uid: MEMBER_UID, level: 'likely' });
    expect(body.matches.some((m) => m.registration_id === variantRecord)).toBe(false);
  });

  it('finds a registration in the pipeline by its record id, but not a draft', async () => {
    const seeker = {
      firstName: 'Ishaan',
      middleName: 'Raghav',
      lastName: 'Bhalla',
      dob: '1988-09-14',
      fatherName: 'Vikram Bhalla',
    };
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: bearer(secretary),
      payload: { ...seeker, firstName: 'Ishan', action: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const pending = await submitApplication(ctx.app, secretary, photo, seeker);
    const again = await submitApplication(ctx.app, secretary, photo, {
      ...seeker,
      firstName: 'Ishan',
      middleName: '',
      fatherName: 'Vikram Kumar Bhalla',
    });

    const matches = (await duplicatesOf(again.id)).json().matches as DuplicateMatch[];
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({
      registration_id: pending.id,
      jig_uid: null,
      branch: 'Agra',
      first_name: 'Ishaan',
      last_name: 'Bhalla',
      father_first_name: 'VIKRAM',
      father_last_name: 'BHALLA',
      level: 'likely',
    });
    expect(matches.some((m) => m.registration_id === draft.json().registration.id)).toBe(false);

    // Approved: found as a member with its UID, and its own member row is not its duplicate.
    await act(ctx.app, validator, pending.id, 'validate', pending.revision);
    const approved = await act(ctx.app, approver, pending.id, 'approve', pending.revision + 1);
    expect(approved.statusCode, approved.body).toBe(200);
    const uid = approved.json().jigyasuId as string;
    const afterApproval = (await duplicatesOf(again.id)).json().matches as DuplicateMatch[];
    expect(afterApproval).toHaveLength(1);
    expect(afterApproval[0]).toMatchObject({ jig_uid: uid, registration_id: null });
    const own = (await duplicatesOf(pending.id)).json().matches as DuplicateMatch[];
    expect(own.some((m) => m.jig_uid === uid || m.registration_id === pending.id)).toBe(false);
    expect(own[0]).toMatchObject({ registration_id: again.id, level: 'likely' });
  });

  it('answers 502 with a clear message when the data service fails', async () => {
    const record = await submitApplication(ctx.app, secretary, photo);
    // The configured service (the built-in one here) fails once. A second test context would
    // start another embedded database, which alone can outlast the test's time on a busy host.
    const failing = vi
      .spyOn(BuiltInDataService.prototype, 'findDuplicates')
      .mockRejectedValueOnce(new Error('down'));
    try {
      const response = await duplicatesOf(record.id);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        error: { code: 'UPSTREAM_FAILED', message: DUPLICATE_CHECK_MESSAGES.serviceFailed },
      });
      expect(failing).toHaveBeenCalledTimes(1);
    } finally {
      failing.mockRestore();
    }
  });
});

describe('an external data service (DATA_SERVICE_URL)', () => {
  let server: http.Server;
  let url: string;
  let behaviour: 'answer' | 'hang' | 'error' = 'answer';
  const seen: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      if (behaviour === 'hang') return;
      if (behaviour === 'error') return void res.writeHead(500).end();
      // The spec's records only: no score, level or reasons; the worse match first.
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify([
          {
            branch: 'Pune',
            first_name: 'Neha',
            last_name: 'Joshi',
            dob_yyyy: '1991',
            dob_mm: '02',
            dob_dd: '03',
            father_first_name: 'Arvind',
            father_middle_name: '',
            father_last_name: 'Joshi',
            jig_uid: 'NJ-OTHER',
          },
          {
            branch: 'Pune',
            first_name: 'Neha',
            last_name: 'Joshee',
            dob_yyyy: 1991,
            dob_mm: 2,
            dob_dd: 3,
            father_first_name: 'Sudhakar',
            father_middle_name: null,
            father_last_name: 'Joshi',
            jig_uid: 'NJ-SAME',
          },
        ]),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('asks it with the record’s names, scores and ranks its answer, and maps failures to 502', async () => {
    const external = await createTestContext({
      config: { DATA_SERVICE_URL: url, EXTERNAL_TIMEOUT_MS: 300 },
    });
    try {
      const sec = await external.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
      const secToken = (await external.login(sec.uid)).token;
      const valToken = (
        await external.login((await external.createUser({ role: 'DBAPPROVER' })).uid)
      ).token;
      const record = await submitApplication(
        external.app,
        secToken,
        await uploadPhoto(external.app, secToken),
        {
          title: 'MS',
          firstName: 'Neha',
          middleName: '',
          lastName: 'Joshi',
          dob: '1991-02-03',
          fatherName: 'Sudhakar Joshi',
        },
      );
      const ask = () =>
        external.app.inject({
          url: `/api/registrations/${record.id}/duplicates`,
          headers: bearer(valToken),
        });

      const response = await ask();
      expect(response.statusCode, response.body).toBe(200);
      const query = new URL(seen.at(-1)!, url).searchParams;
      expect(Object.fromEntries(query)).toEqual({
        first_name: 'Neha',
        middle_name: '',
        last_name: 'Joshi',
        father_first_name: 'SUDHAKAR',
        father_middle_name: '',
        father_last_name: 'JOSHI',
        dob: '1991-02-03',
      });
      const matches = response.json().matches as DuplicateMatch[];
      expect(matches.map((m) => m.jig_uid)).toEqual(['NJ-SAME', 'NJ-OTHER']);
      expect(matches[0]).toMatchObject({ level: 'likely', dob_mm: '02', father_middle_name: '' });
      expect(matches[1]!.level).toBe('possible');

      behaviour = 'hang';
      expect((await ask()).statusCode).toBe(502);
      behaviour = 'error';
      expect((await ask()).statusCode).toBe(502);
    } finally {
      behaviour = 'answer';
      await external.close();
    }
  });
});

describe('rebuilding the keys', () => {
  it('fills the keys of rows written before the duplicate check existed, once', async () => {
    await ctx.database.db.insert(members).values({
      uid: 'OLD197001011999J',
      firstName: 'Purushottam',
      lastName: 'Deshmukh',
      dob: '1970-01-01',
      fatherFirstName: 'Vasant',
      branch: 'Pune',
      status: 'Initiated',
    });
    const query = {
      first_name: 'Purushotam',
      last_name: 'Deshmukh',
      father_first_name: 'Vasant',
      dob: '1970-01-01',
    };
    expect((await duplicatesQuery(query)).json()).toEqual([]);
    expect(await ensureMatchKeys(ctx.database.db)).toBeGreaterThan(0);
    expect((await duplicatesQuery(query)).json()[0]).toMatchObject({ jig_uid: 'OLD197001011999J' });
    expect(await ensureMatchKeys(ctx.database.db)).toBe(0);
  });
});
