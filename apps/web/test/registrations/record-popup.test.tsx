import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOOKUP_MESSAGES } from '@form-a/domain/messages';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { listPage, testLog, testRecord } from '../../src/testing/registration-records';
import { findRowOf } from '../../src/testing/grid-rows';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

describe("the 'Jigyasu Data' popup", { timeout: 40_000 }, () => {
  it("shows every field by its display name, 'Not Generated Yet' and the logs", async () => {
    const user = testUser('BBRANCHSEC');
    const record = testRecord({
      id: 21,
      status: 2,
      uid: null,
      middle_name: 'Kumar',
      spouse_title: 'MS',
      spouse_name: 'Meena Gupta',
      occupation: '99',
      bloodgroup: 'AB-',
    });
    mockApi({
      'GET /api/auth/me': () =>
        jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
      'GET /api/registrations': () => jsonResponse(200, listPage([record])),
      'GET /api/registrations/21': () =>
        jsonResponse(200, {
          registration: record,
          logs: [
            testLog({
              id: 2,
              action: 'validate',
              from_status: 1,
              to_status: 2,
              actor_name: 'Val One',
              validate_by: 'Val One',
              note: 'Documents checked',
            }),
            testLog({ id: 1 }),
          ],
        }),
    });
    const { user: person } = renderApp({ path: '/uv/jigyasu/inprocess', session: { user } });
    // the first screen of a file loads the DataGrid chunk (findRowOf allows for it)
    await person.click(within(await findRowOf(21)).getByRole('button', { name: '21' }));

    const dialog = await screen.findByRole('dialog', { name: 'Jigyasu Data' });
    expect(await within(dialog).findByText(LOOKUP_MESSAGES.uidNotGenerated)).toBeInTheDocument();
    for (const text of [
      'MR Rohit Kumar Sharma',
      'MR Ram Kumar Sharma',
      'MS Sita Devi Sharma',
      'MS Meena Gupta',
      '10/01/1995',
      'India',
      'Uttar Pradesh',
      '282005',
      'Indian',
      "Non-professional Bachelor's",
      'Unknown Occupation',
      'General',
      'AB-',
      'Agra',
    ]) {
      expect(dialog).toHaveTextContent(text);
    }
    // the record's own ID is its Jigyasu ID, the relatives' are UIDs: one name per thing
    expect(within(dialog).getByText('Jigyasu ID')).toBeInTheDocument();
    expect(within(dialog).queryByText('UID')).not.toBeInTheDocument();
    // the spec's 'photo path' in words; the internal address is nowhere in the text
    expect(within(dialog).getByText('Photo').nextSibling).toHaveTextContent('Uploaded');
    expect(dialog).not.toHaveTextContent('/api/photos/');
    expect(
      within(dialog).getByRole('img', { name: 'Photo of Rohit Kumar Sharma' }),
    ).toHaveAttribute('src', '/api/photos/00000000-0000-4000-8000-000000000001');

    const logs = within(dialog).getByRole('list', { name: 'Logs' });
    const entries = within(logs).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Val One');
    expect(entries[0]).toHaveTextContent('Documents checked');
    // the one timestamp format, on the organisation's clock (Asia/Kolkata) whatever the PC's zone
    expect(entries[0]).toHaveTextContent('05/01/2026 15:30');
    expect(entries[1]).toHaveTextContent('Agra Secretary');

    await person.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
