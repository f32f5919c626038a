import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// This module runs from src/ (tests, tsx) or bundled into dist/ (`npm start`, the bench): both
// sit directly in apps/server, so '..' is the server's folder either way.
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * The one place that reads the environment (engineering rule). Everything else receives a Config.
 * Only `publicConfig` reaches the browser.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SESSION_SECONDS: z.coerce.number().int().min(60).default(3500),
  SESSION_WARNING_SECONDS: z.coerce.number().int().min(10).default(600),
  COOKIE_SECURE: booleanFlag.optional(),
  ORG_TITLE: z.string().default('Satsang Sabha'),
  TIME_ZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'TIME_ZONE must be an IANA time zone such as Asia/Kolkata'),
  UID_SERVICE_URL: optionalUrl,
  DATA_SERVICE_URL: optionalUrl,
  COLLECTION_SERVICE_URL: optionalUrl,
  EXTERNAL_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_LOCK_SECONDS: z.coerce.number().int().min(1).default(900),
  JIGYASU_SEQUENCE_START: z.coerce.number().int().min(1).default(1),
  OUTBOX_WORKER: booleanFlag.default(true),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /** how often the status counters' shards are folded together (0: never) */
  COUNTS_COMPACT_SECONDS: z.coerce.number().int().min(0).default(60),
  OUTBOX_BACKOFF_BASE_MS: z.coerce.number().int().min(1).default(5000),
  OUTBOX_BACKOFF_MAX_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(6 * 60 * 60 * 1000),
  OUTBOX_LOCK_SECONDS: z.coerce.number().int().min(1).default(60),
  OUTBOX_FAILED_AFTER_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  SEED_DEMO: booleanFlag.optional(),
});

export type Config = z.infer<typeof configSchema> & {
  /** true when no DATABASE_URL is given: PGlite in DATA_DIR */
  embedded: boolean;
  cookieSecure: boolean;
  seedDemo: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<z.input<typeof configSchema>> = {},
): Config {
  const parsed = configSchema.safeParse({ ...pickDefined(env), ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const embedded = values.DATABASE_URL === undefined;
  return {
    ...values,
    embedded,
    cookieSecure: values.COOKIE_SECURE ?? values.NODE_ENV === 'production',
    // Demo data goes only into the embedded database unless asked for explicitly (seed:demo).
    seedDemo: values.SEED_DEMO ?? (embedded && values.NODE_ENV !== 'test'),
  };
}

function pickDefined(env: Record<string, string | undefined>): Record<string, string> {
  const keys = Object.keys(configSchema.shape);
  const picked: Record<string, string> = {};
  for (const key of keys) {
    const value = env[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked;
}

export function publicConfig(config: Config) {
  return {
    orgTitle: config.ORG_TITLE,
    sessionSeconds: config.SESSION_SECONDS,
    sessionWarningSeconds: config.SESSION_WARNING_SECONDS,
  };
}
