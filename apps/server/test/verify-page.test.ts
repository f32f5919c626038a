import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';
import { cardSigningSecret, signCardToken } from '../src/modules/cards/token';
import { photos } from '../src/db/schema';
import { photoIdFromPath } from '../src/modules/photos/photo-path';

/**
 * The page a card's QR code opens shows the Jigyasu ID, and the photo's thumbnail while
 * VERIFY_SHOWS_PHOTO is on (ADR 052). Two servers: the default, and the setting off.
 */
interface Server {
  ctx: TestContext;
  token: string;
  jigyasuId: string;
  photoPath: string;
}

/** A server with one approved record (with a photo); its card's token. */
async function serverWith(config: Parameters<typeof createTestContext>[0]): Promise<Server> {
  const ctx = await createTestContext(config);
  await seedRegistry(ctx.database.db);
  const login = async (role: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER', branch?: string) =>
    (await ctx.login((await ctx.createUser({ role, branch: branch ?? null })).uid)).token;
  const secretary = await login('BBRANCHSEC', 'Agra');
  const validator = await login('UVVOLUNTER');
  const approver = await login('DBAPPROVER');
  // a large photo, so that a thumbnail is visibly smaller than what was stored
  const big = await sharp({
    create: { width: 600, height: 750, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  const photoPath = await uploadPhoto(ctx.app, secretary, big);
  const record = await submitApplication(ctx.app, secretary, photoPath, { firstName: 'Rohit' });
  await act(ctx.app, validator, record.id, 'validate', 1);
  const approved = await act(ctx.app, approver, record.id, 'approve', 2);
  expect(approved.statusCode, approved.body).toBe(200);
  const jigyasuId = approved.json().jigyasuId as string;
  const secret = await cardSigningSecret(ctx.database.db, ctx.app.config);
  return { ctx, token: signCardToken(secret, jigyasuId), jigyasuId, photoPath };
}

let on: Server;
let off: Server;

beforeAll(async () => {
  on = await serverWith({ config: { VERIFY_PHOTOS_PER_IP: '3' } });
  off = await serverWith({ config: { VERIFY_SHOWS_PHOTO: 'false' } });
});
afterAll(async () => {
  await on?.ctx.close();
  await off?.ctx.close();
});

/** A request from its own address, so that the per-address counts of one test stay its own. */
const from = (server: Server, url: string, address: string) =>
  server.ctx.app.inject({ url, remoteAddress: address });

describe('the verification page, photo shown (the default)', () => {
  it('answers with name, branch, Jigyasu ID and the address of the photo thumbnail', async () => {
    const answer = await from(on, `/api/verify/${on.token}`, '10.0.0.1');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      valid: true,
      name: 'MR Rohit Sharma',
      branch: 'Agra',
      jigyasuId: on.jigyasuId,
      photo: `/verify/${on.token}/photo`,
    });

    const page = await from(on, `/verify/${on.token}`, '10.0.0.1');
    expect(page.body).toContain('Jigyasu ID');
    expect(page.body).toContain(on.jigyasuId);
    expect(page.body).toContain(`<img class="photo" src="/verify/${on.token}/photo"`);
  });

  it('serves a small JPEG thumbnail, never the stored photo, and only for a genuine token', async () => {
    const thumbnail = await from(on, `/verify/${on.token}/photo`, '10.0.0.2');
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.headers['cache-control']).toBe('no-store');
    const size = await sharp(thumbnail.rawPayload).metadata();
    expect(size.width).toBe(160);

    // the full-size photo stays behind sign-in
    const stored = await from(on, on.photoPath, '10.0.0.2');
    expect(stored.statusCode).toBe(401);

    const [id, mac] = on.token.split('.') as [string, string];
    const forged = `${id}.${mac.endsWith('A') ? `${mac.slice(0, -1)}B` : `${mac.slice(0, -1)}A`}`;
    expect((await from(on, `/verify/${forged}/photo`, '10.0.0.2')).statusCode).toBe(404);
  });

  it('answers a token with a NUL, a lone surrogate or no shape at all with 4xx, never 500', async () => {
    for (const token of ['%00', `${on.token}%00`, '%ED%A0%80', 'x'.repeat(300), '..']) {
      const answer = await from(on, `/verify/${token}/photo`, '10.0.0.9');
      expect(answer.statusCode, token).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, token).toBeLessThan(500);
    }
  });

  it('refuses more thumbnails than VERIFY_PHOTOS_PER_IP to one address (429)', async () => {
    const statuses: number[] = [];
    for (let count = 0; count < 4; count += 1) {
      statuses.push((await from(on, `/verify/${on.token}/photo`, '10.0.0.3')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // another address is not affected
    expect((await from(on, `/verify/${on.token}/photo`, '10.0.0.4')).statusCode).toBe(200);
  });

  // last in this block: it spoils the record's stored photo
  it('answers 404, not 500, when the stored photo does not decode', async () => {
    const id = photoIdFromPath(on.photoPath)!;
    await on.ctx.database.db
      .update(photos)
      .set({ bytes: Buffer.from('not an image at all') })
      .where(eq(photos.id, id));
    expect((await from(on, `/verify/${on.token}/photo`, '10.0.0.8')).statusCode).toBe(404);
  });
});

describe('the verification page, VERIFY_SHOWS_PHOTO=false', () => {
  it('still shows the Jigyasu ID, names no photo, and its photo address answers 404', async () => {
    const answer = await from(off, `/api/verify/${off.token}`, '10.0.1.1');
    expect(answer.json()).toEqual({
      valid: true,
      name: 'MR Rohit Sharma',
      branch: 'Agra',
      jigyasuId: off.jigyasuId,
    });
    const page = await from(off, `/verify/${off.token}`, '10.0.1.1');
    expect(page.body).toContain(off.jigyasuId);
    expect(page.body).not.toContain('<img');
    expect((await from(off, `/verify/${off.token}/photo`, '10.0.1.1')).statusCode).toBe(404);
  });

  it('the setting does not open the stored photo either', async () => {
    const signedOut = await from(off, off.photoPath, '10.0.1.2');
    expect(signedOut.statusCode).toBe(401);
    // and a signed-in user of another branch still may not read it
    const other = await off.ctx.login(
      (await off.ctx.createUser({ role: 'BBRANCHSEC', branch: 'Gurgaon' })).uid,
    );
    const refused = await off.ctx.app.inject({ url: off.photoPath, headers: bearer(other.token) });
    expect([403, 404]).toContain(refused.statusCode);
  });
});
