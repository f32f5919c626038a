import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectExportSchema } from '@form-a/domain/api/subject-export';
import { axeAudit, blocking, describeFindings } from './support/axe';
import { firstRecordId } from './support/applications';
import { signIn, startJourney, type Journey } from './support/journey';
import { switchTo } from './support/language';

// ADR 056: on an approved record an approver downloads everything held about
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

describe('the person’s rights on the record screen', () => {
  it('downloads the subject export as JSON and PDF from an approved record', async () => {
    const { page, context } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'approver');
    await page.waitForURL('**/uv/dashboard');
    const id = await firstRecordId(page, 'approved');
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
    const id = await firstRecordId(page, 'approved');
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
      await journey.screenshot(page, `subject-rights-${width}-${language}-record`, SHOTS);
      await button.click();
      const dialog = page.getByRole('dialog', { name: words.dialog });
      await dialog.waitFor();
      // MUI fades a dialog in over 225 ms; half-faded text would fail the contrast rule
      await page.waitForTimeout(350);
      const failing = blocking(await axeAudit(page));
      expect
        .soft(failing, `correction dialog (${language}, ${width}):\n${describeFindings(failing)}`)
        .toEqual([]);
      await journey.screenshot(page, `subject-rights-${width}-${language}-dialog`, SHOTS);
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
        await journey.screenshot(page, `subject-rights-${width}-${language}-sent`, SHOTS);
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
    const id = await firstRecordId(page, 'pending-approval');
    await page.goto(`/uv/approved/validate/${id}`);
    await page.getByRole('button', { name: WORDS.en.json }).waitFor();
    expect(await page.getByRole('button', { name: WORDS.en.request }).count()).toBe(0);
    await journey.screenshot(page, 'subject-rights-1440-en-approve-screen', SHOTS);
    await context.close();
  });
});
