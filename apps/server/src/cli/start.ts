// `npm start`: take the data-folder lock first, so that a second start fails at once and never
// rebuilds the web files under a server that is running; then build the web app and serve.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { exitOnStartupError, startServer, stopOnSignals } from '../server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

try {
  const config = loadConfig();
  const releaseLock = config.embedded ? await lockDataDir(config.DATA_DIR) : undefined;
  const build = spawnSync('npm', ['run', 'build', '-w', '@form-a/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    await releaseLock?.();
    process.stderr.write('The web build failed; see the output above.\n');
    process.exit(1);
  }
  const server = await startServer(config, releaseLock ? { releaseLock } : {});
  stopOnSignals(server);
} catch (error) {
  exitOnStartupError(error);
}
