import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_ALERTS } from '@form-a/domain/messages';
import { demoMembers } from '../apps/server/src/seed/demo-members';
import { poll, signedIn, submitThroughApi, type Seeker } from './support/applications';
import { ARTIFACTS, signIn, startJourney, type Journey } from './support/journey';
import { switchTo } from './support/language';

/*
 * ADR 049: a seeker who is a registry member over again is warned about at the
 * top of Check And Validate and Check And Approve, on a desktop and on a phone, in English and
 * Hindi, and neither decision goes through without 'I checked: this is not the same person',
 * which the record's history then shows with who and when.
 */

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => journey?.close());

const LIKELY_EN = 'Likely duplicate: check before you decide';
const LIKELY_HI = 'संभावित डुप्लिकेट: निर्णय से पहले जाँचें';
const ACKNOWLEDGE = 'I checked: this is not the same person';
const VIEWPORTS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

// a member of the demo registry, typed again exactly as the registry has him or her
const member = demoMembers([], new Date(), 240).find(
  (m) => m.middleName && m.dob && m.fatherFirstName && m.fatherLastName && m.lastName !== 'Sharma',
)!;
const copy: Seeker = {
  firstName: member.firstName,
  middleName: member.middleName ?? '',
  lastName: member.lastName ?? '',
  dob: member.dob!,
  fatherName: [member.fatherFirstName, member.fatherMiddleName, member.fatherLastName]
    .filter(Boolean)
    .join(' '),
};

/** The language toggle in the header, pressed until the page is in that language. */

/** Whether the element lies wholly inside the viewport as the page first shows it. */
async function withinFirstScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBe(0);
  expect(box, 'the warning has a box').not.toBeNull();
  return box!.y >= 0 && box!.y + box!.height <= viewport.height && box!.width <= viewport.width;
}

/** The warning at the top of a review screen, at both sizes and in both languages. */
async function warningOnFirstScreen(role: 'validator' | 'approver', url: string, shot: string) {
  for (const viewport of VIEWPORTS) {
    const { page, context } = await journey.newPage(viewport);
    await signedIn_(page, role);
    await page.goto(url);
    for (const [language, title] of [
      ['en', LIKELY_EN],
      ['hi', LIKELY_HI],
    ] as const) {
      if (language === 'hi') await switchTo(page, 'hi');
      const banner = page.getByRole('region', { name: title });
      await poll(() => banner.innerText()).toContain(member.uid);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(
        await withinFirstScreen(page, banner),
        `${shot} ${viewport.name} ${language}: the whole warning without scrolling`,
      ).toBe(true);
      // what a person sees on opening the screen: the viewport, not the whole page
      await page.screenshot({
        path: path.join(ARTIFACTS, `${shot}-${viewport.name}-${language}.png`),
      });
    }
    // the account keeps the language it was last switched to: back to English for what follows
    await switchTo(page, 'en');
    await context.close();
  }
}

/** Signs a page of the given size in, as a person would, and waits for the reviewer's home. */
async function signedIn_(page: Page, uid: string) {
  await signIn(page, uid);
  await page.waitForURL('**/uv/dashboard');
}

describe('a likely duplicate where the decision is made', () => {
  let recordId = 0;

  beforeAll(async () => {
    const { page, context } = await signedIn(journey, 'secretary', '/dashboard');
    recordId = (await submitThroughApi(page, copy)).id;
    await context.close();
  });

  it('is warned about at the top of Check And Validate, at 1440×900 and 390×844, in English and Hindi', async () => {
    await warningOnFirstScreen('validator', `/uv/check/validate/${recordId}`, 'duplicate-validate');
  });

  it('cannot be validated without the acknowledgement: refused by the server, asked for by the screen', async () => {
    const { page, context } = await signedIn(journey, 'validator', '/uv/dashboard');
    const refused = await page.request.post(`/api/registrations/${recordId}/transitions`, {
      data: { action: 'validate', revision: 1, note: '' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
      'review.duplicateNotAcknowledged',
    );

    await page.goto(`/uv/check/validate/${recordId}`);
    await page.getByRole('region', { name: LIKELY_EN }).waitFor();
    await page.getByRole('button', { name: 'Validate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Validate this record?' });
    await poll(() => dialog.innerText()).toContain(member.uid);
    await dialog.getByRole('button', { name: 'Validate' }).click();
    await dialog.getByText('Tick this box once you have compared the two people.').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(ARTIFACTS, 'duplicate-validate-confirm.png') });
    await dialog.getByRole('checkbox', { name: ACKNOWLEDGE }).check();
    await dialog.getByRole('button', { name: 'Validate' }).click();
    await poll(() => page.getByRole('alert').first().innerText()).toBe(WORKFLOW_ALERTS.validated);
    await context.close();
  });

  it('is warned about at the top of Check And Approve, at both sizes, in both languages', async () => {
    await warningOnFirstScreen(
      'approver',
      `/uv/approved/validate/${recordId}`,
      'duplicate-approve',
    );
  });

  it('is approved only with the acknowledgement, and the history shows both, with who and when', async () => {
    const { page, context } = await journey.newPage({ width: 390, height: 844 });
    await signedIn_(page, 'approver');
    await page.goto(`/uv/approved/validate/${recordId}`);
    await page.getByRole('region', { name: LIKELY_EN }).waitFor();
    const logs = page.getByRole('list', { name: 'Logs' });
    await poll(() => logs.innerText()).toContain('Likely duplicate checked');
    expect(await logs.innerText()).toContain('Demo Validator');
    expect(await logs.innerText()).toContain(`Not the same person as ${member.uid}`);
    await logs.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'duplicate-history-390.png') });

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this record?' });
    await poll(() => dialog.innerText()).toContain(member.uid);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(ARTIFACTS, 'duplicate-approve-confirm-390.png') });
    await dialog.getByRole('checkbox', { name: ACKNOWLEDGE }).check();
    await dialog.getByRole('button', { name: 'Approve and issue the ID' }).click();
    await poll(() => page.getByRole('alert').first().innerText()).toContain('New Jigyasu ID is');

    const detail = await page.request.get(`/api/registrations/${recordId}`);
    const { logs: entries } = (await detail.json()) as {
      logs: Array<{ action: string; actor_name: string; note: string; creation_date: string }>;
    };
    const acknowledgements = entries.filter((entry) => entry.action === 'duplicate-acknowledged');
    expect(acknowledgements.map((entry) => entry.actor_name)).toEqual([
      'Demo Validator',
      'Demo Approver',
    ]);
    for (const entry of acknowledgements) {
      expect(entry.note).toContain(member.uid);
      expect(Date.now() - Date.parse(entry.creation_date)).toBeLessThan(10 * 60_000);
    }
    await context.close();
  });
});
