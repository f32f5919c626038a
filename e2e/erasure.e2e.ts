import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAudit, blocking, describeFindings } from './support/axe';
import { firstRecordId } from './support/applications';
import { signIn, startJourney, type Journey } from './support/journey';
import { switchTo } from './support/language';

// ADR 055: an approver erases the personal data of a returned record after a
// question that names what goes, passes axe in English and Hindi at 1440 and 390 px, and then
// sees the record's tombstone; an approved record's erasure is a request to the collection
// service.

let journey: Journey;
/** where the screenshots go for a person to look at, besides the run's artifacts */
const SHOTS = '/tmp/shots/erasure';

beforeAll(async () => {
  journey = await startJourney();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => journey?.close());

const WORDS = {
  en: {
    erase: 'Erase personal data',
    dialog: (id: number) => `Erase personal data of application ${id}?`,
    reason: /Reason/,
    cancel: 'Cancel',
    erased: 'The personal data of this record has been erased',
    request: 'Request erasure',
    requestDialog: (id: number) => `Request erasure of approved record ${id}?`,
    send: 'Send erasure request',
    sent: 'The erasure request has been sent to the collection service.',
  },
  hi: {
    erase: 'व्यक्तिगत डेटा मिटाएँ',
    dialog: (id: number) => `आवेदन ${id} का व्यक्तिगत डेटा मिटाएँ?`,
    reason: /कारण/,
    cancel: 'रद्द करें',
    erased: 'इस रिकॉर्ड का व्यक्तिगत डेटा मिटा दिया गया है',
    request: 'मिटाने का अनुरोध करें',
    requestDialog: (id: number) => `स्वीकृत रिकॉर्ड ${id} को मिटाने का अनुरोध करें?`,
    send: 'मिटाने का अनुरोध भेजें',
    sent: 'मिटाने का अनुरोध संग्रह सेवा को भेज दिया गया है।',
  },
} as const;

/** Opens the question, audits it with axe and photographs it; leaves it open. */
async function openAndAudit(page: Page, name: string, title: string, label: string) {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  // MUI fades a dialog in over 225 ms; half-faded text would fail the contrast rule
  await page.waitForTimeout(350);
  const failing = blocking(await axeAudit(page));
  expect.soft(failing, `erasure dialog (${label}):\n${describeFindings(failing)}`).toEqual([]);
  await journey.screenshot(page, `erasure-${label}-dialog`, SHOTS);
  return dialog;
}

describe('erasure on the approver’s record screen', () => {
  it('erases a returned record after asking, and shows its tombstone, in English and Hindi at 1440 and 390 px', async () => {
    const { page, context } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'approver');
    await page.waitForURL('**/uv/dashboard');
    const id = await firstRecordId(page, 'returned');
    await page.goto(`/jigyasu/${id}/response`);
    await page.getByRole('button', { name: WORDS.en.erase, exact: true }).waitFor();
    await journey.screenshot(page, 'erasure-1440-en-record', SHOTS);

    for (const [language, width] of [
      ['en', 1440],
      ['hi', 1440],
      ['hi', 390],
    ] as const) {
      if (width === 390) await page.setViewportSize({ width: 390, height: 844 });
      await switchTo(page, language);
      const words = WORDS[language];
      const dialog = await openAndAudit(
        page,
        words.erase,
        words.dialog(id),
        `${width}-${language}`,
      );
      await dialog.getByRole('button', { name: words.cancel }).click();
      await dialog.waitFor({ state: 'hidden' });
    }

    await switchTo(page, 'en');
    const dialog = await openAndAudit(page, WORDS.en.erase, WORDS.en.dialog(id), '390-en');
    // an empty reason is refused on the spot, and the refusal passes axe too
    await dialog.getByRole('button', { name: WORDS.en.erase }).click();
    await dialog.getByText('Please write why the personal data is erased.').waitFor();
    const failing = blocking(await axeAudit(page));
    expect.soft(failing, `erasure dialog, refused:\n${describeFindings(failing)}`).toEqual([]);
    await dialog
      .getByRole('textbox', { name: WORDS.en.reason })
      .fill('Written request of the seeker, received at the branch.');
    await dialog.getByRole('button', { name: WORDS.en.erase }).click();
    await page.getByText(WORDS.en.erased).waitFor();
    await journey.screenshot(page, 'erasure-390-en-done', SHOTS);

    // the record is a tombstone for everyone who opens it now
    const gone = await page.request.get(`/api/registrations/${id}`);
    expect(gone.status()).toBe(410);
    const body = (await gone.json()) as { error: { params: Record<string, string> } };
    expect(body.error.params).toMatchObject({
      reason: 'Written request of the seeker, received at the branch.',
    });
    const returned = await page.request.get('/api/registrations?view=returned&pageSize=100');
    expect(
      ((await returned.json()) as { items: Array<{ id: number }> }).items.map((row) => row.id),
    ).not.toContain(id);

    for (const [language, width] of [
      ['hi', 390],
      ['hi', 1440],
      ['en', 1440],
    ] as const) {
      if (width === 1440) await page.setViewportSize({ width: 1440, height: 900 });
      await switchTo(page, language);
      await page.reload();
      await page.getByText(WORDS[language].erased).waitFor();
      const audit = blocking(await axeAudit(page));
      expect
        .soft(audit, `tombstone (${language}, ${width}):\n${describeFindings(audit)}`)
        .toEqual([]);
      await journey.screenshot(page, `erasure-${width}-${language}-done`, SHOTS);
    }
    // the approver's own desk screen for it says the same, with no list in its trail
    await page.goto(`/uv/approved/validate/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Erased Record' }).waitFor();
    const trail = page.getByRole('navigation', { name: 'breadcrumb' });
    expect(await trail.getByRole('link').count()).toBe(1);
    await journey.screenshot(page, 'erasure-1440-en-desk', SHOTS);
    // and in Hindi on a phone
    await page.setViewportSize({ width: 390, height: 844 });
    await switchTo(page, 'hi');
    await page.getByRole('heading', { level: 1, name: 'मिटाया गया रिकॉर्ड' }).waitFor();
    await page.getByText(WORDS.hi.erased).waitFor();
    const desk = blocking(await axeAudit(page));
    expect.soft(desk, `desk tombstone (hi, 390):\n${describeFindings(desk)}`).toEqual([]);
    await journey.screenshot(page, 'erasure-390-hi-desk', SHOTS);
    await switchTo(page, 'en');
    await context.close();
  });

  it('sends an approved record’s erasure to the collection service instead', async () => {
    const { page, context } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'approver');
    await page.waitForURL('**/uv/dashboard');
    const id = await firstRecordId(page, 'approved');
    await page.goto(`/jigyasu/${id}/response`);
    await switchTo(page, 'hi');
    const words = WORDS.hi;
    const dialog = await openAndAudit(
      page,
      words.request,
      words.requestDialog(id),
      '1440-hi-approved',
    );
    await dialog.getByRole('textbox', { name: words.reason }).fill('जिज्ञासु का लिखित अनुरोध');
    await dialog.getByRole('button', { name: words.send }).click();
    await page.getByText(words.sent).waitFor();
    await journey.screenshot(page, 'erasure-1440-hi-approved-done', SHOTS);
    // nothing was erased here
    expect((await page.request.get(`/api/registrations/${id}`)).status()).toBe(200);
    await context.close();
  });
});
