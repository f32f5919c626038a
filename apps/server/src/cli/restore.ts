// npm run restore -- FILE [--force] : replaces the database with a backup (ADR 025).
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../config';
import { RestoreRefusedError, restoreDatabase } from '../modules/backup/restore';
import { BackupFormatError } from '../modules/backup/format';
import { exitOnStartupError } from '../server';
import { withOwnerUrl } from './database-url';
import { CliError } from './with-database';

const USAGE =
  'Usage: npm run restore -- FILE [--force]   (--force empties a database that is not empty)';

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new CliError(USAGE);
  const config = loadConfig();
  const summary = await withOwnerUrl(config, 'restore', (url) =>
    // npm runs workspace scripts in apps/server: relative paths mean the repository root.
    restoreDatabase(url, path.resolve(REPO_ROOT, file), { force: values.force }),
  );
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  process.stdout.write(
    `Restored ${rows} rows in ${Object.keys(summary.rows).length} tables from the backup of ` +
      `${summary.header.createdAt}. Start the server to apply any newer migrations.\n`,
  );
} catch (error) {
  if (
    error instanceof CliError ||
    error instanceof RestoreRefusedError ||
    error instanceof BackupFormatError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  exitOnStartupError(error);
}
