import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';
import { launchBrowser } from './browser';
import { REPO_ROOT, startTestServer, type TestServer } from './server';

export const DEMO_PASSWORD = 'FormA@2026';
export const ARTIFACTS = path.join(REPO_ROOT, '.e2e-artifacts');

export interface Journey {
  server: TestServer;
  browser: Browser;
  newPage(options?: {
    width?: number;
    height?: number;
  }): Promise<{ context: BrowserContext; page: Page }>;
  /** A full-page screenshot in the run's artifacts, and in `alsoIn` for a person to look at. */
  screenshot(page: Page, name: string, alsoIn?: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh server (own data folder, demo seed, the run's web build) and a headless Chromium. */
export async function startJourney(env: Record<string, string> = {}): Promise<Journey> {
  const server = await startTestServer(
    { WEB_DIST_DIR: inject('webDistDir'), ...env },
    { template: inject('embeddedTemplate') },
  );
  const browser = await launchBrowser();
  await mkdir(ARTIFACTS, { recursive: true });
  return {
    server,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      try {
        onTestFailed(async ({ task }) => {
          await describeFailedPages(context, task.name);
        });
      } catch {
        // opened in a beforeAll, outside any test: a failing hook reports itself
      }
      return { context, page };
    },
    async screenshot(page, name, alsoIn) {
      const file = path.join(ARTIFACTS, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      if (alsoIn) {
        await mkdir(alsoIn, { recursive: true });
        await copyFile(file, path.join(alsoIn, `${name}.png`));
      }
      return file;
    },
    async close() {
      await browser.close().catch(() => undefined);
      await server.stop();
    },
  };
}

/**
 * What each of a failed journey's pages showed, in the test's output: its address and its
 * accessibility tree (what a getByRole could find: a menu left open hides the rest of the page),
 * and a screenshot among the artifacts. A CI run's failure is then read, not guessed.
 */
async function describeFailedPages(context: BrowserContext, testName: string) {
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  for (const [index, page] of context.pages().entries()) {
    if (page.isClosed()) continue;
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((error: unknown) => `(no snapshot: ${String(error)})`);
    const file = path.join(ARTIFACTS, `failed-${slug}-${index}.png`);
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).catch(() => undefined);
    console.error(`--- failed journey page ${index}: ${page.url()}\n${tree.slice(0, 6_000)}`);
  }
}

/**
 * Waits for `locator`; when it never shows, the failure says what the page showed instead (its
 * address and text), so a failure in a run whose artifacts are out of reach still has a cause.
 */
export async function waitOrShowPage(page: Page, locator: Locator) {
  try {
    await locator.waitFor();
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 5_000 })
      .catch((reason: unknown) => `(no text: ${String(reason)})`);
    throw new Error(
      `${String(error).split('\n')[0]}\n--- the page (${page.url()}) showed:\n${text.slice(0, 1_500)}`,
      { cause: error },
    );
  }
}

/** Signs in through the sign-in screen, as a person would. */
export async function signIn(page: Page, uid: string, password = DEMO_PASSWORD) {
  await page.goto('/authentication/sign-in');
  await page.getByLabel('UID').fill(uid);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
