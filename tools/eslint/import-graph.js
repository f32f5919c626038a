// The repository's static import graph, built without a module resolver (see import-boundaries.js
// for why there is no eslint-plugin-import-x here). Shared by the no-cycle rule and
// tools/import-circles.mjs so the lint and the count see the same edges.
// Relative specifiers are resolved against the importing file, trying the TypeScript extensions.
// A workspace package named by its name (`@form-a/domain/api/members`) is resolved through its
// package.json "exports" map, so a circle that leaves a package by name and comes back is found too.
// Type-only imports count: a cycle of types still ties two modules into one. So does a dynamic
// `import()`: a lazy chunk that imports its loader back is one module split in two files.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SPECIFIERS = /(?:^|\n)\s*(?:import|export)\s[^'";]*?\bfrom\s+['"]([^'"]+)['"]/g;
const SIDE_EFFECT = /(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function isFile(candidate) {
  return existsSync(candidate) && statSync(candidate).isFile();
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** name → { dir, exports } for every workspace package that has an exports map. */
function workspacePackages() {
  const packages = new Map();
  for (const workspace of readJson(path.join(ROOT, 'package.json')).workspaces ?? []) {
    const manifest = path.join(ROOT, workspace, 'package.json');
    if (!isFile(manifest)) continue;
    const { name, exports } = readJson(manifest);
    if (name && exports && typeof exports === 'object') {
      packages.set(name, { dir: path.join(ROOT, workspace), exports });
    }
  }
  return packages;
}

let packages;

/** The file a package specifier names through its exports map: an exact key first, then the
 * "./*" pattern with the longest prefix, as Node resolves them. */
function resolvePackage(specifier) {
  packages ??= workspacePackages();
  for (const [name, { dir, exports }] of packages) {
    if (specifier !== name && !specifier.startsWith(`${name}/`)) continue;
    const subpath = `.${specifier.slice(name.length)}`;
    const targetOf = (value) =>
      typeof value === 'string' ? value : (value?.import ?? value?.default ?? null);
    let file = subpath in exports ? targetOf(exports[subpath]) : null;
    if (!file) {
      const patterns = Object.keys(exports)
        .filter((key) => key.includes('*'))
        .sort((a, b) => b.indexOf('*') - a.indexOf('*'));
      for (const key of patterns) {
        const [prefix, suffix] = key.split('*');
        const target = targetOf(exports[key]);
        if (!target || !subpath.startsWith(prefix) || !subpath.endsWith(suffix)) continue;
        file = target.replace('*', subpath.slice(prefix.length, subpath.length - suffix.length));
        break;
      }
    }
    return file && isFile(path.join(dir, file)) ? path.join(dir, file) : null;
  }
  return null;
}

/** The file `specifier` names from `from`, or null for a package outside the workspace. */
export function resolveFile(from, specifier) {
  if (!specifier.startsWith('.')) return resolvePackage(specifier);
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base]) {
    if (isFile(candidate)) return candidate;
  }
  return null;
}

const edges = new Map();

/** The files `file` imports statically (read from disk once per process). */
export function importsOf(file) {
  let found = edges.get(file);
  if (found) return found;
  found = [];
  edges.set(file, found);
  if (!/\.tsx?$/.test(file)) return found;
  const text = readFileSync(file, 'utf8');
  for (const pattern of [SPECIFIERS, SIDE_EFFECT, DYNAMIC]) {
    for (const match of text.matchAll(pattern)) {
      const target = resolveFile(file, match[1]);
      if (target && !found.includes(target)) found.push(target);
    }
  }
  return found;
}

/** A path of imports from `start` back to `goal` (shortest first), or null. */
export function pathBack(start, goal) {
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

/**
 * The circles among `files`: each strongly connected set of two or more modules (or one that
 * imports itself), as its sorted members and one shortest cycle through the first of them.
 */
export function circles(files) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  // Iterative Tarjan: a recursive one overflows on a long import chain.
  for (const root of files) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, at] = frame;
      const next = importsOf(node)[at];
      if (next !== undefined) {
        frame[1] += 1;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) {
          low.set(node, Math.min(low.get(node), index.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      if (members.length > 1 || importsOf(node).includes(node)) {
        members.sort();
        const first = members[0];
        const cycle = importsOf(first).includes(first) ? [first] : pathBack(first, first);
        found.push({ members, cycle: [...(cycle ?? [first]), first] });
      }
    }
  }
  return found;
}
