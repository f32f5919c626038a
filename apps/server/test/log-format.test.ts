import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { logTransport } from '../src/lib/log-transport';

describe('the log format', () => {
  it('is JSON in production and when asked for, pretty when asked for', () => {
    expect(
      loadConfig({}, { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example.org' })
        .logPretty,
    ).toBe(false);
    expect(loadConfig({}, { LOG_FORMAT: 'json' }).logPretty).toBe(false);
    expect(
      loadConfig(
        {},
        {
          LOG_FORMAT: 'pretty',
          NODE_ENV: 'production',
          PUBLIC_ORIGIN: 'https://portal.example.org',
        },
      ).logPretty,
    ).toBe(true);
    expect(() => loadConfig({}, { LOG_FORMAT: 'yaml' as 'json' })).toThrow(/LOG_FORMAT/);
  });

  it('sends pretty logs through pino-pretty and JSON logs straight to stdout', () => {
    expect(logTransport(loadConfig({}, { LOG_FORMAT: 'pretty' }))).toMatchObject({
      transport: { target: 'pino-pretty' },
    });
    expect(logTransport(loadConfig({}, { LOG_FORMAT: 'json' }))).toEqual({});
  });
});
