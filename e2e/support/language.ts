import type { Locator, Page } from 'playwright-core';
import { poll } from './applications';

export type Language = 'en' | 'hi';

/**
 * Switches the app's language with the header's toggle and waits until the page says so.
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
