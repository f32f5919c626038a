import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS } from '@form-a/domain/status';
import { RegistrationDataDialog } from '../../src/features/registrations/components/registration-data-dialog';
import { recordDownloads } from '../../src/testing/downloads';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { testRecord } from '../../src/testing/registration-records';
import { renderWithRouter } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

// The record popup's card was a plain link: a refused card (the hour's exports spent, the
// session ended) ended as a failed download with no reason. It is fetched now, and a refusal is
// said (ADR 087).

const RECORD = testRecord({
  id: 11,
  status: STATUS.APPROVED,
  branch: 'Agra',
  uid: 'MCS199102113J',
});

const refused = () =>
  jsonResponse(
    429,
    {
      error: {
        code: 'RATE_LIMITED',
        message:
          'Your account has sent too many requests of this kind in a short time. Please try again in 12 min.',
        messageKey: 'rateLimit.tooManyRequests',
        params: { minutes: '12' },
      },
    },
    { 'retry-after': '700' },
  );

/** The list screen's part: the popup, closed by its Close, opened again by the record's id. */
function PopupOnAList() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {RECORD.id}
      </button>
      <RegistrationDataDialog
        open={open}
        registrationId={RECORD.id}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

let saved: HTMLAnchorElement[];
beforeEach(() => {
  saved = recordDownloads('blob:card');
});
afterEach(() => vi.restoreAllMocks());

describe("the record's card", () => {
  it('says why the card is refused and saves nothing; once allowed, saves the PDF by its name', async () => {
    let refuse = true;
    mockApi({
      'GET /api/registrations/:id': () => jsonResponse(200, { registration: RECORD, logs: [] }),
      'GET /api/registrations/:id/card': () =>
        refuse
          ? refused()
          : new Response(new Uint8Array([37, 80, 68, 70]), {
              status: 200,
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="card-MCS199102113J.pdf"',
              },
            }),
    });
    const closed = vi.fn();
    const { user } = renderWithRouter(
      <RegistrationDataDialog open registrationId={RECORD.id} onClose={closed} />,
      { session: { user: testUser('BBRANCHSEC', { branch: 'Agra' }) } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Jigyasu Data' });
    const link = await within(dialog).findByRole('link', { name: 'Registration card (PDF)' });
    expect(link).toHaveAttribute('href', '/api/registrations/11/card');

    await user.click(link);
    // in the popup, above its buttons, which stay in reach
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account has sent too many requests of this kind in a short time. Please try again in 12 min.',
    );
    expect(saved).toEqual([]);
    // the popup's own Close and the notice's
    for (const close of within(dialog).getAllByRole('button', { name: 'Close' }))
      expect(close).toBeVisible();

    await user.click(
      within(within(dialog).getByRole('alert')).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    refuse = false;
    await user.click(link);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe('card-MCS199102113J.pdf');
    expect(saved[0]!.href).toBe('blob:card');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not show a refusal that came after its popup was closed when the popup opens again', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      'GET /api/registrations/:id': () => jsonResponse(200, { registration: RECORD, logs: [] }),
      'GET /api/registrations/:id/card': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderWithRouter(<PopupOnAList />, {
      session: { user: testUser('BBRANCHSEC', { branch: 'Agra' }) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Jigyasu Data' });
    await user.click(await within(dialog).findByRole('link', { name: 'Registration card (PDF)' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Registration card (PDF)' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    answer(refused());

    await user.click(screen.getByRole('button', { name: String(RECORD.id) }));
    const again = await screen.findByRole('dialog', { name: 'Jigyasu Data' });
    await within(again).findByRole('link', { name: 'Registration card (PDF)' });
    await waitFor(() =>
      expect(
        within(again).getByRole('link', { name: 'Registration card (PDF)' }),
      ).not.toHaveAttribute('aria-busy'),
    );
    expect(within(again).queryByRole('alert')).toBeNull();
    expect(saved).toEqual([]);
  });
});
