import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import branches from '../apps/server/src/seed/branches.json' with { type: 'json' };
import { demoMembers } from '../apps/server/src/seed/demo-members';
import { transferForm } from '../apps/server/test/fixtures';
import {
  application,
  CONSENT,
  poll,
  seekerRow,
  signedIn,
  type Seeker,
} from './support/applications';
import { axeAudit, blocking, describeFindings, type AxeFinding } from './support/axe';
import { ARTIFACTS, startJourney, type Journey } from './support/journey';
import { switchTo, type Language } from './support/language';

let journey: Journey;
/** screen → language → findings, written out for the before/after figures */
const figures: Record<string, Record<string, AxeFinding[]>> = {};

const SHOTS = '/tmp/shots/a11y2';

beforeAll(async () => {
  journey = await startJourney();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await writeFile(path.join(ARTIFACTS, 'axe-figures.json'), JSON.stringify(figures, null, 2));
  await journey?.close();
});

async function audit(page: Page, screen: string, language: Language) {
  const findings = await axeAudit(page);
  (figures[screen] ??= {})[language] = findings;
  const failing = blocking(findings);
  expect.soft(failing, `${screen} (${language}):\n${describeFindings(failing)}`).toEqual([]);
}

/** Audits the screen as it is in English, then in Hindi, and leaves it in English. */
async function auditBoth(page: Page, screen: string) {
  await audit(page, screen, 'en');
  await switchTo(page, 'hi');
  await audit(page, screen, 'hi');
  await switchTo(page, 'en');
}

/**
 * A dialog covers the language toggle: it is opened, audited and closed once per language.
 * `open` returns the dialog, shown.
 */
async function auditDialogBoth(page: Page, screen: string, open: () => Promise<Locator>) {
  for (const language of ['en', 'hi'] as const) {
    if (language === 'hi') await switchTo(page, 'hi');
    const dialog = await open();
    // MUI fades a dialog in over 225 ms; half-faded text would fail the contrast rule
    await page.waitForTimeout(350);
    await audit(page, screen, language);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  await switchTo(page, 'en');
}

/** The screen at 1440 px, for a person to look at what the audit passed. */
async function shot(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { name }).first().waitFor();
}

/** Next until the step's heading shows: a click during the language switch's render is lost. */
async function nextTo(page: Page, title: string) {
  const heading = page.getByRole('heading', { name: title, exact: true });
  await poll(async () => {
    if (await heading.isVisible()) return true;
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    return heading.isVisible();
  }).toBe(true);
  // the Back button's colours fade in over MUI's transition
  await page.waitForTimeout(300);
}

async function createThroughApi(page: Page, seeker: Seeker, action: 'draft' | 'submit') {
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 60, height: 40 } });
  const upload = await page.request.post('/api/photos', {
    multipart: { image: { name: 'seeker.png', mimeType: 'image/png', buffer: png } },
  });
  const { image } = (await upload.json()) as { image: string };
  const created = await page.request.post('/api/registrations', {
    data: {
      ...application(image, seeker),
      ...(action === 'submit' ? { consent: CONSENT } : {}),
      action,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { registration: { id: number; revision: number } })
    .registration;
}

function yearsAgo(years: number) {
  const date = new Date();
  return `${date.getUTCFullYear() - years}-01-10`;
}

// a demo registry member respelt (Sharma → Sarma): the duplicate dialog has a card to show
const member = demoMembers([], new Date(), 240).find(
  (m) => m.lastName === 'Sharma' && m.dob && m.fatherFirstName,
)!;
const TWIN: Seeker = {
  firstName: member.firstName,
  lastName: 'Sarma',
  dob: member.dob!,
  fatherName: `${member.fatherFirstName} Sarma`,
};
// the first initiated member of Agra (the secretary's branch), asked to move to Gurgaon
const mover = demoMembers(
  branches.map((branch) => branch.name),
  new Date(),
).find((row) => row.branch === 'Agra' && row.status === 'Initiated')!;
/** the review screens' warning of a likely duplicate (ADR 049) */
const LIKELY_BANNER = 'Likely duplicate: check before you decide';
const ADULT: Seeker = { firstName: 'Aarohi', lastName: 'Kapoor', dob: yearsAgo(30) };
const YOUNG: Seeker = { firstName: 'Tanmay', lastName: 'Bhatt', dob: yearsAgo(20) };

describe('WCAG 2.2 AA: no serious or critical axe finding, in English and Hindi', () => {
  let twinId = 0;

  it('on the sign-in screen', async () => {
    const { page, context } = await journey.newPage();
    await page.goto('/authentication/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await auditBoth(page, 'sign-in');
    await context.close();
  });

  it("on the secretary's dashboard, a list, the Jigyasu Data popup and each wizard step", async () => {
    const { page, context } = await signedIn(journey, 'secretary', '/dashboard');
    await page
      .getByRole('main')
      .getByRole('link', { name: /In Process/ })
      .waitFor();
    await auditBoth(page, 'secretary dashboard');

    twinId = (await createThroughApi(page, TWIN, 'submit')).id;
    const young = await createThroughApi(page, YOUNG, 'draft');
    const adult = await createThroughApi(page, ADULT, 'draft');

    await page.goto('/uv/jigyasu/inprocess');
    const row = seekerRow(page, TWIN);
    await poll(() => row.count()).toBe(1);
    await auditBoth(page, 'list (In Process)');
    await auditDialogBoth(page, 'Jigyasu Data popup', async () => {
      await row.getByRole('button', { name: String(twinId) }).click();
      const dialog = page.getByRole('dialog');
      await poll(() => dialog.innerText()).toContain(TWIN.firstName);
      return dialog;
    });

    // ages 18 to 21 have step 2 (parent UIDs); the others step 3
    await page.goto(`/jigyasu/${young.id}/edit`);
    await heading(page, 'Initial Details');
    await nextTo(page, 'Parent UID Details (under 22)');
    await page.getByLabel('Step 2 of 6').waitFor();
    await auditBoth(page, 'wizard step 2');

    await page.goto(`/jigyasu/${adult.id}/edit`);
    await heading(page, 'Initial Details');
    await auditBoth(page, 'wizard step 1');
    for (const [step, title] of [
      ['wizard step 3', 'Parent UID Details (22 or older)'],
      ['wizard step 4', 'Applicant Detail'],
      ['wizard step 5', 'Applicant Detail 2'],
      ['wizard step 6', 'Review Details'],
    ] as const) {
      await nextTo(page, title);
      await auditBoth(page, step);
    }
    await context.close();
  });

  it("on the validator's dashboard, the duplicate dialog and Check And Validate", async () => {
    const { page, context } = await signedIn(journey, 'validator', '/uv/dashboard');
    await page.getByRole('main').getByRole('link').first().waitFor();
    await auditBoth(page, 'reviewer dashboard');

    await page.goto('/uv/jigyasu/list');
    const row = seekerRow(page, TWIN);
    await poll(() => row.count()).toBeGreaterThan(0);
    await auditDialogBoth(page, 'duplicate dialog', async () => {
      await row.getByRole('button', { name: /Check Duplicate|डुप्लिकेट/ }).click();
      const dialog = page.getByRole('dialog');
      await poll(() => dialog.getByRole('article').count()).toBeGreaterThan(0);
      return dialog;
    });

    await page.goto(`/uv/check/validate/${twinId}`);
    await page.getByRole('button', { name: 'Validate' }).waitFor();
    await poll(() => page.getByRole('region', { name: LIKELY_BANNER }).count()).toBe(1);
    await auditBoth(page, 'Check And Validate');
    // the twin is a likely duplicate: Validate asks for the acknowledgement (ADR 049), audited
    // as it first shows and as it shows the box's message
    await auditDialogBoth(page, 'Validate confirmation (likely duplicate)', async () => {
      await page.getByRole('button', { name: /^(Validate|सत्यापित करें)$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox').waitFor();
      return dialog;
    });
    await auditDialogBoth(page, 'Validate confirmation, acknowledgement missing', async () => {
      await page.getByRole('button', { name: /^(Validate|सत्यापित करें)$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /^(Validate|सत्यापित करें)$/ }).click();
      await poll(() => dialog.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
      return dialog;
    });

    const record = await page.request.get(`/api/registrations/${twinId}`);
    const { revision } = ((await record.json()) as { registration: { revision: number } })
      .registration;
    const validated = await page.request.post(`/api/registrations/${twinId}/transitions`, {
      data: {
        action: 'validate',
        revision,
        note: 'Documents verified',
        duplicateAcknowledged: true,
      },
    });
    expect(validated.status()).toBe(200);
    await context.close();
  });

  it('on Check And Approve', async () => {
    const { page, context } = await signedIn(journey, 'approver', '/uv/dashboard');
    await page.goto(`/uv/approved/validate/${twinId}`);
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    await poll(() => page.getByRole('list', { name: 'Logs' }).innerText()).toContain(
      'Documents verified',
    );
    await auditBoth(page, 'Check And Approve');
    await auditDialogBoth(page, 'Approve confirmation (likely duplicate)', async () => {
      await page.getByRole('button', { name: /^(Approve|स्वीकृत करें)$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox').waitFor();
      return dialog;
    });
    await context.close();
  });

  it("on the administrator's users screen and the profile", async () => {
    const { page, context } = await signedIn(journey, 'admin', '/admin/users');
    await page.getByRole('button', { name: 'Edit Demo Data Viewer' }).waitFor();
    await shot(page, 'admin-users');
    await auditBoth(page, 'users (admin)');

    await page.goto('/profile');
    await heading(page, 'Profile');
    await shot(page, 'profile');
    await auditBoth(page, 'profile');
    await context.close();
  });

  it("on the secretary's transfer form, transfer requests and search results", async () => {
    const { page, context } = await signedIn(journey, 'secretary', '/dashboard');
    await page.goto('/branch-transfer/form');
    await page.getByLabel(/^UID/).fill(mover.uid);
    await page.getByRole('button', { name: 'Search' }).click();
    const form = page.getByRole('region', { name: 'Branch transfer request' });
    await poll(() => form.getByLabel(/^First name/).inputValue()).toBe(mover.firstName);
    await shot(page, 'transfer-form');
    await auditBoth(page, 'transfer form');

    // a request on the list: its status chip, and for the approver its decision buttons
    const requested = await page.request.post('/api/transfers', {
      data: transferForm(mover.uid, {
        movingToBranch: 'Gurgaon',
        title: mover.title,
        firstName: mover.firstName,
        lastName: mover.lastName,
        email: mover.emailAddress,
        contactNumber: mover.phoneNumber,
        city: 'Gurgaon',
        state: 'Haryana',
      }),
    });
    expect(requested.status(), await requested.text()).toBe(201);

    await page.goto('/branch-transfer/requests');
    await poll(() => page.getByRole('row').filter({ hasText: mover.uid }).count()).toBe(1);
    await shot(page, 'transfer-requests-secretary');
    await auditBoth(page, 'transfer requests (secretary)');

    await page.goto('/search?q=Sharma');
    await poll(() =>
      page
        .getByRole('main')
        .getByText(/Sharma/)
        .count(),
    ).toBeGreaterThan(0);
    await shot(page, 'search');
    await auditBoth(page, 'search results');
    await context.close();
  });

  it("on the approver's transfer requests, outbox and pre-check matches, and the secretary's notifications", async () => {
    const { page, context } = await signedIn(journey, 'approver', '/uv/dashboard');
    // approving the validated twin queues a hand-off (a row in the outbox) and tells the
    // secretary (an item in the bell's panel)
    const record = await page.request.get(`/api/registrations/${twinId}`);
    const { revision } = ((await record.json()) as { registration: { revision: number } })
      .registration;
    const approved = await page.request.post(`/api/registrations/${twinId}/transitions`, {
      // the twin is a likely duplicate: the approver says she compared them (ADR 049)
      data: { action: 'approve', revision, note: '', duplicateAcknowledged: true },
    });
    expect(approved.status(), await approved.text()).toBe(200);

    await page.goto('/branch-transfer/requests');
    const row = page.getByRole('row').filter({ hasText: mover.uid });
    await row.getByRole('button', { name: /^Approve/ }).waitFor();
    await shot(page, 'transfer-requests-approver');
    await auditBoth(page, 'transfer requests (approver)');

    await page.goto('/outbox');
    await heading(page, 'Outbox');
    // without a collection service the hand-off is stored locally and soon delivered
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await poll(() =>
      page
        .getByRole('row')
        .filter({ hasText: String(twinId) })
        .count(),
    ).toBeGreaterThan(0);
    await shot(page, 'outbox');
    await auditBoth(page, 'outbox');

    // who ran a duplicate pre-check that matched someone (ADR 045)
    await page.goto('/duplicates/precheck-matches');
    await heading(page, 'Duplicate pre-check matches');
    await page.getByRole('grid', { name: 'Duplicate pre-check matches' }).waitFor();
    await shot(page, 'precheck-matches');
    await auditBoth(page, 'pre-check matches');
    await context.close();

    const secretary = await signedIn(journey, 'secretary', '/dashboard');
    await auditDialogBoth(secretary.page, 'notification panel', async () => {
      await secretary.page.getByTestId('notification-bell').click();
      const panel = secretary.page.getByRole('dialog', { name: /Notifications|सूचनाएँ/ });
      await poll(() => panel.getByTestId('notification-item').count()).toBeGreaterThan(0);
      return panel;
    });
    await secretary.page.getByTestId('notification-bell').click();
    await secretary.page.getByTestId('notification-item').first().waitFor();
    await secretary.page.waitForTimeout(350);
    await shot(secretary.page, 'notification-panel');
    await secretary.context.close();
  });
});
