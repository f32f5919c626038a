import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_MESSAGES } from '@form-a/domain/messages';
import { clock } from '../../src/lib/clock';
import { jsonResponse, mockApi, TEST_PRIVACY_NOTICE } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { choose, pickDob, SECRETARY, wizardHandlers } from './wizard-helpers';

/** 20:00 UTC on 15 June 2026: already the 16th in India, still the 15th in New York. */
const NOW = Date.UTC(2026, 5, 15, 20, 0);

function openWizard(timeZone: string) {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  mockApi(
    wizardHandlers({
      'GET /api/config/public': () =>
        jsonResponse(200, {
          orgTitle: 'Test Satsang Sabha',
          sessionSeconds: 3500,
          sessionWarningSeconds: 600,
          timeZone,
          privacyNotice: TEST_PRIVACY_NOTICE,
        }),
    }),
  );
  return renderApp({
    path: '/jigyasu/form',
    session: { user: SECRETARY },
    userEventOptions: { delay: null },
  });
}

/** Step 1 for someone born on 16 June 2008: 18 on the 16th, 17 on the 15th. */
async function fillStepOneAndGoOn(user: ReturnType<typeof openWizard>['user']) {
  await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
  await choose(user, /Title/, 'MR');
  await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Rahul');
  await pickDob(user, 2008, 'June', 16);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('the wizard’s age rule follows the organisation’s time zone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts the age on India’s date when the setting is Asia/Kolkata', async () => {
    const { user } = openWizard('Asia/Kolkata');
    await fillStepOneAndGoOn(user);
    expect(
      await screen.findByRole('heading', { name: 'Parent UID Details (under 22)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(APPLICATION_MESSAGES.underAge)).not.toBeInTheDocument();
  }, 60_000);

  it('counts the age on New York’s date when the setting is America/New_York', async () => {
    const { user } = openWizard('America/New_York');
    await fillStepOneAndGoOn(user);
    expect(await screen.findByText(APPLICATION_MESSAGES.underAge)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Initial Details' })).toBeInTheDocument();
  }, 60_000);
});
