import { mkdir, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQr, renderPdf } from '../apps/server/test/pdf-image';
import { poll, signedIn, submitThroughApi } from './support/applications';
import { startJourney, type Journey } from './support/journey';
import { switchTo } from './support/language';

const SHOTS = '/tmp/shots/card-notify';
let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => journey?.close());

const REASON = 'The photo does not show the face clearly';

async function review(
  page: Page,
  id: number,
  action: 'validate' | 'return' | 'approve',
  revision: number,
  note = '',
) {
  const response = await page.request.post(`/api/registrations/${id}/transitions`, {
    data: { action, revision, note },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The fonts Chromium really drew a node's text with (DevTools protocol), by family. */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  try {
    await devtools.send('DOM.enable');
    await devtools.send('CSS.enable');
    const { root } = await devtools.send('DOM.getDocument');
    const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
    // the space between two Hindi words is drawn by the Latin face: one glyph, left out
    return fonts.filter((font) => font.glyphCount > 1).map((font) => font.familyName);
  } finally {
    await devtools.detach();
  }
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('notifications and the registration card', () => {
  let returnedId = 0;
  let approvedId = 0;

  it('a returned record produces a notification for its secretary, with the reason', async () => {
    const secretary = await signedIn(journey, 'secretary', '/dashboard');
    // the demo seed's own returns and approvals notified her already: start from none unread
    const cleared = await secretary.page.request.post('/api/notifications/read', {
      data: { all: true },
    });
    expect(cleared.status()).toBe(200);
    const returned = await submitThroughApi(secretary.page, {
      firstName: 'Kailash',
      lastName: 'Verma',
    });
    const approved = await submitThroughApi(secretary.page, {
      firstName: 'Devendra',
      lastName: 'Rawat',
    });
    returnedId = returned.id;
    approvedId = approved.id;

    const validator = await signedIn(journey, 'validator', '/uv/dashboard');
    await review(validator.page, returnedId, 'return', returned.revision, REASON);
    await review(validator.page, approvedId, 'validate', approved.revision);
    await validator.context.close();
    const approver = await signedIn(journey, 'approver', '/uv/dashboard');
    await review(approver.page, approvedId, 'approve', approved.revision + 1);
    await approver.context.close();

    const { page } = secretary;
    await page.reload();
    const bell = page.getByTestId('notification-bell');
    await poll(() => bell.getAttribute('aria-label')).toBe('Notifications: 2 unread');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await poll(() => panel.getByTestId('notification-item').count()).toBeGreaterThanOrEqual(2);
    await poll(() => panel.innerText()).toContain(
      `Application ${returnedId} (Kailash Verma) was returned to you: ${REASON}`,
    );
    await poll(() => panel.innerText()).toContain(
      `Application ${approvedId} (Devendra Rawat) was approved. Jigyasu ID:`,
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'bell-1440-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'bell-390-en');

    // Hindi: the same notifications, worded in Hindi
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByTestId('notification-bell').click();
    await poll(() => page.getByRole('dialog').innerText()).toContain(
      `आवेदन ${returnedId} (Kailash Verma) आपको लौटाया गया: ${REASON}`,
    );
    await shoot(page, 'bell-390-hi');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'bell-1440-hi');

    // reading one lowers the count
    await page.getByTestId('notification-item').first().click();
    await poll(() => page.getByTestId('notification-bell').getAttribute('aria-label')).toBe(
      'सूचनाएँ: 1 अपठित',
    );
    await page.keyboard.press('Escape');
    await switchTo(page, 'en');
    await secretary.context.close();
  });

  it('the secretary downloads the approved record’s card; its QR code opens the verification page', async () => {
    const { page, context } = await signedIn(journey, 'secretary', '/dashboard');
    // the record's popup on the Approved list offers the card
    await page.goto('/uv/jigyasu/approved');
    await page
      .getByRole('button', { name: String(approvedId), exact: true })
      .click({ noWaitAfter: true });
    const cardLink = page
      .getByRole('dialog')
      .getByRole('link', { name: 'Registration card (PDF)' });
    await poll(() => cardLink.getAttribute('href')).toBe(`/api/registrations/${approvedId}/card`);
    await shoot(page, 'record-card-button-1280-en');
    const response = await page.request.get(`/api/registrations/${approvedId}/card`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const [rendered] = await renderPdf(await response.body());
    await writeFile(`${SHOTS}/card-pdf-a6.png`, rendered!.png);
    const link = decodeQr(rendered!);
    expect(link).toContain('/verify/');

    const verify = new URL(link!).pathname;
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(verify);
      await poll(() => page.locator('main').innerText()).toContain('Devendra Rawat');
      // the bold Hindi verdict is drawn in the page's Devanagari face, not as empty boxes
      await poll(() => fontsDrawing(page, '.verdict [lang="hi"]')).toEqual([
        'Noto Sans Devanagari',
      ]);
      await shoot(page, `verify-valid-${width}`);
    }
    await page.goto(`${verify.slice(0, -2)}xx`);
    await poll(() => page.locator('main').innerText()).toContain('Not a valid card');
    await shoot(page, 'verify-invalid-390');

    // the dashboard's batch print of the day
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    await poll(() => page.getByRole('link', { name: 'Print cards (PDF)' }).count()).toBe(1);
    await shoot(page, 'dashboard-batch-1440-en');
    const href = await page.getByRole('link', { name: 'Print cards (PDF)' }).getAttribute('href');
    const batch = await page.request.get(href!);
    expect(batch.status()).toBe(200);
    expect((await renderPdf(await batch.body(), 1)).length).toBeGreaterThanOrEqual(1);
    await context.close();
  });
});
