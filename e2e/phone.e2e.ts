import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { STATUS_NAMES } from '@form-a/domain/status';
import { poll } from './support/applications';
import { ARTIFACTS, signIn, startJourney, type Journey } from './support/journey';
import { switchTo } from './support/language';

/** A phone held upright (ADRs 061 and 062). */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const STATUS = new RegExp(`^(${Object.values(STATUS_NAMES).join('|')})$`);

let journey: Journey;
/** the secretary, signed in once per screen size (sign-in attempts are rate limited) */
const sessions = new Map<number, BrowserContext>();

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => journey?.close());

async function signedInAt(size: { width: number; height: number }) {
  let context = sessions.get(size.width);
  if (!context) {
    const session = await journey.newPage(size);
    await signIn(session.page, 'secretary');
    await session.page.waitForURL('**/dashboard');
    context = session.context;
    sessions.set(size.width, context);
    return { page: session.page };
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { page };
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** What the screen shows, without scrolling (a dialog is over the page, not in its length). */
const viewportShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });

/** The element lies inside the phone's width: readable without scrolling sideways. */
async function expectWithinWidth(element: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

/** The height of the header that stays on screen as the page scrolls (the one with the menu). */
function stickyHeaderHeight(page: Page) {
  return page.getByRole('button', { name: /^Open menu|मेनू/ }).evaluate((button) => {
    for (let node = button.parentElement; node; node = node.parentElement) {
      const { position } = getComputedStyle(node);
      if (position === 'sticky' || position === 'fixed') return node.getBoundingClientRect().height;
    }
    throw new Error('the menu button is in no sticky header');
  });
}

const toHindi = (page: Page) => switchTo(page, 'hi');
/** Back to English: the choice is the account's, so it would carry into the next test. */
const toEnglish = (page: Page) => switchTo(page, 'en');

describe('At 390×844, a phone', () => {
  it('shows the sign-in form without sideways scrolling, in English and Hindi', async () => {
    const { page, context } = await journey.newPage(PHONE);
    await page.goto('/authentication/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectWithinWidth(page.getByLabel('UID'));
    await expectWithinWidth(page.getByLabel(/^Password/));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await viewportShot(page, 'phone-sign-in-en');
    await toHindi(page);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await viewportShot(page, 'phone-sign-in-hi');
    await context.close();
  });

  it("shows the secretary's list as cards with each record's name, status and action", async () => {
    const { page } = await signedInAt(PHONE);
    await page.goto('/jigyasu/list');
    const list = page.getByRole('list', { name: 'My List' });
    const cards = list.getByRole('listitem');
    await poll(() => cards.count()).toBeGreaterThan(0);
    // the seed's drafts are this list's records with an action (Edit)
    await poll(() => list.getByRole('link', { name: 'Edit' }).count()).toBeGreaterThan(0);
    await journey.screenshot(page, 'phone-list-en');

    for (const card of await cards.all()) {
      const name = card.getByRole('heading');
      expect((await name.innerText()).trim()).not.toBe('');
      await expectWithinWidth(name);
      await expectWithinWidth(card.getByText(STATUS));
      for (const action of await card.getByRole('link', { name: 'Edit' }).all()) {
        await expectWithinWidth(action);
      }
    }
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await toHindi(page);
    await page.getByRole('list', { name: 'मेरी सूची' }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await journey.screenshot(page, 'phone-list-hi');
    await toEnglish(page);
    await page.close();
  });

  it('keeps the header on one line, at most a quarter of the height, with search behind an icon', async () => {
    const { page } = await signedInAt(PHONE);
    await page.goto('/jigyasu/list');
    const banner = page.getByRole('banner');
    await banner.getByRole('timer').waitFor();
    const height = await stickyHeaderHeight(page);
    // one toolbar line (56 px on a phone held upright)
    expect(height).toBeLessThanOrEqual(64);
    expect(height).toBeLessThanOrEqual(PHONE.height * 0.25);
    await viewportShot(page, 'phone-header-en');

    await banner.getByRole('button', { name: 'Search' }).click();
    const field = banner.getByRole('searchbox', { name: 'Search records' });
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await stickyHeaderHeight(page)).toBe(height);
    await field.fill('Sharma');
    await field.press('Enter');
    await page.waitForURL('**/search?q=Sharma');
    await banner.getByRole('button', { name: 'Close' }).click();
    await banner.getByRole('button', { name: 'Search' }).waitFor();

    await toHindi(page);
    expect(await stickyHeaderHeight(page)).toBe(height);
    await viewportShot(page, 'phone-header-hi');
    // the narrowest phones in common use: the line still fits, sign-out included
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await stickyHeaderHeight(page)).toBe(height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const signOut = await banner.getByRole('link', { name: 'साइन आउट' }).boundingBox();
    expect(signOut!.x + signOut!.width).toBeLessThanOrEqual(360);
    await viewportShot(page, 'phone-header-360-hi');
    await toEnglish(page);
    // a tablet or a small laptop window: still one line, under a long breadcrumb too
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.goto('/branch-transfer/requests');
    await banner.getByRole('timer').waitFor();
    // MUI's toolbar line is 64 px from 600 px up, plus its 1 px border (two lines: 131 px)
    expect(await stickyHeaderHeight(page)).toBeLessThanOrEqual(65);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      800,
    );
    await viewportShot(page, 'tablet-header-800-en');
    await page.close();
  });

  it('opens a dialog full-screen', async () => {
    const { page } = await signedInAt(PHONE);
    await page.goto('/jigyasu/list');
    for (const [language, title] of [
      ['en', 'Jigyasu Data'],
      ['hi', 'जिज्ञासु विवरण'],
    ] as const) {
      if (language === 'hi') await toHindi(page);
      // the record's ID opens its Jigyasu Data popup
      await page
        .getByRole('main')
        .getByRole('listitem')
        .first()
        .getByRole('button')
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('list').first().waitFor();
      expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });
      await poll(() =>
        dialog.evaluate((element) => getComputedStyle(element.parentElement!).opacity),
      ).toBe('1');
      await viewportShot(page, `phone-dialog-${language}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await toEnglish(page);
    await page.close();
  });

  it('keeps the wizard in one column with a compact stepper', async () => {
    const { page } = await signedInAt(PHONE);
    await page.goto('/jigyasu/form');
    const stepper = page.getByLabel('Step 1 of 6');
    await stepper.waitFor();
    // compact: the step numbers without their labels, on one line
    expect((await stepper.boundingBox())!.height).toBeLessThanOrEqual(40);
    await expectWithinWidth(stepper);
    const first = (await page.getByLabel(/^First Name/).boundingBox())!;
    const last = (await page.getByLabel(/^Last Name/).boundingBox())!;
    // one column: one field under the other, not side by side
    expect(last.y).toBeGreaterThan(first.y + first.height);
    expect(Math.abs(last.x - first.x)).toBeLessThan(2);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await viewportShot(page, 'phone-wizard-en');
    await toHindi(page);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await viewportShot(page, 'phone-wizard-hi');
    await toEnglish(page);
    await page.close();
  });
});

describe('At 1440 px, a desktop', () => {
  it('shows the sign-in form as before, in English and Hindi', async () => {
    const { page, context } = await journey.newPage(DESKTOP);
    await page.goto('/authentication/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // the fields built from TextField's parts keep its required marks and error texts
    await page.getByText('You must enter your UID or email.').waitFor();
    await viewportShot(page, 'desktop-sign-in-en');
    await toHindi(page);
    await viewportShot(page, 'desktop-sign-in-hi');
    await context.close();
  });

  it('keeps the header with its breadcrumbs, title and search field, and dialogs centred', async () => {
    const { page } = await signedInAt(DESKTOP);
    await page.goto('/jigyasu/list');
    const banner = page.getByRole('banner');
    await banner.getByRole('searchbox', { name: 'Search records' }).waitFor();
    // the trail ends with the screen's name, in words; the title says it again below
    const trail = banner.getByRole('navigation', { name: 'breadcrumb' });
    await trail.getByText('My List').waitFor();
    expect(await banner.getByText('My List').count()).toBe(2);
    await viewportShot(page, 'desktop-list-en');
    await toHindi(page);
    await page.getByRole('grid').getByRole('button', { name: /^\d+$/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'जिज्ञासु विवरण' });
    await dialog.getByRole('list').first().waitFor();
    expect((await dialog.boundingBox())!.width).toBeLessThan(DESKTOP.width - 100);
    await poll(() =>
      dialog.evaluate((element) => getComputedStyle(element.parentElement!).opacity),
    ).toBe('1');
    await viewportShot(page, 'desktop-dialog-hi');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await toEnglish(page);
    await page.close();
  });
});
