import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrecheckMatch } from '@form-a/domain/api/duplicates';
import { DuplicatePrecheckWarning } from '../../src/features/application-wizard/components/duplicate-precheck-warning';
import { RegistrationLogs } from '../../src/components/registration/registration-logs';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { testLog } from '../../src/testing/registration-records';
import { renderApp, renderWithRouter } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

// ADR 045: a pre-check that matched someone shows in the record's history
// and on the approvers' screen, and a spent pre-check budget is said in plain words.

const PERSON = {
  firstName: 'Kavita',
  middleName: '',
  lastName: 'Rastogi',
  dob: '1991-08-17',
  fatherName: 'Mohan Lal Rastogi',
};

describe('the duplicate pre-check, seen by others', { timeout: 40_000 }, () => {
  it("names a pre-check that matched the record in its history, in the reader's language", async () => {
    const logs = [
      testLog({
        id: 3,
        action: 'precheck-likely',
        from_status: 1,
        to_status: 1,
        actor_name: 'Gurgaon Secretary',
      }),
    ];
    mockApi();
    renderWithRouter(<RegistrationLogs logs={logs} />);
    const entry = within(screen.getByRole('list', { name: 'Logs' })).getByRole('listitem');
    expect(entry).toHaveTextContent('Gurgaon Secretary');
    expect(entry).toHaveTextContent('Duplicate pre-check: likely the same person');
    expect(entry).toHaveTextContent(
      "Entered this person's name and birth date in the duplicate check before submitting an application.",
    );
    expect(entry).not.toHaveTextContent('Submitted → Submitted');
  });

  it('lists for the approver who ran a pre-check that matched, and whom it matched', async () => {
    const approver = testUser('DBAPPROVER');
    const items: PrecheckMatch[] = [
      {
        id: 2,
        createdAt: '2026-01-05T10:00:00.000Z',
        proberUid: 'secretary2',
        proberName: 'Gurgaon Secretary',
        proberBranch: 'Gurgaon',
        level: 'likely',
        source: 'in-process',
        registrationId: 41,
        memberUid: null,
        matchedName: 'Kavita Rastogi',
        matchedBranch: 'Agra',
      },
      {
        id: 1,
        createdAt: '2026-01-05T09:59:00.000Z',
        proberUid: 'secretary2',
        proberName: 'Gurgaon Secretary',
        proberBranch: 'Gurgaon',
        level: 'possible',
        source: 'registry',
        registrationId: null,
        memberUid: 'RKS196503121001J',
        matchedName: 'Ram Kumar Sharma',
        matchedBranch: 'Agra',
      },
    ];
    mockApi({
      'GET /api/auth/me': () =>
        jsonResponse(200, {
          user: approver,
          expiresAt: new Date(Date.now() + 3_500_000).toISOString(),
        }),
      'GET /api/duplicates/precheck-matches': () =>
        jsonResponse(200, { items, total: 2, page: 0, pageSize: 50 }),
    });
    renderApp({ path: '/duplicates/precheck-matches', session: { user: approver } });

    const grid = await screen.findByRole(
      'grid',
      { name: 'Duplicate pre-check matches' },
      {
        timeout: 20_000,
      },
    );
    await within(grid).findByText('Kavita Rastogi, Record #41');
    const rows = within(grid).getAllByRole('row');
    // the header row, then newest first
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Gurgaon Secretary (secretary2)');
    expect(rows[1]).toHaveTextContent('Likely the same person');
    expect(rows[1]).toHaveTextContent('Kavita Rastogi, Record #41');
    expect(rows[2]).toHaveTextContent('Possibly the same person');
    expect(rows[2]).toHaveTextContent('Ram Kumar Sharma, Registry member RKS196503121001J');
  });

  it("tells the secretary in plain words that the account's pre-checks are spent", async () => {
    mockApi({
      'POST /api/duplicates/precheck': () =>
        jsonResponse(
          429,
          {
            error: {
              code: 'RATE_LIMITED',
              message:
                'Your account has sent too many requests of this kind in a short time. Please try again in 20 min.',
              messageKey: 'rateLimit.tooManyRequests',
              params: { minutes: '20' },
            },
          },
          { 'Retry-After': '1200' },
        ),
    });
    renderWithRouter(<DuplicatePrecheckWarning person={PERSON} />, { language: 'hi' });
    expect(
      await screen.findByText(
        'आपके खाते के लिए जमा करने से पहले की डुप्लिकेट जाँच अभी रुकी हुई है: आपके खाते से कम समय में इस तरह के बहुत अधिक अनुरोध आए हैं। कृपया 20 मिनट बाद फिर से प्रयास करें। समीक्षक फिर भी हर आवेदन की डुप्लिकेट जाँच करते हैं।',
      ),
    ).toBeInTheDocument();
  });
});
