import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAudit, blocking, describeFindings } from './support/axe';
import { signIn, startJourney, type Journey } from './support/journey';
import { switchTo, type Language } from './support/language';

// ADR 057: a validator's list shows the phone and email masked, with a Show
// button that passes axe in English and Hindi; one click shows the full number in place.

let journey: Journey;
/** where the screenshots go for a person to look at, besides the run's artifacts */
const SHOTS = '/tmp/shots/contact-masking';

beforeAll(async () => {
  journey = await startJourney();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => journey?.close());

interface Listed {
  id: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  phone: string;
  email: string;
}

async function audit(page: Page, what: string) {
  // a tooltip left open by the last click or focus is no part of the screen to audit
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(1, 1);
  await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
  const failing = blocking(await axeAudit(page));
  expect.soft(failing, `${what}:\n${describeFindings(failing)}`).toEqual([]);
}

const fullName = (row: Listed) =>
  [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' ');

function showPhone(page: Page, row: Listed, language: Language) {
  const name =
    language === 'en'
      ? `Show phone number of ${fullName(row)}`
      : `${fullName(row)} का फ़ोन नंबर दिखाएँ`;
  return page.getByRole('button', { name, exact: true });
}

describe('contact details on a reviewer’s screen', () => {
  it('shows a validator masked values, and the full number one click away', async () => {
    const { page } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'validator');
    await page.waitForURL('**/dashboard');
    // what the list itself answers: the first row of the queue, masked
    const answer = await page.request.get('/api/registrations?view=pending-validation');
    const [row] = ((await answer.json()) as { items: Listed[] }).items;
    expect(row).toBeDefined();
    expect(row!.phone).toMatch(/^\d\d••••\d{4}$/);
    expect(row!.email).toMatch(/^[^@]{0,2}••••@/);
    const opened = await page.request.get(`/api/registrations/${row!.id}`);
    const full = ((await opened.json()) as { registration: Listed }).registration;

    await page.goto('/uv/jigyasu/list');
    const grid = page.getByRole('grid');
    await grid.getByRole('row').nth(1).waitFor();
    // Email and Phone are hidden by default (spec): shown from the grid's column panel
    await page.getByRole('button', { name: 'Columns' }).click();
    for (const column of ['Email', 'Phone'])
      await page.getByRole('checkbox', { name: column, exact: true }).check();
    await page.keyboard.press('Escape');
    await grid.getByText(row!.phone, { exact: true }).waitFor();
    await expect.poll(() => page.getByText(full.phone, { exact: true }).count()).toBe(0);
    await audit(page, 'masked list (en, 1440)');
    await journey.screenshot(page, 'contact-1440-en-masked', SHOTS);

    await showPhone(page, row!, 'en').click();
    await grid.getByText(full.phone, { exact: true }).waitFor();
    await grid.getByText(full.email, { exact: true }).waitFor();
    await expect(showPhone(page, row!, 'en').getAttribute('aria-pressed')).resolves.toBe('true');
    await journey.screenshot(page, 'contact-1440-en-shown', SHOTS);

    await switchTo(page, 'hi');
    await showPhone(page, row!, 'hi').waitFor();
    await audit(page, 'list (hi, 1440)');
    await journey.screenshot(page, 'contact-1440-hi-shown', SHOTS);
    // masked again, in Hindi
    await showPhone(page, row!, 'hi').click();
    await grid.getByText(row!.phone, { exact: true }).waitFor();
    await audit(page, 'masked list (hi, 1440)');
    await journey.screenshot(page, 'contact-1440-hi-masked', SHOTS);

    // a phone's width: the cards carry the same masked values and buttons
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('listitem', { name: fullName(row!) });
    await card.getByText(row!.phone, { exact: true }).waitFor();
    await audit(page, 'masked cards (hi, 390)');
    await journey.screenshot(page, 'contact-390-hi-masked', SHOTS);
    await switchTo(page, 'en');
    await audit(page, 'masked cards (en, 390)');
    await journey.screenshot(page, 'contact-390-en-masked', SHOTS);
    await showPhone(page, row!, 'en').click();
    await card.getByText(full.phone, { exact: true }).waitFor();
    await card.getByText(full.email, { exact: true }).waitFor();
    await journey.screenshot(page, 'contact-390-en-shown', SHOTS);
  });
});
