import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '@form-a/domain/roles';
import { loadLocalePacks } from '../../src/i18n/locale-packs';
import { jsonResponse, mockApi, type MockHandler } from '../../src/testing/mock-api';
import { meAnswer } from '../../src/testing/empty-answers';
import { noDuplicatesOf, testLog, testRecord } from '../../src/testing/registration-records';
import { pasteInto } from '../../src/testing/paste-into';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

/**
 * ADR 055: the approver erases the personal data of a record not yet approved (the screen then
 * shows its tombstone), or asks the collection service to erase an approved one.
 */

const JIGYASU_ID = 'RS199501101001J';
/** the first screen of a test loads its lazy chunks: slow on a busy machine */
const FIRST_PAINT = { timeout: 20_000 };
const REASON = 'Written request of the seeker, 12/11/2026';
const ERASED_AT = '2026-11-12T06:30:00.000Z';

beforeAll(async () => {
  await loadLocalePacks('hi');
});

const erasedAnswer = () =>
  jsonResponse(200, {
    outcome: 'erased',
    message: 'The personal data of this record has been erased.',
    messageKey: 'workflow.erased',
    tombstone: {
      id: 31,
      status: 9,
      branch: 'Agra',
      createdAt: '2026-11-01T06:30:00.000Z',
      submittedAt: '2026-11-01T06:30:00.000Z',
      erasedAt: ERASED_AT,
      erasedBy: 'Approver One',
      reason: REASON,
    },
  });

const goneAnswer = () =>
  jsonResponse(410, {
    error: {
      code: 'GONE',
      message: 'The personal data of this record has been erased.',
      messageKey: 'record.erased',
      params: { erasedAt: ERASED_AT, erasedBy: 'Approver One', reason: REASON },
    },
  });

function renderRecord(
  role: RoleCode,
  path: string,
  status: number,
  handlers: Record<string, MockHandler> = {},
  language: 'en' | 'hi' = 'en',
) {
  const user = testUser(role);
  const record = testRecord({
    id: 31,
    status,
    revision: 5,
    uid: status === 3 ? JIGYASU_ID : null,
  });
  let erased = false;
  const fetchSpy = mockApi({
    ...meAnswer(user),
    'GET /api/registrations/31': () =>
      erased
        ? goneAnswer()
        : jsonResponse(200, { registration: record, logs: [testLog()], consent: null }),
    'GET /api/registrations/31/access-log': () =>
      jsonResponse(200, { items: [], nextCursor: null }),
    'GET /api/registrations/31/duplicates': noDuplicatesOf(record),
    'GET /api/geo/countries': () => jsonResponse(200, { items: [{ value: 'IN', label: 'India' }] }),
    'GET /api/registrations/31/jigyasu-id-preview': () =>
      jsonResponse(200, { prefix: 'RS19950110', jigyasuId: JIGYASU_ID }),
    'POST /api/registrations/31/erasure': () => {
      erased = true;
      return erasedAnswer();
    },
    ...handlers,
  });
  const calls = (suffix: string) =>
    fetchSpy.mock.calls.filter(([input]) => String(input).includes(suffix));
  return {
    ...renderApp({ path, session: { user }, language, userEventOptions: { delay: null } }),
    calls,
  };
}

describe("erasing a person's data on the approver's record screen", { timeout: 60_000 }, () => {
  it('names what goes, wants a reason, erases, and then shows the tombstone', async () => {
    const { user, calls } = renderRecord('DBAPPROVER', '/jigyasu/31/response', 6);
    await user.click(
      await screen.findByRole('button', { name: 'Erase personal data' }, FIRST_PAINT),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Erase personal data of application 31?',
    });
    expect(within(dialog).getByText('date of birth')).toBeVisible();
    expect(within(dialog).getByText('address, phone and email')).toBeVisible();
    expect(within(dialog).getByText(/This cannot be undone/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(
      await within(dialog).findByText('Please write why the personal data is erased.'),
    ).toBeVisible();
    expect(calls('/erasure')).toHaveLength(0);

    await pasteInto(user, within(dialog).getByRole('textbox', { name: /Reason/ }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(
      await screen.findByText('The personal data of this record has been erased'),
    ).toBeInTheDocument();
    expect(screen.getByText(`Reason: ${REASON}`)).toBeInTheDocument();
    expect(screen.getByText(/Erased on 12\/11\/2026 12:00 by Approver One\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // it is no longer a returned record: the page and the header say what it is now
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erased Record' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Returned Record')).toBeNull();
    const [call] = calls('/erasure');
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toEqual({
      revision: 5,
      reason: REASON,
    });
  });

  it('asks the collection service for an approved record, and says so', async () => {
    const { user } = renderRecord('DBAPPROVER', '/jigyasu/31/response', 3, {
      'POST /api/registrations/31/erasure': () =>
        jsonResponse(202, {
          outcome: 'requested',
          message: 'sent',
          messageKey: 'erasure.requested',
          id: 31,
          alreadyQueued: false,
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Request erasure' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', {
      name: 'Request erasure of approved record 31?',
    });
    expect(within(dialog).getByText(/Nothing is erased here now/)).toBeVisible();
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /Reason/ }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Send erasure request' }));
    expect(
      await screen.findByText('The erasure request has been sent to the collection service.'),
    ).toBeInTheDocument();
    // the record stays on screen: only the collection service can erase it
    expect(screen.getByRole('button', { name: 'Request erasure' })).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog, in Hindi', async () => {
    const { user } = renderRecord(
      'DBAPPROVER',
      '/uv/approved/validate/31',
      2,
      {
        'POST /api/registrations/31/erasure': () =>
          jsonResponse(409, {
            error: {
              code: 'STALE_REVISION',
              message: 'changed',
              messageKey: 'conflict.staleRevision',
            },
          }),
      },
      'hi',
    );
    await user.click(await screen.findByRole('button', { name: 'व्यक्तिगत डेटा मिटाएँ' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', {
      name: 'आवेदन 31 का व्यक्तिगत डेटा मिटाएँ?',
    });
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /कारण/ }), 'लिखित अनुरोध');
    await user.click(within(dialog).getByRole('button', { name: 'व्यक्तिगत डेटा मिटाएँ' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'किसी और ने यह रिकॉर्ड बदल दिया है',
    );
  });

  it('titles an erased record opened from a returned list as erased, in Hindi too', async () => {
    renderRecord(
      'BBRANCHSEC',
      '/jigyasu/31/response',
      6,
      { 'GET /api/registrations/31': goneAnswer },
      'hi',
    );
    expect(
      await screen.findByText('इस रिकॉर्ड का व्यक्तिगत डेटा मिटा दिया गया है', {}, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'मिटाया गया रिकॉर्ड' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('लौटाया गया रिकॉर्ड')).toBeNull();
    // in no list any more: the trail is home, then the erased record
    const trail = screen.getByRole('navigation', { name: 'पृष्ठ का पथ' });
    await waitFor(() => expect(within(trail).getAllByRole('link')).toHaveLength(1));
    expect(within(trail).getByText('मिटाया गया रिकॉर्ड')).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['BBRANCHSEC', '/jigyasu/data/31', 'the secretary’s record data'],
    ['BBRANCHSEC', '/jigyasu/31/edit', 'a draft'],
    ['UVVOLUNTER', '/uv/check/validate/31', 'the validator’s check'],
  ] as const)(
    'titles an erased record as erased, in no list, on %s %s (%s)',
    async (role, path, _screen) => {
      renderRecord(role, path, 6, { 'GET /api/registrations/31': goneAnswer });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Erased Record' }, FIRST_PAINT),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
      await waitFor(() => expect(within(trail).getAllByRole('link')).toHaveLength(1));
      expect(within(trail).getByText('Erased Record')).toHaveAttribute('aria-current', 'page');
    },
  );

  it('offers nothing to a validator', async () => {
    renderRecord('UVVOLUNTER', '/uv/check/validate/31', 1);
    expect(await screen.findByRole('heading', { name: /Logs/ }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Erase personal data/ })).toBeNull();
  });
});
