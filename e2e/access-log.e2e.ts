import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeAudit, blocking, describeFindings } from './support/axe';
import { signIn, startJourney, type Journey } from './support/journey';
import { switchTo } from './support/language';

// ADR 054: the approver opens a record and its 'Viewed by' panel lists her;
// the administrator downloads the access log of a period. Both pass axe, in English and Hindi,
// at 1440 and 390 px.

let journey: Journey;
/** where the screenshots go for a person to look at, besides the run's artifacts */
const SHOTS = '/tmp/shots/access-log';

beforeAll(async () => {
  journey = await startJourney();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => journey?.close());

const VIEWPORTS = [
  ['en', 1440],
  ['hi', 1440],
  ['hi', 390],
  ['en', 390],
] as const;

async function audit(page: Page, what: string) {
  const failing = blocking(await axeAudit(page));
  expect.soft(failing, `${what}:\n${describeFindings(failing)}`).toEqual([]);
}

describe('a record of who looked', () => {
  it("lists the approver in the record's 'Viewed by' panel once she has opened it", async () => {
    const { page, context } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'approver');
    await page.waitForURL('**/uv/dashboard');
    const waiting = (await (
      await page.request.get('/api/registrations?view=pending-approval&pageSize=1')
    ).json()) as { items: Array<{ id: number }> };
    const id = waiting.items[0]!.id;
    // nobody has opened it through the app yet in this fresh install
    const before = (await (
      await page.request.get(`/api/registrations/${id}/access-log`)
    ).json()) as {
      items: unknown[];
    };
    expect(before.items).toEqual([]);

    await page.goto(`/uv/approved/validate/${id}`);
    const panel = page.getByRole('region', { name: 'Viewed by', exact: true });
    await panel.waitFor();
    await panel.getByText('Demo Approver').waitFor();
    expect(await panel.getByText('Opened the record').count()).toBeGreaterThanOrEqual(1);
    expect(await panel.getByText('Approver', { exact: true }).count()).toBeGreaterThanOrEqual(1);

    for (const [language, width] of VIEWPORTS) {
      if (width === 390) await page.setViewportSize({ width: 390, height: 844 });
      await switchTo(page, language);
      const region = page.getByRole('region', {
        name: language === 'en' ? 'Viewed by' : 'किसने देखा',
        exact: true,
      });
      await region.waitFor();
      await region
        .getByText(language === 'en' ? 'Opened the record' : 'रिकॉर्ड खोला')
        .first()
        .waitFor();
      await region.scrollIntoViewIfNeeded();
      await audit(page, `record screen with its panel (${language}, ${width})`);
      await journey.screenshot(page, `viewed-by-${width}-${language}`, SHOTS);
      await region.screenshot({
        path: path.join(SHOTS, `viewed-by-${width}-${language}-panel.png`),
      });
    }
    await context.close();
  });

  it("gives the administrator the period's access log as CSV, from the menu", async () => {
    const { page, context } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await page.waitForURL('**/admin/users');
    await page.getByRole('link', { name: 'Access log' }).click();
    await page.waitForURL('**/admin/access-log');
    await page.getByRole('heading', { level: 1, name: 'Access log' }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^form-a-access-log-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/,
    );
    const text = await readFile((await file.path())!, 'utf8');
    // the approver's opening of a record in the test before
    expect(text).toContain('Opened the record');
    expect(text.split('\n')[0]).toContain('When');

    for (const [language, width] of VIEWPORTS) {
      if (width === 390) await page.setViewportSize({ width: 390, height: 844 });
      await switchTo(page, language);
      await page
        .getByRole('heading', { level: 1, name: language === 'en' ? 'Access log' : 'एक्सेस लॉग' })
        .waitFor();
      await audit(page, `access log page (${language}, ${width})`);
      await journey.screenshot(page, `admin-access-log-${width}-${language}`, SHOTS);
    }
    await context.close();
  });
});
