/**
 * Largest contentful paint and total blocking time of three pages in headless Chromium: the
 * sign-in page (cold cache), the branch secretary's dashboard and a 50-row list (after signing
 * in, as a returning user reloads them). The server is the real one on a fresh data folder with
 * the demo seed, serving a production build; 60 applications are submitted through the API
 * first so the list has a full page.
 *
 *   npm run bench:vitals            (--runs 5: each page is loaded that many times; medians)
 *   npm run bench:vitals -- --profile slow
 *     a secretary on mobile data with an old phone: 150 ms round trips, 1.6 Mbit/s
 *     down, 750 kbit/s up and a CPU four times slower, through Chromium's DevTools protocol
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rmSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startTestServer } from '../apps/server/test/spawn-server';
import { pngBytes, TEST_CONSENT, validApplication } from '../apps/server/test/fixtures';
import { buildWithManifest } from './web-size';

const PASSWORD = 'FormA@2026';

const PROFILES = {
  fast: { lcpTargetMs: 1000, network: undefined, cpuSlowdown: 1 },
  slow: {
    lcpTargetMs: 3000,
    network: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
    cpuSlowdown: 4,
  },
} as const;
type ProfileName = keyof typeof PROFILES;
let profile: (typeof PROFILES)[ProfileName] = PROFILES.fast;

/** Applies the profile's network and CPU limits to a page (no-op for the fast profile). */
async function throttle(page: Page) {
  if (!profile.network && profile.cpuSlowdown === 1) return;
  const cdp = await page.context().newCDPSession(page);
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

interface PageMetrics {
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
}

/**
 * Runs in the page. LCP is the last 'largest-contentful-paint' entry; TBT sums the part over
 * 50 ms of each long task after first contentful paint, up to now (the content is on screen).
 */
const collectMetrics = () =>
  new Promise<PageMetrics>((resolve) => {
    const lcp: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const tasks: Array<{ start: number; duration: number }> = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    // Observers deliver buffered entries asynchronously: give them a moment.
    setTimeout(() => {
      const fcp =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const tbt = tasks
        .filter((task) => task.start >= fcp)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      resolve({ lcpMs: lcp.at(-1) ?? Number.NaN, tbtMs: tbt, fcpMs: fcp });
    }, 300);
  });

async function measure(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  await page.goto(url);
  await ready(page);
  // Let the page settle so late long tasks (and a later, larger paint) are seen.
  await page.waitForTimeout(500);
  return page.evaluate(collectMetrics);
}

async function signInThroughScreen(page: Page, uid: string) {
  await page.goto('/authentication/sign-in');
  await page.getByLabel('UID').fill(uid);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/authentication'));
}

async function submitApplications(baseUrl: string, count: number) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid: 'secretary', password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }),
    'p.png',
  );
  const upload = await fetch(`${baseUrl}/api/photos`, {
    method: 'POST',
    body: form,
    headers: auth,
  });
  const { image } = (await upload.json()) as { image: string };
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${baseUrl}/api/registrations`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...validApplication(image, 25 + (i % 40)),
        consent: TEST_CONSENT,
        action: 'submit',
      }),
    });
    if (!response.ok) throw new Error(`submitting application ${i}: ${response.status}`);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      profile: { type: 'string', default: 'fast' },
    },
  });
  const runs = Math.max(1, Number(values.runs));
  if (!(values.profile in PROFILES)) throw new Error(`--profile is fast or slow`);
  profile = PROFILES[values.profile as ProfileName];
  const LCP_TARGET_MS = profile.lcpTargetMs;
  const distDir = buildWithManifest();
  const server = await startTestServer({ WEB_DIST_DIR: distDir });
  const browser = await launchBrowser();
  const results: Record<string, PageMetrics[]> = {
    'sign-in (cold cache)': [],
    '/dashboard': [],
    '/jigyasu/list, 50 rows': [],
  };
  try {
    await submitApplications(server.baseUrl, 60);
    const newContext = (): Promise<BrowserContext> =>
      browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });

    for (let run = 0; run < runs; run += 1) {
      const cold = await newContext();
      const coldPage = await cold.newPage();
      await throttle(coldPage);
      results['sign-in (cold cache)']!.push(
        await measure(coldPage, '/authentication/sign-in', (page) =>
          page.getByRole('button', { name: 'Sign in' }).waitFor(),
        ),
      );
      await cold.close();

      const context = await newContext();
      const page = await context.newPage();
      await throttle(page);
      await signInThroughScreen(page, 'secretary');
      results['/dashboard']!.push(
        await measure(page, '/dashboard', (p) => p.getByText('Add New Jigyasu').first().waitFor()),
      );
      results['/jigyasu/list, 50 rows']!.push(
        await measure(page, '/jigyasu/list', async (p) => {
          await p.waitForFunction(() => document.querySelectorAll('[role="row"]').length >= 51);
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(distDir, { recursive: true, force: true });
  }

  const lines = [
    `Browser metrics, headless Chromium, ${values.profile} profile, median of ${runs} loads (${path.basename(process.argv[1] ?? '')})`,
    '',
    '| Page | LCP ms | TBT ms | FCP ms | LCP target | met |',
    '|---|---:|---:|---:|---:|---|',
  ];
  let allMet = true;
  for (const [name, samples] of Object.entries(results)) {
    const lcp = median(samples.map((s) => s.lcpMs));
    const met = lcp <= LCP_TARGET_MS;
    allMet &&= met;
    lines.push(
      `| ${name} | ${lcp.toFixed(0)} | ${median(samples.map((s) => s.tbtMs)).toFixed(0)} | ` +
        `${median(samples.map((s) => s.fcpMs)).toFixed(0)} | ≤ ${LCP_TARGET_MS} | ${met ? 'yes' : 'NO'} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  if (!allMet) process.stdout.write('\nAt least one page is over the LCP target.\n');
}

await main();
