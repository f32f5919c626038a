// `npm start`, after scripts/build-server.ts has rebuilt dist/: take the data-folder lock first,
// so that a second start fails at once and never rebuilds the web files under a server that is
// running; then build the web app and serve. The rebuilt dist/ cannot disturb a running server:
// it has loaded its code, and each file is replaced whole by a rename.
import { spawnSync } from 'node:child_process';
import { loadConfig, REPO_ROOT } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { exitOnStartupError, startServer, stopOnSignals } from '../server';

try {
  const config = loadConfig();
  const releaseLock = config.embedded ? await lockDataDir(config.DATA_DIR) : undefined;
  const build = spawnSync('npm', ['run', 'build', '-w', '@form-a/web'], {
    cwd: REPO_ROOT,
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
