import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_MESSAGES, WORKFLOW_ALERTS } from '@form-a/domain/messages';
import { openFromMenu, poll, seekerRow, signedIn, submitThroughApi } from './support/applications';
import { startJourney, type Journey } from './support/journey';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => journey?.close());

const SEEKER = { firstName: 'Vikrant', lastName: 'Malhotra' };

describe('review and approval', () => {
  let registrationId = 0;
  let jigyasuId = '';

  it('a secretary submits a record through the API and finds it from the In Process tile', async () => {
    const { page, context } = await signedIn(journey, 'secretary', '/dashboard');
    const inProcessTile = page.getByRole('main').getByRole('link', { name: /In Process/ });
    const before = Number((await inProcessTile.getByText(/^\d+$/).innerText()).trim());

    registrationId = (await submitThroughApi(page, SEEKER)).id;

    await page.reload();
    await poll(async () =>
      Number((await inProcessTile.getByText(/^\d+$/).innerText()).trim()),
    ).toBe(before + 1);
    await inProcessTile.click();
    await page.waitForURL('**/uv/jigyasu/inprocess');
    await poll(() => seekerRow(page, SEEKER).count()).toBe(1);
    await context.close();
  });

  it('the validator validates it from the pending validation list', async () => {
    const { page, context } = await signedIn(journey, 'validator', '/uv/dashboard');
    await openFromMenu(page, 'Pending Validation', '/uv/jigyasu/list');
    await seekerRow(page, SEEKER).getByRole('link', { name: 'Check And Validate' }).click();
    await page.waitForURL(`**/uv/check/validate/${registrationId}`);
    await page.getByLabel('Note').fill('Documents verified');
    await journey.screenshot(page, 'review-check-validate');
    await page.getByRole('button', { name: 'Validate' }).click();
    await poll(() => page.getByRole('alert').first().innerText()).toBe(WORKFLOW_ALERTS.validated);
    await page.waitForURL('**/uv/jigyasu/list');
    await context.close();
  });

  it('the approver returns it, and it is back in the validator queue', async () => {
    const { page, context } = await signedIn(journey, 'approver', '/uv/dashboard');
    await openFromMenu(page, 'Pending Approval', '/uv/jigyasu/validated');
    await seekerRow(page, SEEKER).getByRole('link', { name: 'Check And Approve' }).click();
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
    const { page, context } = await signedIn(journey, 'validator', '/uv/dashboard');
    await openFromMenu(page, 'Pending Validation', '/uv/jigyasu/list');
    await seekerRow(page, SEEKER).getByRole('link', { name: 'Check And Validate' }).click();
    const logs = page.getByRole('list', { name: 'Logs' });
    await poll(() => logs.innerText()).toContain('Father name spelling to be checked');
    await page.getByRole('button', { name: 'Validate' }).click();
    await poll(() => page.getByRole('alert').first().innerText()).toBe(WORKFLOW_ALERTS.validated);
    await page.waitForURL('**/uv/jigyasu/list');
    await context.close();
  });

  it('the approver approves it and sees the new Jigyasu ID', async () => {
    const { page, context } = await signedIn(journey, 'approver', '/uv/dashboard');
    await openFromMenu(page, 'Pending Approval', '/uv/jigyasu/validated');
    await seekerRow(page, SEEKER).getByRole('link', { name: 'Check And Approve' }).click();
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
    const { page, context } = await signedIn(journey, 'secretary', '/dashboard');
    await page
      .getByRole('link', { name: /Approved/ })
      .first()
      .click();
    await page.waitForURL('**/uv/jigyasu/approved');
    const row = seekerRow(page, SEEKER);
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
    const { page, context } = await signedIn(journey, 'approver', '/uv/dashboard');
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
      seekerRow(page, SEEKER).getByRole('link', { name: 'View Data' }).click(),
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
    const secretary = await signedIn(unreachable, 'secretary', '/dashboard');
    const record = await submitThroughApi(secretary.page, seeker);
    await secretary.context.close();

    const validator = await signedIn(unreachable, 'validator', '/uv/dashboard');
    const validated = await validator.page.request.post(
      `/api/registrations/${record.id}/transitions`,
      { data: { action: 'validate', revision: record.revision, note: '' } },
    );
    expect(validated.status()).toBe(200);
    await validator.context.close();

    const { page, context } = await signedIn(unreachable, 'approver', '/uv/dashboard');
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
