import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_MESSAGES } from '@form-a/domain/messages';
import {
  apiErrorResponse,
  jsonResponse,
  mockApi,
  type MockHandler,
} from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

const FORM = '/branch-transfer/form';
const secretary = testUser('BBRANCHSEC', { branch: 'Agra' });

const MEMBER = {
  uid: 'MJO197408141001J',
  title: 'PB',
  first_name: 'Mohan',
  middle_name: '',
  last_name: 'Johri',
  first_doi: '1995-03-28',
  branch: 'Agra',
  status: 'Initiated',
  email_address: 'mohan.johri0@example.org',
  phone_number: '+919884292549',
};

const BRANCHES = ['Abu Dhabi', 'Agra', 'Gurgaon', 'Kanpur', 'London'].map((name) => ({
  value: name,
  label: name,
}));

function savedTransfer(body: Record<string, unknown>) {
  return {
    id: 12,
    status: 'Requested',
    requestedByBranch: 'Agra',
    decisionNote: '',
    revision: 1,
    createdAt: '2026-11-22T06:00:00.000Z',
    decidedAt: null,
    ...body,
    currentBranch: 'Agra',
  };
}

function renderForm(handlers: Record<string, MockHandler> = {}) {
  const fetchSpy = mockApi({
    'GET /api/auth/me': () =>
      jsonResponse(200, {
        user: secretary,
        expiresAt: new Date(Date.now() + 3_500_000).toISOString(),
      }),
    'GET /api/branches': () => jsonResponse(200, { branch_list: BRANCHES }),
    'GET /api/transfers': () => jsonResponse(200, { items: [], total: 0, page: 0, pageSize: 50 }),
    ...handlers,
  });
  return { fetchSpy, ...renderApp({ path: FORM, session: { user: secretary } }) };
}

async function search(user: ReturnType<typeof renderForm>['user'], uid: string) {
  const field = await screen.findByLabelText(/^UID/);
  await user.clear(field);
  await user.type(field, uid);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

/**
 * Types by pasting: the long form would otherwise take seconds per test. No click: clearing
 * already focuses the field, and each click costs the test DOM the styles of the field's ancestors.
 */
async function fill(user: ReturnType<typeof renderForm>['user'], label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.paste(text);
}

function searchCalls(fetchSpy: ReturnType<typeof renderForm>['fetchSpy']) {
  return fetchSpy.mock.calls.filter(([url]) => String(url).startsWith('/api/transfers/search'));
}

// load the screens' chunks once up front (the requests list carries the DataGrid), not inside a
// test's wait
beforeAll(async () => {
  await import('../../src/features/transfer/routes/branch-transfer');
  await import('../../src/features/transfer/routes/transfer-requests');
}, 60_000);

describe('branch transfer: the UID search', { timeout: 30_000 }, () => {
  it("refuses a UID that does not end in J without asking the server: 'Please enter valid Jigyasu UID.'", async () => {
    const { user, fetchSpy } = renderForm();
    await search(user, 'MJO19740814');
    expect(await screen.findByText(TRANSFER_MESSAGES.searchUidInvalid)).toBeInTheDocument();
    expect(searchCalls(fetchSpy)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^UID/));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(TRANSFER_MESSAGES.searchUidInvalid)).toBeInTheDocument();
    expect(searchCalls(fetchSpy)).toHaveLength(0);
  });

  it.each<[string, () => Response, string]>([
    [
      '404',
      () => apiErrorResponse(404, 'NOT_FOUND', TRANSFER_MESSAGES.notFound),
      TRANSFER_MESSAGES.notFound,
    ],
    [
      '403',
      () => apiErrorResponse(403, 'FORBIDDEN', TRANSFER_MESSAGES.notAuthorized),
      TRANSFER_MESSAGES.notAuthorized,
    ],
    [
      '502 (the UID service failed)',
      () => apiErrorResponse(502, 'INTERNAL', TRANSFER_MESSAGES.unexpected),
      TRANSFER_MESSAGES.unexpected,
    ],
    [
      '500 without the error body',
      () => new Response('<html>boom</html>', { status: 500, statusText: 'Internal Server Error' }),
      TRANSFER_MESSAGES.unexpected,
    ],
    [
      '400 from the server',
      () =>
        apiErrorResponse(400, 'VALIDATION_FAILED', TRANSFER_MESSAGES.searchUidInvalid, {
          uid: TRANSFER_MESSAGES.searchUidInvalid,
        }),
      TRANSFER_MESSAGES.searchUidInvalid,
    ],
    [
      '503 (any other status: its status text)',
      () =>
        new Response(
          JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Try again later.' } }),
          {
            status: 503,
            statusText: 'Service Unavailable',
            headers: { 'Content-Type': 'application/json' },
          },
        ),
      'Service Unavailable',
    ],
  ])('shows the outcome of a %s answer', async (_name, answer, text) => {
    const { user, fetchSpy } = renderForm({ 'GET /api/transfers/search': answer });
    await search(user, 'mjo197408141001j');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(String(searchCalls(fetchSpy)[0]?.[0])).toBe(
      '/api/transfers/search?uid=mjo197408141001j',
    );
  });

  it('shows the outcome in Hindi when Hindi is chosen', async () => {
    const { user } = renderForm({
      'GET /api/transfers/search': () =>
        apiErrorResponse(403, 'FORBIDDEN', TRANSFER_MESSAGES.notAuthorized),
    });
    const languages = await screen.findByRole('group', { name: 'Language' });
    await user.click(within(languages).getByRole('button', { name: /हिन्दी/ }));
    const field = await screen.findByRole('textbox', { name: /^यूआईडी/ });
    await user.type(field, MEMBER.uid);
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('इस यूआईडी के लिए आप अधिकृत नहीं हैं।');
  });

  it('asks again when the same UID is searched again', async () => {
    let calls = 0;
    const { user } = renderForm({
      'GET /api/transfers/search': () => {
        calls += 1;
        return calls === 1
          ? apiErrorResponse(404, 'NOT_FOUND', TRANSFER_MESSAGES.notFound)
          : jsonResponse(200, { member: MEMBER });
      },
    });
    await search(user, MEMBER.uid);
    expect(await screen.findByText(TRANSFER_MESSAGES.notFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByText(TRANSFER_MESSAGES.notFound)).not.toBeInTheDocument();
  });
});

// a long MUI form driven key by key in the test DOM: several seconds per test on a busy machine
describe('branch transfer: the request form', { timeout: 60_000 }, () => {
  async function openForm(handlers: Record<string, MockHandler> = {}) {
    const rendered = renderForm({
      'GET /api/transfers/search': () => jsonResponse(200, { member: MEMBER }),
      ...handlers,
    });
    await search(rendered.user, MEMBER.uid);
    await screen.findByRole('button', { name: 'Submit' });
    return rendered;
  }

  it('shows the lookup read-only, and email and contact number prefilled and editable', async () => {
    const { user } = await openForm();
    const readOnly: [RegExp, string][] = [
      [/^Current branch/, 'Agra'],
      [/^Title/, 'PB'],
      [/^First name/, 'Mohan'],
      [/^Last name/, 'Johri'],
    ];
    for (const [label, value] of readOnly) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
      await user.type(field, 'x');
      expect(field).toHaveValue(value);
    }
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue(MEMBER.email_address);
    expect(email).not.toHaveAttribute('readonly');
    await user.clear(email);
    await user.type(email, 'mohan@example.org');
    expect(email).toHaveValue('mohan@example.org');
    expect(screen.getByLabelText(/^Contact number/)).toHaveValue(MEMBER.phone_number);
    expect(screen.getByLabelText(/^Contact number/)).not.toHaveAttribute('readonly');
  });

  it("shows the domain's messages for every empty or invalid field", async () => {
    const { user } = await openForm();
    await fill(user, /^Email/, 'not-an-email');
    await fill(user, /^Contact number/, '12345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(TRANSFER_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(TRANSFER_MESSAGES.phoneInvalid)).toBeInTheDocument();
    // moving-to branch, attendance, behaviour, three address lines, city, state, country
    expect(screen.getAllByText(TRANSFER_MESSAGES.required)).toHaveLength(9);
  });

  it("requires the other behaviour only when behaviour is 'Other'", async () => {
    const { user } = await openForm();
    expect(screen.queryByLabelText(/^Other behaviour/)).not.toBeInTheDocument();

    const behaviour = screen.getByRole('radiogroup', { name: /^Behaviour/ });
    await user.click(within(behaviour).getByRole('radio', { name: 'Other' }));
    expect(screen.getByLabelText(/^Other behaviour/)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(TRANSFER_MESSAGES.otherBehaviourRequired)).toBeInTheDocument();

    await fill(user, /^Other behaviour/, 'Irregular at satsang');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.queryByText(TRANSFER_MESSAGES.otherBehaviourRequired)).not.toBeInTheDocument(),
    );

    await user.click(within(behaviour).getByRole('radio', { name: 'Nothing against conduct' }));
    expect(screen.queryByLabelText(/^Other behaviour/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findAllByText(TRANSFER_MESSAGES.required);
    expect(screen.queryByText(TRANSFER_MESSAGES.otherBehaviourRequired)).not.toBeInTheDocument();
  });

  it('offers every branch but the current one, searchable', async () => {
    const { user } = await openForm();
    const branch = screen.getByRole('combobox', { name: /^Moving to branch/ });
    await user.click(branch);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Abu Dhabi',
      'Gurgaon',
      'Kanpur',
      'London',
    ]);
    await user.type(branch, 'lon');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['London']);
  });

  it('submits the form with the UID and an idempotency key, then lists the request', async () => {
    let posted: Record<string, unknown> | undefined;
    const { user, fetchSpy, router } = await openForm({
      'POST /api/transfers': ({ body }) => {
        posted = body as Record<string, unknown>;
        return jsonResponse(201, {
          message: 'Transfer request has been submitted.',
          transfer: savedTransfer(posted),
        });
      },
      'GET /api/transfers': () =>
        jsonResponse(200, {
          items: posted ? [savedTransfer(posted)] : [],
          total: posted ? 1 : 0,
          page: 0,
          pageSize: 50,
        }),
    });

    await user.click(screen.getByRole('combobox', { name: /^Moving to branch/ }));
    await user.click(await screen.findByRole('option', { name: 'Gurgaon' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: /^Attendance/ })).getByRole('radio', {
        name: 'Good',
      }),
    );
    const behaviour = screen.getByRole('radiogroup', { name: /^Behaviour/ });
    // typed under 'Other', then dropped when the choice changes
    await user.click(within(behaviour).getByRole('radio', { name: 'Other' }));
    await fill(user, /^Other behaviour/, 'Something');
    await user.click(within(behaviour).getByRole('radio', { name: 'Nothing against conduct' }));
    await fill(user, /^Contact number/, '98842 92549');
    await fill(user, /^Address line 1/, '12 Dayal Bagh Road ');
    await fill(user, /^Address line 2/, 'Near Soami Bagh');
    await fill(user, /^Address line 3/, 'Dayalbagh');
    await fill(user, /^City/, 'Gurgaon');
    await fill(user, /^State/, 'Haryana');
    await fill(user, /^Country/, 'India');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByRole('heading', { name: 'My transfer requests' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/branch-transfer/requests');
    expect(screen.getByText('Transfer request has been submitted.')).toBeInTheDocument();
    expect(posted).toEqual({
      uid: MEMBER.uid,
      currentBranch: 'Agra',
      movingToBranch: 'Gurgaon',
      title: 'PB',
      firstName: 'Mohan',
      lastName: 'Johri',
      email: MEMBER.email_address,
      contactNumber: '98842 92549',
      attendance: 'Good',
      behaviour: 'Nothing against conduct',
      otherBehaviourInput: '',
      addressLine1: '12 Dayal Bagh Road',
      addressLine2: 'Near Soami Bagh',
      addressLine3: 'Dayalbagh',
      city: 'Gurgaon',
      state: 'Haryana',
      country: 'India',
    });
    const postCall = fetchSpy.mock.calls.find(
      ([url, init]) => url === '/api/transfers' && init?.method === 'POST',
    );
    const headers = postCall?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it("puts the server's field messages on the fields and shows its other refusals", async () => {
    let attempt = 0;
    const { user } = await openForm({
      'POST /api/transfers': () => {
        attempt += 1;
        return attempt === 1
          ? apiErrorResponse(400, 'VALIDATION_FAILED', 'The member is already in this branch.', {
              movingToBranch: 'The member is already in this branch.',
            })
          : apiErrorResponse(409, 'CONFLICT', 'A transfer request for this UID is already open.');
      },
    });
    await user.click(screen.getByRole('combobox', { name: /^Moving to branch/ }));
    await user.click(await screen.findByRole('option', { name: 'Kanpur' }));
    const attendance = screen.getByRole('radiogroup', { name: /^Attendance/ });
    await user.click(within(attendance).getByRole('radio', { name: 'Poor' }));
    const behaviour = screen.getByRole('radiogroup', { name: /^Behaviour/ });
    await user.click(within(behaviour).getByRole('radio', { name: 'Nothing against conduct' }));
    for (const label of [/^Address line 1/, /^Address line 2/, /^Address line 3/]) {
      await fill(user, label, 'Somewhere');
    }
    await fill(user, /^City/, 'Agra');
    await fill(user, /^State/, 'Uttar Pradesh');
    await fill(user, /^Country/, 'India');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The member is already in this branch.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A transfer request for this UID is already open.',
    );
  });
});
