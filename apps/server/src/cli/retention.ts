// npm run retention -- --dry-run : list the drafts the retention job would discard (ADR 051).
// npm run retention              : discard them now, as the listening server does every hour.
import { formatInTimeZone } from '@form-a/domain/dates';
import {
  discardStaleDrafts,
  findStaleDrafts,
  retentionCutoff,
  RETENTION_BATCH,
} from '../modules/registrations/retention';
import { CliError, runWithDatabase } from './with-database';

const USAGE = 'Usage: npm run retention [-- --dry-run]';
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--dry-run');
const dryRun = args.includes('--dry-run');

await runWithDatabase(async (db, config) => {
  if (unknown.length > 0) throw new CliError(`Unknown argument ${unknown.join(' ')}. ${USAGE}`);
  const days = config.RETENTION_DRAFT_DAYS;
  if (days <= 0) {
    process.stdout.write('RETENTION_DRAFT_DAYS is 0: drafts are kept for ever.\n');
    return;
  }
  const cutoff = retentionCutoff(new Date(), days);
  if (!dryRun) {
    const count = await discardStaleDrafts(db, { days });
    process.stdout.write(
      `Discarded ${count} drafts not saved since ${formatInTimeZone(cutoff, config.TIME_ZONE)}.\n`,
    );
    return;
  }
  process.stdout.write(
    `Drafts not saved since ${formatInTimeZone(cutoff, config.TIME_ZONE)} (RETENTION_DRAFT_DAYS=${days}), which the retention job would discard:\n`,
  );
  let count = 0;
  let afterId = 0;
  for (;;) {
    const page = await findStaleDrafts(db, cutoff, RETENTION_BATCH, afterId);
    for (const draft of page) {
      const name = [draft.firstName, draft.lastName].filter(Boolean).join(' ') || '(no name)';
      process.stdout.write(
        `  ${draft.id}\t${draft.branch}\t${name}\tlast saved ${formatInTimeZone(draft.updatedAt, config.TIME_ZONE)}\n`,
      );
    }
    count += page.length;
    const last = page[page.length - 1];
    if (!last || page.length < RETENTION_BATCH) break;
    afterId = last.id;
  }
  process.stdout.write(`${count} drafts; nothing was changed (dry run).\n`);
});
