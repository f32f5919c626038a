import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from '@form-a/domain/contact-mask';
import { registrationRecordSchema } from '@form-a/domain/schemas/registration-record';
import {
  registrationSummarySchema,
  toRegistrationSummary,
} from '@form-a/domain/schemas/registration-summary';
import { moveCount } from '../src/modules/registrations/counters';
import { insertRegistration } from '../src/modules/registrations/repository';
import { bearer, createTestContext, type TestContext } from './helper';

// List pages carry records that the database writes as JSON (record-json.ts), while one record
// is mapped in TypeScript (record.ts). A client must not be able to tell the two apart.

let ctx: TestContext;
let secretaryToken: string;
let validator: string;
let viewer: string;

const AWKWARD = `O'Brien "Bob" \\ back\\slash\nnew line\ttab \u0001 राम 🙏 </script>`;

beforeAll(async () => {
  ctx = await createTestContext();
  const secretary = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
  await ctx.database.db.execute(sql`update users set name = ${AWKWARD} where id = ${secretary.id}`);
  secretaryToken = (await ctx.login(secretary.uid)).token;
  validator = (await ctx.login((await ctx.createUser({ role: 'UVVOLUNTER' })).uid)).token;
  viewer = (await ctx.login((await ctx.createUser({ role: 'DATAVIEWER' })).uid)).token;
  const variants = [
    { status: 7 },
    {
      status: 1,
      dob: '1990-02-28',
      note: AWKWARD,
      firstName: AWKWARD,
      bySecyVerification: true,
      phone: '+91 98765 43210',
      email: `${AWKWARD}@example.org`,
    },
    { status: 3, dob: '0999-12-31', jigyasuUid: 'J-AGR-000001', photo: '/api/photos/abc' },
    { status: 6, fatherUid: 'F1', motherTitle: 'LATE SMT', spouseName: 'Sita', city: 'आगरा' },
    { status: 2, revision: 17, bloodGroup: 'AB+', country: 'IN', region: 'UP', zipcode: '282001' },
  ];
  for (const variant of variants) {
    const row = await insertRegistration(ctx.database.db, {
      branch: 'Agra',
      firstName: 'Asha',
      lastName: 'Verma',
      createdBy: secretary.id,
      ...variant,
    });
    await moveCount(ctx.database.db, 'Agra', null, variant.status);
    // microseconds that a millisecond clock cannot show, and a time zone offset to undo
    await ctx.database.db.execute(
      sql`update registrations set created_at = ${'2025-03-04 05:06:07.891999+05:30'},
          updated_at = ${`2026-0${(row.id % 9) + 1}-15 23:59:59.999999+00`} where id = ${row.id}`,
    );
  }
});
afterAll(async () => ctx?.close());

describe('the listed record', () => {
  it('is, field for field, the record that opening it returns', async () => {
    // the secretary who collected the phone and email lists them in full (ADR 057)
    const list = await ctx.app.inject({
      url: '/api/registrations?view=mine&pageSize=50',
      headers: bearer(secretaryToken),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    const { items } = list.json() as { items: unknown[] };
    expect(items).toHaveLength(5);
    for (const item of items) {
      const listed = registrationRecordSchema.strict().parse(item);
      const opened = await ctx.app.inject({
        url: `/api/registrations/${listed.id}`,
        headers: bearer(validator),
      });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(listed).toEqual((opened.json() as { registration: unknown }).registration);
    }
    const awkward = items.map((item) => registrationRecordSchema.parse(item));
    expect(awkward.find((item) => item.status === 1)?.note).toBe(AWKWARD);
    expect(awkward[0]?.created_at).toBe('2025-03-03T23:36:07.891Z');
  });

  it("is that record with the phone and email masked, in a reviewer's list", async () => {
    const own = await ctx.app.inject({
      url: '/api/registrations?view=mine&pageSize=50',
      headers: bearer(secretaryToken),
    });
    const list = await ctx.app.inject({
      url: '/api/registrations?view=all&pageSize=50',
      headers: bearer(validator),
    });
    expect(list.statusCode, list.body).toBe(200);
    const records = (own.json() as { items: unknown[] }).items.map((item) =>
      registrationRecordSchema.parse(item),
    );
    const { items } = list.json() as { items: unknown[] };
    expect(items).toHaveLength(records.length);
    items.forEach((item, index) => {
      const record = records[index]!;
      expect(registrationRecordSchema.strict().parse(item)).toEqual({
        ...record,
        phone: maskPhone(record.phone),
        email: maskEmail(record.email),
      });
    });
    expect(list.body).toContain('98••••3210');
  });
});

describe('the summary row of a reader who may list but not read records', () => {
  it('is, field for field, the summary of the record, and nothing more', async () => {
    const full = await ctx.app.inject({
      url: '/api/registrations?view=all&pageSize=50',
      headers: bearer(validator),
    });
    const records = (full.json() as { items: unknown[] }).items.map((item) =>
      registrationRecordSchema.parse(item),
    );
    const list = await ctx.app.inject({
      url: '/api/registrations?view=all&pageSize=50',
      headers: bearer(viewer),
    });
    expect(list.statusCode, list.body).toBe(200);
    const { items } = list.json() as { items: unknown[] };
    expect(items).toHaveLength(records.length);
    items.forEach((item, index) => {
      const summary = registrationSummarySchema.strict().parse(item);
      expect(summary).toEqual(toRegistrationSummary(records[index]!));
    });
    expect(list.body).not.toMatch(/"(dob|email|phone|father_name|address1|caste|photo)"/);
  });
});
