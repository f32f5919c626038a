import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAudit, blocking, describeFindings } from './support/axe';
import { signIn, startJourney, type Journey } from './support/journey';
import { base32Decode, totp } from './support/totp';
import { switchTo, type Language } from './support/language';

// ADR 046 in a browser: an approver and an administrator finish signing in with a code their
// authenticator app would show, computed here from the key the enrolment screen displays.

const SHOTS = '/tmp/shots/second-factor';
let journey: Journey;
/** the browser that asked to be remembered, kept for the administrator's reset */
const journeyState: { rememberedApprover?: { page: Page; close: () => Promise<void> } } = {};

beforeAll(async () => {
  // the roles of a real install (the other journeys sign these accounts in with a password)
  journey = await startJourney({ SECOND_FACTOR_ROLES: 'DBAPPROVER,ADMIN' });
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => journey?.close());

async function audit(page: Page, screen: string, language: Language) {
  const failing = blocking(await axeAudit(page));
  expect.soft(failing, `${screen} (${language}):\n${describeFindings(failing)}`).toEqual([]);
}

/** At 1440 and 390 px, for a person to look at. */
async function shots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** axe and screenshots in English, then Hindi; the page is left in English. */
async function checkBoth(page: Page, screen: string) {
  for (const language of ['en', 'hi'] as const) {
    await switchTo(page, language);
    await page.waitForTimeout(300); // MUI's transitions: half-faded text fails contrast
    await audit(page, screen, language);
    await shots(page, `${screen}-${language}`);
  }
  await switchTo(page, 'en');
}

/** A dialog covers the language toggle: opened, checked and closed once per language. */
async function checkDialogBoth(page: Page, screen: string, open: () => Promise<Locator>) {
  for (const language of ['en', 'hi'] as const) {
    await switchTo(page, language);
    const dialog = await open();
    await page.waitForTimeout(350);
    await audit(page, screen, language);
    await shots(page, `${screen}-${language}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  await switchTo(page, 'en');
}

async function toSecondStep(page: Page, uid: string) {
  await signIn(page, uid);
  await page.waitForURL('**/authentication/second-factor');
}

async function signOut(page: Page) {
  await page.goto('/authentication/sign-out');
  await page.waitForURL('**/authentication/sign-in');
}

async function enterCode(page: Page, label: '6-digit code' | 'Recovery code', code: string) {
  const field = page.getByLabel(label);
  await field.fill(code);
}

/** What a phone's camera would read from the QR code as the screen draws it. */
async function scan(qr: Locator): Promise<string | null> {
  const { data, info } = await sharp(await qr.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** Enrols the signed-in account: scans the QR code, confirms a code, keeps the recovery codes. */
async function enrol(page: Page, check?: string) {
  await page.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
  const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await qr.waitFor();
  if (check) await checkBoth(page, `${check}-enrol`);
  const key = ((await page.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
  // the code an app scans holds the key the page shows, for this portal and account
  const uri = new URL((await scan(qr)) ?? 'missing:');
  expect(uri.protocol).toBe('otpauth:');
  expect(uri.host).toBe('totp');
  expect(uri.searchParams.get('secret')).toBe(key);
  const secret = base32Decode(key);
  expect(secret.length).toBe(20);
  await enterCode(page, '6-digit code', totp(secret));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
  const codes = await page
    .getByRole('list', { name: 'Your recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  if (check) await checkBoth(page, `${check}-recovery-codes`);
  const go = page.getByRole('button', { name: 'Continue', exact: true });
  expect(await go.isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await go.click();
  return { secret, codes };
}

describe('the second factor of approvers and administrators', () => {
  let secret: Buffer;
  let codes: string[];

  it('an approver cannot use the portal before enrolling, then enrols with the QR screen', async () => {
    const { page, context } = await journey.newPage();
    await toSecondStep(page, 'approver');
    // half signed in: the API answers nothing but the second step
    const refused = await page.request.get('/api/registrations/counts');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'SECOND_FACTOR_REQUIRED',
    );
    ({ secret, codes } = await enrol(page, 'approver'));
    await page.waitForURL('**/uv/dashboard');
    expect((await page.request.get('/api/registrations/counts')).status()).toBe(200);
    await context.close();
  });

  it('signs in with the next code of the app; a code is good once', async () => {
    const { page, context } = await journey.newPage();
    await toSecondStep(page, 'approver');
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await page.getByLabel('6-digit code').waitFor();
    await checkBoth(page, 'approver-verify');

    // the enrolment took this step's code: the next step's is the first good one
    const code = totp(secret, Date.now() + 30_000);
    const wrong = code === '000000' ? '111111' : '000000';
    await enterCode(page, '6-digit code', wrong);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('The code is not correct.').waitFor();
    await checkBoth(page, 'approver-verify-wrong');
    await enterCode(page, '6-digit code', code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL('**/uv/dashboard');

    await signOut(page);
    await toSecondStep(page, 'approver');
    await enterCode(page, '6-digit code', code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page
      .getByText('This code has already been used. Wait for the next code in your app.')
      .waitFor();
    expect(page.url()).toMatch(/second-factor/);
    await context.close();
  });

  it('takes each recovery code once, and remembers the browser when asked', async () => {
    const { page, context } = await journey.newPage();
    await toSecondStep(page, 'approver');
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await enterCode(page, 'Recovery code', codes[0]!.toLowerCase());
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page
      .getByText('You signed in with a recovery code. 9 codes are left.', { exact: false })
      .waitFor();
    await checkBoth(page, 'approver-recovery-used');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/uv/dashboard');

    await signOut(page);
    await toSecondStep(page, 'approver');
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await enterCode(page, 'Recovery code', codes[0]!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('The code is not correct.').waitFor();

    await enterCode(page, 'Recovery code', codes[1]!);
    await page.getByRole('checkbox', { name: 'Remember this browser for 30 days' }).check();
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('8 codes are left', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/uv/dashboard');

    // this browser, this user: no second step until it is revoked
    await signOut(page);
    await signIn(page, 'approver');
    await page.waitForURL('**/uv/dashboard');
    await signOut(page);
    // kept for the reset below
    journeyState.rememberedApprover = { page, close: () => context.close() };
  });

  it("an administrator enrols too, and resets the approver's factor from the users screen", async () => {
    const { page, context } = await journey.newPage();
    await toSecondStep(page, 'admin');
    await enrol(page);
    await page.waitForURL('**/admin/users');
    const reset = page.getByRole('button', { name: 'Reset the second factor of Demo Approver' });
    await reset.waitFor();
    // every column fits at 1440 px: the reset button used to be cut off at the grid's edge
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForTimeout(300);
    const grid = (await page.getByRole('grid').boundingBox())!;
    const button = (await reset.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(grid.x + grid.width);
    await checkBoth(page, 'admin-users');
    await checkDialogBoth(page, 'admin-reset-dialog', async () => {
      await page
        .locator('button[aria-haspopup="dialog"][aria-label*="Demo Approver"]')
        .last()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      return dialog;
    });
    await reset.click();
    const dialog = page.getByRole('dialog', { name: 'Reset the second factor of Demo Approver?' });
    await dialog.getByRole('button', { name: 'Reset second factor' }).click();
    await page.getByText('The second factor of Demo Approver has been reset.').waitFor();
    await context.close();

    // the remembered browser is forgotten: the approver enrols again
    const remembered = journeyState.rememberedApprover!;
    await toSecondStep(remembered.page, 'approver');
    await remembered.page.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
    await remembered.close();
  });

  it('a role without the second factor signs in with the password alone', async () => {
    const { page, context } = await journey.newPage();
    await signIn(page, 'validator');
    await page.waitForURL('**/uv/dashboard');
    await context.close();
  });
});
