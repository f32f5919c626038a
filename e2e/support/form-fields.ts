import type { Page } from 'playwright-core';
import { poll } from './applications';

/**
 * Opens the select named `label`, picks `option`, and waits until the field shows it.
 *
 * On loaded CI machines a click was twice lost here, the cause not known: once the choice of
 * an occupation (the menu stayed open over the next field while the draft's autosave was
 * saving), once the opening of the Title select just after the wizard loaded (the field took
 * the focus, the menu never showed). A person clicks again: so does this, at most three times
 * for each click, and then the field must say the choice.
 */
export async function choose(page: Page, label: string | RegExp, option: string) {
  const field = page.getByRole('combobox', { name: label });
  const menu = page.getByRole('listbox');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await field.click();
    const opened = await menu.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (opened) break;
  }
  await menu.waitFor({ timeout: 1_000 });
  for (let attempt = 1; attempt <= 3 && (await menu.isVisible()); attempt += 1) {
    await page
      .getByRole('option', { name: option, exact: true })
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if (await menu.isVisible()) throw error;
      });
    await menu.waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => undefined);
  }
  await menu.waitFor({ state: 'hidden', timeout: 1_000 });
  await poll(() => field.innerText()).toBe(option);
}
