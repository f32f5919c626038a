// `npm start`, after scripts/build-server.ts has rebuilt dist/: take the data-folder lock first,
// so that a second start on the same folder fails at once; then build the web app into a
// folder of this server's own (cli/web-build.ts, ADR 025) and serve it. A second start in the
// same checkout (another DATA_DIR) disturbs neither the first one's server code, which is
// loaded and whose files are replaced whole by a rename, nor the web files it serves.
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { exitOnStartupError, startServer, stopOnSignals } from '../server';
import { buildWebForThisServer, WebBuildError } from './web-build';

try {
  const config = loadConfig();
  const releaseLock = config.embedded ? await lockDataDir(config.DATA_DIR) : undefined;
  let webDistDir: string;
  try {
    webDistDir = await buildWebForThisServer();
  } catch (error) {
    await releaseLock?.();
    if (!(error instanceof WebBuildError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const server = await startServer(
    { ...config, WEB_DIST_DIR: webDistDir },
    releaseLock ? { releaseLock } : {},
  );
  stopOnSignals(server);
} catch (error) {
  exitOnStartupError(error);
}
