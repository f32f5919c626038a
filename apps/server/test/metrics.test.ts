import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('is off: 404 in the API error shape, whatever the header', async () => {
    const response = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => ctx?.close());

  const scrape = () =>
    ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('refuses a scrape without the token or with another one', async () => {
    const without = await ctx.app.inject({ url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.json().error.code).toBe('UNAUTHENTICATED');
    const wrong = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('reports request durations by route pattern and status, never the raw URL', async () => {
    await ctx.app.inject({ url: '/api/health' });
    await ctx.app.inject({ url: '/api/registrations/4242' });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1\n/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/registrations\/:id",status_code="401"\} 1\n/,
    );
    expect(text).not.toContain('4242');
  });

  it('reports the outbox backlog, the event-loop lag and, on PostgreSQL, the pool', async () => {
    const text = (await scrape()).body;
    expect(text).toMatch(/forma_outbox_undelivered\{status="pending"\} 0\n/);
    expect(text).toMatch(/forma_outbox_oldest_undelivered_seconds\{status="pending"\} 0\n/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    // both pools: a duplicate check waiting for one of its own few connections shows too
    for (const pool of ['requests', 'duplicate_check']) {
      for (const figure of ['connections', 'idle', 'waiting']) {
        expect(text).toMatch(new RegExp(`forma_db_pool_${figure}\\{pool="${pool}"\\} \\d+\n`));
      }
    }
  });
});
