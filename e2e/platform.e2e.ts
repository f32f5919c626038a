import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUTH_MESSAGES } from '@form-a/domain/messages';
import { poll } from './support/applications';
import { signIn, startJourney, type Journey } from './support/journey';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => journey?.close());

async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

describe('sign-up and the no-role page', () => {
  it('a new account signs in and is told an administrator must grant a role', async () => {
    const { page, context } = await journey.newPage();
    await page.goto('/authentication/sign-up');
    await page.getByLabel('Name').fill('Asha Verma');
    await page.getByLabel('Email').fill('asha.verma@example.org');
    await page.getByLabel(/^Password/).fill('Secret-pass-2026');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/authentication/sign-in');

    await signIn(page, 'asha.verma@example.org', 'Secret-pass-2026');
    await poll(() => page.getByText(AUTH_MESSAGES.noRole).isVisible()).toBe(true);
    await context.close();
  });
});

describe('security headers on the built app', () => {
  it('come with the page, its scripts and the fallback page of a deep link', async () => {
    const base = journey.server.baseUrl;
    const page = await fetch(`${base}/authentication/sign-in`);
    const html = await page.text();
    const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    for (const response of [
      page,
      await fetch(new URL(script!, base)),
      await fetch(`${base}/jigyasu/data/12345`),
    ]) {
      expect(response.status, response.url).toBe(200);
      expect(response.headers.get('content-security-policy'), response.url).toContain(
        "default-src 'self'",
      );
      expect(response.headers.get('x-content-type-options'), response.url).toBe('nosniff');
    }
  });
});

describe('each demo role', () => {
  const ROLES = [
    {
      uid: 'secretary',
      home: '/dashboard',
      menu: [
        'Dashboard',
        'Add New Jigyasu',
        'Drafts',
        'In Process',
        'Approved',
        'Returned for Correction',
        'My List',
        'Branch Transfer',
      ],
      notIn: 'Pending Validation',
    },
    {
      uid: 'validator',
      home: '/uv/dashboard',
      menu: ['Dashboard', 'Pending Validation', 'Pending Approval', 'Submitted'],
      notIn: 'Add New Jigyasu',
    },
    {
      uid: 'approver',
      home: '/uv/dashboard',
      menu: ['Dashboard', 'Pending Validation', 'Pending Approval', 'Submitted'],
      notIn: 'Add New Jigyasu',
    },
    {
      uid: 'viewer',
      home: '/vr/dashboard',
      menu: ['Dashboard', 'Profile'],
      notIn: 'Pending Validation',
    },
    { uid: 'admin', home: '/admin/users', menu: ['Users', 'Profile'], notIn: 'Dashboard' },
  ];

  it.each(ROLES)('$uid lands on $home with its own menu', async ({ uid, home, menu, notIn }) => {
    const { page, context } = await journey.newPage();
    await signIn(page, uid);
    await page.waitForURL(`**${home}`);
    const entries = await menuEntries(page);
    expect(entries).toEqual(expect.arrayContaining(menu));
    expect(entries).not.toContain(notIn);
    await journey.screenshot(page, `platform-home-${uid}`);
    await context.close();
  });

  it('sends a data viewer who opens a secretary screen to the viewer dashboard', async () => {
    const { page, context } = await journey.newPage();
    await signIn(page, 'viewer');
    await page.waitForURL('**/vr/dashboard');
    await page.goto('/jigyasu/form');
    await page.waitForURL('**/vr/dashboard');
    await context.close();
  });

  it('asks a visitor without a session to sign in', async () => {
    const { page, context } = await journey.newPage();
    await page.goto('/dashboard');
    await poll(() => page.getByText(AUTH_MESSAGES.pleaseSignIn).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/authentication/sign-in');
    await context.close();
  });
});

describe('the session countdown', () => {
  it('warns at 600 s left and Extend resets it to 3500 s', async () => {
    const { page, context } = await journey.newPage();
    await page.clock.install();
    await signIn(page, 'validator');
    await page.waitForURL('**/uv/dashboard');
    const timer = page.getByRole('timer', { name: 'Session time remaining' });
    await poll(() => timer.innerText()).toMatch(/^00:5[89]:\d\d$/);

    await page.clock.fastForward('48:30'); // 3500 s − 2910 s = 590 s left
    const dialog = page.getByRole('dialog');
    await poll(() => dialog.getByText(AUTH_MESSAGES.sessionWarning).isVisible()).toBe(true);
    await journey.screenshot(page, 'platform-session-warning');

    await dialog.getByRole('button', { name: 'Extend Session' }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    await poll(() => timer.innerText()).toMatch(/^00:5[89]:\d\d$/);
    await context.close();
  });
});

describe('sign-out', () => {
  it('returns to sign-in, and the old session cookie gets 401', async () => {
    const { page, context } = await journey.newPage();
    await signIn(page, 'approver');
    await page.waitForURL('**/uv/dashboard');
    const cookie = (await context.cookies()).find((c) => c.name === 'forma_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');

    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL('**/authentication/sign-in');

    const response = await fetch(`${journey.server.baseUrl}/api/auth/me`, {
      headers: { cookie: `forma_session=${cookie!.value}` },
    });
    expect(response.status).toBe(401);
    // nothing in the browser's storage holds the token
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain(cookie!.value);
    await context.close();
  });
});

describe('a return visit on a flaky link', () => {
  it('shows the sign-in page from the service worker when the network is gone, and keeps no API answer', async () => {
    const { page, context } = await journey.newPage();
    await page.goto('/authentication/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // Installing precaches the whole app shell, slow on a busy machine; the state in the
    // failure message says whether it never registered or is still installing.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return {
              registered: !!registration,
              installing: registration?.installing?.state,
              active: registration?.active?.state,
            };
          }),
        { timeout: 90_000 },
      )
      .toMatchObject({ active: 'activated' });
    await poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await context.setOffline(false);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.map((url) => new URL(url).pathname);
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => path.startsWith('/api') || path.startsWith('/ext'))).toEqual([]);
    await context.close();
  });
});

describe('the sign-in page on a slow link', () => {
  it('is drawn before any script runs, then the live form takes its place without a trace', async () => {
    const { page, context } = await journey.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/authentication/sign-in');
    // the picture of the page: readable at once, not usable until the app runs
    await poll(() =>
      page.getByText('Enter your UID or email address and your password to sign in.').isVisible(),
    ).toBe(true);
    expect(await page.locator('[data-boot-shell]').getAttribute('inert')).toBe('');
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);

    await page.unroute('**/assets/*.js');
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');
    expect(await page.locator('[data-boot-shell]').count()).toBe(0);
    expect(await page.locator('style[data-emotion^="shell"]').count()).toBe(0);
    await context.close();
  });
});
