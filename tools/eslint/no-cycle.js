// Import cycles, found on the graph in import-graph.js: relative specifiers and a workspace
// package's subpath exports (`@form-a/domain/...`) are followed, so a circle that leaves a package
// by its name and comes back is reported too.
import path from 'node:path';
import { pathBack, resolveFile } from './import-graph.js';

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
      if (typeof specifier !== 'string') return;
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
      ImportExpression: check,
    };
  },
};
