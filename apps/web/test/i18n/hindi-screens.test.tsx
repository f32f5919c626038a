import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '@form-a/domain/roles';
import { hi } from '../../src/i18n/hi';
import { loadLocalePacks } from '../../src/i18n/locale-packs';
import { EMPTY_LANDING_ANSWERS } from '../../src/testing/empty-answers';
import { jsonResponse, mockApi, type MockHandler } from '../../src/testing/mock-api';
import {
  listPage,
  noDuplicatesOf,
  testLog,
  testRecord,
} from '../../src/testing/registration-records';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';
import { logFixture, recordFixture, wizardHandlers } from '../application-wizard/wizard-helpers';
import { englishOnScreen, englishPhrases } from './english-phrases';

const ENGLISH = englishPhrases();
const expectNoEnglish = (where: string, root?: HTMLElement) =>
  expect(englishOnScreen(ENGLISH, root), where).toEqual([]);

beforeAll(async () => {
  // what the app fetches with the Hindi catalogue: the grid's, pickers' and MUI's own texts
  await loadLocalePacks('hi');
});

const me =
  (user: ReturnType<typeof testUser>): MockHandler =>
  () =>
    jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() });

function renderInHindi(role: RoleCode, path: string, handlers: Record<string, MockHandler>) {
  const user = testUser(role);
  mockApi({ 'GET /api/auth/me': me(user), ...handlers });
  return renderApp({ path, session: { user }, language: 'hi', userEventOptions: { delay: null } });
}

/** A record in every status, with codes of every option list, as a list shows them. */
const RECORDS = [1, 2, 3, 6, 7].map((status, index) =>
  testRecord({
    id: 21 + index,
    status,
    spouse_title: 'Late PB',
    spouse_name: 'Meena Gupta',
    occupation: '99',
  }),
);

describe(
  'Hindi screens show no English text from the app’s catalogue',
  { timeout: 180_000 },
  () => {
    it('sanity: the check finds English when the screen is in English', () => {
      document.body.innerHTML = '<p>Pending Validation</p><p>Rows per page:</p>';
      expect(englishOnScreen(ENGLISH)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Pending Validation/),
          expect.stringMatching(/^Rows per page/),
        ]),
      );
      document.body.innerHTML = '';
    });

    it('sanity: the same list in English is caught (statuses, grid texts)', async () => {
      const user = testUser('BBRANCHSEC');
      mockApi({
        'GET /api/auth/me': me(user),
        'GET /api/registrations': () => jsonResponse(200, listPage(RECORDS)),
      });
      renderApp({ path: '/uv/jigyasu/inprocess', session: { user } });
      const grid = await screen.findByRole('grid', {}, { timeout: 60_000 });
      await within(grid).findByRole('button', { name: '21' }, { timeout: 60_000 });
      expect(englishOnScreen(ENGLISH)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Returned for Correction/),
          expect.stringMatching(/^Rows per page/),
          expect.stringMatching(/^Validated/),
        ]),
      );
    });

    it("the secretary's list, its column menu, and the Jigyasu Data popup", async () => {
      const { user } = renderInHindi('BBRANCHSEC', '/uv/jigyasu/inprocess', {
        'GET /api/registrations': () => jsonResponse(200, listPage(RECORDS)),
        'GET /api/registrations/21': () =>
          jsonResponse(200, {
            registration: RECORDS[0],
            logs: [
              testLog({ id: 2, action: 'validate', from_status: 1, to_status: 2, note: 'ok' }),
              testLog({ id: 1 }),
            ],
          }),
      });
      const grid = await screen.findByRole('grid', {}, { timeout: 60_000 });
      await within(grid).findByRole('button', { name: '21' }, { timeout: 60_000 });
      expectNoEnglish('list');

      // a column's menu
      const header = within(grid).getAllByRole('columnheader')[1]!;
      fireEvent.mouseOver(header);
      const menuButton = header.querySelector<HTMLButtonElement>('button[aria-haspopup]');
      expect(menuButton).not.toBeNull();
      await user.click(menuButton!);
      await screen.findByRole('menu');
      expectNoEnglish('column menu');
      await user.keyboard('{Escape}');

      await user.click(within(grid).getByRole('button', { name: '21' }));
      const dialog = await screen.findByRole('dialog', { name: hi.pages.recordData });
      expect(dialog).toHaveTextContent(hi.enums.spouseTitle['Late PB']);
      expect(dialog).toHaveTextContent(hi.enums.occupation.unknown);
      expectNoEnglish('Jigyasu Data popup');
    });

    function openDraft(age: number) {
      const secretary = testUser('BBRANCHSEC', { branch: 'Agra' });
      mockApi({
        ...wizardHandlers({
          'GET /api/registrations/41': () =>
            jsonResponse(200, {
              registration: recordFixture({ dob: `${new Date().getFullYear() - age}-01-01` }),
              logs: [logFixture()],
            }),
        }),
        'GET /api/auth/me': me(secretary),
      });
      return renderApp({
        path: '/jigyasu/41/edit',
        session: { user: secretary },
        language: 'hi',
        userEventOptions: { delay: null },
      });
    }

    it("a young applicant's draft: step 1, the date picker open, step 2", async () => {
      const { user } = openDraft(20);
      await screen.findByRole('heading', { name: hi.wizard.steps.step1 }, { timeout: 60_000 });
      expectNoEnglish('step 1');

      // the pickers' own text names the button ('तिथि चुनें, …'): the Hindi pack is in use
      await user.click(screen.getByRole('button', { name: /^तिथि चुनें/ }));
      await screen.findByRole('dialog');
      expectNoEnglish('date picker');
      await user.keyboard('{Escape}');

      await user.click(screen.getByRole('button', { name: hi.wizard.next }));
      await screen.findByRole('heading', { name: hi.wizard.steps.step2 });
      expectNoEnglish('step 2');
    });

    it("an adult's draft: steps 3 to 6", async () => {
      const { user } = openDraft(30);
      await screen.findByRole('heading', { name: hi.wizard.steps.step1 }, { timeout: 60_000 });
      for (const step of ['step3', 'step4', 'step5', 'step6'] as const) {
        await user.click(screen.getByRole('button', { name: hi.wizard.next }));
        await screen.findByRole('heading', { name: hi.wizard.steps[step] });
        expectNoEnglish(step);
      }
    });

    it('Check And Validate', async () => {
      const record = testRecord({ id: 31, status: 1, revision: 4 });
      renderInHindi('UVVOLUNTER', '/uv/check/validate/31', {
        'GET /api/registrations/31': () =>
          jsonResponse(200, {
            registration: record,
            logs: [testLog({ id: 2, from_status: 6, to_status: 1 }), testLog()],
          }),
        'GET /api/registrations': () => jsonResponse(200, listPage([])),
        'GET /api/registrations/31/duplicates': noDuplicatesOf(record),
      });
      await screen.findByRole('textbox', { name: hi.review.note }, { timeout: 60_000 });
      expectNoEnglish('Check And Validate');
    });

    it.each([
      ['BBRANCHSEC', '/dashboard'],
      ['UVVOLUNTER', '/uv/dashboard'],
      ['DATAVIEWER', '/uv/dashboard'],
    ] as const)('the %s dashboard', async (role, path) => {
      renderInHindi(role, path, {
        // the secretary's dashboard shows the branch's report figures below the tiles
        'GET /api/reports': EMPTY_LANDING_ANSWERS['GET /api/reports']!,
        'GET /api/registrations/counts': () =>
          jsonResponse(200, {
            draft: 2,
            inProcess: 12345,
            pendingValidation: 0,
            pendingApproval: 0,
            approved: 11,
            returned: 1,
          }),
      });
      await screen.findByRole('heading', { name: hi.dashboard.title }, { timeout: 60_000 });
      await screen.findAllByText(/^\d[\d,]*$/);
      expectNoEnglish(`${role} dashboard`);
    });
  },
);
