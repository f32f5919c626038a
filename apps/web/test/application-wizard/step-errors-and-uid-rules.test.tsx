import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_FIELD_LABELS,
  APPLICATION_MESSAGES,
  requiredMessage,
} from '@form-a/domain/messages';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { choose, pickDob, SECRETARY, wizardHandlers } from './wizard-helpers';

// A field's error clears as it is corrected, and step 2 tells the UID rules (an unknown UID, a
// man as mother, a mother initiated under 3 years) when the look-up answers.

const YEAR = new Date().getFullYear();
const member = (uid: string, title: string, first: string, last: string, initiatedOn?: string) => ({
  uid,
  title,
  first_name: first,
  middle_name: '',
  last_name: last,
  initiated_3_years: initiatedOn === undefined,
  initiated_on: initiatedOn ?? null,
});
const FATHER = member('MJO197408141001J', 'PB', 'Mohan', 'Johri');
const MOTHER = member('SJO197602021001J', 'PBN', 'Sunita', 'Johri');
// a man's UID, given by mistake as the mother's
const MAN = member('RKS196503121001J', 'PB', 'Ram', 'Sharma');
const RECENT_MOTHER = member('NRA198001011001J', 'PBN', 'Neha', 'Rao', '2025-03-15');
const UNKNOWN_UID = 'XXX197408141001J';

function openWizard() {
  mockApi(
    wizardHandlers(
      Object.fromEntries(
        [FATHER, MOTHER, MAN, RECENT_MOTHER].map((m) => [
          `GET /api/members/${m.uid}`,
          () => jsonResponse(200, { member: m }),
        ]),
      ),
    ),
  );
  return renderApp({
    path: '/jigyasu/form',
    session: { user: SECRETARY },
    userEventOptions: { delay: null },
  });
}

const firstNameRequired = requiredMessage(APPLICATION_FIELD_LABELS.firstName);
const fatherUidRequired = requiredMessage(APPLICATION_FIELD_LABELS.fatherUid);

describe('wizard field errors', () => {
  it('clears an error as the field is corrected, so one click on Next moves on', async () => {
    const { user } = openWizard();
    await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(firstNameRequired)).toBeInTheDocument();

    await pickDob(user, YEAR - 20);
    await choose(user, /Title/, 'MR');
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Rahul');
    // the message goes while the field still has the focus: leaving it (the mouse-down on
    // Next) must not move the page under the pointer
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveFocus();
    await waitFor(() => expect(screen.queryByText(firstNameRequired)).not.toBeInTheDocument());
    expect(screen.queryByText(/ is required$/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: 'Parent UID Details (under 22)' }),
    ).toBeInTheDocument();

    // step 2: the father's 'required' goes as soon as a UID is typed and found
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(fatherUidRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Father UID/ }), FATHER.uid);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Father Name/ })).toHaveValue('Mohan Johri'),
    );
    expect(screen.queryByText(fatherUidRequired)).not.toBeInTheDocument();
  }, 90_000);
});

describe('step 2 tells the UID rules when the look-up answers', () => {
  it('unknown UID, a man as mother, a mother initiated under 3 years', async () => {
    const { user } = openWizard();
    await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
    await choose(user, /Title/, 'MR');
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Rahul');
    await pickDob(user, YEAR - 20);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Parent UID Details (under 22)' });

    const fatherUid = screen.getByRole('textbox', { name: /Father UID/ });
    const fatherName = screen.getByRole('textbox', { name: /Father Name/ });
    const fatherTitle = screen.getByRole('combobox', { name: /Father Title/ });
    await user.type(fatherUid, FATHER.uid);
    await waitFor(() => expect(fatherName).toHaveValue('Mohan Johri'));
    expect(fatherTitle).toHaveTextContent('PB');

    // bug 2: an unknown UID says so and takes the previous person's name and title away
    await user.clear(fatherUid);
    await user.type(fatherUid, UNKNOWN_UID);
    expect(
      await screen.findByText(APPLICATION_MESSAGES.uidNotValid('Father', UNKNOWN_UID)),
    ).toBeInTheDocument();
    expect(fatherName).toHaveValue('');
    expect(fatherName).not.toHaveAttribute('readonly');
    expect(fatherTitle).not.toHaveTextContent('PB');
    await user.clear(fatherUid);
    await user.type(fatherUid, FATHER.uid);
    await waitFor(() => expect(fatherName).toHaveValue('Mohan Johri'));

    // bug 8: a man's UID as the mother is accepted, with a warning
    const motherUid = screen.getByRole('textbox', { name: /Mother UID/ });
    await user.type(motherUid, MAN.uid);
    expect(await screen.findByText(/registered as PB, a man/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Mother Name/ })).toHaveValue('Ram Sharma');

    // the 3-year rule, with the date of initiation, before Next; Next stays on the step
    await user.clear(motherUid);
    await user.type(motherUid, RECENT_MOTHER.uid);
    expect(
      await screen.findByText(APPLICATION_MESSAGES.uidTooRecent('Mother', RECENT_MOTHER.uid), {
        exact: false,
      }),
    ).toHaveTextContent('15/03/2025');
    expect(screen.queryByText(/registered as PB, a man/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(motherUid).toHaveFocus());
    expect(
      screen.getByRole('heading', { name: 'Parent UID Details (under 22)' }),
    ).toBeInTheDocument();

    await user.clear(motherUid);
    await user.type(motherUid, MOTHER.uid);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Mother Name/ })).toHaveValue('Sunita Johri'),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Applicant Detail' })).toBeInTheDocument();
  }, 90_000);
});
