import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_RECORD_COLUMNS, EXPORT_SUMMARY_COLUMNS } from '@form-a/domain/api/exports';
import { EXPORT_COLUMN_LABELS } from '@form-a/domain/export-labels';
import { STATUS } from '@form-a/domain/status';
import { registrations } from '../src/db/schema';
import { exportCodeTables } from '../src/modules/exports/labels';
import { bearer, createTestContext, type TestContext } from './helper';

// ADR 050: exports were for machines. Headers were column names (`uid`, `zipcode`), coded
// fields came as codes (10, 55, GN), every XLSX cell was text, and a Hindi reader got English.
// A file is now read by a person: headers and coded values in the reader's language, numbers and
// dates typed in XLSX, identifiers that look like numbers kept as text (ADR 050).

type Column = (typeof EXPORT_RECORD_COLUMNS)[number];

let ctx: TestContext;
let approver = '';
let viewer = '';
/** the Agra secretary: her file holds the phone in full, a reviewer's masks it (ADR 057) */
let agra = '';
let hindiApprover = '';
let recordId = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const secretary = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
  agra = (await ctx.login(secretary.uid)).token;
  approver = (await ctx.login((await ctx.createUser({ role: 'DBAPPROVER' })).uid)).token;
  viewer = (await ctx.login((await ctx.createUser({ role: 'DATAVIEWER' })).uid)).token;
  hindiApprover = (await ctx.login((await ctx.createUser({ role: 'DBAPPROVER' })).uid)).token;
  // a reader who chose Hindi in the header's switch, and whose download names no language
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/me/preferences',
    headers: bearer(hindiApprover),
    payload: { language: 'hi' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const [row] = await ctx.database.db
    .insert(registrations)
    .values({
      status: STATUS.APPROVED,
      jigyasuUid: '0012345',
      branch: 'Agra',
      title: 'MR',
      firstName: 'Ravi',
      lastName: 'Kumar',
      dob: '1990-05-01',
      email: 'ravi@example.org',
      phone: '+919876543210',
      zipcode: '012345',
      country: 'IN',
      occupation: '10',
      qualification: '55',
      caste: 'GN',
      nationality: 'IN',
      bloodGroup: 'O+',
      createdBy: secretary.id,
      // 11:30 in India
      createdAt: new Date('2026-01-15T06:00:00Z'),
    })
    .returning({ id: registrations.id });
  recordId = row!.id;
  // a code no option list knows, from older data
  await ctx.database.db.insert(registrations).values({
    status: STATUS.SUBMITTED,
    branch: 'Agra',
    firstName: 'Old',
    lastName: 'Data',
    dob: '1980-01-01',
    occupation: '99',
    country: 'India',
    createdBy: secretary.id,
  });
});
afterAll(async () => ctx?.close());

async function csv(token: string, query = '', view = token === agra ? 'mine' : 'all') {
  const response = await ctx.app.inject({
    url: `/api/registrations/export?view=${view}&format=csv&sort=id&order=asc${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
  return { header: header!, rows, body: response.body };
}

const cellOf = (row: string[], column: Column) => row[EXPORT_RECORD_COLUMNS.indexOf(column)];

describe('a CSV export', () => {
  it('has headers a person reads, in English', async () => {
    const { header } = await csv(approver);
    expect(header).toHaveLength(EXPORT_RECORD_COLUMNS.length);
    expect(header.slice(0, 4)).toEqual(['Application number', 'Jigyasu ID', 'Status', 'Branch']);
    expect(header).toContain('Pin code');
    expect(header).toContain('State');
    expect(header).toContain('Date of birth');
    for (const name of ['uid', 'zipcode', 'region', 'first_name', 'bloodgroup'])
      expect(header).not.toContain(name);
  });

  it('has the headers in Hindi when the screen is in Hindi', async () => {
    const { header } = await csv(approver, '&lang=hi');
    expect(header.slice(0, 4)).toEqual(['आवेदन संख्या', 'जिज्ञासु आईडी', 'स्थिति', 'शाखा']);
    expect(header).toContain('पिन कोड');
    expect(header).toContain('जन्म तिथि');
  });

  it('names the coded fields by their labels, in English and in Hindi', async () => {
    const english = (await csv(approver)).rows.find((row) => row[0] === String(recordId))!;
    expect(cellOf(english, 'status')).toBe('Approved');
    expect(cellOf(english, 'occupation')).toBe('Full-time Student');
    expect(cellOf(english, 'qualification')).toBe('Class 12');
    expect(cellOf(english, 'caste')).toBe('General');
    expect(cellOf(english, 'nationality')).toBe('Indian');
    expect(cellOf(english, 'country')).toBe('India');
    expect(cellOf(english, 'bloodgroup')).toBe('O+');
    expect(cellOf(english, 'title')).toBe('MR');

    const hindi = (await csv(approver, '&lang=hi')).rows.find(
      (row) => row[0] === String(recordId),
    )!;
    expect(cellOf(hindi, 'status')).toBe('स्वीकृत');
    expect(cellOf(hindi, 'occupation')).toBe('पूर्णकालिक विद्यार्थी');
    expect(cellOf(hindi, 'qualification')).toBe('कक्षा 12');
    expect(cellOf(hindi, 'caste')).toBe('सामान्य');
    expect(cellOf(hindi, 'nationality')).toBe('भारतीय');
    expect(cellOf(hindi, 'country')).toBe('भारत');
    expect(cellOf(hindi, 'title')).toBe('श्री');
    // what a person typed stays as typed
    expect(cellOf(hindi, 'first_name')).toBe('Ravi');
    expect(cellOf(hindi, 'branch')).toBe('Agra');
  });

  it('writes no header or label that a spreadsheet would read as a formula', () => {
    // the guard of ADR 044 checks only what the record holds: the labels are the portal's words
    const words = (['en', 'hi'] as const).flatMap((language) => [
      ...Object.values(EXPORT_COLUMN_LABELS[language]),
      ...Object.values(exportCodeTables(language)).flatMap((table) =>
        Object.values(JSON.parse(table) as Record<string, string>),
      ),
    ]);
    expect(words.length).toBeGreaterThan(500);
    expect(words.filter((word) => /^[=+\-@\t\r]/.test(word))).toEqual([]);
  });

  it('keeps a code no list knows as it is stored', async () => {
    const { rows } = await csv(approver);
    const old = rows.find((row) => cellOf(row, 'first_name') === 'Old')!;
    expect(cellOf(old, 'occupation')).toBe('99');
    expect(cellOf(old, 'country')).toBe('India');
    expect(cellOf(old, 'status')).toBe('Submitted');
  });

  it('keeps identifiers whole: a leading zero, a leading + (behind the formula guard)', async () => {
    const record = (await csv(agra)).rows.find((row) => row[0] === String(recordId))!;
    expect(cellOf(record, 'uid')).toBe('0012345');
    expect(cellOf(record, 'zipcode')).toBe('012345');
    expect(cellOf(record, 'phone')).toBe("'+919876543210");
    expect(cellOf(record, 'dob')).toBe('1990-05-01');
    expect(cellOf(record, 'created_at')).toBe('2026-01-15 11:30:00');
  });

  it("is in the account's saved language when the request names none", async () => {
    const { header, rows } = await csv(hindiApprover);
    expect(header[0]).toBe('आवेदन संख्या');
    expect(
      cellOf(
        rows.find((row) => row[0] === String(recordId))!,
        'caste',
      ),
    ).toBe('सामान्य');
    // the screen's language wins over the saved one
    expect((await csv(hindiApprover, '&lang=en')).header[0]).toBe('Application number');
  });

  it('refuses a language the portal is not written in', async () => {
    const response = await ctx.app.inject({
      url: '/api/registrations/export?view=all&lang=fr',
      headers: bearer(approver),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('lang');
  });

  it('gives a data viewer the summary columns only, named in her language', async () => {
    const english = await csv(viewer);
    expect(english.header).toEqual([
      'Application number',
      'Jigyasu ID',
      'Status',
      'Branch',
      'Title',
      'First name',
      'Middle name',
      'Last name',
      'Created on',
      'Last updated',
    ]);
    expect(english.header).toHaveLength(EXPORT_SUMMARY_COLUMNS.length);
    expect(english.body).not.toContain('ravi@example.org');
    expect(english.body).not.toContain('9876543210');
    expect(english.body).not.toContain('Full-time Student');
    const hindi = await csv(viewer, '&lang=hi');
    expect(hindi.header).toEqual([
      'आवेदन संख्या',
      'जिज्ञासु आईडी',
      'स्थिति',
      'शाखा',
      'उपाधि',
      'पहला नाम',
      'मध्य नाम',
      'अंतिम नाम',
      'बनाने की तिथि',
      'अंतिम अद्यतन',
    ]);
    const ravi = hindi.rows.find((row) => row[0] === String(recordId))!;
    expect(ravi.slice(2, 6)).toEqual(['स्वीकृत', 'Agra', 'श्री', 'Ravi']);
  });
});

async function xlsx(token: string, query = '', view = token === agra ? 'mine' : 'all') {
  const response = await ctx.app.inject({
    url: `/api/registrations/export?view=${view}&format=xlsx&sort=id&order=asc${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('an XLSX export', () => {
  it('types its cells: numbers as numbers, days and moments as dates shown dd/mm/yyyy', async () => {
    const sheet = await xlsx(agra);
    const cell = (row: ExcelJS.Row, column: Column) =>
      row.getCell(EXPORT_RECORD_COLUMNS.indexOf(column) + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Application number');
    const row = sheet.getRow(2);

    expect(cell(row, 'id').type).toBe(ExcelJS.ValueType.Number);
    expect(cell(row, 'id').value).toBe(recordId);

    expect(cell(row, 'dob').type).toBe(ExcelJS.ValueType.Date);
    expect(cell(row, 'dob').value).toEqual(new Date('1990-05-01T00:00:00Z'));
    expect(cell(row, 'dob').numFmt).toBe('dd/mm/yyyy');
    // the organisation's clock, as the screens show it
    expect(cell(row, 'created_at').type).toBe(ExcelJS.ValueType.Date);
    expect(cell(row, 'created_at').value).toEqual(new Date('2026-01-15T11:30:00Z'));
    expect(cell(row, 'created_at').numFmt).toBe('dd/mm/yyyy hh:mm');

    // identifiers that look like numbers stay text, with their leading zero or '+'
    expect(cell(row, 'zipcode').value).toBe('012345');
    expect(cell(row, 'zipcode').type).toBe(ExcelJS.ValueType.String);
    expect(cell(row, 'uid').value).toBe('0012345');
    expect(cell(row, 'phone').value).toBe('+919876543210');
    expect(cell(row, 'phone').type).toBe(ExcelJS.ValueType.String);

    expect(cell(row, 'occupation').value).toBe('Full-time Student');
    expect(cell(row, 'status').value).toBe('Approved');
    // an empty field is an empty cell, not an empty string
    expect(cell(row, 'middle_name').type).toBe(ExcelJS.ValueType.Null);
  });

  it('is in Hindi when asked, labels included', async () => {
    const sheet = await xlsx(approver, '&lang=hi');
    expect(sheet.getRow(1).getCell(1).value).toBe('आवेदन संख्या');
    const row = sheet.getRow(2);
    expect(row.getCell(EXPORT_RECORD_COLUMNS.indexOf('qualification') + 1).value).toBe('कक्षा 12');
    expect(row.getCell(1).value).toBe(recordId);
  });

  it('gives a data viewer the summary columns only, typed the same way', async () => {
    const sheet = await xlsx(viewer);
    expect(sheet.getRow(1).cellCount).toBe(EXPORT_SUMMARY_COLUMNS.length);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(recordId);
    const created = row.getCell(EXPORT_SUMMARY_COLUMNS.indexOf('created_at') + 1);
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect(created.numFmt).toBe('dd/mm/yyyy hh:mm');
  });
});
