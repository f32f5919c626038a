import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@form-a/domain/permissions';
import type { RoleCode } from '@form-a/domain/roles';
import { budgetsOf, RATE_CLASSES } from '../src/plugins/rate-limit';
import { act, FATHER_UID, seedRegistry, submitApplication, uploadPhoto } from './fixtures';
import {
  appRoleUrl,
  bearer,
  createTestContext,
  withAnotherProcess,
  type TestContext,
} from './helper';
import { inOneWindow } from './rate-windows';

// ADR 045: every signed-in route has a per-account budget by class, shared by the
// server processes, and the duplicate pre-check is slow to probe and leaves a trace.

const READS_PER_MINUTE = 40;
const PRECHECKS_PER_HOUR = 12;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    config: {
      RATE_LIMIT_READS_PER_MINUTE: READS_PER_MINUTE,
      RATE_LIMIT_PRECHECKS_PER_HOUR: PRECHECKS_PER_HOUR,
      // flushed by the tests themselves, where they stand for a timer's tick
      RATE_LIMIT_FLUSH_MS: 60_000,
    },
  });
  await seedRegistry(ctx.database.db);
});
afterAll(async () => ctx?.close());

async function signedIn(role: RoleCode, branch: string | null = null) {
  const user = await ctx.createUser({ role, branch });
  return { ...user, name: `Test ${user.uid}`, token: (await ctx.login(user.uid)).token };
}

/** `count` requests, a batch at a time; the answers in order. */
async function many(app: FastifyInstance, count: number, request: (i: number) => InjectOptions) {
  const answers: LightMyRequestResponse[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, j) =>
      app.inject(request(start + j)),
    );
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

const statuses = (answers: ReadonlyArray<{ statusCode: number }>) =>
  answers.reduce<Record<number, number>>((counts, answer) => {
    counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe('route classes', () => {
  it('gives every signed-in /api and /ext route a class with a budget, and no public route one', () => {
    const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
    const signedIn = ctx.app.declaredRoutes
      .filter((route) => PERMISSIONS[route.permission] !== 'public')
      .map(key);
    const rated = ctx.app.ratedRoutes.map(key);
    expect(signedIn.length).toBeGreaterThan(40);
    expect(new Set(rated)).toEqual(new Set(signedIn));

    const budgets = budgetsOf(ctx.app.config);
    for (const route of ctx.app.ratedRoutes) {
      expect(RATE_CLASSES).toContain(route.rateClass);
      expect(budgets[route.rateClass].limit).toBeGreaterThanOrEqual(1);
    }
    const classOf = Object.fromEntries(ctx.app.ratedRoutes.map((r) => [key(r), r.rateClass]));
    expect(classOf).toMatchObject({
      'GET /api/registrations': 'read',
      'GET /api/registrations/:id': 'read',
      'POST /api/registrations': 'write',
      'POST /api/registrations/:id/transitions': 'write',
      'GET /api/search': 'search',
      'GET /api/registrations/:id/duplicates': 'search',
      'GET /api/transfers/search': 'search',
      'POST /api/transfers': 'write',
      'POST /api/duplicates/precheck': 'precheck',
      'GET /api/registrations/export': 'export',
      // asking whether an export would be admitted spends no export (ADR 087)
      'GET /api/registrations/export/admission': 'read',
      'GET /api/cards': 'export',
    });
  });
});

describe('per-account budgets', () => {
  it('2,000 list reads: 429 with Retry-After after the budget; other users and other classes unaffected', async () => {
    await inOneWindow(60, async () => {
      const greedy = await signedIn('BBRANCHSEC', 'Agra');
      // the same branch and the same address: only the account tells them apart
      const colleague = await signedIn('BBRANCHSEC', 'Agra');

      const answers = await many(ctx.app, 2000, () => ({
        url: '/api/registrations?view=mine&page=1&pageSize=10',
        headers: bearer(greedy.token),
      }));
      expect(statuses(answers)).toEqual({ 200: READS_PER_MINUTE, 429: 2000 - READS_PER_MINUTE });

      const refused = answers.find((answer) => answer.statusCode === 429)!;
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.json().error).toEqual({
        code: 'RATE_LIMITED',
        message:
          'Your account has sent too many requests of this kind in a short time. Please try again in 1 min.',
        messageKey: 'rateLimit.tooManyRequests',
        params: { minutes: '1' },
      });

      const other = await ctx.app.inject({
        url: '/api/registrations?view=mine&page=1&pageSize=10',
        headers: bearer(colleague.token),
      });
      expect(other.statusCode).toBe(200);
      // writes have a budget of their own
      const write = await ctx.app.inject({
        method: 'PUT',
        url: '/api/me/preferences',
        headers: bearer(greedy.token),
        payload: { language: 'hi' },
      });
      expect(write.statusCode, write.body).toBe(200);
    });
  });

  it('two server instances on one database share an account budget', async () => {
    await withAnotherProcess(ctx, async (second) => {
      await inOneWindow(60, async () => {
        const reader = await signedIn('UVVOLUNTER');
        const read = (app: FastifyInstance) =>
          app.inject({ url: '/api/registrations/counts', headers: bearer(reader.token) });
        // Both instances flush every 5 requests, as their timers would: the instances together
        // let through the budget and at most what the other let through since its last flush.
        let ok = 0;
        for (let i = 0; i < 200; i += 1) {
          const answer = await read(i % 2 === 0 ? ctx.app : second);
          if (answer.statusCode === 200) ok += 1;
          else expect(answer.statusCode).toBe(429);
          if (i % 5 === 4)
            await Promise.all([ctx.app.rateLimiter.flush(), second.rateLimiter.flush()]);
        }
        expect(ok).toBeGreaterThanOrEqual(READS_PER_MINUTE);
        expect(ok).toBeLessThanOrEqual(READS_PER_MINUTE + 5);
        // once both have flushed, neither lets another read through
        expect((await read(ctx.app)).statusCode).toBe(429);
        expect((await read(second)).statusCode).toBe(429);

        // A fresh account spends its whole budget on one instance; the other learns it at its
        // first flush after a request of that account.
        const other = await signedIn('UVVOLUNTER');
        const readOther = (app: FastifyInstance) =>
          app.inject({ url: '/api/registrations/counts', headers: bearer(other.token) });
        for (let i = 0; i < READS_PER_MINUTE; i += 1)
          expect((await readOther(ctx.app)).statusCode).toBe(200);
        await ctx.app.rateLimiter.flush();
        expect((await readOther(second)).statusCode).toBe(200);
        await second.rateLimiter.flush();
        expect((await readOther(second)).statusCode).toBe(429);
      });

      // The pre-check's budget is counted exactly: no flush, no overshoot.
      await inOneWindow(3600, async () => {
        const prober = await signedIn('BBRANCHSEC', 'Gurgaon');
        const answers = [];
        for (let i = 0; i < 3 * PRECHECKS_PER_HOUR; i += 1) {
          answers.push(
            await (i % 2 === 0 ? ctx.app : second).inject({
              method: 'POST',
              url: '/api/duplicates/precheck',
              headers: bearer(prober.token),
              payload: { first_name: 'Nobody', last_name: `Known${i}`, dob: '1990-01-01' },
            }),
          );
        }
        expect(statuses(answers)).toEqual({
          200: PRECHECKS_PER_HOUR,
          429: 2 * PRECHECKS_PER_HOUR,
        });
      });
    });
  });
});

describe('the duplicate pre-check', () => {
  it('2,000 pre-checks in a minute from one account: 429 after the budget, and the matches found are in the history', async () => {
    const agra = await signedIn('BBRANCHSEC', 'Agra');
    const photo = await uploadPhoto(ctx.app, agra.token);
    const applicant = await submitApplication(ctx.app, agra.token, photo, {
      firstName: 'Kavita',
      lastName: 'Rastogi',
      fatherName: 'Mohan Lal Rastogi',
      dob: '1991-08-17',
    });

    await inOneWindow(3600, async () => {
      const prober = await signedIn('BBRANCHSEC', 'Gurgaon');
      // One date a request, from a few days before the real one: the real one comes sixth.
      const start = Date.parse('1991-08-12');
      const precheck = (i: number): InjectOptions => ({
        method: 'POST',
        url: '/api/duplicates/precheck',
        headers: bearer(prober.token),
        payload: {
          first_name: 'Kavita',
          last_name: 'Rastogi',
          father_first_name: 'Mohan',
          father_middle_name: 'Lal',
          father_last_name: 'Rastogi',
          dob: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
        },
      });
      // The first six one after another, so that the real date is among the budget's: in a
      // batch sent together, which of them the budget lets through is the database's order
      // (CI once let through twelve others and refused the sixth).
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < 6; i += 1) answers.push(await ctx.app.inject(precheck(i)));
      answers.push(...(await many(ctx.app, 2000 - 6, (i) => precheck(i + 6))));
      expect(statuses(answers)).toEqual({
        200: PRECHECKS_PER_HOUR,
        429: 2000 - PRECHECKS_PER_HOUR,
      });
      expect(answers[5]!.json()).toEqual({ warning: { level: 'likely', source: 'in-process' } });
      const refused = answers.at(-1)!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);

      // The record's history, as the reviewers (and its own branch) see it, names who asked.
      const validator = await signedIn('UVVOLUNTER');
      const detail = await ctx.app.inject({
        url: `/api/registrations/${applicant.id}`,
        headers: bearer(validator.token),
      });
      expect(detail.statusCode).toBe(200);
      const probes = (
        detail.json().logs as Array<{
          action: string;
          actor_name: string;
          role: string;
          from_status: number;
          to_status: number;
        }>
      ).filter((log) => log.action.startsWith('precheck-'));
      expect(probes.length).toBeGreaterThanOrEqual(1);
      expect(probes.length).toBeLessThanOrEqual(PRECHECKS_PER_HOUR);
      expect(probes).toContainEqual(
        expect.objectContaining({
          action: 'precheck-likely',
          actor_name: prober.name,
          role: 'BBRANCHSEC',
          from_status: applicant.status,
          to_status: applicant.status,
        }),
      );
      for (const probe of probes) expect(probe.actor_name).toBe(prober.name);

      // and the approvers' log lists each match with who asked
      const approver = await signedIn('DBAPPROVER');
      const log = await ctx.app.inject({
        url: '/api/duplicates/precheck-matches?page=0&pageSize=100',
        headers: bearer(approver.token),
      });
      expect(log.statusCode, log.body).toBe(200);
      const mine = (log.json().items as Array<Record<string, unknown>>).filter(
        (item) => item.proberUid === prober.uid,
      );
      expect(mine).toHaveLength(probes.length);
      expect(mine).toContainEqual(
        expect.objectContaining({
          proberName: prober.name,
          proberBranch: 'Gurgaon',
          level: 'likely',
          source: 'in-process',
          registrationId: applicant.id,
          memberUid: null,
          matchedName: 'Kavita Rastogi',
          matchedBranch: 'Agra',
        }),
      );
    });

    // the record did not change: a probe is not a step of the workflow
    const own = await ctx.app.inject({
      url: `/api/registrations/${applicant.id}`,
      headers: bearer(agra.token),
    });
    expect(own.json().registration.status).toBe(applicant.status);
  });

  it("records a match with a registry member in the log, and in the history of the member's approved record", async () => {
    const prober = await signedIn('BBRANCHSEC', 'Gurgaon');
    const approver = await signedIn('DBAPPROVER');
    const ask = (payload: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/duplicates/precheck',
        headers: bearer(prober.token),
        payload,
      });

    // a member loaded into the registry: only the log can hold it
    const member = await ask({
      first_name: 'Ram',
      middle_name: 'Kumar',
      last_name: 'Sharma',
      dob: '1965-03-12',
    });
    expect(member.json()).toEqual({ warning: { level: 'likely', source: 'registry' } });

    // a member approved through the portal: the log and the approved record's history
    const agra = await signedIn('BBRANCHSEC', 'Agra');
    const validator = await signedIn('UVVOLUNTER');
    const photo = await uploadPhoto(ctx.app, agra.token);
    const record = await submitApplication(ctx.app, agra.token, photo, {
      firstName: 'Devendra',
      lastName: 'Chaturvedi',
      fatherName: 'Shyam Sundar Chaturvedi',
      dob: '1984-11-02',
    });
    expect((await act(ctx.app, validator.token, record.id, 'validate', 1)).statusCode).toBe(200);
    const approved = await act(ctx.app, approver.token, record.id, 'approve', 2);
    expect(approved.statusCode, approved.body).toBe(200);
    const jigyasuId = approved.json().registration.uid as string;

    const again = await ask({
      first_name: 'Devendra',
      last_name: 'Chaturvedi',
      father_first_name: 'Shyam',
      father_middle_name: 'Sundar',
      father_last_name: 'Chaturvedi',
      dob: '1984-11-02',
    });
    expect(again.json()).toEqual({ warning: { level: 'likely', source: 'registry' } });

    const log = await ctx.app.inject({
      url: '/api/duplicates/precheck-matches?page=0&pageSize=100',
      headers: bearer(approver.token),
    });
    const mine = (log.json().items as Array<Record<string, unknown>>).filter(
      (item) => item.proberUid === prober.uid,
    );
    expect(mine).toContainEqual(
      expect.objectContaining({
        level: 'likely',
        source: 'registry',
        memberUid: FATHER_UID,
        registrationId: null,
        matchedName: 'Ram Kumar Sharma',
        matchedBranch: 'Agra',
      }),
    );
    expect(mine).toContainEqual(
      expect.objectContaining({ source: 'registry', memberUid: jigyasuId }),
    );

    const detail = await ctx.app.inject({
      url: `/api/registrations/${record.id}`,
      headers: bearer(approver.token),
    });
    expect(detail.json().logs).toContainEqual(
      expect.objectContaining({ action: 'precheck-likely', actor_name: prober.name }),
    );
  });

  it('shows the pre-check log to approvers only', async () => {
    for (const role of ['BBRANCHSEC', 'UVVOLUNTER', 'DATAVIEWER', 'ADMIN'] as const) {
      const user = await signedIn(role, role === 'BBRANCHSEC' ? 'Agra' : null);
      const answer = await ctx.app.inject({
        url: '/api/duplicates/precheck-matches',
        headers: bearer(user.token),
      });
      expect(answer.statusCode, role).toBe(403);
    }
  });
});

describe('the pre-check log as evidence', () => {
  it('is append-only: the application role cannot rewrite it, and the owner is stopped too', async () => {
    const prober = await signedIn('BBRANCHSEC', 'Gurgaon');
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/duplicates/precheck',
      headers: bearer(prober.token),
      payload: { first_name: 'Sita', middle_name: 'Devi', last_name: 'Sharma', dob: '1968-07-15' },
    });
    expect(answer.json()).toEqual({ warning: { level: 'likely', source: 'registry' } });

    const current = await ctx.database.db.execute(sql`SELECT current_database() AS name`);
    const name = (current as unknown as { rows: Array<{ name: string }> }).rows[0]!.name;
    const ownerUrl = new URL(process.env.DATABASE_URL!);
    ownerUrl.pathname = `/${name}`;
    const attempt = async (url: string, statement: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await client.query(statement).then(
          () => 'accepted',
          (error: Error) => error.message,
        );
      } finally {
        await client.end();
      }
    };
    const app = appRoleUrl(process.env.DATABASE_URL!, name);
    expect(await attempt(app, 'SELECT count(*) FROM duplicate_precheck_matches')).toBe('accepted');
    for (const statement of [
      "UPDATE duplicate_precheck_matches SET level = 'possible'",
      'DELETE FROM duplicate_precheck_matches',
      'TRUNCATE duplicate_precheck_matches',
    ])
      expect(await attempt(app, statement)).toMatch(/permission denied/);
    expect(await attempt(ownerUrl.toString(), 'DELETE FROM duplicate_precheck_matches')).toMatch(
      /append-only/,
    );
  });
});
