// Import cycles, found without a module resolver (see import-boundaries.js for why there is no
// eslint-plugin-import-x here): relative specifiers are resolved against the file, trying the
// TypeScript extensions, and the files they name are read from disk (once per lint run).
// Type-only imports count too: a cycle of types still ties two modules into one.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SPECIFIERS = /(?:^|\n)\s*(?:import|export)\s[^'";]*?\bfrom\s+['"](\.[^'"]+)['"]/g;
const SIDE_EFFECT = /(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]/g;

function resolveFile(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const edges = new Map();
function importsOf(file) {
  let found = edges.get(file);
  if (found) return found;
  found = [];
  edges.set(file, found);
  if (!/\.tsx?$/.test(file)) return found;
  const text = readFileSync(file, 'utf8');
  for (const pattern of [SPECIFIERS, SIDE_EFFECT]) {
    for (const match of text.matchAll(pattern)) {
      const target = resolveFile(file, match[1]);
      if (target) found.push(target);
    }
  }
  return found;
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const trail = queue.shift();
    for (const next of importsOf(trail[trail.length - 1])) {
      if (next === goal) return trail;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'A module may not import, directly or not, a module that imports it.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{trail}}.' },
  },
  create(context) {
    const filename = context.filename;
    const cwd = context.cwd;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveFile(filename, specifier);
      if (!target) return;
      const trail = target === filename ? [] : pathBack(target, filename);
      if (!trail) return;
      const names = [filename, ...trail, filename].map((file) => path.relative(cwd, file));
      context.report({ node, messageId: 'cycle', data: { trail: names.join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (node) => node.source && check(node),
      ExportAllDeclaration: check,
    };
  },
};
