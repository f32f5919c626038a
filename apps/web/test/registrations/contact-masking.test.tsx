import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleCode } from '@form-a/domain/roles';
import { maskPhone } from '@form-a/domain/contact-mask';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { testSummary } from '../../src/testing/registration-records';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';
import type { LanguageCode } from '../../src/i18n/languages';

// ADR 057: the search results show a reviewer the phone masked, with a Show button beside the
// hit that fetches the record's phone and email and shows them in place until clicked again.

const PHONE = '+919876543210';
const EMAIL = 'rohit.sharma@example.org';

function renderSearch(role: RoleCode, phone: string, language: LanguageCode = 'en') {
  const user = testUser(role);
  const fetchSpy = mockApi({
    'GET /api/auth/me': () =>
      jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
    'GET /api/search': () =>
      jsonResponse(200, {
        items: [
          { ...testSummary({ id: 31, status: 1 }), dob: '1995-01-10', phone, matched_by: 'phone' },
        ],
        searched: ['phone'],
        nameMatch: null,
        nextCursor: null,
      }),
    'GET /api/registrations/:id/contact': () => jsonResponse(200, { phone: PHONE, email: EMAIL }),
  });
  const contactCalls = () =>
    fetchSpy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost').pathname)
      .filter((path) => path.endsWith('/contact'));
  return {
    ...renderApp({ path: '/search?q=9876543210', session: { user }, language }),
    contactCalls,
  };
}

describe('a masked phone in the search results', { timeout: 30_000 }, () => {
  it('shows a validator the mask, and the full phone and email after one click', async () => {
    const { user, contactCalls } = renderSearch('UVVOLUNTER', maskPhone(PHONE));
    // the first screen of a file loads its lazy chunks: allow for a busy machine
    const list = await screen.findByRole('list', { name: /Results for/ }, { timeout: 20_000 });
    expect(within(list).getByText(/Phone 98••••3210/)).toBeInTheDocument();
    expect(contactCalls()).toEqual([]);

    const show = within(list).getByRole('button', {
      name: 'Show phone number and email of Rohit Sharma',
    });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(await within(list).findByText(/Phone \+919876543210/)).toBeInTheDocument();
    expect(within(list).getByText(new RegExp(EMAIL))).toBeInTheDocument();
    expect(within(list).queryByText(/98••••3210/)).toBeNull();
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(contactCalls()).toEqual(['/api/registrations/31/contact']);

    // a second click masks it again; showing it once more is another (logged) read
    await user.click(show);
    expect(await within(list).findByText(/Phone 98••••3210/)).toBeInTheDocument();
    expect(within(list).queryByText(new RegExp(EMAIL))).toBeNull();
    await user.click(show);
    expect(await within(list).findByText(/Phone \+919876543210/)).toBeInTheDocument();
    expect(contactCalls()).toHaveLength(2);
  });

  it('names the button in Hindi', async () => {
    const { user } = renderSearch('DBAPPROVER', maskPhone(PHONE), 'hi');
    const button = await screen.findByRole('button', {
      name: 'Rohit Sharma का फ़ोन नंबर और ईमेल दिखाएँ',
    });
    await user.click(button);
    await waitFor(() => expect(screen.getByText(/फ़ोन \+919876543210/)).toBeInTheDocument());
  });

  it('offers nothing to show to the secretary, who has the number in full', async () => {
    const { contactCalls } = renderSearch('BBRANCHSEC', PHONE);
    const list = await screen.findByRole('list', { name: /Results for/ });
    expect(within(list).getByText(/Phone \+919876543210/)).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Show phone number/ })).toBeNull();
    expect(contactCalls()).toEqual([]);
  });
});
