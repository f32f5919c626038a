// The server's entry point: `node dist/server.js` (built by scripts/build-server.ts) or
// `tsx src/main.ts` in development. Kept apart from server.ts so that bundling server.ts into
// another entry (`npm start`) never starts a second server.
import { loadConfig } from './config';
import { exitOnStartupError, startServer, stopOnSignals } from './server';

try {
  const server = await startServer(loadConfig());
  stopOnSignals(server);
} catch (error) {
  exitOnStartupError(error);
}
