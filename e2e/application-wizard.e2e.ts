import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APPLICATION_MESSAGES, WORKFLOW_ALERTS } from '@form-a/domain/messages';
import { lookupFullName } from '@form-a/domain/schemas/application';
import { demoMembers } from '../apps/server/src/db/seed/demo-members';
import { signIn, startJourney, type Journey } from './support/journey';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => journey?.close());

// ---------------------------------------------------------------------------------------
// The demo registry, computed exactly as the seed computes it (same branches, same day)

const branches = JSON.parse(
  readFileSync(new URL('../apps/server/src/db/seed/branches.json', import.meta.url), 'utf8'),
) as Array<{ name: string }>;
const registry = demoMembers(
  branches.map((branch) => branch.name),
  new Date(),
);
const threeYearsAgo = (() => {
  const date = new Date();
  return `${date.getUTCFullYear() - 3}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
})();

/** An Agra member initiated for at least 3 years, with the given title. */
function initiatedParent(title: 'PB' | 'PBN') {
  const member = registry.find(
    (m) =>
      m.branch === 'Agra' &&
      m.status === 'Initiated' &&
      m.title === title &&
      typeof m.firstDoi === 'string' &&
      m.firstDoi <= threeYearsAgo,
  );
  if (!member) throw new Error(`the demo registry has no initiated ${title} in Agra`);
  const name = lookupFullName({
    first_name: member.firstName,
    middle_name: member.middleName,
    last_name: member.lastName,
  });
  return { uid: member.uid, name };
}

const FATHER = initiatedParent('PB');
const MOTHER = initiatedParent('PBN');
const YEAR = new Date().getFullYear();

// ---------------------------------------------------------------------------------------
// A small real PNG (the server checks the bytes and re-encodes the image)

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngPhoto(width = 60, height = 80): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set([40 + y * 2, 90, 160 + x], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------
// Steps, as a person fills them

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function pickDob(page: Page, year: number) {
  await page.getByRole('button', { name: /choose date/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: String(year), exact: true }).click();
  await dialog.getByRole('radio', { name: 'January' }).click();
  await dialog.getByRole('gridcell', { name: '10', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function fillInitialDetails(
  page: Page,
  person: { first: string; last: string; age: number },
) {
  await heading(page, 'Initial Details');
  await expect
    .poll(() => page.getByRole('combobox', { name: /Branch\/Center/ }).innerText())
    .toBe('Agra');
  await choose(page, /^Title/, 'MR');
  await page.getByRole('textbox', { name: /^First Name/ }).fill(person.first);
  await page.getByRole('textbox', { name: /^Last Name/ }).fill(person.last);
  await pickDob(page, YEAR - person.age);
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

async function lookUpParent(
  page: Page,
  who: 'Father' | 'Mother',
  parent: { uid: string; name: string },
) {
  await page.getByRole('textbox', { name: new RegExp(`^${who} UID`) }).fill(parent.uid);
  const name = page.getByRole('textbox', { name: new RegExp(`^${who} Name`) });
  await expect.poll(() => name.inputValue()).toBe(parent.name);
  expect(await name.getAttribute('readonly')).not.toBeNull();
}

async function fillApplicantDetails(page: Page, email: string) {
  await heading(page, 'Applicant Detail');
  await page.getByRole('textbox', { name: /^Address Line 1/ }).fill('12 Dayal Bagh Road');
  await expect
    .poll(() => page.getByRole('combobox', { name: /^Country/ }).inputValue())
    .toBe('India');
  await page.getByRole('combobox', { name: /^State/ }).fill('Uttar');
  await page.getByRole('option', { name: 'Uttar Pradesh', exact: true }).click();
  await page.getByRole('combobox', { name: /^City/ }).fill('Agra');
  await page.getByRole('option', { name: 'Agra', exact: true }).click();
  await page.getByRole('textbox', { name: /^Pin Code/ }).fill('282005');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+91 98123 45678');
  await choose(page, /^Caste/, 'General');
  await choose(page, /^Qualification/, 'Class 12');
  await choose(page, /^Occupation/, 'Full-time Student');
  await choose(page, /^Nationality/, 'Indian');
}

async function fillApplicantDetails2(page: Page) {
  await heading(page, 'Applicant Detail 2');
  await page.getByLabel('Choose Image').setInputFiles({
    name: 'applicant.png',
    mimeType: 'image/png',
    buffer: pngPhoto(),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await progress.waitFor();
  await page.getByRole('img', { name: 'Photo preview' }).waitFor();
  expect(await progress.getAttribute('aria-valuenow')).toBe('100');
  expect(await page.getByRole('textbox', { name: /^Photo Path/ }).inputValue()).toMatch(
    /^\/api\/photos\//,
  );
  await page.getByRole('checkbox', { name: 'I have verified the name and date of birth' }).check();
}

/** No part of the page is wider than the window (nothing to scroll sideways). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
}

describe('the Form-A wizard', () => {
  it('a secretary registers a 20-year-old whose parents are looked up (step 3 skipped)', async () => {
    const { page, context } = await journey.newPage();
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');
    await page.goto('/jigyasu/form');
    await fillInitialDetails(page, { first: 'Aarav', last: 'Johri', age: 20 });
    await journey.screenshot(page, 'wizard-1280-step1');
    await next(page);

    await heading(page, 'Parent UID Details');
    await page.getByLabel('Step 2 of 6').waitFor();
    await lookUpParent(page, 'Father', FATHER);
    await lookUpParent(page, 'Mother', MOTHER);
    await journey.screenshot(page, 'wizard-1280-step2');
    await next(page);

    await fillApplicantDetails(page, 'aarav.johri@example.org');
    await next(page);
    await fillApplicantDetails2(page);
    await journey.screenshot(page, 'wizard-1280-step5');
    await next(page);

    await heading(page, 'Review Details');
    await page.getByText(FATHER.name).first().waitFor();
    await page.getByText(`10/01/${YEAR - 20}`).waitFor();
    await journey.screenshot(page, 'wizard-1280-review');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText(APPLICATION_MESSAGES.submitted).waitFor();
    await page.getByText(WORKFLOW_ALERTS.dataSubmitted).waitFor();
    await journey.screenshot(page, 'wizard-1280-submitted');
    await context.close();
  });

  it('saves a draft for a 30-year-old (step 2 skipped), reopens it, completes and submits it', async () => {
    const { page, context } = await journey.newPage();
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');
    await page.goto('/jigyasu/form');
    await fillInitialDetails(page, { first: 'Ishaan', last: 'Mathur', age: 30 });
    await next(page);

    await heading(page, 'Parent UID Details');
    await page.getByLabel('Step 3 of 6').waitFor();
    await choose(page, /^Father Title/, 'MR');
    await page.getByRole('textbox', { name: /^Father Name/ }).fill('Vinod Mathur');
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/registrations') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const { registration } = (await response.json()) as { registration: { id: number } };
    await page.getByText(WORKFLOW_ALERTS.draftSaved).first().waitFor();
    await page.waitForURL('**/uv/jigyasu/draft');

    await page.goto(`/jigyasu/${registration.id}/edit`);
    await heading(page, 'Initial Details');
    expect(await page.getByRole('textbox', { name: /^First Name/ }).inputValue()).toBe('Ishaan');
    await next(page);
    await page.getByLabel('Step 3 of 6').waitFor();
    expect(await page.getByRole('textbox', { name: /^Father Name/ }).inputValue()).toBe(
      'Vinod Mathur',
    );
    await choose(page, /^Mother Title/, 'MS');
    await page.getByRole('textbox', { name: /^Mother Name/ }).fill('Rekha Mathur');
    await next(page);
    await fillApplicantDetails(page, 'ishaan.mathur@example.org');
    await next(page);
    await fillApplicantDetails2(page);
    await next(page);
    await heading(page, 'Review Details');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText(WORKFLOW_ALERTS.submitted).first().waitFor();
    await page.waitForURL('**/uv/jigyasu/inprocess');

    // the review form shows the record, its status and its history
    await page.goto(`/jigyasu/data/${registration.id}`);
    await page.getByText('Status: Submitted').waitFor();
    await page.getByText('Ishaan Mathur').first().waitFor();
    await page.getByText('Action: Submitted').waitFor();
    await page.getByText('Action: Draft saved').first().waitFor();
    await journey.screenshot(page, 'record-data-1280');
    await context.close();
  });

  it('a returned record shows the reviewer’s note and is resubmitted', async () => {
    const { page, context } = await journey.newPage();
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');
    await page.goto('/jigyasu/form');
    await fillInitialDetails(page, { first: 'Vivaan', last: 'Rastogi', age: 40 });
    await next(page);
    await heading(page, 'Parent UID Details');
    await choose(page, /^Father Title/, 'MR');
    await page.getByRole('textbox', { name: /^Father Name/ }).fill('Alok Rastogi');
    await choose(page, /^Mother Title/, 'MS');
    await page.getByRole('textbox', { name: /^Mother Name/ }).fill('Meena Rastogi');
    await next(page);
    await fillApplicantDetails(page, 'vivaan.rastogi@example.org');
    await next(page);
    await fillApplicantDetails2(page);
    await next(page);
    await heading(page, 'Review Details');
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/registrations') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const { registration } = (await (await created).json()) as {
      registration: { id: number; revision: number };
    };

    // a validator returns it with a note (the review feature's screen is not under test here)
    const reviewer = await journey.newPage();
    await signIn(reviewer.page, 'validator');
    await reviewer.page.waitForURL('**/uv/dashboard');
    const returned = await reviewer.page.request.post(
      `/api/registrations/${registration.id}/transitions`,
      {
        data: { action: 'return', revision: registration.revision, note: 'Correct the pin code.' },
      },
    );
    expect(returned.status()).toBe(200);
    // a reviewer opening the response screen sees the record read-only, with a link to act
    await reviewer.page.goto(`/jigyasu/${registration.id}/response`);
    await reviewer.page.getByRole('link', { name: 'Check And Validate' }).waitFor();
    expect(await reviewer.page.getByRole('button', { name: 'Resubmit' }).count()).toBe(0);
    await reviewer.context.close();

    await page.goto(`/jigyasu/${registration.id}/response`);
    await page.getByText('Correct the pin code.').waitFor();
    await heading(page, 'Initial Details');
    for (const title of ['Parent UID Details', 'Applicant Detail', 'Applicant Detail 2']) {
      await next(page);
      await heading(page, title);
    }
    await next(page);
    await heading(page, 'Review Details');
    await journey.screenshot(page, 'record-response-1280');
    await page.getByRole('button', { name: 'Resubmit', exact: true }).click();
    await page.getByText(WORKFLOW_ALERTS.resubmitted).first().waitFor();
    await page.waitForURL('**/uv/jigyasu/rejected');
    await context.close();
  });

  it('is usable on a 375 px wide screen, and Hindi renders', async () => {
    const { page, context } = await journey.newPage({ width: 375, height: 812 });
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');
    await page.goto('/jigyasu/form');
    await fillInitialDetails(page, { first: 'Kabir', last: 'Saxena', age: 35 });
    // the date of birth cannot be typed: keys change nothing, a click opens the calendar
    const dob = page.locator('input[name="dob"]');
    const picked = await dob.inputValue();
    expect(picked).toBe(`10/01/${YEAR - 35}`);
    await page.getByText('Date of Birth').first().click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.keyboard.type('01011990');
    await page.keyboard.press('Backspace');
    expect(await dob.inputValue()).toBe(picked);
    expect(await fitsWidth(page)).toBe(true);
    await journey.screenshot(page, 'wizard-375-step1');
    await next(page);
    await heading(page, 'Parent UID Details');
    expect(await fitsWidth(page)).toBe(true);
    await journey.screenshot(page, 'wizard-375-step3');

    // the guidelines are bilingual whatever the language; switch the UI to Hindi as well
    await page.goto('/jigyasu/form');
    await heading(page, 'Initial Details');
    await page.getByText('पंजीकरण के लिए न्यूनतम आयु 22 वर्ष है।').waitFor();
    await page.evaluate('document.fonts.ready.then(() => true)');
    await journey.screenshot(page, 'wizard-375-bilingual');

    // the whole screen in Hindi
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'प्रारंभिक विवरण' }).waitFor();
    await page.getByRole('textbox', { name: /^पहला नाम/ }).waitFor();
    await page.evaluate('document.fonts.ready.then(() => true)');
    expect(await fitsWidth(page)).toBe(true);
    await journey.screenshot(page, 'wizard-375-hindi');
    await context.close();
  });
});
