import { writeFile, mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';
import { decodeQr, renderPdf } from './pdf-image';
import { cardSigningSecret, signCardToken } from '../src/modules/cards/token';

let ctx: TestContext;
let secretary: string;
let otherSecretary: string;
let validator: string;
let approver: string;
let viewer: string;
let approvedId: number;
let jigyasuId: string;
let pendingId: number;

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistry(ctx.database.db);
  const login = async (
    role: 'BBRANCHSEC' | 'UVVOLUNTER' | 'DBAPPROVER' | 'DATAVIEWER',
    branch: string | null = null,
  ) => (await ctx.login((await ctx.createUser({ role, branch })).uid)).token;
  secretary = await login('BBRANCHSEC', 'Agra');
  otherSecretary = await login('BBRANCHSEC', 'Gurgaon');
  validator = await login('UVVOLUNTER');
  approver = await login('DBAPPROVER');
  viewer = await login('DATAVIEWER');
  const photo = await uploadPhoto(ctx.app, secretary);
  const approve = async (firstName: string) => {
    const record = await submitApplication(ctx.app, secretary, photo, { firstName });
    await act(ctx.app, validator, record.id, 'validate', 1);
    const approved = await act(ctx.app, approver, record.id, 'approve', 2);
    expect(approved.statusCode, approved.body).toBe(200);
    return { id: record.id, jigyasuId: approved.json().jigyasuId as string };
  };
  ({ id: approvedId, jigyasuId } = await approve('Rohit'));
  await approve('Mohan');
  pendingId = (await submitApplication(ctx.app, secretary, photo, { firstName: 'Sohan' })).id;
});
afterAll(async () => ctx?.close());

const card = (id: number, token: string, query = '') =>
  ctx.app.inject({ url: `/api/registrations/${id}/card${query}`, headers: bearer(token) });

describe('the registration card', () => {
  it('is a PDF whose QR code decodes to the verification link, which answers valid with what the card shows', async () => {
    const response = await card(approvedId, secretary);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`card-${jigyasuId}.pdf`);

    const [page] = await renderPdf(response.rawPayload);
    await mkdir('/tmp/shots/card-notify', { recursive: true }).catch(() => undefined);
    await writeFile('/tmp/shots/card-notify/card-a6.png', page!.png).catch(() => undefined);
    const link = decodeQr(page!);
    expect(link).toMatch(
      new RegExp(`^http://localhost(:\\d+)?/verify/${jigyasuId}\\.[A-Za-z0-9_-]{22}$`),
    );

    const token = link!.split('/verify/')[1]!;
    const verified = await ctx.app.inject({ url: `/api/verify/${token}` });
    expect(verified.statusCode).toBe(200);
    // name, branch, the card's own Jigyasu ID and its photo thumbnail (verify-page.test.ts)
    expect(verified.json()).toEqual({
      valid: true,
      name: 'MR Rohit Sharma',
      branch: 'Agra',
      jigyasuId,
      photo: `/verify/${token}/photo`,
    });

    const html = await ctx.app.inject({ url: `/verify/${token}` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Valid card');
    expect(html.body).toContain('MR Rohit Sharma');
    // no personal data beyond name and branch: not the ID's birth date, phone, email or address
    expect(html.body).not.toContain('9876543210');
    expect(html.body).not.toContain('rohit@example.org');
    expect(html.body).not.toContain('Civil Lines');
    // the page brings its own Hindi font for phones without one
    const font = await ctx.app.inject({ url: '/verify/font/devanagari-700.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
  });

  it("links to the configured origin, never to the request's Host header", async () => {
    const forgedHost = await ctx.app.inject({
      url: `/api/registrations/${approvedId}/card`,
      headers: { ...bearer(secretary), host: 'phish.example', 'x-forwarded-host': 'phish.example' },
    });
    expect(forgedHost.statusCode).toBe(200);
    const [page] = await renderPdf(forgedHost.rawPayload);
    expect(decodeQr(page!)).toMatch(
      new RegExp(`^${ctx.app.config.linkOrigin}/verify/${jigyasuId}\\.`),
    );
    expect(ctx.app.config.linkOrigin).not.toContain('phish');
  });

  it('answers not valid for a tampered or made-up token', async () => {
    const [page] = await renderPdf((await card(approvedId, secretary)).rawPayload);
    const token = decodeQr(page!)!.split('/verify/')[1]!;
    const [id, mac] = token.split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const otherId = id.replace(/\d(?=J$)/, (digit) => String((Number(digit) + 1) % 10));
    for (const forged of [`${id}.${flipped}`, `${otherId}.${mac}`, id, 'nonsense']) {
      const response = await ctx.app.inject({ url: `/api/verify/${forged}` });
      expect(response.statusCode, forged).toBe(200);
      expect(response.json(), forged).toEqual({ valid: false });
      const html = await ctx.app.inject({ url: `/verify/${forged}` });
      expect(html.body).toContain('Not a valid card');
    }
  });

  it('prints as an ID-1 card too', async () => {
    const response = await card(approvedId, approver, '?size=ID1');
    expect(response.statusCode).toBe(200);
    const [page] = await renderPdf(response.rawPayload, 4);
    await writeFile('/tmp/shots/card-notify/card-id1.png', page!.png).catch(() => undefined);
    expect(page!.width).toBeGreaterThan(page!.height);
    expect(decodeQr(page!)).toContain(`/verify/${jigyasuId}.`);
  });

  it("is refused to another branch's secretary (403) and to roles without card:print", async () => {
    expect((await card(approvedId, otherSecretary)).statusCode).toBe(403);
    expect((await card(approvedId, viewer)).statusCode).toBe(403);
    expect((await card(approvedId, validator)).statusCode).toBe(403);
  });

  it('exists only for an approved record, and says so by key as well as in English', async () => {
    const pending = await card(pendingId, secretary);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error).toMatchObject({
      message: 'Only an approved record has a registration card.',
      messageKey: 'card.approvedOnly',
    });
    const missing = await card(999999, secretary);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({
      message: 'Record not found.',
      messageKey: 'record.notFound',
    });
  });

  it("prints a day's approvals of the branch in one PDF, one card a page", async () => {
    const response = await ctx.app.inject({
      url: `/api/cards?date=${today()}`,
      headers: bearer(secretary),
    });
    expect(response.statusCode, response.body).toBe(200);
    const pages = await renderPdf(response.rawPayload, 2);
    expect(pages).toHaveLength(2);
    expect(pages.map(decodeQr).every((link) => link?.includes('/verify/'))).toBe(true);

    const other = await ctx.app.inject({
      url: `/api/cards?date=${today()}&branch=Agra`,
      headers: bearer(otherSecretary),
    });
    expect(other.statusCode).toBe(403);
    const approverNeedsBranch = await ctx.app.inject({
      url: `/api/cards?date=${today()}`,
      headers: bearer(approver),
    });
    expect(approverNeedsBranch.statusCode).toBe(400);
    const badDate = await ctx.app.inject({
      url: '/api/cards?date=23-11-2026',
      headers: bearer(secretary),
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.fields).toHaveProperty('date');
  });

  it('limits failed guesses per address, and genuine cards from that address still verify', async () => {
    const limit = ctx.app.config.VERIFY_MAX_PER_IP;
    const address = '203.0.113.7';
    const ask = () => ctx.app.inject({ url: '/api/verify/x.y', remoteAddress: address });
    for (let i = 0; i < limit; i += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const page = await ctx.app.inject({
      url: `/verify/${jigyasuId}.AAAAAAAAAAAAAAAAAAAAAA`,
      remoteAddress: address,
    });
    expect(page.statusCode).toBe(429);
    // another address is not affected
    expect(
      (await ctx.app.inject({ url: '/api/verify/x.y', remoteAddress: '203.0.113.8' })).statusCode,
    ).toBe(200);

    // An office behind one NAT: after those 60 guesses its genuine cards keep verifying,
    // again and again, on the API and on the page the QR code opens.
    const genuine = signCardToken(
      await cardSigningSecret(ctx.database.db, ctx.app.config),
      jigyasuId,
    );
    for (let i = 0; i < 3; i += 1) {
      const verified = await ctx.app.inject({
        url: `/api/verify/${genuine}`,
        remoteAddress: address,
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ valid: true, branch: 'Agra' });
    }
    const html = await ctx.app.inject({ url: `/verify/${genuine}`, remoteAddress: address });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Rohit');
  });
});
