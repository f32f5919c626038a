import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNONYM_FORMS, nameTokens } from '@form-a/domain/person-match';
import { duplicateQuerySchema } from '@form-a/domain/schemas/duplicate-match';
import { BuiltInDataService } from '../src/modules/duplicates/data-service';
import { upsertMembers } from '../src/modules/members/repository';
import {
  devSetMembers,
  figureLines,
  readDevSet,
  scoreDevSet,
  weakKinds,
  type SearchAnswer,
} from './fixtures/dedup-dev-set';
import { bearer, createTestContext, type TestContext } from './helper';

/**
 * The duplicate check's quality smoke (ADR 060): 400 registry people and two queries of every
 * kind of dev set 2 (bench/dedup/smoke-set.ts picks them with the people most easily confused
 * with them), through the real write path, the built-in data service and the HTTP route. The
 * whole development sets, 5,000 and 30,000 people, are measured by `npm run bench:dedup-quality`
 * on demand and before a release, against the same targets.
 */

const devSet = readDevSet(new URL('./fixtures/dedup-smoke.json', import.meta.url));

const TARGETS = {
  first: 0.95,
  top5: 0.98,
  firstPerKind: 0.9,
  trueLikely: 0.9,
  falseLikely: 0.02,
};

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  // The write path every registry load takes (seeding, CSV import, approval): keys included.
  await upsertMembers(ctx.database.db, devSetMembers(devSet));
  const validator = await ctx.createUser({ role: 'UVVOLUNTER' });
  token = (await ctx.login(validator.uid)).token;
});
afterAll(async () => ctx?.close());

describe('duplicate check quality smoke', () => {
  it('finds the person however the form was filled, and calls no look-alike likely', async () => {
    const service = new BuiltInDataService(ctx.database.db);
    const answers: SearchAnswer[] = [];
    for (const { query } of devSet.queries) {
      answers.push(await service.search(duplicateQuerySchema.parse(query)));
    }
    // The route answers what the service answers.
    for (const [at, { query }] of devSet.queries.entries()) {
      const response = await ctx.app.inject({
        url: `/ext/data/jigyasu_dedup_data?${new URLSearchParams({ ...query })}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(answers[at]!.matches);
      expect(answers[at]!.matches.length).toBeLessThanOrEqual(10);
    }

    const figures = scoreDevSet(devSet, answers);
    const { positives: p, negatives } = figures;
    const report = `dedup smoke:\n  ${[...figureLines(figures), ...figures.misses].join('\n  ')}`;
    console.log(report);
    expect(p.first / p.n, report).toBeGreaterThanOrEqual(TARGETS.first);
    expect(p.top5 / p.n, report).toBeGreaterThanOrEqual(TARGETS.top5);
    expect(p.likely / p.n, report).toBeGreaterThanOrEqual(TARGETS.trueLikely);
    expect(negatives.likely / negatives.n, report).toBeLessThanOrEqual(TARGETS.falseLikely);
    expect(weakKinds(figures, TARGETS.firstPerKind), report).toEqual([]);
  });

  it('keeps the names of the development set out of the synonym table', () => {
    // The rules are general (ADR 010): no name of dev set 1 is a form of the synonym table.
    const devSet1 = readDevSet(
      new URL('../../../bench/dedup/fixtures/dedup-dev.json', import.meta.url),
    );
    const devNames = new Set(
      [...devSet1.population, ...devSet1.queries.map((q) => q.query)].flatMap((person) =>
        [
          person.first_name,
          person.middle_name,
          person.last_name,
          person.father_first_name,
          person.father_middle_name,
          person.father_last_name,
        ].flatMap(nameTokens),
      ),
    );
    expect(SYNONYM_FORMS.filter((form) => devNames.has(form))).toEqual([]);
  });
});
