import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectExportSchema } from '@form-a/domain/api/subject-export';
import { poll } from './support/applications';
import { axeAudit, blocking, describeFindings } from './support/axe';
import { signIn, startJourney, type Journey } from './support/journey';

// Issue 26 item 3 (ADR 056): on an approved record an approver downloads everything held about
// the person (JSON, PDF) and sends a correction request through a dialog that passes axe, in
// English and Hindi, at 1440 and 390 px.

let journey: Journey;
/** where the screenshots go for a person to look at, besides the run's artifacts */
const SHOTS = '/tmp/shots/subject-rights';

beforeAll(async () => {
  journey = await startJourney();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => journey?.close());

type Language = 'en' | 'hi';

const WORDS = {
  en: {
    json: 'Download subject data (JSON)',
    pdf: 'Download subject data (PDF)',
    request: 'Request correction',
    dialog: 'Request a correction',
    reason: /What is to be corrected/,
    send: 'Send request',
    cancel: 'Cancel',
  },
  hi: {
    json: 'व्यक्ति का डेटा डाउनलोड करें (JSON)',
    pdf: 'व्यक्ति का डेटा डाउनलोड करें (PDF)',
    request: 'सुधार का अनुरोध करें',
    dialog: 'सुधार का अनुरोध',
    reason: /क्या सुधारना है/,
    send: 'अनुरोध भेजें',
    cancel: 'रद्द करें',
  },
} as const;

async function firstId(page: Page, view: string): Promise<number> {
  const response = await page.request.get(`/api/registrations?view=${view}&pageSize=1`);
  expect(response.status()).toBe(200);
  const [row] = ((await response.json()) as { items: Array<{ id: number }> }).items;
  expect(row, `a demo record in ${view}`).toBeDefined();
  return row!.id;
}

async function switchTo(page: Page, language: Language) {
  const toggle = page.locator(`button[lang="${language}"]`).first();
  await poll(async () => {
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    return page.evaluate(() => document.documentElement.lang);
  }).toBe(language);
}

async function shot(page: Page, name: string) {
  const file = await journey.screenshot(page, name);
  await copyFile(file, path.join(SHOTS, `${name}.png`));
}

describe('issue 26: the person’s rights on the record screen', () => {
  it('downloads the subject export as JSON and PDF from an approved record', async () => {
    const { page, context } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'approver');
    await page.waitForURL('**/uv/dashboard');
    const id = await firstId(page, 'approved');
    await page.goto(`/jigyasu/${id}/response`);

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: WORDS.en.json }).click(),
    ]);
    expect(json.suggestedFilename()).toBe(`subject-export-${id}.json`);
    const data = subjectExportSchema.parse(
      JSON.parse(await readFile((await json.path())!, 'utf8')),
    );
    expect(data.record.id).toBe(id);
    expect(data.record.status).toBe(3);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: WORDS.en.pdf }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`subject-export-${id}.pdf`);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await copyFile((await pdf.path())!, path.join(SHOTS, 'subject-export.pdf'));
    await context.close();
  });

  it('sends a correction request through a dialog that passes axe, in English and Hindi, at 1440 and 390 px', async () => {
    const { page, context } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'approver');
    await page.waitForURL('**/uv/dashboard');
    const id = await firstId(page, 'approved');
    await page.goto(`/jigyasu/${id}/response`);

    for (const [language, width] of [
      ['en', 1440],
      ['hi', 1440],
      ['hi', 390],
      ['en', 390],
    ] as const) {
      if (width === 390) await page.setViewportSize({ width: 390, height: 844 });
      await switchTo(page, language);
      const words = WORDS[language];
      const button = page.getByRole('button', { name: words.request, exact: true });
      await button.waitFor();
      await page.getByRole('button', { name: words.pdf }).waitFor();
      await button.scrollIntoViewIfNeeded();
      await shot(page, `subject-rights-${width}-${language}-record`);
      await button.click();
      const dialog = page.getByRole('dialog', { name: words.dialog });
      await dialog.waitFor();
      // MUI fades a dialog in over 225 ms; half-faded text would fail the contrast rule
      await page.waitForTimeout(350);
      const failing = blocking(await axeAudit(page));
      expect
        .soft(failing, `correction dialog (${language}, ${width}):\n${describeFindings(failing)}`)
        .toEqual([]);
      await shot(page, `subject-rights-${width}-${language}-dialog`);
      if (language === 'en' && width === 390) {
        // an empty request is refused on the spot, in words
        await dialog.getByRole('button', { name: words.send }).click();
        await dialog.getByText('Please write what is to be corrected.').waitFor();
        const failingError = blocking(await axeAudit(page));
        expect
          .soft(failingError, `dialog with its error:\n${describeFindings(failingError)}`)
          .toEqual([]);
        await dialog
          .getByRole('textbox', { name: words.reason })
          .fill('The pin code is 282006, not 282005.');
        await dialog.getByRole('button', { name: words.send }).click();
        await dialog.waitFor({ state: 'hidden' });
        await page
          .getByText('The correction request has been sent to the collection service.')
          .waitFor();
        await shot(page, `subject-rights-${width}-${language}-sent`);
      } else {
        await dialog.getByRole('button', { name: words.cancel }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
    }

    const detail = (await (await page.request.get(`/api/registrations/${id}`)).json()) as {
      logs: Array<{ action: string; note: string }>;
    };
    expect(detail.logs.filter((log) => log.action === 'correction-requested')).toEqual([
      expect.objectContaining({ note: 'The pin code is 282006, not 282005.' }),
    ]);
    await context.close();
  });

  it('offers the downloads but no correction request on a record awaiting approval', async () => {
    const { page, context } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'approver');
    await page.waitForURL('**/uv/dashboard');
    const id = await firstId(page, 'pending-approval');
    await page.goto(`/uv/approved/validate/${id}`);
    await page.getByRole('button', { name: WORDS.en.json }).waitFor();
    expect(await page.getByRole('button', { name: WORDS.en.request }).count()).toBe(0);
    await shot(page, 'subject-rights-1440-en-approve-screen');
    await context.close();
  });
});
