import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTERED_COUNT_CAP } from '@form-a/domain/registration-views';
import { insertRegistration } from '../src/modules/registrations/repository';
import { bearer, createTestContext, type TestContext } from './helper';

// A filter that matches a common name must not count every match on every page request: read by
// page number, the list reads one row past the page instead, and the total is a lower bound
// until the last page; read by cursor, the count stops at FILTERED_COUNT_CAP.

let ctx: TestContext;
let viewer: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const secretary = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
  viewer = (await ctx.login((await ctx.createUser({ role: 'DATAVIEWER' })).uid)).token;
  const names = [...Array(FILTERED_COUNT_CAP + 1).fill('Kavitha'), 'Kavya', 'Kavya'];
  for (const firstName of names) {
    await insertRegistration(ctx.database.db, {
      status: 1,
      branch: 'Agra',
      firstName,
      lastName: 'Sharma',
      createdBy: secretary.id,
    });
  }
});
afterAll(async () => ctx?.close());

async function filtered(value: string, extra = '') {
  const response = await ctx.app.inject({
    url: `/api/registrations?view=all&filterField=first_name&filterOperator=contains&filterValue=${value}${extra}`,
    headers: bearer(viewer),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: unknown[];
    total: number;
    totalExact: boolean;
    nextCursor: string | null;
  };
}

describe('the total of a filtered list', () => {
  it('says only that another page follows while there is one', async () => {
    const page = await filtered('kavitha');
    expect(page.items).toHaveLength(50);
    expect(page.total).toBe(51);
    expect(page.totalExact).toBe(false);
  });

  it('is exact on the last page', async () => {
    const last = await filtered('kavitha', '&page=20');
    expect(last.items).toHaveLength(1);
    expect(last.total).toBe(FILTERED_COUNT_CAP + 1);
    expect(last.totalExact).toBe(true);
  });

  it('read by cursor, stops counting at the cap', async () => {
    const first = await filtered('kavitha');
    const next = await filtered('kavitha', `&page=1&cursor=${first.nextCursor}`);
    expect(next.items).toHaveLength(50);
    expect(next.total).toBe(FILTERED_COUNT_CAP);
    expect(next.totalExact).toBe(false);
  });

  it('is exact below the cap', async () => {
    const page = await filtered('kavya');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(2);
    expect(page.totalExact).toBe(true);
  });
});
