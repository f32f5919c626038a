import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveCount } from '../src/modules/registrations/counters';
import { listRegistrations, type ListQuery } from '../src/modules/registrations/list-repository';
import { insertRegistration } from '../src/modules/registrations/repository';
import { bearer, createTestContext, type TestContext } from './helper';

// Deep pages are read without an offset scan (ADR 017, "Deep pages without an offset scan"): by cursor, from
// the nearer end, or through a deferred join. Every way must return exactly the rows, in the
// order, that the plain page-by-number query returns.

let ctx: TestContext;
let viewer: string;
const RECORDS = 41;
const NAMES = ['Kavita', 'Amit', 'Neha', 'Rohit', 'Divya', 'Amit', 'Sneha'];

beforeAll(async () => {
  ctx = await createTestContext();
  const secretary = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
  viewer = (await ctx.login((await ctx.createUser({ role: 'DATAVIEWER' })).uid)).token;
  for (let i = 0; i < RECORDS; i += 1) {
    const status = [1, 2, 3, 3, 6][i % 5]!;
    await insertRegistration(ctx.database.db, {
      status,
      branch: i % 3 === 0 ? 'Gurgaon' : 'Agra',
      firstName: NAMES[i % NAMES.length]!,
      lastName: 'Sharma',
      createdBy: secretary.id,
    });
    await moveCount(ctx.database.db, i % 3 === 0 ? 'Gurgaon' : 'Agra', null, status);
  }
});
afterAll(async () => ctx?.close());

async function page(query: Record<string, string | number>) {
  const response = await ctx.app.inject({
    url: `/api/registrations?${new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    )}`,
    headers: bearer(viewer),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: Array<{ id: number; first_name: string }>;
    total: number;
    nextCursor: string | null;
    prevCursor: string | null;
  };
}

const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

describe('cursor paging', () => {
  it('walks forward and back through the id-sorted list with the cursors it is given', async () => {
    for (const order of ['desc', 'asc'] as const) {
      const byNumber: number[][] = [];
      for (let p = 0; p * 6 < RECORDS; p += 1) {
        byNumber.push(ids((await page({ view: 'all', order, pageSize: 6, page: p })).items));
      }
      expect(byNumber.flat()).toHaveLength(RECORDS);

      let current = await page({ view: 'all', order, pageSize: 6, page: 0 });
      expect(current.prevCursor).toBeNull();
      const forward = [ids(current.items)];
      for (let p = 1; current.nextCursor; p += 1) {
        current = await page({
          view: 'all',
          order,
          pageSize: 6,
          page: p,
          cursor: current.nextCursor,
        });
        if (current.items.length > 0) forward.push(ids(current.items));
      }
      expect(forward).toEqual(byNumber);
      expect(current.nextCursor).toBeNull();

      // back from the last page to the first
      let back = await page({ view: 'all', order, pageSize: 6, page: byNumber.length - 1 });
      const backward = [ids(back.items)];
      for (let p = byNumber.length - 2; p >= 0; p -= 1) {
        back = await page({ view: 'all', order, pageSize: 6, page: p, cursor: back.prevCursor! });
        backward.unshift(ids(back.items));
      }
      expect(back.prevCursor).toBeNull();
      expect(backward).toEqual(byNumber);
    }
  });

  it('keeps the view and the filter when seeking', async () => {
    const all = await page({ view: 'approved', pageSize: 100, page: 0 });
    const first = await page({ view: 'approved', pageSize: 3, page: 0 });
    const second = await page({
      view: 'approved',
      pageSize: 3,
      page: 1,
      cursor: first.nextCursor!,
    });
    expect([...ids(first.items), ...ids(second.items)]).toEqual(ids(all.items).slice(0, 6));
    expect(second.total).toBe(all.total);

    const amit = await page({
      view: 'all',
      pageSize: 2,
      page: 0,
      filterField: 'first_name',
      filterOperator: 'equals',
      filterValue: 'amit',
    });
    const next = await page({
      view: 'all',
      pageSize: 2,
      page: 1,
      cursor: amit.nextCursor!,
      filterField: 'first_name',
      filterOperator: 'equals',
      filterValue: 'amit',
    });
    expect(next.items.every((row) => row.first_name === 'Amit')).toBe(true);
    expect(next.items[0]!.id).toBeLessThan(amit.items[1]!.id);
  });

  it('refuses a malformed cursor and a cursor with another sort', async () => {
    const queries: Array<Record<string, string>> = [
      { view: 'all', cursor: 'after:abc' },
      { view: 'all', cursor: 'after:12', sort: 'first_name' },
    ];
    for (const query of queries) {
      const response = await ctx.app.inject({
        url: `/api/registrations?${new URLSearchParams(query)}`,
        headers: bearer(viewer),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.cursor).toBeTruthy();
    }
  });

  it('gives no cursors when the list is sorted by another column', async () => {
    const sorted = await page({ view: 'all', sort: 'first_name', pageSize: 5, page: 1 });
    expect(sorted.nextCursor).toBeNull();
    expect(sorted.prevCursor).toBeNull();
  });
});

describe('pages by number', () => {
  const base: ListQuery = {
    statuses: null,
    branch: null,
    sort: 'id',
    order: 'desc',
    page: 0,
    pageSize: 4,
  };

  it('reads any page by number, from either end, with the rows of the plain query', async () => {
    for (const query of [
      base,
      { ...base, order: 'asc' as const },
      { ...base, sort: 'first_name' as const },
      { ...base, sort: 'first_name' as const, order: 'asc' as const },
      { ...base, statuses: [3], branch: 'Agra' },
    ]) {
      // offset 0 is the plain query, with no deferred join and no reversal
      const all = ids(await listRegistrations(ctx.database.db, { ...query, pageSize: 100 }));
      const total = all.length;
      for (let p = 0; p * 4 <= total + 4; p += 1) {
        const expected = all.slice(p * 4, p * 4 + 4);
        expect(ids(await listRegistrations(ctx.database.db, { ...query, page: p }))).toEqual(
          expected,
        );
        expect(ids(await listRegistrations(ctx.database.db, { ...query, page: p, total }))).toEqual(
          expected,
        );
      }
    }
  });
});
