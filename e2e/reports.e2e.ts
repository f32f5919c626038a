import { mkdir, readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SUMMARY_COLUMNS } from '@form-a/domain/api/exports';
import { todayInTimeZone } from '@form-a/domain/dates';
import { poll, signedIn } from './support/applications';
import { startJourney, type Journey } from './support/journey';
import { axeAudit, blocking, describeFindings } from './support/axe';

const SHOTS = '/tmp/shots/reports-export';
let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => journey?.close());

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Both widths of the screen as it is now. */
async function shootBoth(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

const today = todayInTimeZone(new Date(), 'Asia/Kolkata');
const monthAgo = todayInTimeZone(new Date(Date.now() - 30 * 86_400_000), 'Asia/Kolkata');

describe('reports', () => {
  it('a data viewer opens the reports, filters a branch and a period, and sees charts and tables, in English and Hindi', async () => {
    const { page, context } = await signedIn(journey, 'viewer', '/vr/dashboard');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await page.waitForURL('**/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();

    const byBranch = page.getByRole('table', { name: 'Registrations by branch' });
    await poll(() => byBranch.getByRole('row').count()).toBeGreaterThan(3);
    // every branch at first: Agra and Gurgaon both have demo records
    await poll(() => byBranch.innerText()).toContain('Gurgaon');

    await page.getByLabel('From', { exact: true }).fill(monthAgo);
    await page.getByLabel('To', { exact: true }).fill(today);
    await page.getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: 'Agra', exact: true }).click();
    await page.waitForURL(/branch=Agra/);
    expect(page.url()).toContain(`from=${monthAgo}`);

    await poll(() => byBranch.innerText()).not.toContain('Gurgaon');
    const rows = await byBranch.getByRole('row').allInnerTexts();
    // the header, Agra, and the total
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^Agra/);
    for (const name of [
      'Registrations by month',
      'Registrations by status',
      'How long records wait in each state',
    ])
      await page.getByRole('table', { name }).waitFor();
    // a chart per report (MUI X Charts: an SVG surface in each)
    await poll(() => page.locator('section .MuiChartsSurface-root').count()).toBe(4);
    await shootBoth(page, 'reports-en');
    const english = blocking(await axeAudit(page));
    expect(english, describeFindings(english)).toEqual([]);

    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('रिपोर्ट');
    const byBranchHi = page.getByRole('table', { name: 'शाखा के अनुसार पंजीकरण' });
    await poll(() => byBranchHi.innerText()).toContain('Agra');
    await page.getByRole('table', { name: 'रिकॉर्ड हर स्थिति में कितने समय से प्रतीक्षा में हैं' }).waitFor();
    await poll(() => page.locator('section .MuiChartsSurface-root').count()).toBe(4);
    await shootBoth(page, 'reports-hi');
    const hindi = blocking(await axeAudit(page));
    expect(hindi, describeFindings(hindi)).toEqual([]);
    await page.getByRole('button', { name: 'English' }).click();
    await context.close();
  });

  it('a data viewer exports a whole list as CSV with the summary columns only', async () => {
    const { page, context } = await signedIn(journey, 'viewer', '/vr/dashboard');
    await page.goto('/uv/jigyasu/approved');
    const button = page.getByRole('button', { name: 'Export' });
    await button.click();
    const menu = page.getByRole('menu', { name: 'Export the whole list' });
    await menu.waitFor();
    await shootBoth(page, 'export-menu-en');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('menuitem', { name: /^CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^form-a-approved-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const [header, ...lines] = text.slice(1).trimEnd().split(/\r?\n/);
    expect(header).toBe(EXPORT_SUMMARY_COLUMNS.join(','));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.includes(',Approved,'))).toBe(true);
    expect(text).not.toMatch(/@/);

    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('button', { name: 'निर्यात' }).click();
    await expect(page.getByRole('menu', { name: 'पूरी सूची निर्यात करें' }).isVisible()).resolves.toBe(
      true,
    );
    await shootBoth(page, 'export-menu-hi');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'English' }).click();
    await context.close();
  });
});
