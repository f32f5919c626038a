import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { TEST_CONSENT, validApplication } from '../../apps/server/test/fixtures';
import { signIn, type Journey } from './journey';

export interface Seeker {
  firstName: string;
  lastName: string;
  middleName?: string;
  /** yyyy-mm-dd; default 10 January, 30 years ago */
  dob?: string;
  fatherName?: string;
}

/** The API tests' complete application for a 30-year-old, for this seeker. */
export function application(photo: string, seeker: Seeker) {
  const base = validApplication(photo);
  return {
    ...base,
    firstName: seeker.firstName,
    middleName: seeker.middleName ?? '',
    lastName: seeker.lastName,
    dob: seeker.dob ?? base.dob,
    fatherName: seeker.fatherName ?? 'Raghav Malhotra',
  };
}

/** What a submit through the API carries: the seeker's consent to the notice (ADR 053). */
export const CONSENT = TEST_CONSENT;

/** The checkbox on the wizard's last step by which the secretary records the seeker's consent. */
export const CONSENT_LABEL = 'The seeker was shown this notice and agreed.';

/**
 * Ticks the consent on the wizard's last step (ADR 053): every journey that submits or
 * resubmits through the wizard shows the seeker the notice first.
 */
export async function agreeToNotice(page: Page) {
  await page.getByRole('checkbox', { name: CONSENT_LABEL }).check();
}

/** Uploads a photo and submits the seeker's application through the API, as `page`'s user. */
export async function submitThroughApi(page: Page, seeker: Seeker) {
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
    data: { ...application(image, seeker), consent: CONSENT, action: 'submit' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { registration: { id: number; revision: number } })
    .registration;
}

/** A new page of `journey`, signed in through the sign-in screen and arrived at `home`. */
export async function signedIn(
  journey: Journey,
  uid: string,
  home: string,
): Promise<{ page: Page; context: BrowserContext }> {
  const session = await journey.newPage();
  await signIn(session.page, uid);
  await session.page.waitForURL(`**${home}`);
  return session;
}

/** The grid row of the seeker on the current list. */
export function seekerRow(page: Page, seeker: Pick<Seeker, 'firstName'>) {
  return page.getByRole('row').filter({ hasText: seeker.firstName });
}

/** expect.poll with room for a screen's lazy chunks and API calls (its default is 1 s). */
export function poll<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 15_000 });
}

/** Opens a list from the sidebar, as a person would. */
export async function openFromMenu(page: Page, entry: string, path: string) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: entry })
    .click();
  await page.waitForURL(`**${path}`);
}

/** The id of the first demo record the signed-in user sees in a list view. */
export async function firstRecordId(page: Page, view: string): Promise<number> {
  const response = await page.request.get(`/api/registrations?view=${view}&pageSize=1`);
  expect(response.status()).toBe(200);
  const [row] = ((await response.json()) as { items: Array<{ id: number }> }).items;
  expect(row, `a demo record in ${view}`).toBeDefined();
  return row!.id;
}
