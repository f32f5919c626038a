import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importBoundaries } from './tools/eslint/import-boundaries.js';
import { noCycle } from './tools/eslint/no-cycle.js';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const serverModules = existsSync('apps/server/src/modules')
  ? readdirSync('apps/server/src/modules', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const webFeatures = existsSync('apps/web/src/features')
  ? readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const NO_FOCUSED_TESTS = {
  selector:
    "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
  message: 'Focused tests hide the rest of the suite.',
};

// A route's request and response shapes are defined once, in packages/domain/src/api.
const NO_ROUTE_SHAPES = {
  selector:
    "CallExpression[callee.object.name='z'][callee.property.name=/^(object|looseObject|strictObject)$/]",
  message:
    "A route's request and response shapes live in packages/domain/src/api; import them from there.",
};

// The web reaches the API by a contract's key ('GET /api/x/:id', which does not start with a
// slash) through call() or pathOf() in lib/api-client.ts, never by a path of its own (ADR 069).
// \x2F is '/': the selector's regular expression cannot hold a slash.
const NO_API_PATH = {
  selector:
    'Literal[value=/^\\x2Fapi\\x2F/], TemplateLiteral[quasis.0.value.cooked=/^\\x2Fapi\\x2F/]',
  message:
    "Reach the API by its contract's key: call('GET /api/…') or pathOf(…) from lib/api-client.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.e2e-artifacts/**',
      'bench/out/**',
      'apps/web/builds/**',
      'backups/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local: { rules: { 'import-boundaries': importBoundaries, 'no-cycle': noCycle } } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS],
    },
  },
  {
    // A route's input and output are defined once, in packages/domain/src/api (contract.ts):
    // the web's API calls and the server's routes parse with those schemas, never their own.
    files: [
      'apps/web/src/features/*/api/**/*.ts',
      'apps/web/src/lib/*api*.ts',
      'apps/server/src/modules/*/routes.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, NO_ROUTE_SHAPES],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api-client.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, NO_API_PATH] },
  },
  {
    files: ['apps/web/src/features/*/api/**/*.ts', 'apps/web/src/lib/*api*.ts'],
    ignores: ['apps/web/src/lib/api-client.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, NO_ROUTE_SHAPES, NO_API_PATH] },
  },
  {
    // The domain package is pure and shared: no I/O, no app code.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', '@form-a/server', '@form-a/web', 'react', 'fastify'] },
      ],
    },
  },
  {
    // No import circles anywhere (the server's block below turns it on for the server too);
    // `npm run lint:circles` counts them on the same graph (ADR 070).
    files: [
      'packages/domain/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'bench/**/*.ts',
    ],
    rules: { 'local/no-cycle': 'error' },
  },
  {
    // The API suite's files share a worker's modules (isolate: false in vitest.config.ts, ADR
    // 079): a module mocked or a global stubbed by one file would be what the next file gets.
    files: ['apps/server/test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message:
            'The API suite shares modules between files: pass a stand-in to the code instead.',
        })),
      ],
    },
  },
  {
    // Only the config module reads the environment.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way: shared → features → app; features never import each other.
      'local/import-boundaries': [
        'error',
        {
          zones: [
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/i18n',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
  },
  {
    // The server's floors: config, lib and db at the bottom, then modules, then the app and its
    // entry points (app.ts, server.ts, cli, seed). A module never imports another module's
    // routes (routes are the edge, not a library). No import cycles.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'local/no-cycle': 'error',
      'local/import-boundaries': [
        'error',
        {
          zones: [
            {
              target: [
                './apps/server/src/config.ts',
                './apps/server/src/lib',
                './apps/server/src/db',
              ],
              from: [
                './apps/server/src/modules',
                './apps/server/src/plugins',
                './apps/server/src/seed',
                './apps/server/src/cli',
                './apps/server/src/app',
                './apps/server/src/server',
                './apps/server/src/main',
              ],
            },
            {
              target: ['./apps/server/src/lib', './apps/server/src/config.ts'],
              from: './apps/server/src/db',
            },
            {
              target: ['./apps/server/src/modules', './apps/server/src/plugins'],
              from: [
                './apps/server/src/seed',
                './apps/server/src/cli',
                './apps/server/src/app',
                './apps/server/src/server',
                './apps/server/src/main',
              ],
            },
            ...serverModules.map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: serverModules
                .filter((other) => other !== module)
                .map((other) => `./apps/server/src/modules/${other}/routes`),
              fromLabel: "another module's routes.ts",
            })),
          ],
        },
      ],
    },
  },
);
