import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, startJourney, type Journey } from './support/journey';
import { choose } from './support/form-fields';

// ADR 028: the header search (a respelt surname, a Jigyasu ID) and the wizard's autosave
// (half a form survives a reload and a closed tab, marked as a saved draft). One server.

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => journey?.close());

async function searchFor(page: Page, text: string) {
  // '/' focuses the header's box from anywhere but a field; Enter submits
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: 'Search records' }).first();
  await expect
    .poll(() => page.evaluate('document.activeElement?.getAttribute("aria-label")'))
    .toBe('Search records');
  await box.fill(text);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/search?q=${encodeURIComponent(text).replaceAll('%20', '+')}`);
}

describe('header search and draft autosave', () => {
  it('the header search finds a record by a respelt surname and by Jigyasu ID', async () => {
    const { page, context } = await journey.newPage();
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');

    // the demo's Rohit Kumar Sharma (an Agra draft), typed the way it sounds
    await searchFor(page, 'Sarma');
    const hit = page.getByRole('link', { name: /Rohit Kumar Sharma/ });
    await hit.waitFor();
    await journey.screenshot(page, 'search-1280-sarma');
    await hit.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/jigyasu\/\d+\/edit$/);

    // an approved record of the branch by its Jigyasu ID, typed in lower case
    const approved = await page.request.get('/api/registrations?view=approved&pageSize=5');
    const record = (
      (await approved.json()) as { items: Array<{ uid: string; first_name: string }> }
    ).items.find((item) => item.uid);
    expect(record).toBeDefined();
    await searchFor(page, record!.uid.toLowerCase());
    const byUid = page.getByRole('link', { name: new RegExp(record!.first_name) });
    await byUid.waitFor();
    await page.getByText(`Jigyasu ID ${record!.uid}`).waitFor();
    await byUid.click();
    await page.waitForURL(/\/jigyasu\/data\/\d+$/);
    await context.close();
  });

  it('half a form survives a reload and a closed tab, marked as a saved draft', async () => {
    const { page, context } = await journey.newPage();
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');
    await page.goto('/jigyasu/form');
    await page.getByRole('heading', { name: 'Initial Details', exact: true }).waitFor();
    await choose(page, /^Title/, 'MS');
    await page.getByRole('textbox', { name: /^First Name/ }).fill('Ishita');
    await page.getByRole('textbox', { name: /^Last Name/ }).fill('Chaturvedi');
    const status = page.getByTestId('draft-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 15_000 }).toBe('saved');
    await status.getByText(/^Draft saved at /).waitFor();

    const expectRestored = async () => {
      await page
        .getByTestId('draft-restored')
        .getByText(/a draft saved at /)
        .waitFor();
      expect(await page.getByRole('textbox', { name: /^First Name/ }).inputValue()).toBe('Ishita');
      expect(await page.getByRole('textbox', { name: /^Last Name/ }).inputValue()).toBe(
        'Chaturvedi',
      );
      expect(await page.getByRole('combobox', { name: /^Title/ }).innerText()).toContain('MS');
    };
    await page.reload();
    await expectRestored();
    await journey.screenshot(page, 'autosave-1280-restored');

    // typed and left at once: the app asks first; the browser's Back brings the input back
    await page.getByRole('textbox', { name: /^First Name/ }).fill('Ishika');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Leave this form?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/dashboard');
    await page.goBack();
    await page.waitForURL('**/jigyasu/form');
    expect(await page.getByRole('textbox', { name: /^First Name/ }).inputValue()).toBe('Ishika');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 15_000 }).toBe('saved');

    // the tab closed and opened again
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto('/jigyasu/form');
    await reopened
      .getByTestId('draft-restored')
      .getByText(/a draft saved at /)
      .waitFor();
    expect(await reopened.getByRole('textbox', { name: /^First Name/ }).inputValue()).toBe(
      'Ishika',
    );

    // one record on the server, in the branch's drafts
    const drafts = await reopened.request.get('/api/registrations?view=draft&pageSize=50');
    const names = ((await drafts.json()) as { items: Array<{ last_name: string }> }).items.filter(
      (item) => item.last_name === 'Chaturvedi',
    );
    expect(names).toHaveLength(1);
    await context.close();
  });
});
