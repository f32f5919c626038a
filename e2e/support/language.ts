import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { poll } from './applications';

export type Language = 'en' | 'hi';

/**
 * Switches the app's language with the header's toggle and waits until the page says so,
 * pressing again if it has not changed (the account's stored language, still loading when the
 * screen opened, could land after a press and undo it; the last language asked for now wins,
 * but a toggle already showing the language is not pressed here, so that case remains).
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
}

/**
 * Switches the language and waits until the account has stored it: a reload, or the next test
 * signing in as the same user, starts in the language this one chose, not in one whose save was
 * cut off by the reload or the browser closing.
 */
export async function switchAndStore(page: Page, language: Language) {
  const toggle = page.locator(`button[lang="${language}"]`).first();
  // already in that language: nothing is sent, nothing to wait for
  if ((await toggle.getAttribute('aria-pressed')) === 'true') return;
  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/preferences') && response.request().method() === 'PUT',
  );
  await switchTo(page, language);
  expect((await stored).status()).toBe(200);
}
