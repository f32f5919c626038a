import { fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type {
  RegistrationLog,
  RegistrationRecord,
} from '@form-a/domain/schemas/registration-record';
import { statusName } from '@form-a/domain/status';
import { WORKFLOW_ALERTS } from '@form-a/domain/messages';
import { apiErrorResponse, jsonResponse, type MockHandler } from '../../src/testing/mock-api';
import { testUser } from '../../src/testing/users';

export const SECRETARY = testUser('BBRANCHSEC', { branch: 'Agra' });

type User = ReturnType<typeof userEvent.setup>;

/** The answers the wizard's screens need from the API. */
export function wizardHandlers(
  overrides: Record<string, MockHandler> = {},
): Record<string, MockHandler> {
  return {
    'GET /api/auth/me': () =>
      jsonResponse(200, {
        user: SECRETARY,
        expiresAt: new Date(Date.now() + 3_500_000).toISOString(),
      }),
    'GET /api/branches': () =>
      jsonResponse(200, {
        branch_list: [
          { value: 'Agra', label: 'Agra' },
          { value: 'Gurgaon', label: 'Gurgaon' },
        ],
      }),
    'GET /api/geo/countries': () =>
      jsonResponse(200, {
        items: [
          { value: 'IN', label: 'India' },
          { value: 'NP', label: 'Nepal' },
        ],
      }),
    'GET /api/geo/countries/IN/states': () =>
      jsonResponse(200, {
        items: [{ value: 'Uttar Pradesh', label: 'Uttar Pradesh', code: 'UP' }],
      }),
    'GET /api/geo/countries/IN/states/UP/cities': () =>
      jsonResponse(200, {
        items: [
          { value: 'Agra', label: 'Agra' },
          { value: '', label: 'Other' },
        ],
      }),
    // a UID the registry does not know, as the server answers it
    'GET /api/members/:uid': ({ params }) =>
      apiErrorResponse(404, 'NOT_FOUND', `UID '${params.uid}' was not found.`),
    // the autosave of a new application, then of the draft it made
    'POST /api/registrations': () =>
      jsonResponse(201, { message: WORKFLOW_ALERTS.draftSaved, registration: recordFixture() }),
    'PUT /api/registrations/:id': () =>
      jsonResponse(200, { message: WORKFLOW_ALERTS.draftSaved, registration: recordFixture() }),
    // submitting asks first whether the person is already registered
    'POST /api/duplicates/precheck': () => jsonResponse(200, { warning: null }),
    ...overrides,
  };
}

/**
 * Picks a date of birth in the picker (typing is blocked): year, month, day. The calendar is
 * queried by text and clicked with fireEvent: role queries and user-event's pointer checks over
 * the year list's two hundred buttons cost many seconds in the test DOM.
 */
export async function pickDob(user: User, year: number, month = 'January', day = 1) {
  await user.click(screen.getByRole('button', { name: /choose date/i }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(await within(dialog).findByText(String(year), { selector: 'button' }));
  fireEvent.click(await within(dialog).findByLabelText(month, { selector: 'button' }));
  fireEvent.click(await within(dialog).findByText(String(day), { selector: 'button' }));
  const ok = within(dialog).queryByText('OK', { selector: 'button' });
  if (ok) fireEvent.click(ok);
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
}

/** Chooses `option` in the select labelled `label`. */
export async function choose(user: User, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A stored record as GET /api/registrations/:id describes it. */
export function recordFixture(overrides: Partial<RegistrationRecord> = {}): RegistrationRecord {
  const status = overrides.status ?? 7;
  return {
    id: 41,
    uid: null,
    status,
    StatusName: { StatusID: status, StatusName: statusName(status) },
    branch: 'Agra',
    title: 'MR',
    first_name: 'Rahul',
    middle_name: '',
    last_name: 'Sharma',
    dob: '1996-01-01',
    email: 'rahul@example.org',
    phone: '+91 98765 43210',
    father_uid: '',
    father_title: 'MR',
    father_name: 'Ramesh Sharma',
    mother_uid: '',
    mother_title: 'MS',
    mother_name: 'Sita Sharma',
    spouse_uid: '',
    spouse_title: '',
    spouse_name: '',
    address1: '12 Mall Road',
    address2: '',
    city: 'Agra',
    region: 'Uttar Pradesh',
    country: 'IN',
    zipcode: '282001',
    organization: '',
    occupation: '23',
    qualification: '58',
    designation: '',
    nationality: 'IN',
    caste: 'GN',
    bloodgroup: 'O-',
    workinghours: '',
    photo: '/api/photos/6f1c1f4e-8f7a-4a3e-9d55-3c2b1a0e9f11',
    by_secy_verification: true,
    note: '',
    revision: 3,
    created_by: 7,
    created_by_name: 'Agra Branch Secretary',
    created_at: '2026-11-01T10:00:00.000Z',
    last_updated: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function logFixture(overrides: Partial<RegistrationLog> = {}): RegistrationLog {
  return {
    id: 1,
    action: 'draft',
    from_status: null,
    to_status: 7,
    actor_name: 'Agra Branch Secretary',
    role: 'BBRANCHSEC',
    validate_by: '',
    approved_by: '',
    note: '',
    creation_date: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
