import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCardToken } from '../apps/server/src/modules/cards/token';
import { poll, signedIn } from './support/applications';
import { axeAudit, blocking, describeFindings } from './support/axe';
import { signIn, startJourney, type Journey } from './support/journey';
import { switchTo } from './support/language';

/**
 * ADR 052 in a real browser: the screens whose words and details changed, at
 * 1440 and 390 px, in English and Hindi, with axe on each (0 serious), and the screenshots a
 * person looks at (/tmp/shots/words-details).
 */
const SHOTS = '/tmp/shots/words-details';
const CARD_SECRET = 'words-and-details-e2e-card-signing-secret';
let journey: Journey;

beforeAll(async () => {
  journey = await startJourney({ CARD_SIGNING_SECRET: CARD_SECRET });
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => journey?.close());

const WIDTHS = [1440, 390] as const;

/** The header's language toggle, pressed until the page is in `language` (as accessibility.e2e). */

async function setWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  // layouts switch on the width (cards, the header's line, the chart's layout)
  await page.waitForTimeout(400);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function audit(page: Page, name: string) {
  const failing = blocking(await axeAudit(page));
  expect.soft(failing, `${name}:\n${describeFindings(failing)}`).toEqual([]);
}

/** Both widths: `check` (optional) at each, then a screenshot and an audit. */
async function atBothWidths(
  page: Page,
  name: string,
  check?: (width: (typeof WIDTHS)[number]) => Promise<void>,
) {
  for (const width of WIDTHS) {
    await setWidth(page, width);
    if (check) await check(width);
    await shoot(page, `${name}-${width}`);
    await audit(page, `${name} at ${width}`);
  }
  await setWidth(page, 1440);
}

/** The numbers on a chart's value axis (y for columns, x for bars). */
async function axisNumbers(page: Page, section: string, direction: 'X' | 'Y') {
  const labels = await page
    .getByRole('region', { name: section })
    .locator(`.MuiChartsAxis-direction${direction} .MuiChartsAxis-tickLabel`)
    .allTextContents();
  return labels.map((label) => label.trim()).filter((label) => label !== '');
}

describe('words and details', () => {
  it('the secretary: dashboard tile, breadcrumbs, phone tables, the waiting chart, the card date', async () => {
    const { page, context } = await signedIn(journey, 'secretary', '/dashboard');
    for (const language of ['en', 'hi'] as const) {
      await switchTo(page, language);
      const addNew = page.getByRole('main').getByRole('link', {
        name: language === 'en' ? /Add New Jigyasu/ : /नया जिज्ञासु जोड़ें/,
      });
      await poll(() => addNew.innerText()).toMatch(
        language === 'en' ? /Open the form/ : /फ़ॉर्म खोलें/,
      );
      // no number on the tile that opens the form
      expect(await addNew.innerText()).not.toMatch(/\d/);
      const waiting =
        language === 'en'
          ? 'How long records wait in each state'
          : 'रिकॉर्ड हर स्थिति में कितने समय से प्रतीक्षा में हैं';
      await page.getByRole('table', { name: waiting }).waitFor();
      await atBothWidths(page, `dashboard-secretary-${language}`, async (width) => {
        const hint = page.getByText(
          language === 'en' ? 'Scroll sideways for more' : 'और देखने के लिए बगल में स्क्रॉल करें',
        );
        if (width === 390) {
          // the tables are wider than a phone: the hint says so
          await poll(() => hint.count()).toBeGreaterThan(0);
          await hint.first().scrollIntoViewIfNeeded();
          // every state of the waiting table is named on the chart (the phone dropped one)
          const section = page.getByRole('region', { name: waiting });
          const states = (
            await section.getByRole('table').locator('tbody th').allTextContents()
          ).map((s) => s.replace(/\s/g, ''));
          // a long name is drawn on two lines (tspans): compared without the spaces
          const drawn = (await section.locator('.MuiChartsAxis-tickLabel').allTextContents()).map(
            (s) => s.replace(/\s/g, ''),
          );
          expect(states.length).toBeGreaterThan(0);
          for (const state of states) expect(drawn, state).toContain(state);
        } else {
          await poll(() => hint.count()).toBe(0);
        }
        // whole records only on the value axes
        for (const label of await axisNumbers(page, waiting, width === 390 ? 'X' : 'Y'))
          expect(label).toMatch(/^[\d,]+$/);
        // the card print's date: the portal's picker, not the browser's
        expect(await page.locator('input[type="date"]').count()).toBe(0);
      });
    }
    await switchTo(page, 'en');
    await context.close();
  });

  it('the secretary: the form’s breadcrumbs and step names, and the Jigyasu Data popup', async () => {
    const { page, context } = await signedIn(journey, 'secretary', '/dashboard');
    await page.goto('/jigyasu/form');
    for (const language of ['en', 'hi'] as const) {
      await switchTo(page, language);
      const step1 = language === 'en' ? 'Initial Details' : 'प्रारंभिक विवरण';
      await page.getByRole('heading', { name: step1 }).waitFor();
      const crumbs = page.getByRole('navigation', {
        name: language === 'en' ? 'breadcrumb' : 'पृष्ठ का पथ',
      });
      // home, then the screen's title: no 'jigyasu / form'
      expect(await crumbs.getByRole('listitem').count()).toBe(2);
      expect((await crumbs.locator('[aria-current="page"]').innerText()).trim()).toBe(
        language === 'en' ? 'Add New Jigyasu' : 'नया जिज्ञासु जोड़ें',
      );
      const steps = await page.locator('.MuiStepLabel-label').allInnerTexts();
      expect(steps[1]).not.toBe(steps[2]);
      await atBothWidths(page, `form-${language}`);
    }
    await switchTo(page, 'en');

    // the popup of an approved record: its Jigyasu ID, its photo in words
    await page.goto('/uv/jigyasu/approved');
    await page.getByRole('heading', { level: 1, name: 'Approved' }).waitFor();
    for (const language of ['en', 'hi'] as const) {
      await switchTo(page, language);
      for (const width of WIDTHS) {
        await setWidth(page, width);
        await page.getByRole('button', { name: /^\d+$/ }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await poll(() => dialog.innerText()).toContain(
          language === 'en' ? 'Jigyasu ID' : 'जिज्ञासु आईडी',
        );
        const text = await dialog.innerText();
        expect(text).not.toContain('/api/photos/');
        expect(text).toContain(language === 'en' ? 'Uploaded' : 'अपलोड की गई');
        await page.waitForTimeout(350);
        await shoot(page, `popup-${language}-${width}`);
        await audit(page, `popup ${language} ${width}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      await setWidth(page, 1440);
    }
    await switchTo(page, 'en');
    await context.close();
  });

  it('the data viewer: reports with dd/mm/yyyy fields, whole-number axes, an empty period, titles in search', async () => {
    const { page, context } = await signedIn(journey, 'viewer', '/vr/dashboard');
    await page.goto('/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    // typed as a person types a day here: dd mm yyyy
    const from = page.getByRole('group', { name: 'From', exact: true });
    await from.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('01012000');
    await page.keyboard.press('Tab');
    await page.waitForURL(/from=2000-01-01/);
    const byMonth = 'Registrations by month';
    await poll(() => axisNumbers(page, byMonth, 'Y')).not.toEqual([]);
    for (const label of await axisNumbers(page, byMonth, 'Y')) expect(label).toMatch(/^[\d,]+$/);
    for (const language of ['en', 'hi'] as const) {
      await switchTo(page, language);
      await atBothWidths(page, `reports-${language}`, async () => {
        // the field shows the day as typed, in either language
        const from = page.getByRole('group', {
          name: language === 'en' ? 'From' : 'से',
          exact: true,
        });
        expect((await from.innerText()).replace(/\s/g, '')).toContain('01/01/2000');
      });
    }
    await switchTo(page, 'en');

    // a period without registrations: the charts say so in the reader's words
    await page.goto('/reports?from=2000-01-01&to=2000-01-31');
    for (const language of ['en', 'hi'] as const) {
      await switchTo(page, language);
      await poll(() =>
        page
          .getByText(
            language === 'en' ? 'No registrations in this period.' : 'इस अवधि में कोई पंजीकरण नहीं।',
          )
          .count(),
      ).toBeGreaterThan(0);
      expect(await page.getByText('No data to display').count()).toBe(0);
      await atBothWidths(page, `reports-empty-${language}`);
    }
    await switchTo(page, 'en');

    // search results: the title in the reader's language
    await page.goto('/search?q=Rohit');
    for (const language of ['en', 'hi'] as const) {
      await switchTo(page, language);
      const results = page.getByRole('list').filter({ hasText: 'Rohit' });
      await poll(() => results.innerText()).toContain(language === 'en' ? 'MR Rohit' : 'श्री Rohit');
      await atBothWidths(page, `search-${language}`);
    }
    await switchTo(page, 'en');
    await context.close();
  });

  it('the reviewers: breadcrumbs of a record, and View Data names the Jigyasu ID', async () => {
    const { page, context } = await signedIn(journey, 'validator', '/uv/dashboard');
    const pending = await page.request.get('/api/registrations?view=pending-validation');
    const { items } = (await pending.json()) as { items: { id: number }[] };
    await page.goto(`/uv/check/validate/${items[0]!.id}`);
    for (const language of ['en', 'hi'] as const) {
      await switchTo(page, language);
      const crumbs = page.getByRole('navigation', {
        name: language === 'en' ? 'breadcrumb' : 'पृष्ठ का पथ',
      });
      await poll(() => crumbs.innerText()).toMatch(
        language === 'en' ? /Pending Validation\s*\/\s*Check And Validate/ : /सत्यापन/,
      );
      expect(await crumbs.innerText()).not.toMatch(/uv|check|validate/);
      await setWidth(page, 1440);
      await shoot(page, `check-validate-${language}-1440`);
      await audit(page, `check validate ${language}`);
    }
    await switchTo(page, 'en');
    await context.close();

    const approver = await signedIn(journey, 'approver', '/uv/dashboard');
    const approved = await approver.page.request.get('/api/registrations?view=approved');
    const uid = ((await approved.json()) as { items: { uid: string | null }[] }).items.find(
      (item) => item.uid,
    )!.uid!;
    await approver.page.goto(`/uv/jigyasu/submited/details/${uid}`);
    for (const language of ['en', 'hi'] as const) {
      await switchTo(approver.page, language);
      const record = approver.page.getByRole('region', {
        name: language === 'en' ? `Approved record ${uid}` : `स्वीकृत रिकॉर्ड ${uid}`,
      });
      await poll(() => record.innerText()).toContain(
        language === 'en' ? 'Jigyasu ID' : 'जिज्ञासु आईडी',
      );
      if (language === 'hi') expect(await record.innerText()).not.toMatch(/\bMR\b|\bMS\b/);
      await atBothWidths(approver.page, `view-data-${language}`);
    }
    await approver.context.close();
  });

  it('the card’s verification page shows the Jigyasu ID and the photo’s thumbnail', async () => {
    const { page, context } = await signedIn(journey, 'approver', '/uv/dashboard');
    const approved = await page.request.get('/api/registrations?view=approved');
    const uid = ((await approved.json()) as { items: { uid: string | null }[] }).items.find(
      (item) => item.uid,
    )!.uid!;
    await context.close();
    // a phone with no session, as a card's QR code opens it
    const visitor = await journey.newPage();
    await visitor.page.goto(`/verify/${signCardToken(CARD_SECRET, uid)}`);
    await visitor.page.getByText('Valid card').waitFor();
    expect(await visitor.page.locator('main').innerText()).toContain(uid);
    const photo = visitor.page.locator('img.photo');
    await poll(() =>
      photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBe(160);
    for (const width of WIDTHS) {
      await setWidth(visitor.page, width);
      await shoot(visitor.page, `verify-${width}`);
      await audit(visitor.page, `verify ${width}`);
    }
    await visitor.context.close();
  });
});

describe('the session dialog says Sign out, as the header does', () => {
  it('in Hindi and English', async () => {
    // The page's clock runs ahead to the warning (as platform.e2e does) instead of a server with
    // a two-minute session and 40 s of waiting for it.
    const { page, context } = await journey.newPage();
    await page.clock.install();
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');
    for (const [language, signOut, extend] of [
      ['hi', 'साइन आउट', 'सत्र बढ़ाएँ'],
      ['en', 'Sign out', 'Extend Session'],
    ] as const) {
      await switchTo(page, language);
      await page.clock.fastForward('48:30'); // 3500 s − 2910 s = 590 s left: the warning
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // the dialog's button and the header's link: one word
      expect(await dialog.getByRole('button', { name: signOut }).count()).toBe(1);
      expect(await page.getByRole('link', { name: signOut, includeHidden: true }).count()).toBe(1);
      await page.waitForTimeout(350);
      for (const width of WIDTHS) {
        await setWidth(page, width);
        await shoot(page, `session-dialog-${language}-${width}`);
      }
      await audit(page, `session dialog ${language}`);
      await setWidth(page, 1440);
      await dialog.getByRole('button', { name: extend }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await context.close();
  });
});
