import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TRANSFER_MESSAGES } from '@form-a/domain/messages';
import branches from '../apps/server/src/seed/branches.json' with { type: 'json' };
import { demoMembers } from '../apps/server/src/seed/demo-members';
import { signIn, startJourney, type Journey } from './support/journey';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => journey?.close());

/**
 * The demo registry is deterministic: the seed calls demoMembers with the branch file's names
 * and the day the server started. The first initiated member of Agra (the secretary's branch)
 * is moved to Gurgaon, whose secretary (secretary2) can look the member up afterwards.
 */
const member = demoMembers(
  branches.map((branch) => branch.name),
  new Date(),
).find((row) => row.branch === 'Agra' && row.status === 'Initiated');
const DESTINATION = 'Gurgaon';
const NOTE = 'Moved with the family; welcome to Gurgaon.';

async function openFromMenu(page: Page, entry: string, path: string) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: entry })
    .click();
  await page.waitForURL(`**${path}`);
}

async function searchUid(page: Page, uid: string) {
  await page.getByLabel(/^UID/).fill(uid);
  await page.getByRole('button', { name: 'Search' }).click();
}

function requestRow(page: Page, uid: string) {
  return page.getByRole('grid').getByRole('row').filter({ hasText: uid });
}

describe('branch transfer, from search to decision', () => {
  it('a secretary requests a transfer, an approver approves it, and the member moves', async () => {
    expect(member, 'an initiated member of Agra in the demo registry').toBeDefined();
    const uid = member!.uid;

    // the Agra secretary finds the member (the search accepts a lower-case j) and asks
    const secretary = await journey.newPage();
    await signIn(secretary.page, 'secretary');
    await secretary.page.waitForURL('**/dashboard');
    await openFromMenu(secretary.page, 'Branch Transfer', '/branch-transfer/form');
    await searchUid(secretary.page, uid.toLowerCase());
    const form = secretary.page.getByRole('region', { name: 'Branch transfer request' });
    await expect.poll(() => form.getByLabel(/^Current branch/).inputValue()).toBe('Agra');
    expect(await form.getByLabel(/^First name/).inputValue()).toBe(member!.firstName);
    expect(await form.getByLabel(/^Contact number/).inputValue()).toBe(member!.phoneNumber);

    await form.getByRole('combobox', { name: /^Moving to branch/ }).fill('gurg');
    await secretary.page.getByRole('option', { name: DESTINATION, exact: true }).click();
    await form
      .getByRole('radiogroup', { name: /^Attendance/ })
      .getByLabel('Good')
      .check();
    const behaviour = form.getByRole('radiogroup', { name: /^Behaviour/ });
    await behaviour.getByLabel('Other').check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => form.getByText(TRANSFER_MESSAGES.otherBehaviourRequired).isVisible())
      .toBe(true);
    await behaviour.getByLabel('Nothing against conduct').check();
    await form.getByLabel(/^Address line 1/).fill('House 14, Sector 21');
    await form.getByLabel(/^Address line 2/).fill('Near the satsang hall');
    await form.getByLabel(/^Address line 3/).fill('Old Delhi Road');
    await form.getByLabel(/^City/).fill('Gurgaon');
    await form.getByLabel(/^State/).fill('Haryana');
    await form.getByLabel(/^Country/).fill('India');
    await journey.screenshot(secretary.page, 'branch-transfer-form');
    await form.getByRole('button', { name: 'Submit' }).click();

    await secretary.page.waitForURL('**/branch-transfer/requests');
    await expect
      .poll(() => secretary.page.getByText('Transfer request has been submitted.').isVisible())
      .toBe(true);
    await expect.poll(() => requestRow(secretary.page, uid).innerText()).toContain('Requested');
    await journey.screenshot(secretary.page, 'branch-transfer-my-requests');

    // the approver approves it with a note
    const approver = await journey.newPage();
    await signIn(approver.page, 'approver');
    await approver.page.waitForURL('**/uv/dashboard');
    await openFromMenu(approver.page, 'Transfer requests', '/branch-transfer/requests');
    const row = requestRow(approver.page, uid);
    await row.getByRole('button', { name: /^Approve/ }).click();
    const dialog = approver.page.getByRole('dialog', { name: 'Approve transfer request' });
    await dialog.getByLabel('Note').fill(NOTE);
    await journey.screenshot(approver.page, 'branch-transfer-approve-dialog');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect
      .poll(() => approver.page.getByText('Transfer request has been approved.').isVisible())
      .toBe(true);
    // the open view no longer lists it
    await expect.poll(() => row.count()).toBe(0);
    await approver.context.close();

    // the secretary sees it approved, with the approver's note
    await secretary.page.reload();
    await expect.poll(() => requestRow(secretary.page, uid).innerText()).toContain('Approved');
    expect(await requestRow(secretary.page, uid).innerText()).toContain(NOTE);
    await journey.screenshot(secretary.page, 'branch-transfer-approved');
    // …and the request's history names the approver's decision
    await requestRow(secretary.page, uid)
      .getByRole('button', { name: /^View request/ })
      .click();
    const details = secretary.page.getByRole('dialog', { name: /^Transfer request \d+$/ });
    const history = details.getByRole('list', { name: 'History' });
    await expect.poll(() => history.innerText()).toContain('Approved');
    expect(await history.innerText()).toContain(NOTE);
    await journey.screenshot(secretary.page, 'branch-transfer-details');
    await details.getByRole('button', { name: 'Close' }).click();

    // the member is no longer Agra's: a new lookup by the Agra secretary is refused…
    await openFromMenu(secretary.page, 'Branch Transfer', '/branch-transfer/form');
    await searchUid(secretary.page, uid);
    await expect
      .poll(() => secretary.page.getByText(TRANSFER_MESSAGES.notAuthorized).isVisible())
      .toBe(true);
    await secretary.context.close();

    // …and the Gurgaon secretary's lookup shows the new branch
    const gurgaon = await journey.newPage();
    await signIn(gurgaon.page, 'secretary2');
    await gurgaon.page.waitForURL('**/dashboard');
    await gurgaon.page.goto('/branch-transfer/form');
    await searchUid(gurgaon.page, uid);
    const lookup = gurgaon.page.getByRole('region', { name: 'Branch transfer request' });
    await expect.poll(() => lookup.getByLabel(/^Current branch/).inputValue()).toBe(DESTINATION);
    await journey.screenshot(gurgaon.page, 'branch-transfer-new-lookup');
    await gurgaon.context.close();
  });
});
