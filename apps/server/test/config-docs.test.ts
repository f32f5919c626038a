import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, REPO_ROOT } from '../src/config';

// Every setting an operator can give is named where operators read. (That only config.ts reads
// `process.env` is the lint rule `no-restricted-properties` in eslint.config.js.)
const DOCUMENTS = ['README.md', 'docs/operations.md'];

describe('the configuration is documented', () => {
  it('names every variable config.ts reads in the README or docs/operations.md', () => {
    const text = DOCUMENTS.map((file) => readFileSync(path.join(REPO_ROOT, file), 'utf8')).join(
      '\n',
    );
    const variables = Object.keys(configSchema.shape);
    expect(variables.length).toBeGreaterThan(40);
    // As a word of its own: `SMTP_PORT` does not count for `SMTP`, nor `OUTBOX_POLL_MS` for `OUTBOX_POLL`.
    const missing = variables.filter(
      (name) => !new RegExp(`(?<![A-Za-z0-9_])${name}(?![A-Za-z0-9_])`).test(text),
    );
    expect(
      missing,
      `Variables read by apps/server/src/config.ts but named in neither ${DOCUMENTS.join(' nor ')}: ` +
        `${missing.join(', ')}. Add each to the README's Configuration table or docs/operations.md.`,
    ).toEqual([]);
  });
});
