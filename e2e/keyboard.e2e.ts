import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, WORKFLOW_ALERTS } from '@form-a/domain/messages';
import { CONSENT_LABEL, poll, seekerRow } from './support/applications';
import { DEMO_PASSWORD, startJourney, type Journey } from './support/journey';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => journey?.close());

// Only page.keyboard from here on: no click, no focus(), no fill(). Navigation to a screen's
// address stands for typing it into the browser's address bar.

function isFocused(target: Locator) {
  return target.evaluate((element) => element === document.activeElement);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it never comes. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await target.waitFor();
  for (let presses = 0; presses < 80; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** The outline drawn around the focused element, as the eye sees it ('none' when none). */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused) return 'none';
    const style = getComputedStyle(focused);
    return style.outlineStyle === 'none' ? 'none' : `${style.outlineWidth} ${style.outlineColor}`;
  });
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** A select: opened with the down arrow, the option found with the arrows, taken with Enter. */
async function choose(page: Page, combobox: Locator, option: string) {
  await tabTo(page, combobox);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  for (let presses = 0; presses < 120; presses++) {
    const current = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (current === option) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'hidden' });
  expect(await combobox.innerText()).toBe(option);
}

/** An autocomplete: a few letters typed, the suggestion reached with the arrows, Enter. */
async function complete(page: Page, combobox: Locator, typed: string, option: string) {
  await typeInto(page, combobox, typed);
  await page.getByRole('option', { name: option, exact: true }).waitFor();
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('ArrowDown');
    const highlighted = await combobox.evaluate((input) => {
      const id = input.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.textContent?.trim() : undefined;
    });
    if (highlighted === option) break;
  }
  await page.keyboard.press('Enter');
  await poll(() => combobox.inputValue()).toBe(option);
}

async function press(page: Page, button: Locator, key: 'Enter' | ' ' = 'Enter') {
  await tabTo(page, button);
  await page.keyboard.press(key);
}

async function signInByKeyboard(page: Page, uid: string, home: string) {
  await page.goto('/authentication/sign-in');
  await typeInto(page, page.getByLabel('UID'), uid);
  await typeInto(page, page.getByLabel(/^Password/), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${home}`);
}

function step(page: Page, title: string) {
  return page.getByRole('heading', { name: title, exact: true }).waitFor();
}

const YEAR = new Date().getFullYear();
const SEEKER = { firstName: 'Keshav', lastName: 'Tandon' };

describe('keyboard only', () => {
  it('a secretary signs in, fills every step of the wizard and submits', async () => {
    const { page, context } = await journey.newPage();
    await signInByKeyboard(page, 'secretary', '/dashboard');

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    // the focused menu entry is ringed in white on the blue sidebar
    await tabTo(page, menu.getByRole('link', { name: 'Add New Jigyasu' }));
    expect(await focusRing(page)).toBe('2px rgb(255, 255, 255)');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/jigyasu/form');
    await step(page, 'Initial Details');
    await poll(() => page.getByRole('combobox', { name: /Branch\/Center/ }).innerText()).toBe(
      'Agra',
    );
    await choose(page, page.getByRole('combobox', { name: /^Title/ }), 'MR');
    await typeInto(page, page.getByRole('textbox', { name: /^First Name/ }), SEEKER.firstName);
    await typeInto(page, page.getByRole('textbox', { name: /^Last Name/ }), SEEKER.lastName);
    await typeInto(page, page.getByRole('spinbutton', { name: 'Day' }), `1001${YEAR - 30}`);
    expect(await page.locator('input[name="dob"]').inputValue()).toBe(`10/01/${YEAR - 30}`);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await tabTo(page, next);
    expect(await focusRing(page)).not.toBe('none');
    await page.keyboard.press('Enter');

    await step(page, 'Parent UID Details (22 or older)');
    await choose(page, page.getByRole('combobox', { name: /^Father Title/ }), 'MR');
    await typeInto(page, page.getByRole('textbox', { name: /^Father Name/ }), 'Suresh Tandon');
    await choose(page, page.getByRole('combobox', { name: /^Mother Title/ }), 'MS');
    await typeInto(page, page.getByRole('textbox', { name: /^Mother Name/ }), 'Meena Tandon');
    await press(page, next);

    await step(page, 'Applicant Detail');
    await typeInto(page, page.getByRole('textbox', { name: /^Address Line 1/ }), '4 Mall Road');
    await complete(page, page.getByRole('combobox', { name: /^State/ }), 'Uttar', 'Uttar Pradesh');
    await complete(page, page.getByRole('combobox', { name: /^City/ }), 'Agra', 'Agra');
    await typeInto(page, page.getByRole('textbox', { name: /^Pin Code/ }), '282001');
    await typeInto(page, page.getByRole('textbox', { name: /^Email/ }), 'keshav@example.org');
    await typeInto(page, page.getByRole('textbox', { name: /^Phone/ }), '9812345678');
    await choose(page, page.getByRole('combobox', { name: /^Caste/ }), 'General');
    await choose(page, page.getByRole('combobox', { name: /^Qualification/ }), 'Class 12');
    await choose(page, page.getByRole('combobox', { name: /^Occupation/ }), 'Full-time Student');
    await choose(page, page.getByRole('combobox', { name: /^Nationality/ }), 'Indian');
    await press(page, next);

    await step(page, 'Applicant Detail 2');
    // Enter on 'Choose Image' opens the system's file picker, answered here
    const [picker] = await Promise.all([
      page.waitForEvent('filechooser'),
      press(page, page.getByRole('button', { name: 'Choose Image' })),
    ]);
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 60, height: 80 } });
    await picker.setFiles({ name: 'keshav.png', mimeType: 'image/png', buffer: png });
    await press(page, page.getByRole('button', { name: 'Upload', exact: true }));
    await page.getByRole('img', { name: 'Photo preview' }).waitFor();
    const verified = page.getByRole('checkbox', {
      name: 'I have verified the name and date of birth',
    });
    await press(page, verified, ' ');
    expect(await verified.isChecked()).toBe(true);
    await press(page, next);

    await step(page, 'Review Details');
    await page.getByText(`${SEEKER.firstName} ${SEEKER.lastName}`).first().waitFor();
    // the seeker's consent, by the keyboard too (ADR 053)
    const agreed = page.getByRole('checkbox', { name: CONSENT_LABEL });
    await press(page, agreed, ' ');
    expect(await agreed.isChecked()).toBe(true);
    await press(page, page.getByRole('button', { name: 'Submit', exact: true }));
    await page.getByText(APPLICATION_MESSAGES.submitted).waitFor();
    await context.close();
  });

  it('a validator signs in, opens the record from the queue and validates it', async () => {
    const { page, context } = await journey.newPage();
    await signInByKeyboard(page, 'validator', '/uv/dashboard');

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await press(page, menu.getByRole('link', { name: 'Pending Validation' }));
    await page.waitForURL('**/uv/jigyasu/list');
    const row = seekerRow(page, SEEKER);
    await poll(() => row.count()).toBe(1);
    await press(page, row.getByRole('link', { name: 'Check And Validate' }));
    await page.waitForURL('**/uv/check/validate/*');

    await typeInto(page, page.getByLabel('Note'), 'Checked against the Aadhaar card');
    // the decision buttons come after the note; Shift+Tab walks back to it and forward again
    const validate = page.getByRole('button', { name: 'Validate', exact: true });
    await tabTo(page, validate);
    await tabTo(page, page.getByLabel('Note'), 'Shift+Tab');
    await press(page, validate);
    await poll(() => page.getByRole('alert').first().innerText()).toBe(WORKFLOW_ALERTS.validated);
    await page.waitForURL('**/uv/jigyasu/list');
    await context.close();
  });
});
