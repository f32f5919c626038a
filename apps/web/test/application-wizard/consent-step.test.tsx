import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES, WORKFLOW_ALERTS } from '@form-a/domain/messages';
import { PRIVACY_NOTICE_VERSION } from '@form-a/domain/privacy-notice';
import { meAnswer } from '../../src/testing/empty-answers';
import { jsonResponse, mockApi, TEST_PRIVACY_NOTICE } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { logFixture, recordFixture, SECRETARY, wizardHandlers } from './wizard-helpers';

// ADR 053: the last step shows the privacy notice; Submit and Resubmit need the secretary's
// confirmation that the seeker was shown it and agreed, a draft does not.

const AGREE = 'The seeker was shown this notice and agreed.';

function open(path: string, detail: unknown) {
  const fetchSpy = mockApi(
    wizardHandlers({
      ...meAnswer(SECRETARY),
      'GET /api/registrations/41': () => jsonResponse(200, detail),
      'PUT /api/registrations/41': ({ body }) =>
        jsonResponse(200, {
          message: WORKFLOW_ALERTS.submitted,
          registration: recordFixture({
            status: (body as { action: string }).action === 'draft' ? 7 : 1,
          }),
        }),
    }),
  );
  const rendered = renderApp({
    path,
    session: { user: SECRETARY },
    userEventOptions: { delay: null },
  });
  return { ...rendered, fetchSpy };
}

async function toLastStep(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
  for (let step = 0; step < 4; step += 1) {
    await user.click(screen.getByRole('button', { name: 'Next' }));
  }
  await screen.findByRole('heading', { name: 'Review Details' });
}

const puts = (fetchSpy: ReturnType<typeof mockApi>) =>
  fetchSpy.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
    .filter((body) => body.autosave !== true);

describe('the consent on the last step', () => {
  it('shows the notice, refuses Submit until the box is ticked, then sends the language shown', async () => {
    const { user, fetchSpy } = open('/jigyasu/41/edit', {
      registration: recordFixture(),
      logs: [],
    });
    await toLastStep(user);

    const notice = await screen.findByRole('region', { name: 'Privacy notice' });
    expect(within(notice).getByText(TEST_PRIVACY_NOTICE.grievanceContact)).toBeInTheDocument();
    expect(within(notice).getByText(/erased after 180 days without changes/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(CONSENT_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: AGREE })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: AGREE })).toHaveFocus();
    expect(puts(fetchSpy).filter((body) => body.action === 'submit')).toEqual([]);

    // the secretary turns the notice to Hindi for the seeker
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(screen.getByRole('region', { name: 'गोपनीयता सूचना' })).toHaveAttribute('lang', 'hi');
    await user.click(screen.getByRole('checkbox', { name: AGREE }));
    expect(screen.queryByText(CONSENT_MESSAGES.required)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(puts(fetchSpy).find((body) => body.action === 'submit')?.consent).toEqual({
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: 'hi',
      }),
    );
  }, 60_000);

  it('lets a draft be saved without it, and sends none with the draft', async () => {
    const { user, fetchSpy } = open('/jigyasu/41/edit', {
      registration: recordFixture(),
      logs: [],
    });
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Draft' }));
    await waitFor(() =>
      expect(puts(fetchSpy).find((body) => body.action === 'draft')).toBeDefined(),
    );
    expect(puts(fetchSpy).find((body) => body.action === 'draft')).not.toHaveProperty('consent');
    expect(screen.queryByText(CONSENT_MESSAGES.required)).not.toBeInTheDocument();
  }, 60_000);

  it('does not ask again for a returned record that holds a consent', async () => {
    const { user, fetchSpy } = open('/jigyasu/41/response', {
      registration: recordFixture({ status: 6, revision: 4 }),
      logs: [logFixture({ id: 2, action: 'return', from_status: 1, to_status: 6 })],
      consent: {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: 'hi',
        recordedAt: '2026-11-27T05:30:00.000Z',
        recordedBy: { uid: 'secretary', name: 'Agra Branch Secretary' },
      },
    });
    await toLastStep(user);
    expect(await screen.findByText(/consent is on record/)).toHaveTextContent('हिन्दी');
    expect(screen.queryByRole('checkbox', { name: AGREE })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resubmit' }));
    await waitFor(() =>
      expect(puts(fetchSpy).find((body) => body.action === 'resubmit')).toBeDefined(),
    );
    expect(puts(fetchSpy).find((body) => body.action === 'resubmit')).not.toHaveProperty('consent');
  }, 60_000);
});
