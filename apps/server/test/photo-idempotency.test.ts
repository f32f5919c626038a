import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../src/db/schema';
import { runRetention } from '../src/modules/registrations/retention';
import { bearer, createTestContext, type TestContext } from './helper';
import { multipartBody, pngBytes } from './fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ config: { PHOTO_UPLOADS_PER_DAY: 2 } });
});
afterAll(async () => ctx?.close());

/** A secretary of her own, so that each test starts with the day's uploads unspent. */
async function freshSecretary() {
  const user = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
  return { id: user.id, token: (await ctx.login(user.uid)).token };
}

function upload(token: string, key: string | undefined, bytes: Buffer, title = 'Asha Verma') {
  const body = multipartBody({ name: 'me.png', type: 'image/png', bytes }, { title });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: {
      ...bearer(token),
      'content-type': body.contentType,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: body.payload,
  });
}

async function photosOf(userId: number) {
  return ctx.database.db.select().from(photos).where(eq(photos.uploadedBy, userId));
}

const otherImage = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#aa3366' } })
    .png()
    .toBuffer();

describe('a photo upload sent again with its Idempotency-Key', () => {
  it('gets the first answer, marked as replayed, stores one photo and spends one upload', async () => {
    const secretary = await freshSecretary();
    const image = await pngBytes();
    const first = await upload(secretary.token, 'kept-photo-1', image);
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload(secretary.token, 'kept-photo-1', image);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await photosOf(secretary.id)).toHaveLength(1);
    // the day allows two: the retry spent none of them
    expect((await upload(secretary.token, 'kept-photo-2', image)).statusCode).toBe(201);
    expect((await upload(secretary.token, 'kept-photo-3', image)).statusCode).toBe(429);
  });

  it('is answered even when the day’s uploads are spent since', async () => {
    const secretary = await freshSecretary();
    const image = await pngBytes();
    const first = await upload(secretary.token, 'a', image);
    expect((await upload(secretary.token, 'b', image)).statusCode).toBe(201);
    const retry = await upload(secretary.token, 'a', image);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().image).toBe(first.json().image);
  });

  it('with another image or title is refused with 422, and stores nothing', async () => {
    const secretary = await freshSecretary();
    expect((await upload(secretary.token, 'k', await pngBytes())).statusCode).toBe(201);
    const otherPhoto = await upload(secretary.token, 'k', await otherImage());
    expect(otherPhoto.statusCode).toBe(422);
    expect(otherPhoto.json().error.code).toBe('CONFLICT');
    const otherTitle = await upload(secretary.token, 'k', await pngBytes(), 'Someone Else');
    expect(otherTitle.statusCode).toBe(422);
    expect(await photosOf(secretary.id)).toHaveLength(1);
  });

  it('twice at once stores one photo, counted once', async () => {
    const secretary = await freshSecretary();
    const image = await pngBytes();
    const [one, two] = await Promise.all([
      upload(secretary.token, 'twin', image),
      upload(secretary.token, 'twin', image),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.json().image).toBe(one.json().image);
    expect(await photosOf(secretary.id)).toHaveLength(1);
    expect((await upload(secretary.token, 'next', image)).statusCode).toBe(201);
  });

  it('without a key is stored each time, as before', async () => {
    const secretary = await freshSecretary();
    const image = await pngBytes();
    const one = await upload(secretary.token, undefined, image);
    const two = await upload(secretary.token, undefined, image);
    expect(two.json().image).not.toBe(one.json().image);
    expect(await photosOf(secretary.id)).toHaveLength(2);
  });

  it('stores the photo anew once the first one went with the orphans a day later', async () => {
    const secretary = await freshSecretary();
    const image = await pngBytes();
    const first = await upload(secretary.token, 'sent-yesterday', image);
    expect(first.statusCode).toBe(201);
    // the retention job, a day and more later: no record came to show the photo
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const settings = { RETENTION_DRAFT_DAYS: 180, RETENTION_RETURNED_DAYS: 365 };
    await runRetention(ctx.database.db, settings, { now: later });
    expect(await photosOf(secretary.id)).toEqual([]);
    const retry = await upload(secretary.token, 'sent-yesterday', image);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.json().image).not.toBe(first.json().image);
    const served = await ctx.app.inject({
      url: retry.json().image,
      headers: bearer(secretary.token),
    });
    expect(served.statusCode).toBe(200);
    // and that one is what the key answers now
    const again = await upload(secretary.token, 'sent-yesterday', image);
    expect(again.json().image).toBe(retry.json().image);
  });

  it('refuses a key longer than 200 characters with 400, and stores nothing', async () => {
    const secretary = await freshSecretary();
    const refused = await upload(secretary.token, 'k'.repeat(201), await pngBytes());
    expect(refused.statusCode).toBe(400);
    expect(await photosOf(secretary.id)).toEqual([]);
  });
});
