import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { logTransport } from '../src/lib/log-transport';

/** What a production install must give (the second factor's key: ADR 046). */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://portal.example.org',
  SECOND_FACTOR_KEY: 'a'.repeat(64),
} as const;

describe('the log format', () => {
  it('is JSON in production and when asked for, pretty when asked for', () => {
    expect(loadConfig({}, { ...PRODUCTION }).logPretty).toBe(false);
    expect(loadConfig({}, { LOG_FORMAT: 'json' }).logPretty).toBe(false);
    expect(loadConfig({}, { LOG_FORMAT: 'pretty', ...PRODUCTION }).logPretty).toBe(true);
    expect(() => loadConfig({}, { LOG_FORMAT: 'yaml' as 'json' })).toThrow(/LOG_FORMAT/);
  });

  it('sends pretty logs through pino-pretty and JSON logs straight to stdout', () => {
    expect(logTransport(loadConfig({}, { LOG_FORMAT: 'pretty' }))).toMatchObject({
      transport: { target: 'pino-pretty' },
    });
    expect(logTransport(loadConfig({}, { LOG_FORMAT: 'json' }))).toEqual({});
  });
});
