import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@form-a/domain/messages';
import type { RoleCode } from '@form-a/domain/roles';
import type { DuplicateMatch } from '@form-a/domain/schemas/duplicate-match';
import { toStatusNameObject } from '@form-a/domain/status';
import { approvedAlert } from '@form-a/domain/workflow';
import { jsonResponse, mockApi, type MockHandler } from '../../src/testing/mock-api';
import { listPage, testLog, testRecord } from '../../src/testing/registration-records';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

/** ADR 049: a likely duplicate is seen first and acknowledged before a decision. */

const ID = 'RS199501101002J';
const member: DuplicateMatch = {
  branch: 'Gurgaon',
  first_name: 'Rohit',
  last_name: 'Sharma',
  dob_yyyy: '1995',
  dob_mm: '01',
  dob_dd: '10',
  father_first_name: 'Ram',
  father_middle_name: '',
  father_last_name: 'Sharma',
  jig_uid: 'RS199501101001J',
  registration_id: null,
  score: 1,
  level: 'likely',
  reasons: ['first name: exact', 'date of birth: exact'],
};
const namesake: DuplicateMatch = {
  ...member,
  jig_uid: 'RS199501101007J',
  father_first_name: 'Mohan',
  score: 0.83,
  level: 'possible',
  reasons: ["father's name: different"],
};

function renderReview(
  role: RoleCode,
  status: number,
  matches: DuplicateMatch[],
  handlers: Record<string, MockHandler> = {},
) {
  const user = testUser(role);
  const record = testRecord({ id: 31, status, revision: 4 });
  let duplicateChecks = 0;
  const fetchSpy = mockApi({
    'GET /api/auth/me': () =>
      jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
    'GET /api/registrations/31': () =>
      jsonResponse(200, { registration: record, logs: [testLog()] }),
    'GET /api/registrations/31/duplicates': () => {
      duplicateChecks += 1;
      return jsonResponse(200, {
        applicant: {
          id: 31,
          uid: null,
          branch: 'Agra',
          first_name: 'Rohit',
          middle_name: '',
          last_name: 'Sharma',
          dob: '1995-01-10',
          father_name: 'Ram Sharma',
        },
        matches,
      });
    },
    'GET /api/registrations/31/jigyasu-id-preview': () =>
      jsonResponse(200, { prefix: 'RS19950110', jigyasuId: ID }),
    'POST /api/registrations/31/transitions': (request) => {
      const approving = (request.body as { action: string }).action === 'approve';
      return jsonResponse(200, {
        message: approving ? approvedAlert(ID) : 'done',
        registration: {
          ...record,
          status: approving ? 3 : 2,
          StatusName: toStatusNameObject(approving ? 3 : 2),
        },
        jigyasuId: approving ? ID : null,
        delivery: null,
        handoff: null,
      });
    },
    'GET /api/registrations': () => jsonResponse(200, listPage([])),
    ...handlers,
  });
  const path = status === 2 ? '/uv/approved/validate/31' : '/uv/check/validate/31';
  const transitionBodies = () =>
    fetchSpy.mock.calls
      .filter(([input]) => String(input).endsWith('/transitions'))
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return {
    ...renderApp({ path, session: { user } }),
    transitionBodies,
    duplicateChecks: () => duplicateChecks,
  };
}

const LIKELY_TITLE = 'Likely duplicate: check before you decide';
/** the first screen of a file loads the app's lazy chunks: slower on a loaded machine */
const FIRST_PAINT = { timeout: 12_000 };
const ACKNOWLEDGE = 'I checked: this is not the same person';

describe('a likely duplicate on Check And Validate', () => {
  it('is shown first, above the record, and says that a decision will ask', async () => {
    renderReview('UVVOLUNTER', 1, [namesake, member]);
    // the likely match, though the namesake scored higher
    const banner = await screen.findByRole('region', { name: LIKELY_TITLE }, FIRST_PAINT);
    await waitFor(() => expect(banner).toHaveTextContent('RS199501101001J'));
    expect(banner).toHaveTextContent('Likely match · Match 100%');
    expect(banner).toHaveTextContent('Validate and Approve ask you to confirm');
    const details = screen.getByText('MR Rohit Sharma');
    expect(banner.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('validate asks, names the match, and goes on only with the acknowledgement', async () => {
    const { user, transitionBodies } = renderReview('UVVOLUNTER', 1, [member]);
    await screen.findByRole('region', { name: LIKELY_TITLE }, FIRST_PAINT);
    await user.click(await screen.findByRole('button', { name: 'Validate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Validate this record?' });
    expect(dialog).toHaveTextContent('Likely the same person as:');
    expect(dialog).toHaveTextContent(
      'Rohit Sharma, born 10/01/1995, in the registry as RS199501101001J (match 100%)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(dialog).toHaveTextContent('Tick this box once you have compared the two people.');
    const box = within(dialog).getByRole('checkbox', { name: ACKNOWLEDGE });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(transitionBodies()).toEqual([]);

    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    await waitFor(() =>
      expect(transitionBodies()).toEqual([
        { action: 'validate', revision: 4, note: '', duplicateAcknowledged: true },
      ]),
    );
  });

  it('cancelled, the dialog opens again unticked', async () => {
    const { user } = renderReview('UVVOLUNTER', 1, [member]);
    await screen.findByRole('region', { name: LIKELY_TITLE }, FIRST_PAINT);
    await user.click(await screen.findByRole('button', { name: 'Validate' }));
    let dialog = await screen.findByRole('dialog', { name: 'Validate this record?' });
    await user.click(within(dialog).getByRole('checkbox', { name: ACKNOWLEDGE }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    dialog = await screen.findByRole('dialog', { name: 'Validate this record?' });
    expect(within(dialog).getByRole('checkbox', { name: ACKNOWLEDGE })).not.toBeChecked();
  });
});

describe('a likely duplicate on Check And Approve', () => {
  it('the approval names the match and needs the acknowledgement', async () => {
    const { user, transitionBodies } = renderReview('DBAPPROVER', 2, [member]);
    await screen.findByRole('region', { name: LIKELY_TITLE }, FIRST_PAINT);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this record?' });
    expect(dialog).toHaveTextContent('in the registry as RS199501101001J');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and issue the ID' }));
    expect(transitionBodies()).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: ACKNOWLEDGE }));
    await user.click(within(dialog).getByRole('button', { name: 'Approve and issue the ID' }));
    await waitFor(() =>
      expect(transitionBodies()).toEqual([
        { action: 'approve', revision: 4, note: '', duplicateAcknowledged: true },
      ]),
    );
  });
});

describe('a possible duplicate', () => {
  it('is shown, named in the approval, and asks for no acknowledgement', async () => {
    const { user, transitionBodies } = renderReview('DBAPPROVER', 2, [namesake]);
    const banner = await screen.findByRole('region', { name: 'Possible duplicate' }, FIRST_PAINT);
    await waitFor(() => expect(banner).toHaveTextContent('RS199501101007J'));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this record?' });
    expect(dialog).toHaveTextContent('Possibly the same person as:');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Approve and issue the ID' }));
    await waitFor(() =>
      expect(transitionBodies()).toEqual([
        { action: 'approve', revision: 4, note: '', duplicateAcknowledged: false },
      ]),
    );
  });

  it('validate stays one click', async () => {
    const { user, transitionBodies } = renderReview('UVVOLUNTER', 1, [namesake]);
    await screen.findByRole('region', { name: 'Possible duplicate' }, FIRST_PAINT);
    await user.click(await screen.findByRole('button', { name: 'Validate' }));
    await waitFor(() =>
      expect(transitionBodies()).toEqual([
        { action: 'validate', revision: 4, note: '', duplicateAcknowledged: false },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('when the server finds a likely match the screen had not shown', () => {
  it('says why in words and asks the duplicate check again', async () => {
    const { user, duplicateChecks } = renderReview('UVVOLUNTER', 1, [], {
      'POST /api/registrations/31/transitions': () =>
        jsonResponse(409, {
          error: {
            code: 'CONFLICT',
            message: REVIEW_MESSAGES.duplicateNotAcknowledged,
            messageKey: 'review.duplicateNotAcknowledged',
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Validate' }, FIRST_PAINT));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      REVIEW_MESSAGES.duplicateNotAcknowledged,
    );
    await waitFor(() => expect(duplicateChecks()).toBeGreaterThanOrEqual(2));
  });
});

describe('the history', () => {
  it('shows the acknowledgement with who, when and the match', async () => {
    const user = testUser('UVVOLUNTER');
    const record = testRecord({ id: 31, status: 2, revision: 5 });
    mockApi({
      'GET /api/auth/me': () =>
        jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
      'GET /api/registrations/31': () =>
        jsonResponse(200, {
          registration: record,
          logs: [
            testLog(),
            testLog({
              id: 2,
              action: 'duplicate-acknowledged',
              from_status: 1,
              to_status: 1,
              actor_name: 'Uv Validator',
              role: 'UVVOLUNTER',
              validate_by: 'Uv Validator',
              note: 'RS199501101001J',
              creation_date: '2026-01-06T09:30:00.000Z',
            }),
          ],
        }),
      'GET /api/registrations/31/duplicates': () =>
        jsonResponse(200, {
          applicant: {
            id: 31,
            uid: null,
            branch: 'Agra',
            first_name: 'Rohit',
            middle_name: '',
            last_name: 'Sharma',
            dob: '1995-01-10',
            father_name: 'Ram Sharma',
          },
          matches: [],
        }),
      'GET /api/registrations': () => jsonResponse(200, listPage([])),
    });
    renderApp({ path: '/uv/check/validate/31', session: { user } });
    const logs = await screen.findByRole('list', { name: 'Logs' }, FIRST_PAINT);
    const entry = within(logs).getAllByRole('listitem')[1]!;
    expect(entry).toHaveTextContent('Uv Validator');
    expect(entry).toHaveTextContent('Likely duplicate checked');
    expect(entry).toHaveTextContent('Not the same person as RS199501101001J');
    expect(entry).toHaveTextContent('06/01/2026');
  });
});
