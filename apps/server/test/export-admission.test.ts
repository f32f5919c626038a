import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '@form-a/domain/roles';
import { bearer, createTestContext, withAnotherProcess, type TestContext } from './helper';
import { inOneWindow } from './rate-windows';

// The web's Export menu is a plain link, so that the browser saves a large file as it streams.
// A refused export (the hour's budget spent, too many under way, the session gone) then showed
// as a failed download with no reason. The web now asks first whether the export would be
// admitted (ADR 087): the same refusals, as an answer the page can show, without spending the
// budget that the export itself then counts.

const EXPORTS_PER_HOUR = 2;
const EXPORT_QUERY = 'view=all&format=csv';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    config: { RATE_LIMIT_EXPORTS_PER_HOUR: EXPORTS_PER_HOUR },
  });
});
afterAll(async () => ctx?.close());

async function signedIn(role: RoleCode, branch: string | null = null) {
  const user = await ctx.createUser({ role, branch });
  return (await ctx.login(user.uid)).token;
}

const admission = (token: string, query = EXPORT_QUERY, app: FastifyInstance = ctx.app) =>
  app.inject({
    url: `/api/registrations/export/admission?${query}`,
    headers: bearer(token),
  });
const ADMITTED = { statusCode: 200, body: JSON.stringify({ admitted: true }) };
const answerOf = ({ statusCode, body }: { statusCode: number; body: string }) => ({
  statusCode,
  body,
});
const exportFile = (token: string, app: FastifyInstance = ctx.app) =>
  app.inject({ url: `/api/registrations/export?${EXPORT_QUERY}`, headers: bearer(token) });

describe('GET /api/registrations/export/admission', () => {
  it('admits without spending the hour: the exports themselves are counted, and the next one is refused with its reason', async () => {
    // the hour's counts restart on the hour: an attempt that straddles it is made again
    await inOneWindow(3600, async () => {
      const token = await signedIn('DBAPPROVER');
      for (let asked = 0; asked < 5; asked += 1) {
        expect(answerOf(await admission(token))).toEqual(ADMITTED);
      }
      for (let made = 0; made < EXPORTS_PER_HOUR; made += 1) {
        expect((await exportFile(token)).statusCode).toBe(200);
      }

      const refused = await admission(token);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.json().error).toMatchObject({
        code: 'RATE_LIMITED',
        messageKey: 'rateLimit.tooManyRequests',
      });
      // and the export says the same
      expect((await exportFile(token)).statusCode).toBe(429);
      // another account's hour is its own
      expect(answerOf(await admission(await signedIn('DBAPPROVER')))).toEqual(ADMITTED);
    });
  });

  it("reads the hour's exports another server process made: the count they share", async () => {
    await withAnotherProcess(ctx, (second) =>
      inOneWindow(3600, async () => {
        const token = await signedIn('DBAPPROVER');
        // this process has counted none of them
        for (let made = 0; made < EXPORTS_PER_HOUR; made += 1) {
          expect((await exportFile(token, second)).statusCode).toBe(200);
        }
        expect((await admission(token)).statusCode).toBe(429);
        expect((await exportFile(token)).statusCode).toBe(429);
      }),
    );
  });

  it('refuses what the export would refuse: a bad query with its field, a view the role may not export', async () => {
    const approver = await signedIn('DBAPPROVER');
    const bad = await admission(approver, 'view=all&format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('format');
    const nul = await admission(approver, 'view=all&filterField=first_name&filterValue=Ra%00m');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.fields).toHaveProperty('filterValue');

    const secretary = await signedIn('BBRANCHSEC', 'Agra');
    const notHers = await admission(secretary, 'view=all&format=csv');
    expect(notHers.statusCode).toBe((await exportFile(secretary)).statusCode);
    expect(notHers.statusCode).toBe(403);
    expect(answerOf(await admission(secretary, 'view=mine&format=csv'))).toEqual(ADMITTED);

    const signedOut = await ctx.app.inject({
      url: `/api/registrations/export/admission?${EXPORT_QUERY}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
