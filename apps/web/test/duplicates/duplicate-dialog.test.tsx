import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_CHECK_MESSAGES, LOOKUP_MESSAGES } from '@form-a/domain/messages';
import {
  apiErrorResponse,
  deferred,
  jsonResponse,
  mockApi,
  type MockHandler,
} from '../../src/testing/mock-api';
import { listPage, noDuplicateLevels, testRecord } from '../../src/testing/registration-records';
import { findRowOf } from '../../src/testing/grid-rows';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

const applicant = {
  id: 41,
  uid: null,
  first_name: 'Lakshmi',
  middle_name: '',
  last_name: 'Sharma',
  dob: '10/01/1995',
  father_name: 'Ram Kumar Sharma',
  branch: 'Agra',
};

const match = {
  branch: 'Gurgaon',
  first_name: 'LAXMI',
  last_name: 'SARMA',
  dob_yyyy: '1995',
  dob_mm: '01',
  dob_dd: '10',
  father_first_name: 'RAM',
  father_middle_name: 'KUMAR',
  father_last_name: 'SHARMA',
  jig_uid: 'LS199501102001J',
  registration_id: null,
  score: 0.934,
  level: 'likely',
  reasons: ['first name sounds alike', 'same date of birth'],
};

async function openDialog(duplicates: MockHandler) {
  const user = testUser('UVVOLUNTER');
  mockApi({
    'GET /api/auth/me': () =>
      jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
    'GET /api/registrations': () =>
      jsonResponse(200, listPage([testRecord({ id: 41, first_name: 'Lakshmi' })])),
    'GET /api/registrations/41/duplicates': duplicates,
    'GET /api/registrations/duplicate-levels': noDuplicateLevels,
  });
  const { user: person } = renderApp({ path: '/uv/jigyasu/list', session: { user } });
  // the first screen of a file loads the DataGrid chunk (findRowOf allows for it)
  await person.click(
    await within(await findRowOf(41)).findByRole('button', { name: 'Check Duplicate' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Check for Duplicates' });
  return { dialog, person };
}

describe('the duplicate-check dialog', { timeout: 40_000 }, () => {
  it('shows the applicant and a spinner, then the cards, likely ones marked', async () => {
    const answer = deferred<Response>();
    const { dialog, person } = await openDialog(() => answer.promise);
    expect(dialog).toHaveTextContent('Lakshmi Sharma');
    expect(dialog).toHaveTextContent('10/01/1995');
    expect(dialog).toHaveTextContent('Ram Kumar Sharma');
    expect(
      within(dialog).getByRole('progressbar', { name: 'Checking for duplicates…' }),
    ).toBeVisible();

    answer.resolve(
      jsonResponse(200, {
        applicant,
        matches: [
          match,
          {
            ...match,
            branch: 'Agra',
            first_name: 'LAKSHMI',
            last_name: 'SHARMA',
            jig_uid: null,
            registration_id: 17,
            score: 0.61,
            level: 'possible',
            reasons: ['same father name'],
          },
        ],
      }),
    );
    const cards = await within(dialog).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Likely match');
    expect(cards[0]).toHaveTextContent('Match 93%');
    for (const text of [
      'Gurgaon',
      'LAXMI',
      'SARMA',
      '10/01/1995',
      'RAM KUMAR SHARMA',
      'LS199501102001J',
      'first name sounds alike',
    ]) {
      expect(cards[0]).toHaveTextContent(text);
    }
    expect(cards[1]).toHaveTextContent('Possible match');
    expect(cards[1]).toHaveTextContent('Pending record #17');
    expect(cards[1]).toHaveTextContent('Match 61%');
    expect(within(dialog).queryByText(LOOKUP_MESSAGES.noDuplicates)).toBeNull();

    await person.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'No Duplicate records found' when nothing matches", async () => {
    const { dialog } = await openDialog(() => jsonResponse(200, { applicant, matches: [] }));
    expect(await within(dialog).findByText(LOOKUP_MESSAGES.noDuplicates)).toBeInTheDocument();
    expect(within(dialog).queryByRole('article')).toBeNull();
    expect(within(dialog).queryByText(/could not run/)).toBeNull();
  });

  it("says 'No Duplicate records found' and that the check could not run when it fails", async () => {
    const { dialog } = await openDialog(() =>
      apiErrorResponse(502, 'INTERNAL', 'The data service could not be reached.'),
    );
    expect(await within(dialog).findByText(LOOKUP_MESSAGES.noDuplicates)).toBeInTheDocument();
    expect(within(dialog).getByText(DUPLICATE_CHECK_MESSAGES.serviceFailed)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Lakshmi Sharma');
  });
});
