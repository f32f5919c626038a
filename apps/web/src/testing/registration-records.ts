import type {
  RegistrationLog,
  RegistrationRecord,
} from '@form-a/domain/schemas/registration-record';
import {
  toRegistrationSummary,
  type RegistrationSummary,
} from '@form-a/domain/schemas/registration-summary';
import { toStatusNameObject } from '@form-a/domain/status';
import { pathOf } from '../lib/api-client';
import { jsonResponse, type MockHandler } from './mock-api';

/** A stored registration as the API returns it; `status` also sets StatusName. */
export function testRecord(overrides: Partial<RegistrationRecord> = {}): RegistrationRecord {
  const status = overrides.status ?? 1;
  return {
    id: 101,
    uid: null,
    status,
    StatusName: toStatusNameObject(status),
    branch: 'Agra',
    title: 'MR',
    first_name: 'Rohit',
    middle_name: '',
    last_name: 'Sharma',
    dob: '1995-01-10',
    email: 'rohit@example.org',
    phone: '+919876543210',
    father_uid: '',
    father_title: 'MR',
    father_name: 'Ram Kumar Sharma',
    mother_uid: '',
    mother_title: 'MS',
    mother_name: 'Sita Devi Sharma',
    spouse_uid: '',
    spouse_title: '',
    spouse_name: '',
    address1: '12 Civil Lines',
    address2: '',
    city: 'Agra',
    region: 'Uttar Pradesh',
    country: 'IN',
    zipcode: '282005',
    organization: '',
    occupation: '15',
    qualification: '58',
    designation: '',
    nationality: 'IN',
    caste: 'GN',
    bloodgroup: 'O-',
    workinghours: '',
    photo: pathOf('GET /api/photos/:id', {
      params: { id: '00000000-0000-4000-8000-000000000001' },
    }),
    by_secy_verification: true,
    note: '',
    revision: 1,
    created_by: 3,
    created_by_name: 'Agra Secretary',
    created_at: '2026-01-05T10:00:00.000Z',
    last_updated: '2026-01-05T10:00:00.000Z',
    ...overrides,
    ...(overrides.StatusName ? {} : { StatusName: toStatusNameObject(status) }),
  };
}

export function testLog(overrides: Partial<RegistrationLog> = {}): RegistrationLog {
  return {
    id: 1,
    action: 'submit',
    from_status: null,
    to_status: 1,
    actor_name: 'Agra Secretary',
    role: 'BBRANCHSEC',
    validate_by: '',
    approved_by: '',
    note: '',
    creation_date: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/registrations's answer for `items`. */
/** A listed row as a data viewer gets it (registration:list without registration:read). */
export function testSummary(overrides: Partial<RegistrationRecord> = {}): RegistrationSummary {
  return toRegistrationSummary(testRecord(overrides));
}

export function listPage(
  items: Array<RegistrationRecord | RegistrationSummary>,
  total = items.length,
) {
  return { items, total, page: 0, pageSize: 50, role: null };
}

/** GET /api/registrations/duplicate-levels when no listed record has a possible duplicate. */
export const noDuplicateLevels: MockHandler = ({ query }) =>
  jsonResponse(200, {
    items: (query.get('ids') ?? '')
      .split(',')
      .filter(Boolean)
      .map((id) => ({ id: Number(id), level: null })),
  });

/** GET /api/registrations/:id/duplicates for `record` when the data service finds nobody. */
export function noDuplicatesOf(record: RegistrationRecord): MockHandler {
  const { id, uid, branch, first_name, middle_name, last_name, dob, father_name } = record;
  return () =>
    jsonResponse(200, {
      applicant: { id, uid, branch, first_name, middle_name, last_name, dob, father_name },
      matches: [],
    });
}
