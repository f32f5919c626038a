import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { z } from 'zod';
import { PRIVACY_NOTICE_VERSION } from '@form-a/domain/privacy-notice';
import { ROLE_CODES, type RoleCode } from '@form-a/domain/roles';

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

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's trustProxy: 'false' (the socket address is the client), 'true' (trust every hop),
 * or a comma-separated list of proxy addresses / CIDR ranges (ADR 021). No hop count: Fastify
 * 5.12 ignores one (it cannot tell the proxy from a client that sent enough hops itself).
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): boolean | string[] => {
    if (value === 'false' || value === '') return false;
    if (value === 'true') return true;
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be true, false or the proxies' IP addresses / CIDR ranges; not ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

/** Comma-separated origins (scheme://host[:port]) that may send cookie-borne writes. */
const originList = z
  .string()
  .trim()
  .default('')
  .transform((value, context): string[] => {
    const origins: string[] = [];
    for (const entry of value.split(',').map((item) => item.trim())) {
      if (entry === '') continue;
      const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
      if (origin === 'null' || origin !== entry.toLowerCase().replace(/\/$/, '')) {
        context.addIssue({
          code: 'custom',
          message: `PUBLIC_ORIGIN entries must look like https://portal.example.org; not ${entry}`,
        });
        return z.NEVER;
      }
      origins.push(origin);
    }
    return origins;
  });

/**
 * SECOND_FACTOR_ROLES: the roles that sign in with a second factor (ADR 046); a comma-separated
 * list of role codes, `all` for every role, or empty for none. Unset: DEFAULT_SECOND_FACTOR_ROLES,
 * except in development (loadConfig).
 */
const DEFAULT_SECOND_FACTOR_ROLES: RoleCode[] = ['DBAPPROVER', 'ADMIN'];
const secondFactorRoles = z
  .string()
  .trim()
  .optional()
  .transform((value, context): RoleCode[] | undefined => {
    if (value === undefined) return undefined;
    if (value === '' || value === 'none') return [];
    if (value === 'all') return [...ROLE_CODES];
    const entries = value.split(',').map((entry) => entry.trim().toUpperCase());
    const bad = entries.filter((entry) => !(ROLE_CODES as readonly string[]).includes(entry));
    if (bad.length === 0) return [...new Set(entries as RoleCode[])];
    context.addIssue({
      code: 'custom',
      message: `SECOND_FACTOR_ROLES must be role codes (${ROLE_CODES.join(', ')}), all, or empty; not ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

/** A 256-bit AES key: 64 hexadecimal digits or 32 bytes in base64 (`openssl rand -base64 32`). */
const aesKey = (name: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .refine(
      (value) =>
        value === undefined ||
        /^[0-9a-fA-F]{64}$/.test(value) ||
        (/^[A-Za-z0-9+/_-]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === 32),
      `${name} must be 32 random bytes: 64 hexadecimal digits or base64 (openssl rand -base64 32)`,
    )
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
  /** loopback unless told otherwise: a fresh install is never reachable from the network by accident */
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: optionalUrl,
  /** the owner's connection for migrations; DATABASE_URL (the application's role) when unset */
  MIGRATION_DATABASE_URL: optionalUrl,
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
  /** sign-up attempts per IP, and per email address, within LOGIN_LOCK_SECONDS */
  SIGNUP_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  SIGNUP_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  /**
   * argon2id cost of new password hashes (ADR 047); the defaults are OWASP's minimum (19 MiB,
   * 2 passes, 1 lane), and production refuses less than OWASP's equivalents
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(64)
    .max(4 * 1024 * 1024)
    .default(19 * 1024),
  PASSWORD_HASH_PASSES: z.coerce.number().int().min(1).max(100).default(2),
  PASSWORD_HASH_PARALLELISM: z.coerce.number().int().min(1).max(8).default(1),
  /** failed sign-ins per account, from any address, before its sign-in backs off (ADR 047) */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** the first back-off after that, doubled per further failure up to the cap below */
  LOGIN_BACKOFF_BASE_SECONDS: z.coerce.number().int().min(1).default(30),
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().int().min(1).default(300),
  /** an account's failure count is forgotten after this long without a failure */
  LOGIN_ACCOUNT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(24 * 60 * 60),
  /** wrong current passwords per account, and per IP, within LOGIN_LOCK_SECONDS */
  PASSWORD_CHANGE_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  TRUST_PROXY: trustProxy,
  PUBLIC_ORIGIN: originList,
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
  /** photos one account may upload in 24 hours; more get 429 */
  PHOTO_UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(50),
  /**
   * exports (CSV, XLSX) in flight per server process, each on a connection of the exports' own
   * pool of this size, never the request pool's (ADR 044); more get 429
   */
  EXPORT_MAX_CONCURRENT: z.coerce.number().int().min(1).max(50).default(4),
  /** exports one account may have in flight per server process; more get 429 */
  EXPORT_MAX_PER_USER: z.coerce.number().int().min(1).max(50).default(2),
  /** an export whose reader takes nothing for this long is cut and its connection freed */
  EXPORT_STALL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * the longest an export may run: PostgreSQL's statement_timeout on the exports' connections
   * (a CSV file is one COPY statement), and the server cuts any export at this age
   */
  EXPORT_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /**
   * per-account budgets of the signed-in routes by class (ADR 045); more get 429 with
   * Retry-After. Reads, writes and searches per minute, duplicate pre-checks and exports per hour
   */
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_PRECHECKS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_EXPORTS_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** how often a process adds its counts of reads, writes and searches to the shared ones */
  RATE_LIMIT_FLUSH_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  SEED_DEMO: booleanFlag.optional(),
  /** /api/docs and its JSON: on outside production, off in production unless asked for */
  API_DOCS: booleanFlag.optional(),
  /** `auto`: readable lines (pino-pretty) on a terminal outside production, JSON otherwise */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /** where `npm run backup` and the scheduled backups write (ADR 025) */
  BACKUP_DIR: z.string().default(path.join(REPO_ROOT, 'backups')),
  /** the server backs the embedded database up this often (0: never) */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 24)
    .default(0),
  /** scheduled backups kept in BACKUP_DIR; older ones are deleted */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /**
   * signs the registration cards' QR links (HMAC); unset, the server makes one and keeps it in
   * the database, so that every process and a restored backup accept the same cards
   */
  CARD_SIGNING_SECRET: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(32, 'CARD_SIGNING_SECRET must be at least 32 characters').optional())
    .optional(),
  /** card verifications per IP within LOGIN_LOCK_SECONDS before 429 */
  VERIFY_MAX_PER_IP: z.coerce.number().int().min(1).default(60),
  /**
   * the verification page shows the card's photo (a thumbnail) beside name, branch and Jigyasu
   * ID, so that the checker can hold it against the card's holder (ADR 052); false: no photo,
   * and its address answers 404
   */
  VERIFY_SHOWS_PHOTO: booleanFlag.default(true),
  /** the verification page's photo thumbnails per IP within LOGIN_LOCK_SECONDS before 429 */
  VERIFY_PHOTOS_PER_IP: z.coerce.number().int().min(1).default(300),
  /** validators (approvers) are told when more records than this wait for validation (approval) */
  QUEUE_ALERT_THRESHOLD: z.coerce.number().int().min(1).default(50),
  /** the administrator is told when a delivery has been failing for this long */
  DELIVERY_ALERT_MINUTES: z.coerce.number().int().min(1).default(60),
  /** how often the queue and delivery conditions are checked (0: never) */
  NOTIFY_CHECK_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * drafts nobody saved for this many days are erased by the server's retention job (ADR 051,
   * 055): their personal data and photo go, a tombstone and the history stay; 0: never
   */
  RETENTION_DRAFT_DAYS: z.coerce.number().int().min(0).max(36_500).default(180),
  /**
   * returned records nobody touched for this many days (the secretary never resubmitted them)
   * are erased the same way (ADR 055); 0: never
   */
  RETENTION_RETURNED_DAYS: z.coerce.number().int().min(0).max(36_500).default(365),
  /**
   * who a seeker asks about their data (the privacy notice names it, ADR 053): the grievance
   * officer's name, email and phone; unset, the notice names the organisation's grievance officer
   * and sends the seeker to the branch secretary for the address
   */
  PRIVACY_GRIEVANCE_CONTACT: z
    .string()
    .trim()
    .max(300, 'PRIVACY_GRIEVANCE_CONTACT must be at most 300 characters')
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  /** email notifications: off unless SMTP_HOST is set */
  SMTP_HOST: z.string().trim().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** TLS from the first byte (port 465); false: STARTTLS when the server offers it */
  SMTP_SECURE: booleanFlag.default(false),
  /**
   * without SMTP_SECURE, mail goes out only over STARTTLS; true lets it go in plain text to a
   * server that does not offer STARTTLS (a relay on the same host)
   */
  SMTP_ALLOW_PLAINTEXT: booleanFlag.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().trim().default('Form-A Portal <no-reply@localhost>'),
  /** enables GET /metrics (Prometheus) for requests carrying `Authorization: Bearer <token>` */
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional())
    .optional(),
  /** the roles that need a second factor (TOTP) to sign in (ADR 046) */
  SECOND_FACTOR_ROLES: secondFactorRoles,
  /**
   * encrypts the TOTP secrets at rest (AES-256-GCM); required in production while a role needs
   * the factor, else the server makes one and keeps it in the database
   */
  SECOND_FACTOR_KEY: aesKey('SECOND_FACTOR_KEY'),
  /** the key before a rotation: secrets under it still open, and move to the new key when used */
  SECOND_FACTOR_PREVIOUS_KEY: aesKey('SECOND_FACTOR_PREVIOUS_KEY'),
  /** how long "remember this browser" skips the second step (0: never offered) */
  SECOND_FACTOR_REMEMBER_DAYS: z.coerce.number().int().min(0).max(365).default(30),
});

export type Config = Omit<z.infer<typeof configSchema>, 'SECOND_FACTOR_ROLES'> & {
  SECOND_FACTOR_ROLES: RoleCode[];
  /** true when no DATABASE_URL is given: the embedded PostgreSQL in DATA_DIR/pg (ADR 023) */
  embedded: boolean;
  cookieSecure: boolean;
  seedDemo: boolean;
  apiDocs: boolean;
  /**
   * the origin of every absolute link the server makes (card QR codes): the first PUBLIC_ORIGIN,
   * never a request's Host header, which a client can forge
   */
  linkOrigin: string;
  /** log through pino-pretty instead of JSON lines (LOG_FORMAT) */
  logPretty: boolean;
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
  const production = parsed.data.NODE_ENV === 'production';
  const values = {
    ...parsed.data,
    // Every real install asks approvers and administrators for a second factor; the developer
    // quick start's demo logins stay one step, as they were (SECOND_FACTOR_ROLES to try it).
    SECOND_FACTOR_ROLES:
      parsed.data.SECOND_FACTOR_ROLES ??
      (parsed.data.NODE_ENV === 'development' ? [] : DEFAULT_SECOND_FACTOR_ROLES),
  };
  if (production && values.PUBLIC_ORIGIN.length === 0) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_ORIGIN: required in production: the address users type, ' +
        'e.g. PUBLIC_ORIGIN=https://portal.example.org (cards and cross-site checks use it)',
    );
  }
  // A key kept beside the secrets it protects protects nothing: production brings its own.
  if (production && values.SECOND_FACTOR_ROLES.length > 0 && !values.SECOND_FACTOR_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  SECOND_FACTOR_KEY: required in production while SECOND_FACTOR_ROLES ' +
        `names a role (${values.SECOND_FACTOR_ROLES.join(', ')}): 32 random bytes, e.g. ` +
        'SECOND_FACTOR_KEY=$(openssl rand -base64 32); kept apart from the database backups (ADR 046)',
    );
  }
  // OWASP's argon2id table trades memory for passes (47 MiB × 1 … 7 MiB × 5); a production
  // server refuses anything cheaper, a test run may go lower to keep its suites fast.
  const hashCost = values.PASSWORD_HASH_MEMORY_KIB * values.PASSWORD_HASH_PASSES;
  if (production && (values.PASSWORD_HASH_MEMORY_KIB < 7 * 1024 || hashCost < 7 * 1024 * 5)) {
    throw new ConfigError(
      "Invalid configuration:\n  PASSWORD_HASH_MEMORY_KIB × PASSWORD_HASH_PASSES: below OWASP's " +
        'argon2id minimum (19456 KiB × 2, or 7168 KiB × 5 at the least memory)',
    );
  }
  const embedded = values.DATABASE_URL === undefined;
  // A person reads a terminal; a log collector reads JSON from a pipe or a file.
  const stdoutIsTty = process.stdout.isTTY === true;
  return {
    ...values,
    embedded,
    cookieSecure: values.COOKIE_SECURE ?? production,
    // Demo data goes only into a development install's embedded database unless asked for
    // explicitly; a production install never gets the published demo logins by default.
    seedDemo: values.SEED_DEMO ?? (embedded && values.NODE_ENV === 'development'),
    apiDocs: values.API_DOCS ?? !production,
    linkOrigin: values.PUBLIC_ORIGIN[0] ?? `http://localhost:${values.PORT}`,
    logPretty:
      values.LOG_FORMAT === 'pretty' ||
      (values.LOG_FORMAT === 'auto' && values.NODE_ENV !== 'production' && stdoutIsTty),
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
    /** the organisation's zone: the web shows every timestamp in it, whatever the PC's clock */
    timeZone: config.TIME_ZONE,
    /** the notice the wizard shows and the settings its words name (ADR 053) */
    privacyNotice: {
      version: PRIVACY_NOTICE_VERSION,
      grievanceContact: config.PRIVACY_GRIEVANCE_CONTACT ?? null,
      retentionDraftDays: config.RETENTION_DRAFT_DAYS,
      retentionReturnedDays: config.RETENTION_RETURNED_DAYS,
    },
  };
}

/** Email notifications go out only with SMTP settings (the settings endpoint tells the web). */
export function emailEnabled(config: Pick<Config, 'SMTP_HOST'>): boolean {
  return !!config.SMTP_HOST;
}
