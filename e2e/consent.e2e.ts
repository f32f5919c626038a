import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES } from '@form-a/domain/messages';
import { PRIVACY_NOTICE_VERSION } from '@form-a/domain/privacy-notice';
import { application, CONSENT_LABEL, type Seeker } from './support/applications';
import { axeAudit, blocking, describeFindings } from './support/axe';
import { signIn, startJourney, type Journey } from './support/journey';
import { switchTo } from './support/language';

// ADR 053: the wizard's last step shows the privacy notice, in English or
// Hindi; Submit waits for the secretary's confirmation that the seeker agreed; the reviewers
// see who recorded the consent, when, of which notice and in which language, or that a record
// from before holds none. axe finds nothing serious, in either language, at 1440 and 390 px.

let journey: Journey;
/** where the screenshots go for a person to look at, besides the run's artifacts */
const SHOTS = '/tmp/shots/consent';

beforeAll(async () => {
  journey = await startJourney();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => journey?.close());

interface Detail {
  registration: { id: number; status: number };
  consent: {
    noticeVersion: string;
    language: string;
    recordedAt: string;
    recordedBy: { uid: string; name: string };
  } | null;
}

async function detail(page: Page, id: number): Promise<Detail> {
  const response = await page.request.get(`/api/registrations/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Detail;
}

/** The screen's language, by the header's switch (the notice has a language switch of its own). */

async function audit(page: Page, what: string) {
  const failing = blocking(await axeAudit(page));
  expect.soft(failing, `${what}:\n${describeFindings(failing)}`).toEqual([]);
}

const SEEKER: Seeker = { firstName: 'Tanvi', lastName: 'Bhardwaj', fatherName: 'Mohan Bhardwaj' };

/** A complete draft of the secretary's, through the API: the wizard opens it on step 1. */
async function completeDraft(page: Page): Promise<number> {
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 60, height: 40 } });
  const upload = await page.request.post('/api/photos', {
    multipart: { image: { name: 'tanvi.png', mimeType: 'image/png', buffer: png } },
  });
  const { image } = (await upload.json()) as { image: string };
  const created = await page.request.post('/api/registrations', {
    data: { ...application(image, SEEKER), action: 'draft' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { registration: { id: number } }).registration.id;
}

describe('notice and consent at intake', () => {
  let recordId: number;

  it('shows the notice on the last step and submits only with the seeker’s consent', async () => {
    const { page, context } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'secretary');
    await page.waitForURL('**/dashboard');
    recordId = await completeDraft(page);

    await page.goto(`/jigyasu/${recordId}/edit`);
    await page.getByRole('heading', { name: 'Initial Details', exact: true }).waitFor();
    const review = page.getByRole('heading', { name: 'Review Details', exact: true });
    for (let step = 0; step < 6 && !(await review.isVisible()); step++) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.waitForTimeout(300);
    }
    await review.waitFor();
    const notice = page.getByRole('region', { name: 'Privacy notice', exact: true });
    await notice.getByText('How long it is kept').waitFor();
    await notice.getByText(/erased after 180 days without changes/).waitFor();
    await page
      .getByRole('heading', { name: 'Privacy notice and consent' })
      .scrollIntoViewIfNeeded();
    await audit(page, 'the notice (en, 1440)');
    await journey.screenshot(page, 'consent-1440-en-step', SHOTS);

    // Submit without the box: a message on it, nothing sent, the record still a draft
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText(CONSENT_MESSAGES.required).waitFor();
    const agree = page.getByRole('checkbox', { name: CONSENT_LABEL });
    expect(await agree.getAttribute('aria-invalid')).toBe('true');
    expect((await detail(page, recordId)).registration.status).toBe(7);
    await audit(page, 'the notice with its message (en, 1440)');
    await journey.screenshot(page, 'consent-1440-en-refused', SHOTS);

    // the secretary turns the notice to Hindi for the seeker; the screen stays English
    await page.getByRole('group', { name: 'Language of the notice' }).getByText('हिन्दी').click();
    await page
      .getByRole('region', { name: 'गोपनीयता सूचना', exact: true })
      .getByText('इसे कितने समय तक रखा जाता है')
      .waitFor();
    await audit(page, 'the notice in Hindi on an English screen (1440)');
    await journey.screenshot(page, 'consent-1440-en-notice-hi', SHOTS);

    // the whole screen in Hindi, on a desktop and on a phone
    await switchTo(page, 'hi', page.getByRole('banner'));
    await page
      .getByRole('checkbox', { name: 'जिज्ञासु को यह सूचना दिखाई गई और उन्होंने सहमति दी।' })
      .waitFor();
    await audit(page, 'the notice (hi, 1440)');
    await journey.screenshot(page, 'consent-1440-hi-step', SHOTS);
    await page.setViewportSize({ width: 390, height: 844 });
    await audit(page, 'the notice (hi, 390)');
    await journey.screenshot(page, 'consent-390-hi-step', SHOTS);
    await switchTo(page, 'en', page.getByRole('banner'));
    await page.getByRole('group', { name: 'Language of the notice' }).getByText('English').click();
    await page.getByRole('region', { name: 'Privacy notice', exact: true }).waitFor();
    await audit(page, 'the notice (en, 390)');
    await journey.screenshot(page, 'consent-390-en-step', SHOTS);

    // shown in Hindi at the moment of the consent: that is the language recorded
    await page.getByRole('group', { name: 'Language of the notice' }).getByText('हिन्दी').click();
    await agree.check();
    await page.getByText(CONSENT_MESSAGES.required).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL('**/uv/jigyasu/inprocess');

    const stored = await detail(page, recordId);
    expect(stored.registration.status).toBe(1);
    expect(stored.consent).toMatchObject({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'hi',
      recordedBy: { uid: 'secretary' },
    });
    await context.close();
  });

  it('shows the validator the consent: version, language, who recorded it and when', async () => {
    const { page, context } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'validator');
    await page.waitForURL('**/dashboard');
    const { consent } = await detail(page, recordId);
    await page.goto(`/uv/check/validate/${recordId}`);
    const panel = page.getByRole('region', { name: 'Consent', exact: true });
    await panel.getByText(PRIVACY_NOTICE_VERSION).waitFor();
    await panel.getByText('हिन्दी').waitFor();
    await panel.getByText(consent!.recordedBy.name).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await audit(page, 'the review screen with a consent (en, 1440)');
    await journey.screenshot(page, 'consent-1440-en-review', SHOTS);
    await switchTo(page, 'hi', page.getByRole('banner'));
    await page.getByRole('region', { name: 'सहमति', exact: true }).waitFor();
    await audit(page, 'the review screen with a consent (hi, 1440)');
    await journey.screenshot(page, 'consent-1440-hi-review', SHOTS);
    await page.setViewportSize({ width: 390, height: 844 });
    await audit(page, 'the review screen with a consent (hi, 390)');
    await journey.screenshot(page, 'consent-390-hi-review', SHOTS);
    await switchTo(page, 'en', page.getByRole('banner'));
    await panel.waitFor();
    await journey.screenshot(page, 'consent-390-en-review', SHOTS);
    await context.close();
  });

  it('tells the approver that a record from before holds no consent, rather than making one up', async () => {
    const { page, context } = await journey.newPage({ width: 1440, height: 900 });
    await signIn(page, 'approver');
    await page.waitForURL('**/dashboard');
    // the demo's validated records include one made as before consent was asked for
    const list = await page.request.get('/api/registrations?view=all&pageSize=100');
    const validated = (
      (await list.json()) as { items: Array<{ id: number; status: number }> }
    ).items.filter((item) => item.status === 2);
    let legacy: number | undefined;
    for (const item of validated) {
      if ((await detail(page, item.id)).consent === null) legacy = item.id;
    }
    expect(legacy).toBeDefined();
    await page.goto(`/uv/check/validate/${legacy}`);
    const panel = page.getByRole('region', { name: 'Consent', exact: true });
    await panel.getByText('Consent not recorded').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await audit(page, 'the review screen without a consent (en, 1440)');
    await journey.screenshot(page, 'consent-1440-en-not-recorded', SHOTS);
    await switchTo(page, 'hi', page.getByRole('banner'));
    await page.getByText('सहमति दर्ज नहीं है').waitFor();
    await audit(page, 'the review screen without a consent (hi, 1440)');
    await journey.screenshot(page, 'consent-1440-hi-not-recorded', SHOTS);
    await page.setViewportSize({ width: 390, height: 844 });
    await journey.screenshot(page, 'consent-390-hi-not-recorded', SHOTS);
    await switchTo(page, 'en', page.getByRole('banner'));
    await journey.screenshot(page, 'consent-390-en-not-recorded', SHOTS);
    await context.close();
  });
});
