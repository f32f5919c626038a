import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_MESSAGES } from '@form-a/domain/messages';
import { demoMembers } from '../apps/server/src/seed/demo-members';
import {
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

/** Respellings a branch secretary might type for a registry member's name. */
const VARIANTS: Record<string, string> = {
  Chaudhary: 'Choudhary',
  Sharma: 'Sarma',
  Lakshmi: 'Laxmi',
  Srivastava: 'Shrivastav',
  Agarwal: 'Aggarwal',
};

/**
 * A member of the demo registry (the first 240 rows are the same whatever the branch list),
 * respelt: a variant of the last name (or the first), the middle name dropped.
 */
function respeltMember() {
  const variant = (name: string | null | undefined) => (name ? VARIANTS[name] : undefined);
  const members = demoMembers([], new Date(), 240);
  const member = members.find((m) => variant(m.lastName) && m.middleName && m.dob);
  if (!member) throw new Error('the demo registry has no member with a respellable name');
  const lastName = variant(member.lastName)!;
  const seeker: Seeker = {
    firstName: variant(member.firstName) ?? member.firstName ?? '',
    lastName,
    dob: member.dob!,
    fatherName: `${member.fatherFirstName ?? ''} ${lastName}`.trim(),
  };
  return { member, seeker };
}

/** A validator's 'Check Duplicate' on the seeker's row of the pending-validation list. */
async function openDuplicateCheck(seeker: Seeker) {
  const { page, context } = await signedIn(journey, 'validator', '/uv/dashboard');
  await openFromMenu(page, 'Pending Validation', '/uv/jigyasu/list');
  await seekerRow(page, seeker).getByRole('button', { name: 'Check Duplicate' }).click();
  return { page, context, dialog: page.getByRole('dialog', { name: 'Check for Duplicates' }) };
}

describe("the validator's duplicate check", () => {
  const { member, seeker: respelt } = respeltMember();
  const stranger: Seeker = { firstName: 'Ojasvi', lastName: 'Thakkar', dob: '1990-11-03' };

  beforeAll(async () => {
    const { page, context } = await signedIn(journey, 'secretary', '/dashboard');
    await submitThroughApi(page, respelt);
    await submitThroughApi(page, stranger);
    await context.close();
  });

  it('shows the registry member under a variant spelling as the first card, marked likely', async () => {
    const { page, context, dialog } = await openDuplicateCheck(respelt);
    const first = dialog.getByRole('article').first();
    await poll(() => first.innerText()).toContain(member.uid);
    expect(await first.innerText()).toContain('Likely match');
    // the dialog fades in (MUI's 225 ms transition): let it finish before the picture
    await page.waitForTimeout(300);
    await journey.screenshot(page, 'duplicate-check-likely');
    await context.close();
  });

  it("says 'No Duplicate records found' for a seeker nobody has registered", async () => {
    const { context, dialog } = await openDuplicateCheck(stranger);
    await poll(() => dialog.getByText(LOOKUP_MESSAGES.noDuplicates).count()).toBe(1);
    expect(await dialog.getByRole('article').count()).toBe(0);
    await context.close();
  });
});
