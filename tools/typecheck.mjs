// Type-checks every workspace with TypeScript 7's native compiler (ADR 091). TypeScript 6 stays
// the `typescript` package for typescript-eslint's typed rules and for editors; this is the gate.
// One checker thread each, one project after another: in CI it runs beside lint and the web
// build on two cores, where a single thread costs the least CPU for the same answer.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECTS = ['packages/domain', 'apps/server', 'apps/web', 'e2e', 'bench', 'ops'];
// The package exports no path to its command, so it is found beside its package.json.
const compiler = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('typescript7/package.json'))),
  'bin/tsc',
);

for (const project of PROJECTS) {
  const { status } = spawnSync(process.execPath, [compiler, '--singleThreaded', '-p', project], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
