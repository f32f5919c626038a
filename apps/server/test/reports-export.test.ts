import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_RECORD_COLUMNS, EXPORT_SUMMARY_COLUMNS } from '@form-a/domain/api/exports';
import { exportHeaders } from '@form-a/domain/export-labels';
import { STATUS } from '@form-a/domain/status';
import { registrations } from '../src/db/schema';
import { moveCount } from '../src/modules/registrations/counters';
import { bearer, createTestContext, type TestContext } from './helper';

// Reports are aggregates anyone reviewing may read (a secretary: her own branch); an export is
// the whole list a user sees, with its filter and sort, and the columns the list shows them.

let ctx: TestContext;
const tokens: Record<'viewer' | 'approver' | 'agra' | 'gurgaon', string> = {
  viewer: '',
  approver: '',
  agra: '',
  gurgaon: '',
};
let agraUserId = 0;

interface Row {
  branch: string;
  status: number;
  created: string;
  waitingDays: number;
  firstName: string;
}
const ROWS: Row[] = [
  ...[1, 2, 3].map((n) => ({
    branch: 'Agra',
    status: STATUS.APPROVED,
    created: '2026-01-15T06:00:00Z',
    waitingDays: 300,
    firstName: `Anil${n}`,
  })),
  ...[1, 2].map((n) => ({
    branch: 'Agra',
    status: STATUS.SUBMITTED,
    created: '2026-02-10T06:00:00Z',
    waitingDays: 10,
    firstName: `Bina${n}`,
  })),
  // 31 Jan 20:00 UTC is 1 February in India: the months are the organisation's.
  {
    branch: 'Agra',
    status: STATUS.VALIDATED,
    created: '2026-01-31T20:00:00Z',
    waitingDays: 2,
    firstName: 'Chetan',
  },
  ...[1, 2].map((n) => ({
    branch: 'Gurgaon',
    status: STATUS.RETURNED,
    created: '2026-02-20T06:00:00Z',
    waitingDays: 40,
    firstName: `राम${n}`,
  })),
];

beforeAll(async () => {
  ctx = await createTestContext();
  const token = async (role: 'DATAVIEWER' | 'DBAPPROVER' | 'BBRANCHSEC', branch?: string) => {
    const user = await ctx.createUser({ role, branch: branch ?? null });
    if (branch === 'Agra') agraUserId = user.id;
    return (await ctx.login(user.uid)).token;
  };
  tokens.viewer = await token('DATAVIEWER');
  tokens.approver = await token('DBAPPROVER');
  tokens.agra = await token('BBRANCHSEC', 'Agra');
  tokens.gurgaon = await token('BBRANCHSEC', 'Gurgaon');
  for (const row of ROWS) {
    await ctx.database.db.insert(registrations).values({
      status: row.status,
      branch: row.branch,
      firstName: row.firstName,
      lastName: 'Sharma',
      email: `${row.firstName}@example.org`,
      phone: '+919876543210',
      dob: '1990-05-01',
      createdBy: agraUserId,
      createdAt: new Date(row.created),
      updatedAt: sql`now() - make_interval(days => ${row.waitingDays})` as unknown as Date,
    });
    // the dashboards' counters, as every write keeps them (the all-time reports read them)
    await moveCount(ctx.database.db, row.branch, null, row.status);
  }
});
afterAll(async () => ctx?.close());

const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) });

describe('the reports', () => {
  it('count every branch by branch, month and status for a data viewer', async () => {
    const response = await get(tokens.viewer, '/api/reports');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.branch).toBeNull();
    expect(report.byBranch).toEqual([
      expect.objectContaining({
        branch: 'Agra',
        total: 6,
        approved: 3,
        submitted: 2,
        validated: 1,
      }),
      expect.objectContaining({ branch: 'Gurgaon', total: 2, returned: 2 }),
    ]);
    expect(report.byMonth.map((m: { month: string; total: number }) => [m.month, m.total])).toEqual(
      [
        ['2026-01', 3],
        ['2026-02', 5],
      ],
    );
    expect(report.byStatus).toContainEqual({ status: STATUS.APPROVED, count: 3 });
    expect(report.byStatus).toContainEqual({ status: STATUS.DRAFT, count: 0 });
  });

  it('limit the figures to a period and a branch', async () => {
    const response = await get(
      tokens.viewer,
      '/api/reports?from=2026-02-01&to=2026-02-15&branch=Agra',
    );
    const report = response.json();
    expect(report.period).toEqual({ from: '2026-02-01', to: '2026-02-15' });
    expect(report.byBranch).toEqual([
      expect.objectContaining({ branch: 'Agra', total: 3, submitted: 2, validated: 1 }),
    ]);
    expect(report.byMonth).toEqual([expect.objectContaining({ month: '2026-02', total: 3 })]);
  });

  it('show how long records wait in each state, whatever the period', async () => {
    const report = (await get(tokens.approver, '/api/reports?from=2030-01-01')).json();
    const age = (status: number) =>
      report.stageAge.find((s: { status: number }) => s.status === status);
    expect(age(STATUS.SUBMITTED)).toMatchObject({ total: 2, buckets: { d7to30: 2 } });
    expect(age(STATUS.VALIDATED)).toMatchObject({ total: 1, buckets: { d1to3: 1 } });
    expect(age(STATUS.RETURNED)).toMatchObject({ total: 2, buckets: { over30d: 2 } });
    expect(report.stageAge.map((s: { status: number }) => s.status)).not.toContain(STATUS.APPROVED);
    expect(report.byBranch).toEqual([]);
  });

  it('give a secretary her own branch only, and refuse another', async () => {
    const own = (await get(tokens.gurgaon, '/api/reports')).json();
    expect(own.branch).toBe('Gurgaon');
    expect(own.byBranch.map((b: { branch: string }) => b.branch)).toEqual(['Gurgaon']);
    expect(own.stageAge.reduce((n: number, s: { total: number }) => n + s.total, 0)).toBe(2);
    const other = await get(tokens.gurgaon, '/api/reports?branch=Agra');
    expect(other.statusCode).toBe(403);
  });

  it('refuse a period that ends before it starts, naming the field', async () => {
    const response = await get(tokens.viewer, '/api/reports?from=2026-03-01&to=2026-02-01');
    expect(response.statusCode, response.body).toBe(400);
    // the words the reports form shows under To, by key, so the Hindi screen shows them too
    expect(response.json().error.fields).toEqual({
      to: "The 'To' date must be on or after the 'From' date.",
    });
    expect(response.json().error.fieldMessages).toEqual({
      to: { messageKey: 'report.periodOrder' },
    });
  });
});

/** The CSV's lines without the byte-order mark, split into cells (no quoted commas here). */
function csvLines(body: string) {
  expect(body.startsWith('\ufeff')).toBe(true);
  return body
    .slice(1)
    .trimEnd()
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

describe('the export', () => {
  it('sends the whole list as CSV with a BOM, in the list’s order, with every column', async () => {
    const response = await get(
      tokens.approver,
      '/api/registrations/export?view=all&format=csv&sort=first_name&order=asc',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="form-a-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = csvLines(response.body);
    expect(header).toEqual(exportHeaders(EXPORT_RECORD_COLUMNS, 'en'));
    expect(rows).toHaveLength(ROWS.length);
    const column = (name: (typeof EXPORT_RECORD_COLUMNS)[number]) =>
      EXPORT_RECORD_COLUMNS.indexOf(name);
    const firstNames = rows.map((row) => row[column('first_name')]);
    expect(firstNames).toEqual([...firstNames].sort((a, b) => (a! < b! ? -1 : 1)));
    expect(firstNames).toContain('राम1');
    // a reviewer's file masks the contact as her list does (ADR 057)
    expect(rows[0]![column('email')]).toBe('An••••@example.org');
  });

  it('applies the list’s filter', async () => {
    const response = await get(
      tokens.approver,
      '/api/registrations/export?view=in-process&filterField=first_name&filterOperator=startsWith&filterValue=bin',
    );
    const [, ...rows] = csvLines(response.body);
    expect(rows.map((row) => row[5]).sort()).toEqual(['Bina1', 'Bina2']);
  });

  it('gives a data viewer the summary columns only, and their sorts only', async () => {
    const response = await get(tokens.viewer, '/api/registrations/export?view=all');
    const [header, ...rows] = csvLines(response.body);
    expect(header).toEqual(exportHeaders(EXPORT_SUMMARY_COLUMNS, 'en'));
    expect(rows).toHaveLength(ROWS.length);
    expect(response.body).not.toContain('@example.org');
    expect(response.body).not.toContain('+919876543210');
    const bySecret = await get(tokens.viewer, '/api/registrations/export?view=all&sort=dob');
    expect(bySecret.statusCode).toBe(400);
    const byEmail = await get(
      tokens.viewer,
      '/api/registrations/export?view=all&filterField=email&filterValue=anil',
    );
    expect(byEmail.statusCode).toBe(400);
  });

  it('never gives a secretary another branch’s records', async () => {
    const own = csvLines((await get(tokens.agra, '/api/registrations/export?view=mine')).body);
    expect(own.slice(1).map((row) => row[3])).toEqual(Array(6).fill('Agra'));
    const asked = await get(
      tokens.agra,
      '/api/registrations/export?view=returned&filterField=branch&filterOperator=equals&filterValue=Gurgaon',
    );
    expect(asked.statusCode).toBe(200);
    expect(csvLines(asked.body)).toHaveLength(1);
    const gurgaon = csvLines(
      (await get(tokens.gurgaon, '/api/registrations/export?view=mine')).body,
    );
    expect(gurgaon.slice(1).map((row) => row[3])).toEqual(['Gurgaon', 'Gurgaon']);
    const otherView = await get(tokens.agra, '/api/registrations/export?view=all');
    expect(otherView.statusCode).toBe(403);
  });

  it('sends XLSX that a spreadsheet reader opens, with the same rows', async () => {
    const response = await get(tokens.approver, '/api/registrations/export?view=all&format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(ROWS.length + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Application number');
    const names = sheet.getColumn(EXPORT_RECORD_COLUMNS.indexOf('first_name') + 1).values;
    expect(names).toContain('राम2');
  });

  it('logs who exported which view with which filter', async () => {
    await get(
      tokens.gurgaon,
      '/api/registrations/export?view=returned&filterField=last_name&filterValue=sharma',
    );
    const result = await ctx.database.db.execute(
      sql`SELECT role, view, format, columns, branch, query FROM export_logs ORDER BY id DESC LIMIT 1`,
    );
    const [entry] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    expect(entry).toMatchObject({
      role: 'BBRANCHSEC',
      view: 'returned',
      format: 'csv',
      columns: 'record',
      branch: 'Gurgaon',
      query: expect.objectContaining({ filterField: 'last_name', filterValue: 'sharma' }),
    });
    // evidence, like the other logs: never rewritten
    await expect(ctx.database.db.execute(sql`DELETE FROM export_logs`)).rejects.toThrow();
  });
});
