#!/usr/bin/env node
// Counts the import circles in the domain, the server, the web, the journeys and the bench, on the
// same graph the local/no-cycle lint rule walks, and fails when there is one.
// Usage: node tools/import-circles.mjs (or npm run lint:circles)
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { circles } from './eslint/import-graph.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TREES = ['packages/domain/src', 'apps/server/src', 'apps/web/src', 'e2e', 'bench'];
const SKIP = new Set(['node_modules', 'dist', 'out']);

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const files = TREES.flatMap((tree) => sources(path.join(ROOT, tree))).sort();
const found = circles(files);
const name = (file) => path.relative(ROOT, file);
for (const { members, cycle } of found) {
  console.log(`circle of ${members.length}: ${cycle.map(name).join(' → ')}`);
  if (members.length > cycle.length - 1) console.log(`  members: ${members.map(name).join(', ')}`);
}
console.log(
  `${found.length} import circle${found.length === 1 ? '' : 's'} in ${files.length} files`,
);
process.exitCode = found.length > 0 ? 1 : 0;
