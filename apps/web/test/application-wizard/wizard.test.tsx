import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_FIELD_LABELS,
  APPLICATION_MESSAGES,
  requiredMessage,
  WORKFLOW_ALERTS,
} from '@form-a/domain/messages';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { choose, pickDob, recordFixture, SECRETARY, wizardHandlers } from './wizard-helpers';

const YEAR = new Date().getFullYear();
const FATHER_UID = 'MJO197408141001J';
const FATHER = {
  uid: FATHER_UID,
  title: 'PB',
  first_name: 'Mohan',
  middle_name: '',
  last_name: 'Johri',
  initiated_3_years: true,
  initiated_on: null,
};

type User = ReturnType<typeof renderApp>['user'];

function openWizard(handlers = wizardHandlers()) {
  const fetchSpy = mockApi(handlers);
  const rendered = renderApp({
    path: '/jigyasu/form',
    session: { user: SECRETARY },
    userEventOptions: { delay: null },
  });
  return { ...rendered, fetchSpy };
}

async function fillStepOne(user: User, age: number) {
  await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
  await choose(user, /Title/, 'MR');
  await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Rahul');
  await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Sharma');
  await pickDob(user, YEAR - age);
}

describe('application wizard', () => {
  it('shows the branch secretary’s own branch selected and the bilingual guidelines', async () => {
    openWizard();
    await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
    expect(screen.getByRole('combobox', { name: /Branch\/Center/ })).toHaveTextContent('Agra');
    const guidelines = screen.getByRole('region', { name: 'Registration guidelines' });
    expect(guidelines).toHaveTextContent('The minimum age for registration is 22 years.');
    // the Hindi catalogue arrives on demand
    await waitFor(() => expect(guidelines).toHaveTextContent('पंजीकरण के लिए न्यूनतम आयु 22 वर्ष है।'));
    expect(screen.getByText(APPLICATION_MESSAGES.nameAsPerDocument)).toBeInTheDocument();
  }, 60_000);

  it('shows the domain’s messages when Next finds the step invalid', async () => {
    const { user } = openWizard();
    await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Rahul1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.firstNameAlpha)).toBeInTheDocument();
    expect(screen.getByText(requiredMessage(APPLICATION_FIELD_LABELS.dob))).toBeInTheDocument();
    expect(screen.getByText(requiredMessage(APPLICATION_FIELD_LABELS.title))).toBeInTheDocument();
    // still on step 1
    expect(screen.getByRole('heading', { name: 'Initial Details' })).toBeInTheDocument();
  }, 60_000);

  it('routes a 20-year-old to step 2, where both parent UIDs are required', async () => {
    const { user } = openWizard();
    await fillStepOne(user, 20);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: 'Parent UID Details (under 22)' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Step 2 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(requiredMessage(APPLICATION_FIELD_LABELS.fatherUid)),
    ).toBeInTheDocument();
    expect(
      screen.getByText(requiredMessage(APPLICATION_FIELD_LABELS.motherUid)),
    ).toBeInTheDocument();
    // Back returns to step 1
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Initial Details' })).toBeInTheDocument();
  }, 60_000);

  it('routes a 30-year-old to step 3 (step 2 skipped)', async () => {
    const { user } = openWizard();
    await fillStepOne(user, 30);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: 'Parent UID Details (22 or older)' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Step 3 of 6')).toBeInTheDocument();
    // the parent UIDs are not required here
    await choose(user, /Father Title/, 'MR');
    await user.type(screen.getByRole('textbox', { name: /Father Name/ }), 'Ramesh Sharma');
    await choose(user, /Mother Title/, 'MS');
    await user.type(screen.getByRole('textbox', { name: /Mother Name/ }), 'Sita Sharma');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Applicant Detail' })).toBeInTheDocument();
    // Back from step 4 returns to the step the age chose
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Step 3 of 6')).toBeInTheDocument();
  }, 60_000);

  it('looks a parent UID up, fills and locks the name, and unlocks it for an unknown UID', async () => {
    const { user } = openWizard(
      wizardHandlers({
        [`GET /api/members/${FATHER_UID}`]: () => jsonResponse(200, { member: FATHER }),
      }),
    );
    await fillStepOne(user, 20);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Parent UID Details (under 22)' });

    const uid = screen.getByRole('textbox', { name: /Father UID/ });
    const name = screen.getByRole('textbox', { name: /Father Name/ });
    await user.type(uid, FATHER_UID);
    await waitFor(() => expect(name).toHaveValue('Mohan Johri'));
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /Father Title/ })).toHaveTextContent('PB');

    // re-entered and not found (the server answers 404): the name is editable again
    await user.clear(uid);
    await user.type(uid, 'XXX197408141001J');
    await waitFor(() => expect(name).not.toHaveAttribute('readonly'));
  }, 60_000);

  it('saves a draft with POST action draft and an Idempotency-Key, then goes to Drafts', async () => {
    const handlers = wizardHandlers({
      'POST /api/registrations': ({ body }) =>
        jsonResponse(201, {
          message: WORKFLOW_ALERTS.draftSaved,
          registration: recordFixture({
            first_name: String((body as { firstName: string }).firstName),
          }),
        }),
    });
    const { user, fetchSpy, router } = openWizard(handlers);
    await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Rahul');
    await user.click(screen.getByRole('button', { name: 'Draft' }));

    const post = await waitFor(() => {
      const call = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(call).toBeDefined();
      return call!;
    });
    const body = JSON.parse(String(post[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ action: 'draft', firstName: 'Rahul', branch: 'Agra', phone: '' });
    expect((post[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/\S{16,}/);

    expect(await screen.findByText(WORKFLOW_ALERTS.draftSaved)).toBeInTheDocument();
    expect(screen.getByText(APPLICATION_MESSAGES.savedInDraft)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/uv/jigyasu/draft'));
  }, 60_000);
});
