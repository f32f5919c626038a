// npm run members -- import FILE.csv : load the member registry from a CSV export.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { isIsoDate } from '@form-a/domain/dates';
import { upsertMembers, type NewMember } from '../modules/members/repository';
import { CliError, runWithDatabase } from './with-database';

const optionalText = z.string().trim().default('');
const optionalDate = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || isIsoDate(value), 'must be a date yyyy-mm-dd')
  .nullable()
  .default(null);

/** The CSV columns are the UID service's field names. */
export const memberCsvRowSchema = z.object({
  uid: z.string().trim().min(1, 'is required'),
  title: optionalText,
  first_name: z.string().trim().min(1, 'is required'),
  middle_name: optionalText,
  last_name: optionalText,
  dob: optionalDate,
  father_first_name: optionalText,
  father_middle_name: optionalText,
  father_last_name: optionalText,
  first_doi: optionalDate,
  branch: z.string().trim().min(1, 'is required'),
  status: z.enum(['Initiated', 'Jigyasu'], { error: "must be 'Initiated' or 'Jigyasu'" }),
  email_address: optionalText,
  phone_number: optionalText,
});

export function toNewMember(row: z.infer<typeof memberCsvRowSchema>): NewMember {
  return {
    uid: row.uid.toUpperCase(),
    title: row.title,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    dob: row.dob,
    fatherFirstName: row.father_first_name,
    fatherMiddleName: row.father_middle_name,
    fatherLastName: row.father_last_name,
    firstDoi: row.first_doi,
    branch: row.branch,
    status: row.status,
    emailAddress: row.email_address,
    phoneNumber: row.phone_number,
  };
}

const [command, file] = process.argv.slice(2);

await runWithDatabase(async (db) => {
  if (command !== 'import' || !file)
    throw new CliError('Usage: npm run members -- import FILE.csv');
  const records = parse(await readFile(file, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  }) as unknown[];
  const rows: NewMember[] = [];
  const problems: string[] = [];
  records.forEach((record, index) => {
    const parsed = memberCsvRowSchema.safeParse(record);
    if (parsed.success) rows.push(toNewMember(parsed.data));
    else
      for (const issue of parsed.error.issues)
        problems.push(`line ${index + 2}: ${issue.path.join('.')} ${issue.message}`);
  });
  // All or nothing: a half-imported registry is worse than none.
  if (problems.length > 0)
    throw new CliError(
      `Nothing imported; fix these rows first:\n${problems.slice(0, 50).join('\n')}`,
    );
  await db.transaction(async (tx) => upsertMembers(tx, rows));
  process.stdout.write(`Imported ${rows.length} members.\n`);
});
