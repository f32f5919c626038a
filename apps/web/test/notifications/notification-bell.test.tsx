import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from '../../src/features/notifications/components/notification-bell';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { renderWithRouter } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

const RETURNED = {
  id: 7,
  kind: 'registration.returned',
  params: { registrationId: 41, name: 'Kailash Verma', reason: 'Photo is blurred' },
  registrationId: 41,
  transferId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  readAt: null,
};

function renderBell(settings = { emailAvailable: false, email: [] as string[] }) {
  let unread = 1;
  const fetchSpy = mockApi({
    'GET /api/notifications/unread-count': () => jsonResponse(200, { unread }),
    'GET /api/notifications': () =>
      jsonResponse(200, {
        items: [{ ...RETURNED, readAt: unread ? null : RETURNED.createdAt }],
        unread,
        nextBefore: null,
      }),
    'POST /api/notifications/read': () => {
      unread = 0;
      return jsonResponse(200, { unread });
    },
    'GET /api/me/notification-settings': () => jsonResponse(200, settings),
    'PUT /api/me/notification-settings': ({ body }) =>
      jsonResponse(200, { emailAvailable: true, ...(body as object) }),
  });
  const view = renderWithRouter(<NotificationBell />, {
    path: '/dashboard',
    extraRoutes: [{ path: '/jigyasu/:id/response', element: <p>The record's response screen</p> }],
    session: {
      user: testUser('BBRANCHSEC'),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  return { ...view, fetchSpy };
}

describe('the notification bell', () => {
  it('shows the unread count, the reason of a return, and marks all read', async () => {
    const { user, fetchSpy } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications: 1 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(panel).findByText(
        'Application 41 (Kailash Verma) was returned to you: Photo is blurred',
      ),
    ).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    // the popover is modal: the bell behind it is hidden from the accessibility tree meanwhile
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy();
    const markCall = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(markCall?.[1]?.body))).toEqual({ all: true });
  });

  it('opens the returned record on its response screen, marking the notification read', async () => {
    const { user, fetchSpy } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications: 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const item = await within(panel).findByRole('link', { name: /Application 41/ });
    expect(item.getAttribute('href')).toBe('/jigyasu/41/response');
    await user.click(item);
    expect(await screen.findByText("The record's response screen")).toBeTruthy();
    const markCall = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(markCall?.[1]?.body))).toEqual({ ids: [7] });
  });

  it("offers the secretary's email choices when the server can send email", async () => {
    const { user, fetchSpy } = renderBell({
      emailAvailable: true,
      email: ['registration.returned', 'registration.approved'],
    });
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    const group = await screen.findByRole('group', { name: 'Also send me an email for' });
    const approved = within(group).getByRole('checkbox', { name: 'Records approved' });
    expect(within(group).queryByRole('checkbox', { name: 'Deliveries failing' })).toBeNull();
    await user.click(approved);
    const put = fetchSpy.mock.calls.find(
      ([, init]) => init?.method === 'PUT' && String(init.body).includes('email'),
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ email: ['registration.returned'] });
  });
});
