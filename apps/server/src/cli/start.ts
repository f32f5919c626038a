// `npm start` (scripts/start.mjs runs this bundle). Takes the data-folder lock first, so that a
// second start on the same folder fails at once. In development it builds the web app into a
// folder of this server's own (cli/web-build.ts, ADR 025) while the database starts and
// migrates, and serves it. In production it serves the release build that `npm run build` made
// (WEB_DIST_DIR) and builds nothing: a start takes seconds and needs no devDependencies.
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { exitOnStartupError, startServer, stopOnSignals } from '../server';
import { buildWebForThisServer, releaseWebBuild, WebBuildError } from './web-build';

try {
  const config = loadConfig();
  const production = config.NODE_ENV === 'production';
  // Checked before anything starts: a missing build is a message, not a half-started server.
  if (production) await releaseWebBuild(config.WEB_DIST_DIR);
  const releaseLock = config.embedded ? await lockDataDir(config.DATA_DIR) : undefined;
  const lock = releaseLock ? { releaseLock } : {};
  if (production) {
    // Listens at once and answers /api/ready 503 until the migrations have run.
    stopOnSignals(await startServer(config, lock));
  } else {
    // Built while the database starts and migrates: the two together are most of a first start.
    const webDistDir = buildWebForThisServer();
    webDistDir.catch(() => undefined); // awaited by startServer; a failure is reported below
    stopOnSignals(await startServer(config, { webDistDir, ...lock }));
  }
} catch (error) {
  if (error instanceof WebBuildError) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  exitOnStartupError(error);
}
