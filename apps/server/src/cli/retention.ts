// npm run retention -- --dry-run : list what the retention job would erase and delete (ADR 055).
// npm run retention              : erase it now, as the listening server does every hour.
import { formatInTimeZone } from '@form-a/domain/dates';
import { expiredIdempotencyKeys, IDEMPOTENCY_KEY_DAYS } from '../modules/idempotency/service';
import {
  DISCARDED_RETENTION_DAYS,
  ORPHAN_PHOTO_DAYS,
  retentionCutoff,
  retentionDays,
  retentionPlan,
  runRetention,
} from '../modules/registrations/retention';
import { installRegistrationWriteHooks } from '../write-hooks';
import { CliError, runWithDatabase } from './with-database';

const USAGE = 'Usage: npm run retention [-- --dry-run]';
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--dry-run');
const dryRun = args.includes('--dry-run');

const WHAT = {
  draft: 'a draft not saved since',
  returned: 'a returned record not touched since',
  discarded: 'a draft discarded on',
  photo: 'a photo no record shows, uploaded on',
} as const;

await runWithDatabase(async (db, config) => {
  if (unknown.length > 0) throw new CliError(`Unknown argument ${unknown.join(' ')}. ${USAGE}`);
  const now = new Date();
  const days = retentionDays(config);
  if (!dryRun) {
    installRegistrationWriteHooks();
    const counts = await runRetention(db, config, { now });
    process.stdout.write(
      `Erased ${counts.draft} drafts, ${counts.returned} returned records and ${counts.discarded} discarded drafts; deleted ${counts.orphanPhotos} orphan photos and ${counts.idempotencyKeys} idempotency keys older than a month.\n`,
    );
    return;
  }
  process.stdout.write(
    `The retention job would erase drafts after ${days.draft ?? 'never (RETENTION_DRAFT_DAYS=0)'} days, returned records after ${days.returned ?? 'never (RETENTION_RETURNED_DAYS=0)'} days and discarded drafts after ${DISCARDED_RETENTION_DAYS} day, and delete photos no record shows after ${ORPHAN_PHOTO_DAYS} day:\n`,
  );
  // ids, branches and dates only, never a name: the list may be pasted into a ticket
  let count = 0;
  for await (const entry of retentionPlan(db, config, { now })) {
    process.stdout.write(
      `  ${entry.kind}\t${entry.id}\t${entry.branch}\t${WHAT[entry.kind]} ${formatInTimeZone(entry.since, config.TIME_ZONE)}\n`,
    );
    count += 1;
  }
  process.stdout.write(`${count} in all; nothing was changed (dry run).\n`);
  // keys are no one's data: counted, not listed
  const keys = await expiredIdempotencyKeys(db, retentionCutoff(now, IDEMPOTENCY_KEY_DAYS));
  process.stdout.write(
    `It would also delete ${keys} idempotency keys older than ${IDEMPOTENCY_KEY_DAYS} days.\n`,
  );
});
