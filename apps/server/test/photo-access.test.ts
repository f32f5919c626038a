import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, UPLOAD_MESSAGES } from '@form-a/domain/messages';
import { eq } from 'drizzle-orm';
import { photos, users } from '../src/db/schema';
import { bearer, createTestContext, type TestContext } from './helper';
import {
  multipartBody,
  pngBytes,
  seedRegistry,
  submitApplication,
  TEST_CONSENT,
  uploadPhoto,
  validApplication,
} from './fixtures';

// Who may see a photo, attach it, and how many one may upload (ADR 020).

let ctx: TestContext;
const token: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ config: { PHOTO_UPLOADS_PER_DAY: 3 } });
  await seedRegistry(ctx.database.db);
  const signIn = async (
    name: string,
    role: Parameters<TestContext['createUser']>[0]['role'],
    branch: string | null = null,
  ) => {
    token[name] = (await ctx.login((await ctx.createUser({ role, branch })).uid)).token;
  };
  await signIn('agra', 'BBRANCHSEC', 'Agra');
  await signIn('agra2', 'BBRANCHSEC', 'Agra');
  await signIn('gurgaon', 'BBRANCHSEC', 'Gurgaon');
  await signIn('validator', 'UVVOLUNTER');
  await signIn('viewer', 'DATAVIEWER');
  await signIn('admin', 'ADMIN');
  mover = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
  token.mover = (await ctx.login(mover.uid)).token;
});
let mover: { id: number; uid: string };
afterAll(async () => ctx?.close());

const read = (path: string, as: string) =>
  ctx.app.inject({ url: path, headers: bearer(token[as]!) });

describe('reading a photo', () => {
  it('an unattached photo: its branch only, not reviewers, viewers or admins', async () => {
    const photo = await uploadPhoto(ctx.app, token.agra!);
    expect((await read(photo, 'agra')).statusCode).toBe(200);
    // a colleague of the same branch may finish the form
    expect((await read(photo, 'agra2')).statusCode).toBe(200);
    expect((await read(photo, 'gurgaon')).statusCode).toBe(404);
    expect((await read(photo, 'validator')).statusCode).toBe(404);
    expect((await read(photo, 'viewer')).statusCode).toBe(403);
    expect((await read(photo, 'admin')).statusCode).toBe(403);
  });

  it("an attached photo: whoever may read the record, not another branch's secretary", async () => {
    const photo = await uploadPhoto(ctx.app, token.agra2!);
    await submitApplication(ctx.app, token.agra!, photo);
    const served = await read(photo, 'validator');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await read(photo, 'agra')).statusCode).toBe(200);
    expect((await read(photo, 'gurgaon')).statusCode).toBe(404);
    expect((await read(photo, 'viewer')).statusCode).toBe(403);
  });
});

describe('a photo whose uploader moves to another branch', () => {
  it('stays with the branch it was uploaded for', async () => {
    const attached = await uploadPhoto(ctx.app, token.mover!);
    await submitApplication(ctx.app, token.mover!, attached);
    const unattached = await uploadPhoto(ctx.app, token.mover!);
    await ctx.database.db.update(users).set({ branch: 'Gurgaon' }).where(eq(users.id, mover.id));

    // the new branch's secretaries see neither
    expect((await read(attached, 'gurgaon')).statusCode).toBe(404);
    expect((await read(unattached, 'gurgaon')).statusCode).toBe(404);
    // the branch the photos were taken for still reads and uses them
    expect((await read(attached, 'agra2')).statusCode).toBe(200);
    expect((await read(unattached, 'agra2')).statusCode).toBe(200);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: bearer(token.agra2!),
      payload: { ...validApplication(unattached), action: 'draft' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });
});

describe('attaching a photo', () => {
  it("refuses another branch's photo with a message on the photo field", async () => {
    const theirs = await uploadPhoto(ctx.app, token.gurgaon!);
    for (const action of ['submit', 'draft'] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/registrations',
        headers: bearer(token.agra!),
        payload: { ...validApplication(theirs), consent: TEST_CONSENT, action },
      });
      expect(response.statusCode, action).toBe(400);
      expect(response.json().error.fields).toEqual({ photo: APPLICATION_MESSAGES.photoRequired });
    }
  });

  it("refuses it on an update too, and takes the own branch's photo", async () => {
    const own = await uploadPhoto(ctx.app, token.agra!);
    const theirs = await uploadPhoto(ctx.app, token.gurgaon!);
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: bearer(token.agra!),
      payload: { ...validApplication(own), action: 'draft' },
    });
    expect(draft.statusCode).toBe(201);
    const { id, revision } = draft.json().registration;
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/registrations/${id}`,
      headers: bearer(token.agra!),
      payload: { ...validApplication(theirs), action: 'draft', revision },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().error.fields).toHaveProperty('photo');
  });
});

describe('the upload quota', () => {
  it('answers 429 past PHOTO_UPLOADS_PER_DAY uploads of one account, not of others', async () => {
    // 'agra' and 'gurgaon' have each uploaded twice above; a fresh account starts at zero
    const fresh = (
      await ctx.login((await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' })).uid)
    ).token;
    const upload = async (as: string) => {
      const body = multipartBody({ name: 'a.png', type: 'image/png', bytes: await pngBytes() });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/photos',
        headers: { ...bearer(as), 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    for (let i = 0; i < 3; i += 1) expect((await upload(fresh)).statusCode).toBe(201);
    const refused = await upload(fresh);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: UPLOAD_MESSAGES.quotaReached,
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await upload(token.validator!)).statusCode).toBe(403);
    expect((await upload(token.agra2!)).statusCode).toBe(201);
  });

  it('is counted and reserved in one step: 12 concurrent uploads never pass it', async () => {
    const fresh = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
    const as = (await ctx.login(fresh.uid)).token;
    const upload = async () => {
      const body = multipartBody({ name: 'a.png', type: 'image/png', bytes: await pngBytes() });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/photos',
        headers: { ...bearer(as), 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    expect((await upload()).statusCode).toBe(201);
    // one stored, two left of PHOTO_UPLOADS_PER_DAY (3): twelve at once get two places
    const codes = (await Promise.all(Array.from({ length: 12 }, upload))).map((r) => r.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(2);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
    const stored = await ctx.database.db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.uploadedBy, fresh.id));
    expect(stored).toHaveLength(3);
  });

  it('gives a refused upload its place back', async () => {
    const fresh = await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' });
    const as = (await ctx.login(fresh.uid)).token;
    const send = (bytes: Buffer) => {
      const body = multipartBody({ name: 'a.png', type: 'image/png', bytes });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/photos',
        headers: { ...bearer(as), 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    for (let i = 0; i < 3; i += 1)
      expect((await send(Buffer.from('not an image at all'))).statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await send(await pngBytes())).statusCode).toBe(201);
    expect((await send(await pngBytes())).statusCode).toBe(429);
  });
});
