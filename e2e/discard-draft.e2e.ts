import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll } from './support/applications';
import { axeAudit, blocking, describeFindings } from './support/axe';
import { signIn, startJourney, type Journey } from './support/journey';
import { switchTo, type Language } from './support/language';

// ADR 051: ten seconds of typing with autosave add no history entry, and a
// secretary discards a draft from the Drafts list after a question that passes axe, in English
// and Hindi, at 1440 and 390 px.

let journey: Journey;
/** where the screenshots go for a person to look at, besides the run's artifacts */
const SHOTS = '/tmp/shots/discard-draft';

beforeAll(async () => {
  journey = await startJourney();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => journey?.close());

interface Detail {
  registration: { id: number; revision: number; first_name: string; last_name: string };
  logs: unknown[];
}

async function detail(page: Page, id: number): Promise<Detail> {
  const response = await page.request.get(`/api/registrations/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Detail;
}

async function draftIds(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/registrations?view=draft&pageSize=100');
  return ((await response.json()) as { items: Array<{ id: number }> }).items.map((row) => row.id);
}

/** The row's Discard (a grid cell at 1440 px, a card's button at 390 px), by its full name. */
function discardButton(page: Page, id: number, language: Language) {
  const name = language === 'en' ? `Discard the draft No. ${id}` : `ड्राफ़्ट संख्या ${id} हटाएँ`;
  return page.getByRole('button', { name, exact: true });
}

/** Opens the question, audits it with axe and photographs it; leaves it open. */
async function openAndAudit(page: Page, id: number, language: Language, width: number) {
  await discardButton(page, id, language).click();
  const title = language === 'en' ? 'Discard this draft?' : 'यह ड्राफ़्ट हटाएँ?';
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  // MUI fades a dialog in over 225 ms; half-faded text would fail the contrast rule
  await page.waitForTimeout(350);
  const failing = blocking(await axeAudit(page));
  expect
    .soft(failing, `discard dialog (${language}, ${width}):\n${describeFindings(failing)}`)
    .toEqual([]);
  await journey.screenshot(page, `discard-${width}-${language}-dialog`, SHOTS);
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe('discarding drafts, and autosaves without history', () => {
  it('ten seconds of typing with autosave add no history entry', async () => {
    const { page, context } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');
    const [id] = await draftIds(page);
    expect(id).toBeDefined();
    const before = await detail(page, id!);

    await page.goto(`/jigyasu/${id}/edit`);
    await page.getByRole('heading', { name: 'Initial Details', exact: true }).waitFor();
    const middleName = page.getByRole('textbox', { name: /^Middle Name/ });
    await middleName.fill('');
    // one letter every 1.7 s: past the autosave's quiet time each time, so each is saved
    const started = Date.now();
    await middleName.pressSequentially('Mohan', { delay: 1_700 });
    const status = page.getByTestId('draft-status');
    await poll(() => status.getAttribute('data-status')).toBe('saved');
    expect(Date.now() - started).toBeGreaterThanOrEqual(8_000);

    const after = await detail(page, id!);
    expect(after.registration.revision).toBeGreaterThanOrEqual(before.registration.revision + 3);
    expect(after.logs).toHaveLength(before.logs.length);

    // the draft edit screen's own Discard asks the same question (kept: Cancel)
    for (const [language, width] of [
      ['en', 1440],
      ['hi', 1440],
      ['hi', 390],
      ['en', 390],
    ] as const) {
      if (width === 390) await page.setViewportSize({ width: 390, height: 844 });
      await switchTo(page, language);
      const button = page.getByRole('button', {
        name: language === 'en' ? 'Discard draft' : 'ड्राफ़्ट हटाएँ',
        exact: true,
      });
      await button.waitFor();
      await journey.screenshot(page, `discard-${width}-${language}-edit`, SHOTS);
      await button.click();
      const dialog = page.getByRole('dialog', {
        name: language === 'en' ? 'Discard this draft?' : 'यह ड्राफ़्ट हटाएँ?',
      });
      await dialog.waitFor();
      await page.waitForTimeout(350);
      const failing = blocking(await axeAudit(page));
      expect
        .soft(
          failing,
          `edit screen's dialog (${language}, ${width}):\n${describeFindings(failing)}`,
        )
        .toEqual([]);
      await journey.screenshot(page, `discard-${width}-${language}-edit-dialog`, SHOTS);
      await dialog.getByRole('button', { name: language === 'en' ? 'Cancel' : 'रद्द करें' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(await draftIds(page)).toContain(id);
    await context.close();
  });

  it('discards a draft from the Drafts list after asking, in English and Hindi, at 1440 and 390 px', async () => {
    const { page, context } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');
    const drafts = await draftIds(page);
    const id = drafts[drafts.length - 1]!;
    const countsBefore = (await (await page.request.get('/api/registrations/counts')).json()) as {
      draft: number;
    };

    await page.goto('/uv/jigyasu/draft');
    await discardButton(page, id, 'en').waitFor();
    await journey.screenshot(page, 'discard-1440-en-list', SHOTS);
    await closeDialog(page, await openAndAudit(page, id, 'en', 1440));

    await switchTo(page, 'hi');
    await discardButton(page, id, 'hi').waitFor();
    await journey.screenshot(page, 'discard-1440-hi-list', SHOTS);
    await closeDialog(page, await openAndAudit(page, id, 'hi', 1440));

    await page.setViewportSize({ width: 390, height: 844 });
    await discardButton(page, id, 'hi').waitFor();
    await journey.screenshot(page, 'discard-390-hi-list', SHOTS);
    await closeDialog(page, await openAndAudit(page, id, 'hi', 390));

    await switchTo(page, 'en');
    await discardButton(page, id, 'en').waitFor();
    await journey.screenshot(page, 'discard-390-en-list', SHOTS);
    const dialog = await openAndAudit(page, id, 'en', 390);
    await dialog.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('alert').filter({ hasText: 'The draft has been discarded.' }).waitFor();
    await discardButton(page, id, 'en').waitFor({ state: 'detached' });
    await journey.screenshot(page, 'discard-390-en-done', SHOTS);

    expect(await draftIds(page)).not.toContain(id);
    expect((await page.request.get(`/api/registrations/${id}`)).status()).toBe(404);
    const countsAfter = (await (await page.request.get('/api/registrations/counts')).json()) as {
      draft: number;
    };
    expect(countsAfter.draft).toBe(countsBefore.draft - 1);
    await context.close();
  });
});
