import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_RECORD_COLUMNS } from '@form-a/domain/api/exports';
import { maskEmail, maskPhone } from '@form-a/domain/contact-mask';
import { registrationRecordSchema } from '@form-a/domain/schemas/registration-record';
import { STATUS } from '@form-a/domain/status';
import { moveCount } from '../src/modules/registrations/counters';
import { insertRegistration } from '../src/modules/registrations/repository';
import { syncSearchTerms } from '../src/modules/search/repository';
import { bearer, createTestContext, type TestContext } from './helper';

// ADR 057: lists show a seeker's phone and email masked to every reader but the secretary who
// collected them; one record's contact is one logged click away.

const PHONE = '+91 98765 43210';
const EMAIL = 'rohit.sharma@example.org';

let ctx: TestContext;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
let record: { id: number };

async function signIn(
  name: string,
  role: Parameters<TestContext['createUser']>[0]['role'],
  branch: string | null = null,
) {
  const user = await ctx.createUser({ role, branch });
  userId[name] = user.id;
  token[name] = (await ctx.login(user.uid)).token;
}

const get = (who: string, url: string) => ctx.app.inject({ url, headers: bearer(token[who]!) });

async function listed(who: string, view: string) {
  const response = await get(who, `/api/registrations?view=${view}&pageSize=100`);
  expect(response.statusCode, response.body).toBe(200);
  const items = (response.json() as { items: unknown[] }).items.map((item) =>
    registrationRecordSchema.parse(item),
  );
  return items.find((item) => item.id === record.id)!;
}

beforeAll(async () => {
  ctx = await createTestContext();
  await signIn('agra', 'BBRANCHSEC', 'Agra');
  await signIn('gurgaon', 'BBRANCHSEC', 'Gurgaon');
  await signIn('validator', 'UVVOLUNTER');
  await signIn('approver', 'DBAPPROVER');
  await signIn('viewer', 'DATAVIEWER');
  await signIn('admin', 'ADMIN');
  // written as the intake writes a submitted record (the workflow is not what this tests)
  const secretary = userId.agra!;
  const row = await insertRegistration(ctx.database.db, {
    branch: 'Agra',
    title: 'MR',
    firstName: 'Rohit',
    lastName: 'Sharma',
    address1: '12 Civil Lines',
    phone: PHONE,
    email: EMAIL,
    status: STATUS.SUBMITTED,
    createdBy: secretary,
  });
  await moveCount(ctx.database.db, 'Agra', null, STATUS.SUBMITTED);
  await syncSearchTerms(ctx.database.db, row);
  record = row;
});
afterAll(async () => ctx?.close());

describe('a list', () => {
  it('shows a validator and an approver the phone and email masked, and nothing else changed', async () => {
    for (const reviewer of ['validator', 'approver']) {
      const row = await listed(reviewer, 'pending-validation');
      expect(row.phone).toBe('98••••3210');
      expect(row.email).toBe('ro••••@example.org');
      expect(row.first_name).toBe('Rohit');
      expect(row.address1).toBe('12 Civil Lines');
    }
    // the whole page: the full values are not anywhere in it
    const page = await get('approver', '/api/registrations?view=all&pageSize=100');
    expect(page.body).not.toContain('98765');
    expect(page.body).not.toContain('rohit.sharma@');
  });

  it('shows the secretary who collected them her own branch in full', async () => {
    const row = await listed('agra', 'mine');
    expect(row.phone).toBe(PHONE);
    expect(row.email).toBe(EMAIL);
  });

  it('still opens in full as one record (a logged read of the whole record)', async () => {
    const opened = await get('validator', `/api/registrations/${record.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().registration).toMatchObject({ phone: PHONE, email: EMAIL });
  });
});

describe('the reveal, GET /api/registrations/:id/contact', () => {
  it('answers the full phone and email to a reviewer and logs the read', async () => {
    const response = await get('validator', `/api/registrations/${record.id}/contact`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ phone: PHONE, email: EMAIL });
    const approver = await get('approver', `/api/registrations/${record.id}/contact`);
    expect(approver.json()).toEqual({ phone: PHONE, email: EMAIL });

    await ctx.app.accessLog.flush();
    const entries = await ctx.database.db.execute(
      sql`select user_id, action, role from access_logs
          where registration_id = ${record.id} and action = 'contact' order by id`,
    );
    const rows = (entries as unknown as { rows: Array<Record<string, unknown>> }).rows;
    expect(rows).toEqual([
      { user_id: userId.validator, action: 'contact', role: 'UVVOLUNTER' },
      { user_id: userId.approver, action: 'contact', role: 'DBAPPROVER' },
    ]);
  });

  it("answers the record's own secretary, and nobody else", async () => {
    expect((await get('agra', `/api/registrations/${record.id}/contact`)).statusCode).toBe(200);
    // another branch's secretary: as if there were no such record
    const other = await get('gurgaon', `/api/registrations/${record.id}/contact`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('98765');
    for (const who of ['viewer', 'admin']) {
      const refused = await get(who, `/api/registrations/${record.id}/contact`);
      expect(refused.statusCode, who).toBe(403);
      expect(refused.body).not.toContain('98765');
    }
    expect((await get('validator', '/api/registrations/999999/contact')).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ url: `/api/registrations/${record.id}/contact` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the header search', () => {
  it('still finds a record by phone for a validator, and answers it masked', async () => {
    const response = await get('validator', '/api/search?q=9876543210');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().searched).toContain('phone');
    expect(response.json().items).toMatchObject([
      { id: record.id, matched_by: 'phone', phone: '98••••3210' },
    ]);
    expect(response.body).not.toContain('98765');
  });

  it('answers the secretary of the branch in full', async () => {
    const response = await get('agra', '/api/search?q=9876543210');
    expect(response.json().items).toMatchObject([{ id: record.id, phone: PHONE }]);
  });
});

describe('an export', () => {
  const cells = async (who: string, view: string) => {
    const response = await get(who, `/api/registrations/export?view=${view}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    const [, ...rows] = parse(response.body, { bom: true }) as string[][];
    const row = rows.find((cells) => cells[0] === String(record.id))!;
    const at = (column: (typeof EXPORT_RECORD_COLUMNS)[number]) =>
      row[EXPORT_RECORD_COLUMNS.indexOf(column)];
    return { phone: at('phone'), email: at('email'), body: response.body };
  };

  it("is masked as the reviewer's list is", async () => {
    const file = await cells('approver', 'all');
    expect(file).toMatchObject({ phone: '98••••3210', email: 'ro••••@example.org' });
    expect(file.body).not.toContain('98765');
  });

  it("is in full for the record's own secretary (behind the formula guard)", async () => {
    expect(await cells('agra', 'mine')).toMatchObject({ phone: `'${PHONE}`, email: EMAIL });
  });
});

describe('the masks the database writes', () => {
  const AWKWARD = [
    ['', ''],
    ['+919876543210', 'a@b.in'],
    ['098765-43210', 'ab@example.org'],
    ['+44 20 7946 0958', 'abcd@example.org'],
    ['0562 2461', 'abcde@example.org'],
    ['24613', 'राम.शर्मा@example.in'],
    ['ext. 12', '🙏🙏🙏🙏🙏@example.org'],
    ['१२३४५६७८९०', '"a@b"@example.org'],
    ["O'Brien 99", 'not an address'],
    ['+91 98765 43210 x', '@example.org'],
  ] as const;

  it('are the masks of contact-mask.ts, value for value, on this engine', async () => {
    const secretary = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Kanpur' });
    const ids: number[] = [];
    for (const [phone, email] of AWKWARD) {
      const row = await insertRegistration(ctx.database.db, {
        branch: 'Kanpur',
        firstName: 'Mask',
        lastName: 'Case',
        status: STATUS.SUBMITTED,
        phone,
        email,
        createdBy: secretary.id,
      });
      await moveCount(ctx.database.db, 'Kanpur', null, STATUS.SUBMITTED);
      ids.push(row.id);
    }
    const response = await get(
      'validator',
      '/api/registrations?view=pending-validation&pageSize=100&filterField=branch&filterOperator=equals&filterValue=Kanpur',
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = new Map(
      (response.json() as { items: unknown[] }).items
        .map((item) => registrationRecordSchema.parse(item))
        .map((item) => [item.id, item]),
    );
    AWKWARD.forEach(([phone, email], index) => {
      const row = rows.get(ids[index]!)!;
      expect({ phone: row.phone, email: row.email }, `${phone} / ${email}`).toEqual({
        phone: maskPhone(phone),
        email: maskEmail(email),
      });
    });
  });
});
