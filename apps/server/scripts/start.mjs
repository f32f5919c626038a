// `npm start`. Plain JavaScript that any Node.js can parse, so that an old Node gets a sentence
// instead of a stack trace. Development: rebuild the server bundle (dist/), then run it; it
// builds the web app itself (src/cli/start.ts). Production: run the release build as it is,
// nothing compiled, no devDependencies needed (`npm run build`, then `npm ci --omit=dev`).
// NODE_ENV is the one setting read here, before config.ts exists as JavaScript; config.ts reads
// and validates everything else, NODE_ENV included.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REQUIRED_NODE_VERSION = '24.7.0'; // as src/lib/node-version.ts and package.json's engines
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 7)) {
  process.stderr.write(
    `Form-A Portal needs Node.js ${REQUIRED_NODE_VERSION} or newer; this is Node.js ${process.versions.node}.\n` +
      'Install Node.js 24 LTS (see .nvmrc) and start again.\n',
  );
  process.exit(1);
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(serverRoot, 'dist/start.js');

if (process.env.NODE_ENV === 'production') {
  if (!existsSync(bundle)) {
    process.stderr.write(
      `\nNo server build in ${path.dirname(bundle)}. A production start runs the release build and ` +
        'compiles nothing:\nrun `npm run build` first (it needs the devDependencies), then start again.\n\n',
    );
    process.exit(1);
  }
} else {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
    cwd: serverRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import(pathToFileURL(bundle).href);
