import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messageRef } from '@form-a/domain/message-ref';
import { isPermission, PERMISSIONS, type Permission } from '@form-a/domain/permissions';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { RateLimiter, type Budget } from '../modules/rate-limit/limiter';
import { needsPermission } from './auth';

/** The route classes, each with its own per-account budget (ADR 045). */
export const RATE_CLASSES = ['read', 'write', 'search', 'precheck', 'export'] as const;
export type RateClass = (typeof RATE_CLASSES)[number];

/** A permission whose routes read with GET/HEAD and write with the other methods. */
interface ByMethod {
  read: RateClass;
  write: RateClass;
}
const BY_METHOD: ByMethod = { read: 'read', write: 'write' };

/**
 * The class of every signed-in route, by the permission it declares: data, like the permission
 * table, and complete by type (a new permission does not compile until it has a class here). A
 * route may name another class in `config.rateClass`. Searches are the look-ups that scan or
 * score many rows (header search, duplicate checks, the reports, member and transfer searches)
 * and the ones that find people by name; exports are the long answers (files, card PDFs).
 */
export const RATE_CLASS_OF_PERMISSION: Readonly<
  Record<Exclude<Permission, 'public'>, RateClass | ByMethod>
> = {
  'signed-in': BY_METHOD,
  'second-factor': BY_METHOD,
  'registration:create': 'write',
  'registration:update': 'write',
  'registration:discard-draft': 'write',
  'registration:read': 'read',
  'registration:list': 'read',
  'registration:search': 'search',
  'registration:review': 'write',
  'registration:validate': 'write',
  // the Jigyasu ID preview (GET)
  'registration:approve': BY_METHOD,
  'report:counts': 'read',
  'report:read': 'search',
  'registration:export': 'export',
  'member:lookup': 'search',
  'member:read-contact': 'read',
  'duplicate:search': 'search',
  'duplicate:precheck': 'precheck',
  'duplicate:precheck-log': 'read',
  'approved-record:read': 'read',
  'card:print': 'export',
  'photo:upload': 'write',
  'photo:read': 'read',
  // GET is the member search of the transfer form, POST the request
  'transfer:request': { read: 'search', write: 'write' },
  'transfer:read': 'read',
  'transfer:decide': 'write',
  'user:manage': BY_METHOD,
  'outbox:read': 'read',
  'outbox:retry': 'write',
  'registration:access-log': 'read',
  'access-log:export': 'export',
  'registration:subject-export': 'export',
  'registration:erase': 'write',
  'registration:request-correction': 'write',
  'registration:list-contact': 'read',
  'registration:read-contact': 'read',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route's budget class when its permission's (RATE_CLASS_OF_PERMISSION) does not fit */
    rateClass?: RateClass;
  }
  interface FastifyInstance {
    rateLimiter: RateLimiter<RateClass>;
    /** every signed-in /api and /ext route with its class, in registration order */
    ratedRoutes: readonly RatedRoute[];
  }
}

export interface RatedRoute {
  method: string;
  url: string;
  permission: Permission;
  rateClass: RateClass;
}

/** The class of a route, or null for a public one (no account to count against). */
export function rateClassOf(
  permission: Permission,
  method: string,
  declared?: RateClass,
): RateClass | null {
  if (PERMISSIONS[permission] === 'public') return null;
  if (declared) return declared;
  const entry = RATE_CLASS_OF_PERMISSION[permission as Exclude<Permission, 'public'>];
  if (typeof entry === 'string') return entry;
  return method === 'GET' || method === 'HEAD' ? entry.read : entry.write;
}

/** The budgets the settings give (config.ts, RATE_LIMIT_*). */
export function budgetsOf(config: Config): Record<RateClass, Budget> {
  return {
    read: { limit: config.RATE_LIMIT_READS_PER_MINUTE, windowSeconds: 60, counting: 'batched' },
    write: { limit: config.RATE_LIMIT_WRITES_PER_MINUTE, windowSeconds: 60, counting: 'batched' },
    search: {
      limit: config.RATE_LIMIT_SEARCHES_PER_MINUTE,
      windowSeconds: 60,
      counting: 'batched',
    },
    // Few and dear: counted exactly across processes, one upsert each.
    precheck: {
      limit: config.RATE_LIMIT_PRECHECKS_PER_HOUR,
      windowSeconds: 3600,
      counting: 'exact',
    },
    export: { limit: config.RATE_LIMIT_EXPORTS_PER_HOUR, windowSeconds: 3600, counting: 'exact' },
  };
}

export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    'RATE_LIMITED',
    messageRef('rateLimit.tooManyRequests', { minutes: Math.ceil(retryAfterSeconds / 60) }),
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/**
 * Per-account budgets of the signed-in routes (ADR 045). Registered after the auth plugin: its
 * onRequest hook has found the session by the time this one counts the request.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const limiter = new RateLimiter<RateClass>(app.db, budgetsOf(app.config), {
    flushMs: app.config.RATE_LIMIT_FLUSH_MS,
    log: app.log,
  });
  app.decorate('rateLimiter', limiter);
  const rated: RatedRoute[] = [];
  app.decorate('ratedRoutes', rated);

  app.addHook('onRoute', (route) => {
    if (!needsPermission(route.url)) return;
    const permission: unknown = route.config?.permission;
    if (!isPermission(permission)) return; // the auth plugin refuses the route
    for (const method of [route.method].flat()) {
      const rateClass = rateClassOf(permission, method, route.config?.rateClass);
      if (rateClass) rated.push({ method, url: route.url, permission, rateClass });
    }
  });

  app.addHook('onRequest', async (request) => {
    const auth = request.auth;
    const permission = request.routeOptions.config.permission;
    if (!auth || !permission) return;
    const rateClass = rateClassOf(
      permission,
      request.method,
      request.routeOptions.config.rateClass,
    );
    if (!rateClass) return;
    const verdict = await limiter.take(auth.user.id, rateClass);
    if (verdict.allowed) return;
    if (verdict.first) {
      // Once per account, class and window: enough for an operator to see who ran into a limit.
      request.log.warn(
        { userId: auth.user.id, rateClass, limit: limiter.budget(rateClass).limit },
        'rate limit reached',
      );
    }
    throw rateLimited(verdict.retryAfterSeconds);
  });

  app.addHook('onReady', async () => limiter.start());
  app.addHook('onClose', async () => limiter.stop());
});
