import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, startJourney, type Journey } from './support/journey';

/**
 * A page on another port of the same host is the same *site*: the browser sends the
 * SameSite=Strict session cookie with its requests. The server must still refuse its writes
 * (ADR 022).
 */
let journey: Journey;
let attacker: Server;
let attackerUrl: string;

/** The other port's page: a multipart photo upload and a no-cors sign-out, both with cookies. */
function attackerPage(target: string) {
  return `<!doctype html><html><body>
<form id="upload" method="post" enctype="multipart/form-data" action="${target}/api/photos">
  <input type="file" name="image" id="image"><input name="title" value="planted">
</form>
<script>
  window.upload = async () => {
    const bytes = Uint8Array.from(atob(window.PNG), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'x.png', { type: 'image/png' }));
    document.getElementById('image').files = transfer.files;
    document.getElementById('upload').submit();
  };
  window.signOut = () =>
    fetch('${target}/api/auth/logout', { method: 'POST', mode: 'no-cors', credentials: 'include' });
</script>
</body></html>`;
}

beforeAll(async () => {
  journey = await startJourney();
  const target = journey.server.baseUrl; // http://127.0.0.1:<port>
  attacker = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(attackerPage(target));
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
  await journey?.close();
});

async function pngBase64(page: Page) {
  return (await page.screenshot({ clip: { x: 0, y: 0, width: 20, height: 20 } })).toString(
    'base64',
  );
}

async function sessionStatus(page: Page) {
  return page.evaluate(async () => (await fetch('/api/auth/me')).status);
}

async function signedInWithAttackerTab() {
  const { page, context } = await journey.newPage();
  await signIn(page, 'secretary');
  await page.waitForURL('**/dashboard');
  expect(await sessionStatus(page)).toBe(200);
  const evil = await context.newPage();
  await evil.goto(attackerUrl);
  return { page, context, evil };
}

describe('a page on another port of the same host', () => {
  it('cannot upload a photo with the session cookie', async () => {
    const { page, context, evil } = await signedInWithAttackerTab();
    const png = await pngBase64(page);

    // The app's own page may upload with the same cookie: the refusal below is the origin's.
    const own = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('image', new File([bytes], 'x.png', { type: 'image/png' }));
      return (await fetch('/api/photos', { method: 'POST', body: form })).status;
    }, png);
    expect(own).toBe(201);

    await evil.evaluate((base64) => {
      (globalThis as unknown as { PNG: string }).PNG = base64;
    }, png);
    const uploadAnswer = evil.waitForResponse((response) => response.url().endsWith('/api/photos'));
    await evil.evaluate(() => (globalThis as unknown as { upload(): void }).upload());
    const upload = await uploadAnswer;
    // the browser did send the cookie: SameSite does not stop a same-site page
    expect((await upload.request().allHeaders())['cookie']).toMatch(/forma_session=/);
    expect(upload.status()).toBe(403);
    expect(await upload.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    await context.close();
  });

  it('cannot sign the user out with the session cookie', async () => {
    const { page, context, evil } = await signedInWithAttackerTab();
    const signOutRequest = evil.waitForRequest((request) =>
      request.url().endsWith('/api/auth/logout'),
    );
    // The request goes out with the cookie, like the upload's, and the server answers; the
    // browser then hides the answer from the page (Cross-Origin-Resource-Policy), so what
    // tells is the session below, which a served sign-out would have ended.
    await evil.evaluate(() =>
      (globalThis as unknown as { signOut(): Promise<unknown> }).signOut().catch(() => undefined),
    );
    const signOut = await signOutRequest;
    expect(signOut.failure()?.errorText).toMatch(/BLOCKED_BY_RESPONSE/);

    // still signed in, on the API and in the app
    expect(await sessionStatus(page)).toBe(200);
    await page.reload();
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
