import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LOOKUP_MESSAGES, WORKFLOW_ALERTS } from '@form-a/domain/messages';
import { signIn, startJourney, type Journey } from './support/journey';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => journey?.close());

/** A seeker nobody else in the demo data is called, so their row is easy to find. */
const SEEKER = { firstName: 'Vikrant', lastName: 'Malhotra' };

/** A complete application for a 30-year-old (parents' UIDs optional), like the API tests'. */
function application(photo: string, seeker = SEEKER) {
  const year = new Date().getUTCFullYear() - 30;
  return {
    branch: 'Agra',
    title: 'MR',
    firstName: seeker.firstName,
    middleName: '',
    lastName: seeker.lastName,
    dob: `${year}-01-10`,
    fatherUid: '',
    fatherTitle: 'MR',
    fatherName: 'Raghav Malhotra',
    motherUid: '',
    motherTitle: 'MS',
    motherName: 'Sunita Malhotra',
    spouseUid: '',
    spouseTitle: '',
    spouseName: '',
    address1: '7 Dayal Bagh Road',
    address2: '',
    zipcode: '282005',
    country: 'IN',
    region: 'Uttar Pradesh',
    city: 'Agra',
    email: 'vikrant.malhotra@example.org',
    phone: '+919812345678',
    caste: 'GN',
    qualification: '58',
    occupation: '15',
    nationality: 'IN',
    designation: '',
    organization: '',
    bloodGroup: 'B+',
    photo,
    bySecyVerification: true,
    note: '',
  };
}

async function signedIn(
  uid: string,
  home: string,
  on: Journey = journey,
): Promise<{ page: Page; context: BrowserContext }> {
  const session = await on.newPage();
  await signIn(session.page, uid);
  await session.page.waitForURL(`**${home}`);
  return session;
}

/** expect.poll with room for a screen's lazy chunks and API calls (its default is 1 s). */
function poll<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 15_000 });
}

/** The grid row of the seeker on the current list. */
function seekerRow(page: Page, seeker = SEEKER) {
  return page.getByRole('row').filter({ hasText: seeker.firstName });
}

/** Uploads a photo and submits the seeker's application through the API, as `page`'s user. */
async function submitThroughApi(page: Page, seeker = SEEKER) {
  // a real PNG: a corner of the screen
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 60, height: 40 } });
  const upload = await page.request.post('/api/photos', {
    multipart: {
      image: { name: 'seeker.png', mimeType: 'image/png', buffer: png },
      title: 'applicant',
    },
  });
  expect(upload.status()).toBe(201);
  const { image } = (await upload.json()) as { image: string };
  const created = await page.request.post('/api/registrations', {
    data: { ...application(image, seeker), action: 'submit' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { registration: { id: number; revision: number } })
    .registration;
}

/** Opens a list from the sidebar, as a person would. */
async function openFromMenu(page: Page, entry: string, path: string) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: entry })
    .click();
  await page.waitForURL(`**${path}`);
}

describe('review and approval', () => {
  let registrationId = 0;
  let jigyasuId = '';

  it('a secretary submits a record through the API and finds it from the In Process tile', async () => {
    const { page, context } = await signedIn('secretary', '/dashboard');
    const inProcessTile = page.getByRole('main').getByRole('link', { name: /In Process/ });
    const before = Number((await inProcessTile.getByText(/^\d+$/).innerText()).trim());

    registrationId = (await submitThroughApi(page)).id;

    await page.reload();
    await poll(async () =>
      Number((await inProcessTile.getByText(/^\d+$/).innerText()).trim()),
    ).toBe(before + 1);
    await inProcessTile.click();
    await page.waitForURL('**/uv/jigyasu/inprocess');
    await poll(() => seekerRow(page).count()).toBe(1);
    await context.close();
  });

  it('the validator validates it from the pending validation list', async () => {
    const { page, context } = await signedIn('validator', '/uv/dashboard');
    await openFromMenu(page, 'Pending Validation', '/uv/jigyasu/list');
    await seekerRow(page).getByRole('link', { name: 'Check And Validate' }).click();
    await page.waitForURL(`**/uv/check/validate/${registrationId}`);
    await page.getByLabel('Note').fill('Documents verified');
    await journey.screenshot(page, 'review-check-validate');
    await page.getByRole('button', { name: 'Validate' }).click();
    await poll(() => page.getByRole('alert').first().innerText()).toBe(WORKFLOW_ALERTS.validated);
    await page.waitForURL('**/uv/jigyasu/list');
    await context.close();
  });

  it('the approver returns it, and it is back in the validator queue', async () => {
    const { page, context } = await signedIn('approver', '/uv/dashboard');
    await openFromMenu(page, 'Pending Approval', '/uv/jigyasu/validated');
    await seekerRow(page).getByRole('link', { name: 'Check And Approve' }).click();
    await page.waitForURL(`**/uv/approved/validate/${registrationId}`);
    await page.getByLabel('Note').fill('Father name spelling to be checked');
    // the spec's label on the approve screen; the server sends it back to the validator (2 → 1)
    await page.getByRole('button', { name: 'Return to Branch Secretary' }).click();
    await poll(() => page.getByRole('alert').first().innerText()).toBe(
      WORKFLOW_ALERTS.returnedToValidator,
    );
    await page.waitForURL('**/uv/jigyasu/validated');
    await context.close();
  });

  it('the validator validates it again, reading the approver note in the logs', async () => {
    const { page, context } = await signedIn('validator', '/uv/dashboard');
    await openFromMenu(page, 'Pending Validation', '/uv/jigyasu/list');
    await seekerRow(page).getByRole('link', { name: 'Check And Validate' }).click();
    const logs = page.getByRole('list', { name: 'Logs' });
    await poll(() => logs.innerText()).toContain('Father name spelling to be checked');
    await page.getByRole('button', { name: 'Validate' }).click();
    await poll(() => page.getByRole('alert').first().innerText()).toBe(WORKFLOW_ALERTS.validated);
    await page.waitForURL('**/uv/jigyasu/list');
    await context.close();
  });

  it('the approver approves it and sees the new Jigyasu ID', async () => {
    const { page, context } = await signedIn('approver', '/uv/dashboard');
    await openFromMenu(page, 'Pending Approval', '/uv/jigyasu/validated');
    await seekerRow(page).getByRole('link', { name: 'Check And Approve' }).click();
    await page.waitForURL(`**/uv/approved/validate/${registrationId}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    const alert = page.getByRole('alert').filter({ hasText: WORKFLOW_ALERTS.approvedPrefix });
    await alert.waitFor();
    const text = await alert.innerText();
    const match = /:\s*([A-Z]{3}\d{8}\d+J)$/.exec(text.trim());
    expect(match, text).not.toBeNull();
    jigyasuId = match![1]!;
    expect(jigyasuId.startsWith('VMA')).toBe(true);
    await journey.screenshot(page, 'review-approved-alert');
    // the alert comes along to the approval list
    await page.waitForURL('**/uv/jigyasu/validated');
    await poll(() => page.getByText(text.trim()).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('the secretary sees it in Approved with its UID, and its logs in the popup', async () => {
    const { page, context } = await signedIn('secretary', '/dashboard');
    await page
      .getByRole('link', { name: /Approved/ })
      .first()
      .click();
    await page.waitForURL('**/uv/jigyasu/approved');
    const row = seekerRow(page);
    await poll(() => row.getByText(jigyasuId).count()).toBe(1);
    await row.getByRole('button', { name: String(registrationId) }).click();
    const dialog = page.getByRole('dialog', { name: 'Jigyasu Data' });
    await poll(() => dialog.innerText()).toContain(jigyasuId);
    expect(await dialog.innerText()).not.toContain(LOOKUP_MESSAGES.uidNotGenerated);
    await poll(() => dialog.getByRole('list', { name: 'Logs' }).innerText()).toContain(
      'Documents verified',
    );
    await journey.screenshot(page, 'review-secretary-popup');
    await context.close();
  });

  it("the approver's 'View Data' shows the capitalised record from the collection service", async () => {
    const { page, context } = await signedIn('approver', '/uv/dashboard');
    // the server's worker hands the record over within a second or two
    await poll(async () => {
      const response = await page.request.get(
        `/api/registrations/${registrationId}/approved-record`,
      );
      const body = (await response.json()) as { delivery: { state: string } | null };
      return body.delivery?.state;
    }).toBe('delivered');

    await openFromMenu(page, 'Submitted', '/uv/jigyasu/submited/list');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      seekerRow(page).getByRole('link', { name: 'View Data' }).click(),
    ]);
    await tab.waitForURL(`**/uv/jigyasu/submited/details/${jigyasuId}`);
    const grid = tab.getByRole('grid', { name: 'View Data' });
    await poll(() => grid.getByRole('gridcell', { name: jigyasuId }).count()).toBe(1);
    for (const header of ['UID', 'Affiliation', 'Title', 'First_Name', 'Last_Name']) {
      expect(
        await grid.getByRole('columnheader', { name: header, exact: true }).count(),
        header,
      ).toBe(1);
    }
    expect(await grid.getByRole('gridcell', { name: 'VIKRANT' }).count()).toBe(1);
    expect(await grid.getByRole('gridcell', { name: 'MALHOTRA' }).count()).toBe(1);
    await journey.screenshot(tab, 'review-view-data');
    await context.close();
  });
});

describe('a hand-off the collection service does not take', () => {
  let unreachable: Journey;
  const seeker = { firstName: 'Harshita', lastName: 'Bansal' };

  beforeAll(async () => {
    // nothing listens on port 9 here: every delivery fails, and counts as failed at once
    unreachable = await startJourney({
      COLLECTION_SERVICE_URL: 'http://127.0.0.1:9',
      OUTBOX_FAILED_AFTER_ATTEMPTS: '1',
    });
  });
  afterAll(async () => unreachable?.close());

  it('leaves the record approved, says so, and lists it in the Outbox with Retry', async () => {
    const secretary = await signedIn('secretary', '/dashboard', unreachable);
    const record = await submitThroughApi(secretary.page, seeker);
    await secretary.context.close();

    const validator = await signedIn('validator', '/uv/dashboard', unreachable);
    const validated = await validator.page.request.post(
      `/api/registrations/${record.id}/transitions`,
      { data: { action: 'validate', revision: record.revision, note: '' } },
    );
    expect(validated.status()).toBe(200);
    await validator.context.close();

    const { page, context } = await signedIn('approver', '/uv/dashboard', unreachable);
    await openFromMenu(page, 'Pending Approval', '/uv/jigyasu/validated');
    await seekerRow(page, seeker).getByRole('link', { name: 'Check And Approve' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    const approved = page.getByRole('alert').filter({ hasText: WORKFLOW_ALERTS.approvedPrefix });
    await approved.waitFor();
    const jigyasuId = /([A-Z]{3}\d{8}\d+J)$/.exec((await approved.innerText()).trim())![1]!;
    await poll(() =>
      page.getByText(/hand-off to the collection service is queued/).isVisible(),
    ).toBe(true);
    // after the redirect the approval list still tells both
    await page.waitForURL('**/uv/jigyasu/validated');
    await poll(() =>
      page.getByText(/hand-off to the collection service is queued/).isVisible(),
    ).toBe(true);

    await openFromMenu(page, 'Outbox', '/outbox');
    const row = page.getByRole('row').filter({ hasText: jigyasuId });
    // the worker's first attempt fails within a second or two; the screen refreshes on its own
    await poll(async () => {
      await page.reload();
      return row
        .getByText('Failed', { exact: true })
        .waitFor({ timeout: 3_000 })
        .then(
          () => true,
          () => false,
        );
    }).toBe(true);
    expect((await row.innerText()).toLowerCase()).toMatch(/error|refused|fetch|connect/);
    await row.getByRole('button', { name: `Retry ${jigyasuId}` }).click();
    await poll(() => page.getByText('The hand-off will be tried again now.').isVisible()).toBe(
      true,
    );
    await unreachable.screenshot(page, 'review-outbox');
    await context.close();
  });
});
