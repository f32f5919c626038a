import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from './helper';
import { multipartBody, pngBytes } from './fixtures';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await ctx.login((await ctx.createUser({ role: 'BBRANCHSEC', branch: 'Agra' })).uid))
    .token;
});
afterAll(async () => ctx?.close());

function upload(file: { name: string; type: string; bytes: Buffer }, auth = token) {
  const body = multipartBody(file, { title: 'photo' });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { ...bearer(auth), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const refused = {
  error: {
    code: 'VALIDATION_FAILED',
    message: 'Could not upload the image!',
    fields: { image: 'Could not upload the image!' },
  },
};

describe('POST /api/photos', () => {
  it('stores a PNG re-encoded as JPEG with the longest side at most 800 px, served with a session', async () => {
    const big = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#3366aa' },
    })
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Camera Owner' } } })
      .png()
      .toBuffer();
    const response = await upload({ name: 'photo.png', type: 'image/png', bytes: big });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.image).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
    expect(body.url).toBe(body.image);

    const served = await ctx.app.inject({ url: body.image, headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(800);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Camera Owner'))).toBe(false);

    const anonymous = await ctx.app.inject({ url: body.image });
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts a JPEG and a WebP by their content whatever the name', async () => {
    const jpeg = await sharp(await pngBytes())
      .jpeg()
      .toBuffer();
    const webp = await sharp(await pngBytes())
      .webp()
      .toBuffer();
    expect((await upload({ name: 'a.txt', type: 'text/plain', bytes: jpeg })).statusCode).toBe(201);
    expect((await upload({ name: 'b.jpg', type: 'image/jpeg', bytes: webp })).statusCode).toBe(201);
  });

  it('refuses a text file renamed to .jpg', async () => {
    const response = await upload({
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('just some text, not a picture'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refused);
  });

  it('refuses an SVG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const response = await upload({ name: 'photo.svg', type: 'image/svg+xml', bytes: svg });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refused);
  });

  it('refuses a 6 MB image', async () => {
    const noise = Buffer.alloc(1500 * 1400 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const bytes = await sharp(noise, { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(6 * 1000 * 1000);
    const response = await upload({ name: 'big.png', type: 'image/png', bytes });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refused);
  });

  it('refuses a file that starts like a PNG but is not one', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('garbage'),
    ]);
    const response = await upload({ name: 'x.png', type: 'image/png', bytes: fake });
    expect(response.statusCode).toBe(400);
  });

  it('is for branch secretaries only', async () => {
    const viewer = (await ctx.login((await ctx.createUser({ role: 'DATAVIEWER' })).uid)).token;
    const response = await upload(
      { name: 'a.png', type: 'image/png', bytes: await pngBytes() },
      viewer,
    );
    expect(response.statusCode).toBe(403);
  });
});
