import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { poll } from './applications';

export type Language = 'en' | 'hi';

/**
 * Switches the app's language with the header's toggle and waits until the page says so,
 * pressing again if it has not changed (the account's stored language, still loading when the
 * screen opened, could land after a press and undo it), then until the account holds it.
 * `within` narrows the search where another control also carries a `lang` (the privacy notice
 * has its own English/हिन्दी switch).
 */
export async function switchTo(page: Page, language: Language, within: Page | Locator = page) {
  const toggle = within.locator(`button[lang="${language}"]`).first();
  await poll(async () => {
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    return page.evaluate(() => document.documentElement.lang);
  }).toBe(language);
  await poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
  await untilTheAccountHolds(page, toggle, language);
}

/**
 * The language is the account's: a reload, or the next test signing in as the same user, starts
 * in it. A page closed while its store was on the way left the account in Hindi, and the next
 * three tests of a CI run opened in Hindi; so a switch is done when the account holds it. Only
 * the signed-in screens (the ones with the session countdown) store it; on the sign-in and
 * second-factor screens, or offline, the choice is the device's.
 */
async function untilTheAccountHolds(page: Page, toggle: Locator, language: Language) {
  if (!(await page.evaluate(() => navigator.onLine))) return;
  if ((await page.getByRole('timer').count()) === 0) return;
  await poll(async () => {
    // the account's stored language, still loading when the toggle was pressed, may land after
    // the press and undo it: pressing again is a newer choice, and is stored
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    const response = await page.request.get('/api/me/preferences');
    expect(response.status()).toBe(200);
    const stored = ((await response.json()) as { language: Language | null }).language;
    // never chosen: the screens show English and store nothing for it
    return stored ?? 'en';
  }).toBe(language);
}
