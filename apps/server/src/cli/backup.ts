// npm run backup -- [--out FILE] : a consistent, compressed copy of the whole database, taken
// while the server runs (ADR 025).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, REPO_ROOT } from '../config';
import { backupDatabase, backupFileName } from '../modules/backup/backup';
import { exitOnStartupError } from '../server';
import { withOwnerUrl } from './database-url';
import { CliError } from './with-database';

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  // npm runs workspace scripts in apps/server: relative paths mean the repository root.
  const file = path.resolve(
    REPO_ROOT,
    values.out ?? path.join(config.BACKUP_DIR, backupFileName()),
  );
  const summary = await withOwnerUrl(config, 'backup', (url) => backupDatabase(url, file));
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  process.stdout.write(
    `Backed up ${rows} rows in ${Object.keys(summary.rows).length} tables ` +
      `(schema ${summary.header.schemaVersion.tag}) to ${summary.file} (${formatBytes(summary.bytes)}).\n`,
  );
} catch (error) {
  if (error instanceof CliError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  exitOnStartupError(error);
}

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
