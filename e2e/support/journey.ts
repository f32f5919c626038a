import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
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

/** Signs in through the sign-in screen, as a person would. */
export async function signIn(page: Page, uid: string, password = DEMO_PASSWORD) {
  await page.goto('/authentication/sign-in');
  await page.getByLabel('UID').fill(uid);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
