import { getTableColumns, sql } from 'drizzle-orm';
import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_FIELDS, type RegistrationField } from '@form-a/domain/registration-fields';
import { APPLICATION_DEFAULTS } from '@form-a/domain/schemas/application';
import { registrations } from '../src/db/schema';
import { exportCodeTables } from '../src/modules/exports/labels';
import { fieldCells } from '../src/modules/exports/repository';
import { erasedColumns } from '../src/modules/registrations/erasure';
import { formValuesToColumns, rowToRecordFields } from '../src/modules/registrations/record';
import { fieldPairs } from '../src/modules/registrations/record-json';
import { fieldRows, Words } from '../src/modules/subject-rights/export-pdf';

/** A field someone adds: text the person gives on step 5, exported and in the PDF. */
const ADDED: RegistrationField = {
  form: 'workplace',
  formOrder: 29.5,
  record: 'workplace',
  column: 'workplace',
  type: 'text',
  step: [5],
  label: 'Workplace',
  erased: '',
  export: { en: 'Workplace', hi: 'कार्यस्थल' },
  views: { subjectPdf: 27.5 },
};
const WITH_ADDED = [...REGISTRATION_FIELDS, ADDED];
/** Its column, as the migration and the drizzle table would add it. */
const COLUMNS = {
  ...getTableColumns(registrations),
  ...getTableColumns(pgTable('registrations', { workplace: text('workplace') })),
};
const dialect = new PgDialect();

describe('a field added to the table reaches the server', () => {
  it('is read into the record and written from the form', () => {
    expect(rowToRecordFields({ workplace: 'Agra mill' }, WITH_ADDED).workplace).toBe('Agra mill');
    const values = { ...APPLICATION_DEFAULTS, workplace: 'Agra mill' };
    expect(formValuesToColumns(values, WITH_ADDED)).toMatchObject({ workplace: 'Agra mill' });
  });

  it('is blanked by erasure', () => {
    expect(erasedColumns(WITH_ADDED)).toMatchObject({ workplace: '' });
  });

  it('is in the record JSON the database writes and in the exported cells', () => {
    const pairs = fieldPairs(WITH_ADDED, COLUMNS);
    expect(pairs.map(([name]) => name).at(-1)).toBe('workplace');
    const [, value] = pairs.at(-1)!;
    expect(dialect.sqlToQuery(sql`${value}`).sql).toBe('"registrations"."workplace"');

    const cell = fieldCells(WITH_ADDED, COLUMNS).workplace!;
    const file = { timeZone: 'UTC', codes: exportCodeTables('en') };
    expect(dialect.sqlToQuery(cell(file, (v) => v)).sql).toBe('"registrations"."workplace"');
  });

  it('is a row of the subject export PDF, with its header as label', () => {
    const words = new Words('hi', 'Asia/Kolkata');
    const rows = fieldRows({ workplace: 'Agra mill', designation: 'Clerk' }, words, WITH_ADDED);
    const at = rows.findIndex(([label]) => label === 'कार्यस्थल');
    expect(rows[at]).toEqual(['कार्यस्थल', 'Agra mill']);
    expect(rows[at - 1]?.[1]).toBe('Clerk');
  });
});

describe('the table and the database', () => {
  it('names each stored field by its column and its drizzle property by its form name', () => {
    const columns = getTableColumns(registrations) as Record<string, { name: string }>;
    for (const field of REGISTRATION_FIELDS as readonly RegistrationField[]) {
      if (field.column === null) continue;
      expect(columns[field.form ?? '']?.name).toBe(field.column);
    }
  });
});
