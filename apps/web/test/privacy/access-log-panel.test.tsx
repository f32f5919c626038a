import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessLogItem } from '@form-a/domain/api/access-log';
import { AccessLogPanel } from '../../src/features/privacy/components/access-log-panel';
import { meAnswer } from '../../src/testing/empty-answers';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { renderWithRouter } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

// ADR 054: the record's 'Viewed by' panel, newest first, ten at a time, for approvers and
// administrators only.

const entry = (n: number): AccessLogItem => ({
  at: new Date(Date.UTC(2026, 10, 20, 6, 0) - n * 60_000).toISOString(),
  userUid: `reader${n}`,
  userName: `Reader ${n}`,
  role: n % 2 === 0 ? 'DBAPPROVER' : 'UVVOLUNTER',
  action: n === 1 ? 'export' : 'record',
});

function renderPanel(role: 'DBAPPROVER' | 'BBRANCHSEC', language: 'en' | 'hi' = 'en') {
  const user = testUser(role, role === 'BBRANCHSEC' ? { branch: 'Agra' } : {});
  const calls = mockApi({
    ...meAnswer(user),
    'GET /api/registrations/:id/access-log': ({ params, query }) => {
      expect(params.id).toBe('42');
      const page =
        query.get('before') === null
          ? {
              items: Array.from({ length: 10 }, (_v, i) => entry(i)),
              nextCursor: '1763618400000000.9',
            }
          : { items: [entry(10)], nextCursor: null };
      return jsonResponse(200, page);
    },
  });
  return {
    ...renderWithRouter(<AccessLogPanel registrationId={42} />, { session: { user }, language }),
    calls,
  };
}

describe("the 'Viewed by' panel", () => {
  it('lists who read the record, newest first, and shows more on request', async () => {
    const { user } = renderPanel('DBAPPROVER');
    const panel = await screen.findByRole('region', { name: 'Viewed by' });
    const list = await within(panel).findByRole('list', { name: 'Viewed by' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Reader 0');
    expect(rows[0]).toHaveTextContent('Approver');
    expect(rows[0]).toHaveTextContent('Opened the record');
    expect(rows[0]).toHaveTextContent('20/11/2026 11:30');
    expect(rows[1]).toHaveTextContent('UV Volunteer');
    expect(rows[1]).toHaveTextContent('Exported in a list');

    await user.click(within(panel).getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('Reader 10')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(11);
    expect(within(panel).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('speaks Hindi', async () => {
    renderPanel('DBAPPROVER', 'hi');
    const panel = await screen.findByRole('region', { name: 'किसने देखा' });
    expect(await within(panel).findAllByText('रिकॉर्ड खोला')).not.toHaveLength(0);
    expect(within(panel).getByRole('button', { name: 'और दिखाएँ' })).toBeInTheDocument();
  });

  it('is not there for a secretary, who is not asked the log at all', async () => {
    const { calls } = renderPanel('BBRANCHSEC');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Viewed by' })).toBeNull();
    expect(calls.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('access-log'),
    );
  });
});
