import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_MESSAGES, WORKFLOW_ALERTS } from '@form-a/domain/messages';
import { demoMembers } from '../apps/server/src/seed/demo-members';
import {
  agreeToNotice,
  application,
  openFromMenu,
  poll,
  seekerRow,
  signedIn,
  submitThroughApi,
  type Seeker,
} from './support/applications';
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

  it('the approver returns it to the validator, and it is stored back in the validator queue', async () => {
    const { page, context } = await signedIn(journey, 'approver', '/uv/dashboard');
    await openFromMenu(page, 'Pending Approval', '/uv/jigyasu/validated');
    await seekerRow(page, SEEKER).getByRole('link', { name: 'Check And Approve' }).click();
    await page.waitForURL(`**/uv/approved/validate/${registrationId}`);
    await page.getByLabel('Note').fill('Father name spelling to be checked');
    // ADR 048: each return button names whom the record goes to
    const decision = page.getByRole('button', { name: /^(Approve|Return to .*)$/ });
    await poll(() => decision.allTextContents()).toEqual([
      'Approve',
      'Return to Validator',
      'Return to Branch Secretary',
    ]);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await journey.screenshot(page, `review-approve-returns-${width}-en`);
    }
    await page.getByRole('button', { name: 'Return to Validator' }).click();
    await poll(() => page.getByRole('alert').first().innerText()).toBe(
      WORKFLOW_ALERTS.returnedToValidator,
    );
    const stored = await page.request.get(`/api/registrations/${registrationId}`);
    expect((await stored.json()).registration.status).toBe(1);
    await page.waitForURL('**/uv/jigyasu/validated');
    await context.close();
  });

  it('the approver returns another record to the branch secretary, in Hindi, and it is stored as returned', async () => {
    const seeker = { firstName: 'Ishaan', lastName: 'Chaturvedi', fatherName: 'Mohan Chaturvedi' };
    const secretary = await signedIn(journey, 'secretary', '/dashboard');
    const submitted = await submitThroughApi(secretary.page, seeker);
    await secretary.context.close();
    const validator = await signedIn(journey, 'validator', '/uv/dashboard');
    const validated = await validator.page.request.post(
      `/api/registrations/${submitted.id}/transitions`,
      { data: { action: 'validate', revision: submitted.revision, note: '' } },
    );
    expect(validated.status(), await validated.text()).toBe(200);
    await validator.context.close();

    const { page, context } = await signedIn(journey, 'approver', '/uv/dashboard');
    await page.goto(`/uv/approved/validate/${submitted.id}`);
    const hindi = page.locator('button[lang="hi"]').first();
    await poll(async () => {
      if ((await hindi.getAttribute('aria-pressed')) !== 'true') await hindi.click();
      return page.evaluate(() => document.documentElement.lang);
    }).toBe('hi');
    const toSecretary = page.getByRole('button', { name: 'शाखा सचिव को लौटाएँ' });
    await toSecretary.waitFor();
    expect(await page.getByRole('button', { name: 'सत्यापनकर्ता को लौटाएँ' }).count()).toBe(1);
    await page.getByLabel('टिप्पणी').fill('पिन कोड गलत है');
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await journey.screenshot(page, `review-approve-returns-${width}-hi`);
    }
    await toSecretary.click();
    await poll(() => page.getByRole('alert').first().innerText()).toBe(
      'अनुरोध शाखा सचिव को लौटा दिया गया है।',
    );
    const stored = await page.request.get(`/api/registrations/${submitted.id}`);
    expect((await stored.json()).registration.status).toBe(6);
    // the account keeps its language: back to English for the steps after this one
    const english = page.locator('button[lang="en"]').first();
    await poll(async () => {
      if ((await english.getAttribute('aria-pressed')) !== 'true') await english.click();
      return page.evaluate(() => document.documentElement.lang);
    }).toBe('en');
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
    // approval issues the official ID: it asks first, showing the ID (ADR 029)
    const confirm = page.getByRole('dialog', { name: 'Approve this record?' });
    await poll(() => confirm.innerText()).toMatch(/VMA\d{8}\d+J/);
    const previewed = /(VMA\d{8}\d+J)/.exec(await confirm.innerText())![1]!;
    await journey.screenshot(page, 'review-approve-confirm');
    await confirm.getByRole('button', { name: 'Approve and issue the ID' }).click();
    const alert = page.getByRole('alert').filter({ hasText: WORKFLOW_ALERTS.approvedPrefix });
    await alert.waitFor();
    const text = await alert.innerText();
    const match = /:\s*([A-Z]{3}\d{8}\d+J)$/.exec(text.trim());
    expect(match, text).not.toBeNull();
    jigyasuId = match![1]!;
    expect(jigyasuId).toBe(previewed);
    // bug 6: the built-in collection service took it during the approval, and the alert says so
    await poll(() =>
      page.getByText('The record has been delivered to the collection service.').count(),
    ).toBeGreaterThan(0);
    expect(await page.getByText(/queued/).count()).toBe(0);
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
    // labelled fields like the Jigyasu Data popup, not the service's column names
    const record = tab.getByRole('region', { name: `Approved record ${jigyasuId}` });
    await poll(() => record.innerText()).toContain('VIKRANT MALHOTRA');
    const text = await record.innerText();
    // the record's own ID is named as everywhere else (docs/glossary.md)
    for (const label of [
      'Jigyasu ID',
      'Full Name',
      'Branch',
      'Date of Birth',
      'Date of Registration',
    ]) {
      expect(text, label).toContain(label);
    }
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(text).not.toContain('First_Name');
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
    await page.getByRole('button', { name: 'Approve and issue the ID' }).click();
    const approved = page.getByRole('alert').filter({ hasText: WORKFLOW_ALERTS.approvedPrefix });
    await approved.waitFor();
    const jigyasuId = /([A-Z]{3}\d{8}\d+J)$/.exec((await approved.innerText()).trim())![1]!;
    // its one attempt during the approval failed (and one failure counts as failed here)
    const handoff = /hand-off to the collection service has failed so far/;
    await poll(() => page.getByText(handoff).isVisible()).toBe(true);
    // after the redirect the approval list still tells both
    await page.waitForURL('**/uv/jigyasu/validated');
    await poll(() => page.getByText(handoff).isVisible()).toBe(true);

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

/**
 * The review desk (ADR 029): the duplicate warned about where decisions are made, a return
 * needs its reason, conflicts in words, and the administrator's role-and-branch dialog.
 */
describe('the review desk: duplicates, reasons, conflicts and the role dialog', () => {
  // a demo registry member, respelt as a secretary might type him (Sharma → Sarma)
  const member = demoMembers([], new Date(), 240).find(
    (m) => m.lastName === 'Sharma' && m.dob && m.fatherFirstName,
  )!;
  const twin: Seeker = {
    firstName: member.firstName,
    lastName: 'Sarma',
    dob: member.dob!,
    fatherName: `${member.fatherFirstName} Sarma`,
  };
  let recordId = 0;

  it('warns the secretary before submit that the person is already in the registry', async () => {
    const { page, context } = await signedIn(journey, 'secretary', '/dashboard');
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 60, height: 40 } });
    const upload = await page.request.post('/api/photos', {
      multipart: { image: { name: 'twin.png', mimeType: 'image/png', buffer: png } },
    });
    const { image } = (await upload.json()) as { image: string };
    // a complete draft: the wizard opens it and Next walks to the last step
    const created = await page.request.post('/api/registrations', {
      data: { ...application(image, twin), action: 'draft' },
    });
    expect(created.status(), await created.text()).toBe(201);
    recordId = ((await created.json()) as { registration: { id: number } }).registration.id;

    await page.goto(`/jigyasu/${recordId}/edit`);
    const reviewHeading = page.getByRole('heading', { name: 'Review Details' });
    for (let step = 0; step < 6 && !(await reviewHeading.isVisible()); step++) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.waitForTimeout(300);
    }
    await reviewHeading.waitFor();
    await page.getByText(/already in the registry/).waitFor();
    await agreeToNotice(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText(WORKFLOW_ALERTS.submitted).first().waitFor();
    await context.close();
  });

  it('shows the validator the badge in the queue and the best match on the check screen', async () => {
    const { page, context } = await signedIn(journey, 'validator', '/uv/dashboard');
    await openFromMenu(page, 'Pending Validation', '/uv/jigyasu/list');
    const row = page
      .getByRole('row')
      .filter({ hasText: String(recordId) })
      .filter({
        hasText: twin.firstName,
      });
    await poll(() => row.getByText('Likely duplicate').count()).toBe(1);
    await row.getByRole('link', { name: 'Check And Validate' }).click();
    await page.waitForURL(`**/uv/check/validate/${recordId}`);
    const banner = page.getByRole('region', { name: 'Likely duplicate: check before you decide' });
    await poll(() => banner.innerText()).toContain(member.uid);
    expect(await banner.innerText()).toContain('Likely match');
    await banner.getByRole('button', { name: 'Open the duplicate check' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check for Duplicates' });
    await poll(() => dialog.getByRole('article').first().innerText()).toContain(member.uid);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await context.close();
  });

  it('refuses a return without its reason, and says in words that a colleague acted first', async () => {
    // two validators on the same record: the second one is late
    const first = await signedIn(journey, 'validator', '/uv/dashboard');
    const late = await signedIn(journey, 'validator', '/uv/dashboard');
    await late.page.goto(`/uv/check/validate/${recordId}`);
    await first.page.goto(`/uv/check/validate/${recordId}`);

    await late.page.getByRole('button', { name: 'Return to Branch Secretary' }).click();
    await late.page.getByText('Please write why the record is returned.').waitFor();

    await first.page.getByRole('button', { name: 'Validate' }).click();
    // a likely duplicate: the validator says she compared the two (ADR 049)
    const confirm = first.page.getByRole('dialog', { name: 'Validate this record?' });
    await confirm.getByRole('checkbox', { name: 'I checked: this is not the same person' }).check();
    await confirm.getByRole('button', { name: 'Validate' }).click();
    await poll(() => first.page.getByRole('alert').first().innerText()).toBe(
      WORKFLOW_ALERTS.validated,
    );

    await late.page.getByLabel('Note').fill('The photo is not clear.');
    await late.page.getByRole('button', { name: 'Return to Branch Secretary' }).click();
    await late.page
      .getByText('Someone else has already validated this record. Reload to see its current state.')
      .waitFor();
    expect(await late.page.getByText(/status \d/).count()).toBe(0);
    await journey.screenshot(late.page, 'review-conflict-in-words');
    await first.context.close();
    await late.context.close();
  });

  it('lets the administrator set role and branch together, refusing a secretary without one', async () => {
    const { page, context } = await signedIn(journey, 'admin', '/admin/users');
    await page.getByRole('button', { name: 'Edit Demo Data Viewer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Demo Data Viewer' });
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Branch Secretary' }).click();
    await dialog.getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: 'None' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('A branch secretary needs a branch.').waitFor();

    await dialog.getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: 'Agra', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    const users = await page.request.get('/api/users?search=viewer');
    const viewer = (
      (await users.json()) as { items: { uid: string; role: string; branch: string }[] }
    ).items.find((u) => u.uid === 'viewer');
    expect(viewer).toMatchObject({ role: 'BBRANCHSEC', branch: 'Agra' });
    await context.close();
  });
});
