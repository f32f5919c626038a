import { mkdir, readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SUMMARY_COLUMNS } from '@form-a/domain/api/exports';
import { todayInTimeZone } from '@form-a/domain/dates';
import { exportHeaders } from '@form-a/domain/export-labels';
import { STATUS_NAMES, STATUS_NAMES_HI } from '@form-a/domain/status';
import { openFromMenu, poll, signedIn } from './support/applications';
import { startJourney, type Journey } from './support/journey';
import { axeAudit, blocking, describeFindings } from './support/axe';
import { switchTo } from './support/language';

const SHOTS = '/tmp/shots/reports-export';
let journey: Journey;

/** the viewer's exports in an hour: the third is refused, and the page says why (ADR 087) */
const EXPORTS_PER_HOUR = 2;

beforeAll(async () => {
  journey = await startJourney({ RATE_LIMIT_EXPORTS_PER_HOUR: String(EXPORTS_PER_HOUR) });
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => journey?.close());

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Types a yyyy-mm-dd day into the dd/mm/yyyy date field labelled `label`. */
async function typeDate(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await page
    .getByRole('group', { name: label, exact: true })
    .getByRole('spinbutton', { name: 'Day' })
    .click();
  await page.keyboard.type(`${day}${month}${year}`);
  await page.keyboard.press('Tab');
}

/**
 * The window at `width`, once the page has laid itself out at it (two frames): a shot taken
 * sooner came out 579 px wide, halfway through the resize.
 */
async function atWidth(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await poll(() =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.innerWidth))),
        ),
    ),
  ).toBe(width);
}

/** Both widths of the screen as it is now. */
async function shootBoth(page: Page, name: string) {
  await atWidth(page, 1440, 900);
  await shoot(page, `${name}-1440`);
  await atWidth(page, 390, 844);
  await shoot(page, `${name}-390`);
  await atWidth(page, 1440, 900);
}

const ENGLISH_STATUSES = Object.values(STATUS_NAMES);
const HINDI_STATUSES = Object.values(STATUS_NAMES_HI);

/**
 * Clicks a CSV item of the Export menu and reads the file the browser saved: UTF-8 with a BOM,
 * split into cells (the demo data holds no quoted commas: every line must have the header's
 * number of cells).
 */
async function downloadCsv(page: Page, item: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  const [header, ...rows] = text
    .slice(1)
    .trimEnd()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  for (const row of rows) expect(row).toHaveLength(header!.length);
  return { name: download.suggestedFilename(), text, header: header!, rows };
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

    // the portal's date fields (dd/mm/yyyy), typed as a person types them (ADR 052)
    await typeDate(page, 'From', monthAgo);
    await typeDate(page, 'To', today);
    // A menu of every branch: on a loaded machine a click once landed while it was still
    // opening and chose nothing (the menu stayed open on 'All branches'). The choice is made
    // again until the address says it took.
    await poll(async () => {
      if (!page.url().includes('branch=Agra')) {
        if (!(await page.getByRole('listbox', { name: 'Branch' }).isVisible())) {
          await page.getByRole('combobox', { name: 'Branch' }).click();
        }
        await page
          .getByRole('option', { name: 'Agra', exact: true })
          .click({ timeout: 5000 })
          .catch(() => undefined);
      }
      return page.url();
    }).toContain('branch=Agra');
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
    await switchTo(page, 'en');
    await context.close();
  });

  it('a data viewer exports a whole list as CSV with the summary columns only, and is told when her hour’s exports are spent', async () => {
    // The hour's count restarts on the hour: begun in its last two minutes, the refusal at the
    // end could fall in the next hour and not come.
    const minute = new Date().getUTCMinutes();
    if (minute >= 58) await new Promise((resolve) => setTimeout(resolve, (60 - minute) * 60_000));
    const { page, context } = await signedIn(journey, 'viewer', '/vr/dashboard');
    // her own list, from her menu (ADR 050: without it she could not export)
    await openFromMenu(page, 'All Records', '/vr/jigyasu/list');
    await page.getByRole('heading', { level: 1, name: 'All Records' }).waitFor();
    await poll(() => page.getByRole('row').count()).toBeGreaterThan(2);
    await shootBoth(page, 'viewer-list-en');
    const english = blocking(await axeAudit(page));
    expect(english, describeFindings(english)).toEqual([]);

    const button = page.getByRole('button', { name: 'Export' });
    await button.click();
    const menu = page.getByRole('menu', { name: 'Export the whole list' });
    await menu.waitFor();
    await shootBoth(page, 'export-menu-en');
    const englishFile = await downloadCsv(page, menu.getByRole('menuitem', { name: /^CSV/ }));
    expect(englishFile.name).toMatch(/^form-a-submitted-\d{4}-\d{2}-\d{2}\.csv$/);
    // headers a person reads, the summary columns only: no contact, address or birth date
    expect(englishFile.header).toEqual(exportHeaders(EXPORT_SUMMARY_COLUMNS, 'en'));
    expect(englishFile.rows.length).toBeGreaterThan(0);
    const status = EXPORT_SUMMARY_COLUMNS.indexOf('status');
    const englishStatuses = new Set(englishFile.rows.map((row) => row[status]));
    expect([...englishStatuses].every((name) => ENGLISH_STATUSES.includes(name!))).toBe(true);
    expect(englishStatuses.has('Approved')).toBe(true);
    expect(englishFile.text).not.toMatch(/@/);

    // in Hindi: the screen, and the file's headers and labels
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { level: 1, name: 'सभी रिकॉर्ड' }).waitFor();
    await shootBoth(page, 'viewer-list-hi');
    const hindi = blocking(await axeAudit(page));
    expect(hindi, describeFindings(hindi)).toEqual([]);
    await page.getByRole('button', { name: 'निर्यात' }).click();
    const hindiMenu = page.getByRole('menu', { name: 'पूरी सूची निर्यात करें' });
    await hindiMenu.waitFor();
    await shootBoth(page, 'export-menu-hi');
    const hindiFile = await downloadCsv(page, hindiMenu.getByRole('menuitem', { name: /^CSV/ }));
    expect(hindiFile.header).toEqual(exportHeaders(EXPORT_SUMMARY_COLUMNS, 'hi'));
    expect(hindiFile.header[0]).toBe('आवेदन संख्या');
    const hindiStatuses = new Set(hindiFile.rows.map((row) => row[status]));
    expect(hindiStatuses.has('स्वीकृत')).toBe(true);
    expect([...hindiStatuses].every((name) => HINDI_STATUSES.includes(name!))).toBe(true);
    expect(hindiFile.rows).toHaveLength(englishFile.rows.length);

    // A third export this hour is refused: the page says so, in her language, and nothing is
    // downloaded (a plain link would have ended as a failed download with no reason).
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    const refusal = page.getByRole('alert');
    await page.getByRole('button', { name: 'निर्यात' }).click();
    await hindiMenu.getByRole('menuitem', { name: /XLSX/ }).click();
    await poll(() => refusal.innerText()).toMatch(
      /^आपके खाते से कम समय में इस तरह के बहुत अधिक अनुरोध आए हैं। कृपया \d+ मिनट बाद फिर से प्रयास करें।/,
    );
    await shootBoth(page, 'export-refused-hi');
    await switchTo(page, 'en');
    await refusal.getByRole('button', { name: 'Close' }).click();
    await refusal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Export' }).click();
    await menu.getByRole('menuitem', { name: /^CSV/ }).click();
    await poll(() => refusal.innerText()).toMatch(
      /^Your account has sent too many requests of this kind in a short time\. Please try again in \d+ min\./,
    );
    await shootBoth(page, 'export-refused-en');
    const refused = blocking(await axeAudit(page));
    expect(refused, describeFindings(refused)).toEqual([]);
    expect(downloads).toBe(0);
    await context.close();
  }, 300_000);
});
