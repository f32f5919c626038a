import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, WORKFLOW_ALERTS } from '@form-a/domain/messages';
import { PRIVACY_NOTICE_VERSION } from '@form-a/domain/privacy-notice';
import { meAnswer } from '../../src/testing/empty-answers';
import { apiErrorResponse, jsonResponse, mockApi } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';
import { logFixture, recordFixture, SECRETARY, wizardHandlers } from './wizard-helpers';

const CONSENT_LABEL = 'The seeker was shown this notice and agreed.';

const STALE =
  'This record was changed by someone else since you opened it. Reload it and try again.';

function open(path: string, handlers: Parameters<typeof wizardHandlers>[0], user = SECRETARY) {
  const fetchSpy = mockApi(wizardHandlers({ ...meAnswer(user), ...handlers }));
  const rendered = renderApp({ path, session: { user }, userEventOptions: { delay: null } });
  return { ...rendered, fetchSpy };
}

const RETURNED = {
  registration: recordFixture({ status: 6, revision: 4 }),
  logs: [
    logFixture({ id: 1, action: 'submit', from_status: null, to_status: 1 }),
    logFixture({
      id: 2,
      action: 'return',
      from_status: 1,
      to_status: 6,
      actor_name: 'Demo Validator',
      validate_by: 'Demo Validator',
      role: 'UVVOLUNTER',
      note: 'Correct the pin code.',
    }),
  ],
};

async function toReviewStep(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
  for (const title of [
    'Parent UID Details (22 or older)',
    'Applicant Detail',
    'Applicant Detail 2',
  ]) {
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: title });
  }
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Review Details' });
}

describe('the secretary’s record screens', () => {
  it('shows the reviewer’s note on a returned record and resubmits it with its revision', async () => {
    const { user, fetchSpy, router } = open('/jigyasu/41/response', {
      'GET /api/registrations/41': () => jsonResponse(200, RETURNED),
      'PUT /api/registrations/41': () =>
        jsonResponse(200, {
          message: WORKFLOW_ALERTS.resubmitted,
          registration: recordFixture({ status: 1, revision: 5 }),
        }),
    });
    expect(
      await screen.findByText('Correct the pin code.', undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
    await toReviewStep(user);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    // a record from before consent was asked for holds none: the resubmit asks for it
    await user.click(await screen.findByRole('checkbox', { name: CONSENT_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Resubmit' }));

    expect(await screen.findByText(WORKFLOW_ALERTS.resubmitted)).toBeInTheDocument();
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      action: 'resubmit',
      revision: 4,
      firstName: 'Rahul',
      dob: '1996-01-01',
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/uv/jigyasu/rejected'));
  }, 60_000);

  it('shows a reviewer the returned record read-only with a link to the check screen', async () => {
    open(
      '/jigyasu/41/response',
      { 'GET /api/registrations/41': () => jsonResponse(200, RETURNED) },
      testUser('UVVOLUNTER'),
    );
    const link = await screen.findByRole(
      'link',
      { name: 'Check And Validate' },
      { timeout: 30_000 },
    );
    expect(link).toHaveAttribute('href', '/uv/check/validate/41');
    expect(screen.queryByRole('button', { name: 'Resubmit' })).not.toBeInTheDocument();
    expect(screen.getByText('Correct the pin code.')).toBeInTheDocument();
  }, 60_000);

  it('titles an approved record opened by an approver as Jigyasu Data, under Approved, not as a returned one', async () => {
    open(
      '/jigyasu/41/response',
      {
        'GET /api/registrations/41': () =>
          jsonResponse(200, { ...RETURNED, registration: recordFixture({ status: 3 }) }),
      },
      testUser('DBAPPROVER'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Jigyasu Data' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Approved' })).toHaveAttribute(
      'href',
      '/uv/jigyasu/approved',
    );
    expect(within(trail).getByText('Jigyasu Data')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Returned Record')).not.toBeInTheDocument();
    expect(screen.queryByText('Returned for Correction')).not.toBeInTheDocument();
  }, 60_000);

  it('shows a record that is no longer a draft with its status and no edit buttons', async () => {
    open('/jigyasu/41/edit', {
      'GET /api/registrations/41': () =>
        jsonResponse(200, { registration: recordFixture({ status: 1 }), logs: [] }),
    });
    expect(
      await screen.findByText('Status: Submitted', undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draft' })).not.toBeInTheDocument();
  }, 60_000);

  it('puts the server’s field messages on the form and goes to their step', async () => {
    const notValid = APPLICATION_MESSAGES.uidNotValid('Father', 'ABC12345678901J');
    const { user } = open('/jigyasu/41/edit', {
      'GET /api/registrations/41': () =>
        jsonResponse(200, {
          registration: recordFixture({ father_uid: 'ABC12345678901J' }),
          logs: [],
        }),
      // found when step 3 looked it up, refused by the server's check on submit
      'GET /api/members/ABC12345678901J': () =>
        jsonResponse(200, {
          member: {
            uid: 'ABC12345678901J',
            title: 'MR',
            first_name: 'Ramesh',
            middle_name: '',
            last_name: 'Sharma',
            initiated_3_years: false,
            initiated_on: null,
          },
        }),
      'PUT /api/registrations/41': () =>
        apiErrorResponse(400, 'VALIDATION_FAILED', notValid, { fatherUid: notValid }),
    });
    await toReviewStep(user);
    await user.click(await screen.findByRole('checkbox', { name: CONSENT_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(notValid)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Parent UID Details (22 or older)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Father UID/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  }, 60_000);

  it('tells the secretary a draft changed meanwhile and reloads it', async () => {
    let reads = 0;
    const { user } = open('/jigyasu/41/edit', {
      'GET /api/registrations/41': () => {
        reads += 1;
        const revision = reads === 1 ? 3 : 4;
        return jsonResponse(200, {
          registration: recordFixture({ revision, first_name: reads === 1 ? 'Rahul' : 'Rohan' }),
          logs: [],
        });
      },
      'PUT /api/registrations/41': () => apiErrorResponse(409, 'STALE_REVISION', STALE),
    });
    await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Draft' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Rohan'),
    );
    const notice = screen.getByText(/changed by someone else since you opened it/);
    expect(notice).toHaveTextContent(STALE);
    expect(notice).toHaveTextContent('The form now shows the latest version of the record.');
  }, 60_000);
});
