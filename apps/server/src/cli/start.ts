// `npm start`, after scripts/build-server.ts has rebuilt dist/: take the data-folder lock first,
// so that a second start on the same folder fails at once; then build the web app into a
// folder of this server's own (cli/web-build.ts, ADR 025), while the database starts and
// migrates, and serve it. A second start in the same checkout (another DATA_DIR) disturbs
// neither the first one's server code, which is loaded and whose files are replaced whole by a
// rename, nor the web files it serves.
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { exitOnStartupError, startServer, stopOnSignals } from '../server';
import { buildWebForThisServer, WebBuildError } from './web-build';

try {
  const config = loadConfig();
  const releaseLock = config.embedded ? await lockDataDir(config.DATA_DIR) : undefined;
  // Built while the database starts and migrates: the two together are most of a first start.
  const webDistDir = buildWebForThisServer();
  webDistDir.catch(() => undefined); // awaited by startServer; a failure is reported below
  const server = await startServer(config, {
    webDistDir,
    ...(releaseLock ? { releaseLock } : {}),
  });
  stopOnSignals(server);
} catch (error) {
  if (error instanceof WebBuildError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  exitOnStartupError(error);
}
