import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type pg from 'pg';
import type { Database } from '../db/client';
import { AppError, notFound } from '../lib/app-error';
import { outboxBacklog } from '../modules/outbox/repository';

function sameToken(given: string, expected: string): boolean {
  // Hashing first makes the comparison constant-time whatever the lengths.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Prometheus metrics at GET /metrics, for a scraper holding METRICS_TOKEN (off without it).
 * A registry per app, not prom-client's global one: tests build many apps in one process.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { database: Database }) => {
  const token = app.config.METRICS_TOKEN;
  if (!token) {
    // Answered here, not by the web app's fallback, which would send index.html with a 200.
    app.get('/metrics', { config: { permission: 'public' }, schema: { hide: true } }, async () => {
      throw notFound('Metrics are off: set METRICS_TOKEN to turn them on.');
    });
    return;
  }

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (never the raw URL) and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // Unknown URLs share one label: a scanner must not create a series per path it tries.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const db = app.db;
  const backlog = new Gauge({
    name: 'forma_outbox_undelivered',
    help: 'Outbox rows not yet delivered to the collection service, by status.',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'forma_outbox_oldest_undelivered_seconds',
    help: 'Age of the oldest outbox row not yet delivered, by status.',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  // Read from the table on each scrape: correct across several server processes. While the
  // database is down the scrape still answers, without these two gauges (absent, not a stale
  // or a zero figure), so that Prometheus keeps the process's own figures and the pool's.
  const collectOutbox = async (log: FastifyBaseLogger) => {
    let rows: Awaited<ReturnType<typeof outboxBacklog>>;
    try {
      rows = await outboxBacklog(db);
    } catch (error) {
      backlog.reset();
      oldest.reset();
      log.warn({ err: error }, 'metrics: the outbox gauges are left out (the query failed)');
      return;
    }
    backlog.reset();
    oldest.reset();
    for (const status of ['pending', 'in_flight']) {
      backlog.set({ status }, 0);
      oldest.set({ status }, 0);
    }
    for (const row of rows) {
      backlog.set({ status: row.status }, row.rows);
      oldest.set({ status: row.status }, row.oldestSeconds);
    }
  };

  // The access log's recorder (ADR 054): what waits in memory, and what was lost. A dropped
  // entry is a read nobody can account for: alert on any increase.
  const accessLog = app.accessLog;
  new Gauge({
    name: 'forma_access_log_buffered',
    help: 'Access-log entries waiting in memory to be written.',
    registers: [registry],
    collect() {
      this.set(accessLog.stats().buffered);
    },
  });
  const accessCounter = (name: string, help: string, read: () => number) => {
    let seen = 0;
    return new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const now = read();
        this.inc(now - seen);
        seen = now;
      },
    });
  };
  accessCounter(
    'forma_access_log_dropped_total',
    'Access-log entries lost: the buffer was full while the database was away, or it refused them.',
    () => accessLog.stats().dropped,
  );
  accessCounter(
    'forma_access_log_failed_writes_total',
    'Access-log writes that failed and were retried.',
    () => accessLog.stats().failedWrites,
  );

  // The duplicate check has a few connections of its own (ADR 078): a check waiting for one
  // of them is invisible in the request pool's figures.
  const pools = [
    { name: 'requests', pool: options.database.pool },
    ...(options.database.checkPool
      ? [{ name: 'duplicate_check', pool: options.database.checkPool }]
      : []),
  ];
  const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const { name: pool, pool: counts } of pools) this.set({ pool }, read(counts));
      },
    });
  poolGauge('forma_db_pool_connections', 'Open database connections.', (pool) => pool.totalCount);
  poolGauge('forma_db_pool_idle', 'Idle database connections.', (pool) => pool.idleCount);
  poolGauge(
    'forma_db_pool_waiting',
    'Queries waiting for a free connection.',
    (pool) => pool.waitingCount,
  );

  app.get(
    '/metrics',
    { config: { permission: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!given || !sameToken(given, token))
        throw new AppError(401, 'UNAUTHENTICATED', 'Metrics need the METRICS_TOKEN bearer token.');
      await collectOutbox(request.log);
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    },
  );
});
