import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDdMmYyyy } from '@form-a/domain/dates';
import {
  APPLICATION_FIELD_LABELS,
  APPLICATION_MESSAGES,
  requiredMessage,
  WORKFLOW_ALERTS,
} from '@form-a/domain/messages';
import { PHOTO_MAX_BYTES } from '@form-a/domain/photos';
import { lookupFullName } from '@form-a/domain/schemas/application';
import { demoMembers } from '../apps/server/src/seed/demo-members';
import { agreeToNotice } from './support/applications';
import { signIn, startJourney, type Journey } from './support/journey';
import { choose } from './support/form-fields';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => journey?.close());

// ---------------------------------------------------------------------------------------
// The demo registry, computed exactly as the seed computes it (same branches, same day)

const branches = JSON.parse(
  readFileSync(new URL('../apps/server/src/seed/branches.json', import.meta.url), 'utf8'),
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
/** A PBN initiated less than 3 years ago. */
const RECENT_MOTHER = (() => {
  const member = registry.find(
    (m) => m.title === 'PBN' && typeof m.firstDoi === 'string' && m.firstDoi > threeYearsAgo,
  );
  if (!member?.firstDoi) throw new Error('the demo registry has no recently initiated PBN');
  return { uid: member.uid, initiatedOn: member.firstDoi };
})();
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

/** A phone camera's photo: 4000×3000, about 6 MB (noise keeps the JPEG large). */
async function cameraJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let i = 0; i < raw.length; i += 3) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const noise = seed >>> 26;
    const pixel = i / 3;
    raw[i] = ((pixel % width) >> 4) + noise;
    raw[i + 1] = (Math.floor(pixel / width) >> 4) + noise;
    raw[i + 2] = 128 + noise;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------
// Steps, as a person fills them

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

async function pickDob(page: Page, year: number) {
  await page.getByRole('button', { name: /choose date/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: String(year), exact: true }).click();
  await dialog.getByRole('radio', { name: 'January' }).click();
  // On a loaded CI machine a click on the day was once lost: the calendar stayed open on the
  // 1st, which the year and month had already set (and the draft's autosave had just saved; the
  // cause is not known). A person clicks again: so does this, at most three times, and then the
  // field must say the 10th.
  const tenth = dialog.getByRole('gridcell', { name: '10', exact: true });
  for (let attempt = 1; attempt <= 3 && (await dialog.isVisible()); attempt += 1) {
    await tenth.click({ timeout: 5_000 }).catch(async (error: unknown) => {
      if (await dialog.isVisible()) throw error;
    });
    await dialog.waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => undefined);
  }
  await dialog.waitFor({ state: 'hidden', timeout: 1_000 });
  expect(await page.locator('input[name="dob"]').inputValue()).toBe(`10/01/${year}`);
}

/** Types the date of birth into the field, section by section, as dd/mm/yyyy. */
async function typeDob(page: Page, ddmmyyyy: string) {
  await page.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(ddmmyyyy.replaceAll('/', ''));
  await page.keyboard.press('Tab');
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
  expect(await page.getByRole('textbox', { name: /^Photo/ }).inputValue()).toBe(
    'Uploaded: applicant.png',
  );
  await page.getByRole('checkbox', { name: 'I have verified the name and date of birth' }).check();
}

/**
 * The secretary's records (own branch, every status) with this first name, as the server holds
 * them: autosave makes the draft before any button is pressed, so a journey counts records
 * rather than waiting for the create.
 */
async function recordsNamed(page: Page, firstName: string) {
  const response = await page.request.get(
    `/api/registrations?view=mine&pageSize=50&filterField=first_name&filterOperator=equals&filterValue=${firstName}`,
  );
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as { items: Array<{ id: number; revision: number; status: number }> }
  ).items;
}

/** The row of `firstName` in the list on screen. */
function row(page: Page, firstName: string) {
  return page.getByRole('row').filter({ hasText: firstName });
}

/** No part of the page is wider than the window (nothing to scroll sideways). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
}

describe('the Form-A wizard', () => {
  it('a draft for a 30-year-old (step 2 skipped) is saved, reopened from Drafts and submitted; returned with a note, it is resubmitted', async () => {
    const { page, context } = await journey.newPage();
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');
    await page.goto('/jigyasu/form');
    await fillInitialDetails(page, { first: 'Ishaan', last: 'Mathur', age: 30 });
    await next(page);

    await heading(page, 'Parent UID Details (22 or older)');
    await page.getByLabel('Step 3 of 6').waitFor();
    await choose(page, /^Father Title/, 'MR');
    await page.getByRole('textbox', { name: /^Father Name/ }).fill('Vinod Mathur');
    // autosave may have made the draft already: the button saves that one, with the spec's
    // text for a new application, and goes to the branch's drafts
    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    await page.getByText(WORKFLOW_ALERTS.draftSaved).first().waitFor();
    await page.waitForURL('**/uv/jigyasu/draft');
    await row(page, 'Ishaan').getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/jigyasu\/\d+\/edit$/);
    const [draft, ...others] = await recordsNamed(page, 'Ishaan');
    expect(others).toHaveLength(0);
    expect(draft?.status).toBe(7);

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
    await agreeToNotice(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText(WORKFLOW_ALERTS.submitted).first().waitFor();
    await page.waitForURL('**/uv/jigyasu/inprocess');
    // the same record, submitted with everything typed (the last edits not lost to autosave)
    const [submitted, ...more] = await recordsNamed(page, 'Ishaan');
    expect(more).toHaveLength(0);
    expect(submitted).toMatchObject({ id: draft!.id, status: 1 });
    const stored = await page.request.get(`/api/registrations/${submitted!.id}`);
    expect(
      ((await stored.json()) as { registration: { mother_name: string; email: string } })
        .registration,
    ).toMatchObject({ mother_name: 'Rekha Mathur', email: 'ishaan.mathur@example.org' });

    // a validator returns it with a note (the review feature's screen is not under test here)
    const reviewer = await journey.newPage();
    await signIn(reviewer.page, 'validator');
    await reviewer.page.waitForURL('**/uv/dashboard');
    const returned = await reviewer.page.request.post(
      `/api/registrations/${submitted!.id}/transitions`,
      {
        data: { action: 'return', revision: submitted!.revision, note: 'Correct the pin code.' },
      },
    );
    expect(returned.status()).toBe(200);
    // a reviewer opening the response screen sees the record read-only, with a link to act
    await reviewer.page.goto(`/jigyasu/${submitted!.id}/response`);
    await reviewer.page.getByRole('link', { name: 'Check And Validate' }).waitFor();
    expect(await reviewer.page.getByRole('button', { name: 'Resubmit' }).count()).toBe(0);
    await reviewer.context.close();

    // the secretary opens it from the returned list, reads the note and resubmits it
    await page.goto('/uv/jigyasu/rejected');
    await row(page, 'Ishaan').getByRole('link', { name: 'Resubmit' }).click();
    await page.waitForURL(`**/jigyasu/${submitted!.id}/response`);
    await page.getByText('Correct the pin code.').waitFor();
    await heading(page, 'Initial Details');
    for (const title of [
      'Parent UID Details (22 or older)',
      'Applicant Detail',
      'Applicant Detail 2',
    ]) {
      await next(page);
      await heading(page, title);
    }
    await next(page);
    await heading(page, 'Review Details');
    await journey.screenshot(page, 'record-response-1280');
    await page.getByRole('button', { name: 'Resubmit', exact: true }).click();
    await page.getByText(WORKFLOW_ALERTS.resubmitted).first().waitFor();
    await page.waitForURL('**/uv/jigyasu/rejected');

    // the record's screen shows its status and its whole history
    await page.goto(`/jigyasu/data/${submitted!.id}`);
    await page.getByText('Status: Submitted').waitFor();
    await page.getByText('Ishaan Mathur').first().waitFor();
    for (const action of ['Draft saved', 'Submitted', 'Returned', 'Resubmitted']) {
      await page.getByText(`Action: ${action}`).first().waitFor();
    }
    await journey.screenshot(page, 'record-data-1280');
    await context.close();
  });

  it('a 20-year-old with looked-up parents (step 3 skipped), whose errors clear as they are corrected, is submitted once', async () => {
    const { page, context } = await journey.newPage();
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');
    await page.goto('/jigyasu/form');
    await heading(page, 'Initial Details');

    // the calendar opens on the year list, on the year 30 years back
    await page.getByRole('button', { name: /choose date/i }).click();
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: String(YEAR - 30) })
      .waitFor();
    await expect
      .poll(() => page.evaluate<string | null>('document.activeElement?.textContent'))
      .toBe(String(YEAR - 30));
    await page.keyboard.press('Escape');

    // bug 1, step 1: after the errors, the form completed with First Name last, one Next
    await next(page);
    const firstNameRequired = page.getByText(requiredMessage(APPLICATION_FIELD_LABELS.firstName));
    await firstNameRequired.waitFor();
    await typeDob(page, `10/01/${YEAR - 20}`);
    expect(await page.locator('input[name="dob"]').inputValue()).toBe(`10/01/${YEAR - 20}`);
    await choose(page, /^Title/, 'MR');
    await page.getByRole('textbox', { name: /^First Name/ }).fill('Reyansh');
    await next(page);
    await heading(page, 'Parent UID Details (under 22)');
    await page.getByLabel('Step 2 of 6').waitFor();

    // bug 1, step 2: the father's 'required' goes with a successful look-up
    await next(page);
    const fatherRequired = page.getByText(requiredMessage(APPLICATION_FIELD_LABELS.fatherUid));
    await fatherRequired.waitFor();
    await lookUpParent(page, 'Father', FATHER);
    expect(await fatherRequired.count()).toBe(0);

    // bug 8: a man's UID as the mother is taken, with a warning
    const motherUid = page.getByRole('textbox', { name: /^Mother UID/ });
    const motherName = page.getByRole('textbox', { name: /^Mother Name/ });
    await motherUid.fill(FATHER.uid);
    await page
      .getByText(/is registered as PB, a man\. Check that this is the mother’s UID\./)
      .waitFor();
    await journey.screenshot(page, 'wizard-1280-step2-man-as-mother');

    // bug 2: an unknown UID says so, and the previous person's name and title go
    const unknown = 'ZZZ190001011999J';
    await motherUid.fill(unknown);
    await page.getByText(APPLICATION_MESSAGES.uidNotValid('Mother', unknown)).waitFor();
    expect(await motherName.inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: /^Mother Title/ }).innerText()).not.toContain(
      'PBN',
    );

    // the 3-year rule, with the date of initiation, when the look-up answers; Next stays
    await motherUid.fill(RECENT_MOTHER.uid);
    await page
      .getByText(
        `${APPLICATION_MESSAGES.uidTooRecent('Mother', RECENT_MOTHER.uid)} Date of initiation: ${formatDdMmYyyy(RECENT_MOTHER.initiatedOn, '/')}.`,
      )
      .waitFor();
    await journey.screenshot(page, 'wizard-1280-step2-too-recent');
    await next(page);
    await expect
      .poll(() => page.evaluate<string | null>('document.activeElement?.getAttribute("name")'))
      .toBe('motherUid');
    await heading(page, 'Parent UID Details (under 22)');
    await lookUpParent(page, 'Mother', MOTHER);
    await next(page);

    // bug 1, step 4: everything filled after the errors, Nationality last, one Next
    await heading(page, 'Applicant Detail');
    await next(page);
    await page.getByText(requiredMessage(APPLICATION_FIELD_LABELS.nationality)).waitFor();
    await fillApplicantDetails(page, 'reyansh@example.org');
    await next(page);
    await heading(page, 'Applicant Detail 2');

    // bug 3 and the camera photo: 'Please Upload photo.' goes once a 6 MB photo, shrunk in
    // the browser, is uploaded
    await next(page);
    await page.getByText(APPLICATION_MESSAGES.photoRequired).waitFor();
    await page.getByText(/at most 5 MB can be sent/).waitFor();
    const photo = await cameraJpeg();
    expect(photo.length).toBeGreaterThan(PHOTO_MAX_BYTES);
    // a 6 MB file through the test's browser and a shrink on a busy CI machine take a while
    await page
      .getByLabel('Choose Image')
      .setInputFiles(
        { name: 'IMG_4000x3000.jpg', mimeType: 'image/jpeg', buffer: photo },
        { timeout: 60_000 },
      );
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/photos'), {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    // the server refuses more than 5 MB: taken, the photo was shrunk on the way
    expect((await answered).status()).toBe(201);
    await page.getByRole('img', { name: 'Photo preview' }).waitFor({ timeout: 60_000 });
    expect(await page.getByText(APPLICATION_MESSAGES.photoRequired).count()).toBe(0);
    await journey.screenshot(page, 'wizard-1280-step5-camera-photo');
    await page
      .getByRole('checkbox', { name: 'I have verified the name and date of birth' })
      .check();
    await next(page);
    await heading(page, 'Review Details');
    await page.getByText(FATHER.name).first().waitFor();
    await page.getByText(`10/01/${YEAR - 20}`).waitFor();
    await journey.screenshot(page, 'wizard-1280-review');

    // submitted: the spec's texts for a new application, and one record (the autosaved draft,
    // now submitted), not a second one
    await agreeToNotice(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText(APPLICATION_MESSAGES.submitted).waitFor();
    await page.getByText(WORKFLOW_ALERTS.dataSubmitted).waitFor();
    await journey.screenshot(page, 'wizard-1280-submitted');
    const records = await recordsNamed(page, 'Reyansh');
    expect(records.map((record) => record.status)).toEqual([1]);
    await context.close();
  }, 240_000);

  it('is usable on a 375 px wide screen, and Hindi renders', async () => {
    const { page, context } = await journey.newPage({ width: 375, height: 812 });
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');
    // on a fresh form (a half-filled one is kept as a draft and reopens where it was left):
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
    await page.locator('button[lang="en"]').click();

    await fillInitialDetails(page, { first: 'Kabir', last: 'Saxena', age: 35 });
    // the date of birth is picked (above) or typed (ADR 009): typing replaces the picked one
    const dob = page.locator('input[name="dob"]');
    expect(await dob.inputValue()).toBe(`10/01/${YEAR - 35}`);
    await typeDob(page, `15/06/${YEAR - 36}`);
    expect(await dob.inputValue()).toBe(`15/06/${YEAR - 36}`);
    expect(await fitsWidth(page)).toBe(true);
    await journey.screenshot(page, 'wizard-375-step1');
    await next(page);
    await heading(page, 'Parent UID Details (22 or older)');
    expect(await fitsWidth(page)).toBe(true);
    await journey.screenshot(page, 'wizard-375-step3');
    await context.close();
  });
});
