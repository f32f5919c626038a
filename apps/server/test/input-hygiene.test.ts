import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '@form-a/domain/messages';
import { ROLE_CODES, type RoleCode } from '@form-a/domain/roles';
import { bearer, createTestContext, type TestContext } from './helper';
import { multipartBody, pngBytes, seedRegistry, uploadPhoto, validApplication } from './fixtures';

let ctx: TestContext;
let secretary: string;
const tokens: Partial<Record<RoleCode, string>> = {};
let photo: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  secretary = (await ctx.login((await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' })).uid))
    .token;
  for (const role of ROLE_CODES) {
    const branch = role === 'BBRANCHSEC' ? 'Agra' : null;
    tokens[role] = (await ctx.login((await ctx.createUser({ role, branch })).uid)).token;
  }
  photo = await uploadPhoto(ctx.app, secretary);
});
afterAll(async () => ctx?.close());

const createDraft = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: { ...bearer(secretary), ...headers },
    payload: payload as Record<string, unknown>,
  });

describe('strings that no database can store', () => {
  it.each([
    ['NUL', 'Ro\u0000hit'],
    ['a lone high surrogate', 'Ro\ud800hit'],
    ['a lone low surrogate', '\udc00'],
  ])('%s in a body field is a 400 naming the field', async (_, firstName) => {
    const response = await createDraft({ ...validApplication(photo), action: 'draft', firstName });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: INPUT_MESSAGES.unsafeCharacters,
      fields: { firstName: INPUT_MESSAGES.unsafeCharacters },
    });
  });

  it('a NUL in an object key is a 400 too', async () => {
    const response = await createDraft({ action: 'draft', 'first\u0000Name': 'x' });
    expect(response.statusCode).toBe(400);
  });

  it('a paired surrogate (an emoji) is ordinary text', async () => {
    const response = await createDraft({ action: 'draft', note: 'thanks 🙏' });
    expect(response.statusCode).toBe(201);
  });

  // Whichever roles the permission table lets through: none answers 5xx, one reaches the check.
  it.each([
    '/api/approved-records/%00',
    '/api/members/%00',
    '/api/registrations?search=%00',
    '/api/registrations/1/duplicates?x=%00',
  ])('GET %s is a 400, never a 5xx', async (url) => {
    const codes = [];
    for (const token of Object.values(tokens)) {
      codes.push((await ctx.app.inject({ url, headers: bearer(token) })).statusCode);
    }
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes).toContain(400);
  });

  it('an undecodable escape (a surrogate in UTF-8) in a query or path is no 5xx', async () => {
    for (const url of ['/api/registrations?search=%ED%A0%80', '/api/members/%ED%A0%80%FF']) {
      for (const token of Object.values(tokens)) {
        const response = await ctx.app.inject({ url, headers: bearer(token) });
        expect(response.statusCode, url).toBeLessThan(500);
      }
    }
  });

  it('a NUL in a photo title does not reach the database', async () => {
    const body = multipartBody(
      { name: 'me.png', type: 'image/png', bytes: await pngBytes() },
      { title: 'x\u0000y' },
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { ...bearer(secretary), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('JSON bodies', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('10,000 levels deep with an Idempotency-Key is a 400, not a stack overflow', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: {
        ...bearer(secretary),
        'content-type': 'application/json',
        'idempotency-key': 'deep-1',
      },
      payload: `{"action":"draft","note":${deep(10_000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(INPUT_MESSAGES.tooDeep);
  });

  it('brackets inside strings do not count as depth', async () => {
    const response = await createDraft({ action: 'draft', note: deep(100) });
    expect(response.statusCode).toBe(201);
  });

  it('over the body limit is a 413', async () => {
    const response = await createDraft({ action: 'draft', note: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
  });

  it('broken JSON is a 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: { ...bearer(secretary), 'content-type': 'application/json' },
      payload: '{"action":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('__proto__ keys are refused as before', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: { ...bearer(secretary), 'content-type': 'application/json' },
      payload: '{"action":"draft","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });
});
