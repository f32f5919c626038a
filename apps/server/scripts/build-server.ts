// Compiles the server ahead of time into dist/: `npm start`, the bench and the tests that spawn
// the server run plain JavaScript, without tsx compiling TypeScript in the running process
// (ADR 019). Our own code and @form-a/domain are bundled; packages from node_modules stay
// imports, so PGlite's WebAssembly, sharp's binary and pg resolve their files as installed.
import { rename, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = path.join(serverRoot, 'dist');

/** The two entries: the server (`node dist/server.js`) and `npm start` (`node dist/start.js`). */
const entries = [
  { in: 'src/main.ts', out: 'server' },
  { in: 'src/cli/start.ts', out: 'start' },
];

const keepPackagesExternal: Plugin = {
  name: 'keep-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@form-a/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds dist/server.js and dist/start.js; returns the path of dist/server.js. */
export async function buildServer(): Promise<string> {
  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints: entries,
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Readable stack traces without source maps, which would cost the process memory.
    keepNames: true,
    write: false,
    logLevel: 'warning',
    plugins: [keepPackagesExternal],
  });
  await mkdir(SERVER_DIST, { recursive: true });
  // Tests in parallel workers may build at the same moment: each writes its own file and
  // renames it into place, so a starting server never reads a half-written bundle.
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(temporary, file.contents);
    await rename(temporary, file.path);
  }
  return path.join(SERVER_DIST, 'server.js');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
}
