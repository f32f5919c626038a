import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACTS, type RouteContract } from '@form-a/domain/api/contract';
import { createTestContext, type TestContext } from './helper';

/**
 * Every route's input and output schemas are the domain's (packages/domain/src/api), the very
 * objects the web parses with: a schema written in a route would let the two drift apart.
 */
const PARTS = ['params', 'querystring', 'headers', 'body'] as const;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const contracts: Record<string, RouteContract> = API_CONTRACTS;

describe('route contracts', () => {
  it('gives every /api and /ext route the schemas of its API_CONTRACTS entry', () => {
    const routes = ctx.app.declaredRoutes.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const contract = contracts[key];
      if (!contract) {
        problems.push(`${key}: no entry in API_CONTRACTS`);
        continue;
      }
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const part of PARTS) {
        if (schema[part] !== contract[part]) problems.push(`${key}: ${part} is not the domain's`);
      }
      const response = (schema.response ?? {}) as Record<string, unknown>;
      const expected: Record<string, unknown> = contract.response ?? {};
      if (Object.keys(response).sort().join() !== Object.keys(expected).sort().join()) {
        problems.push(`${key}: response statuses differ from the domain's`);
      }
      for (const status of Object.keys(expected)) {
        if (response[status] !== expected[status]) {
          problems.push(`${key}: response ${status} is not the domain's`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists only routes the server registers', () => {
    const missing = Object.keys(API_CONTRACTS).filter((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return !ctx.app.hasRoute({ method, url });
    });
    expect(missing).toEqual([]);
  });
});
