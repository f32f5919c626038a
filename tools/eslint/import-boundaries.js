// A local rule instead of eslint-plugin-import-x: that plugin needs unrs-resolver, whose
// platform packages the registry here does not serve, which leaves a lock file `npm ci`
// rejects (docs/decisions/016-lint-import-boundaries.md). The web app imports by relative
// path only, so resolving the specifier against the file is all the rule needs.
import path from 'node:path';

const isInside = (file, folder) => {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports flow one way between folders (zones with target, from, except).',
    },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, required: ['zones'] }],
    messages: { restricted: 'Files in {{target}} may not import from {{from}}.' },
  },
  create(context) {
    const cwd = context.cwd;
    const zones = context.options[0].zones.map((zone) => ({
      targets: [zone.target].flat().map((folder) => path.resolve(cwd, folder)),
      from: [zone.from].flat().map((folder) => path.resolve(cwd, folder)),
      except: zone.except ?? [],
      label: {
        target: [zone.target].flat().join(', '),
        // a zone of many folders may name them in a few words
        from: zone.fromLabel ?? [zone.from].flat().join(', '),
      },
    }));
    const filename = context.filename;
    const active = zones.filter((zone) =>
      zone.targets.some((folder) => isInside(filename, folder)),
    );
    if (active.length === 0) return {};

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = path.resolve(path.dirname(filename), source);
      for (const zone of active) {
        const fromFolder = zone.from.find((folder) => isInside(imported, folder));
        if (!fromFolder) continue;
        const excepted = zone.except.some((folder) =>
          isInside(imported, path.resolve(fromFolder, folder)),
        );
        if (!excepted) context.report({ node, messageId: 'restricted', data: zone.label });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, node.source.value),
    };
  },
};
