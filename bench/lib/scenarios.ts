import { PRIVACY_NOTICE_VERSION } from '@form-a/domain/privacy-notice';
import { DEFAULT_PAGE_SIZE } from '@form-a/domain/registration-views';
import { BENCH_PASSWORD, benchUid } from '../generate';
import type { LoadRequest } from './load';
import type { Prepared } from './prepare';

export type ScenarioKind = 'baseline' | 'read' | 'write' | 'sign-in';

export interface ScenarioContext {
  prepared: Prepared;
  /** bearer tokens of the signed-in actors */
  tokens: { validator: string; approver: string; viewer: string; secretary: string };
  runId: string;
}

export interface Scenario {
  id: string;
  label: string;
  kind: ScenarioKind;
  /** a row shown for information, without a target */
  informational?: boolean;
  /** returns the request generator; null from it means the records ran out */
  requests(ctx: ScenarioContext): { next: () => LoadRequest | null; available?: number };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Names a reviewer searches for; each matches a few thousand records per million. */
export const NAME_FILTERS = [
  'Rohit',
  'Sunita',
  'Kavita',
  'Manoj',
  'Priya',
  'Deepak',
  'Neha',
  'Suresh',
  'Anita',
  'Vikas',
];

function cycle<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => items[index++ % items.length]!;
}

function yearsAgo(years: number, monthDay: string) {
  return `${new Date().getUTCFullYear() - years}-${monthDay}`;
}

/** A complete application as the wizard sends it (an adult: no parent UIDs needed). */
export function applicationBody(branch: string, photo: string, n: number) {
  return {
    action: 'submit',
    // the seeker's consent to the privacy notice, as the wizard sends it (ADR 053)
    consent: { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en' },
    branch,
    title: 'MR',
    firstName: 'Rohit',
    middleName: '',
    lastName: 'Sharma',
    dob: yearsAgo(25 + (n % 30), '01-10'),
    fatherUid: '',
    fatherTitle: 'MR',
    fatherName: 'Ram Kumar Sharma',
    motherUid: '',
    motherTitle: 'MS',
    motherName: 'Sita Devi Sharma',
    spouseUid: '',
    spouseTitle: '',
    spouseName: '',
    address1: `${1 + (n % 400)} Civil Lines`,
    address2: '',
    zipcode: '282005',
    country: 'IN',
    region: 'Uttar Pradesh',
    city: branch,
    email: `rohit.sharma${n}@example.org`,
    phone: '+919876543210',
    caste: 'GN',
    qualification: '58',
    occupation: '15',
    nationality: 'IN',
    designation: '',
    organization: '',
    bloodGroup: 'O-',
    photo,
    bySecyVerification: true,
    note: '',
  };
}

const list = (query: Record<string, string | number>) =>
  `/api/registrations?${new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)]),
  ).toString()}`;

export const SCENARIOS: Scenario[] = [
  {
    id: 'health',
    label: 'GET /api/health (baseline)',
    kind: 'baseline',
    requests: () => ({ next: () => ({ method: 'GET', path: '/api/health' }) }),
  },
  {
    id: 'sign-in',
    label: 'Sign in (argon2id)',
    kind: 'sign-in',
    requests: ({ prepared }) => {
      let n = 0;
      return {
        next: () => ({
          method: 'POST',
          path: '/api/auth/login',
          body: {
            uid: benchUid.secretary(n++ % prepared.secretaries),
            password: BENCH_PASSWORD,
            remember: true,
          },
        }),
      };
    },
  },
  {
    id: 'queue',
    label: 'Pending-validation queue, page 1',
    kind: 'read',
    requests: ({ tokens }) => ({
      next: () => ({
        method: 'GET',
        path: list({ view: 'pending-validation', page: 0, pageSize: DEFAULT_PAGE_SIZE }),
        headers: bearer(tokens.validator),
      }),
    }),
  },
  {
    id: 'own-list',
    label: "Secretary's own list, largest branch",
    kind: 'read',
    requests: ({ tokens }) => ({
      next: () => ({
        method: 'GET',
        path: list({ view: 'mine', page: 0, pageSize: DEFAULT_PAGE_SIZE }),
        headers: bearer(tokens.secretary),
      }),
    }),
  },
  {
    id: 'deep-page',
    label: 'All records, deep page (cursor)',
    kind: 'read',
    requests: ({ tokens, prepared }) => ({
      next: () => ({
        method: 'GET',
        path: list({
          view: 'all',
          page: prepared.deepPage,
          pageSize: DEFAULT_PAGE_SIZE,
          cursor: prepared.deepCursor,
        }),
        headers: bearer(tokens.viewer),
      }),
    }),
  },
  {
    id: 'deep-page-offset',
    label: 'All records, deep page (page number only)',
    kind: 'read',
    informational: true,
    requests: ({ tokens, prepared }) => ({
      next: () => ({
        method: 'GET',
        path: list({ view: 'all', page: prepared.deepPage, pageSize: DEFAULT_PAGE_SIZE }),
        headers: bearer(tokens.viewer),
      }),
    }),
  },
  {
    id: 'name-filter',
    label: 'All records, first name contains …',
    kind: 'read',
    requests: ({ tokens }) => {
      const name = cycle(NAME_FILTERS);
      return {
        next: () => ({
          method: 'GET',
          path: list({
            view: 'all',
            page: 0,
            pageSize: DEFAULT_PAGE_SIZE,
            filterField: 'first_name',
            filterOperator: 'contains',
            filterValue: name(),
          }),
          headers: bearer(tokens.validator),
        }),
      };
    },
  },
  {
    id: 'counts',
    label: 'Dashboard counts (all branches)',
    kind: 'read',
    requests: ({ tokens }) => ({
      next: () => ({
        method: 'GET',
        path: '/api/registrations/counts',
        headers: bearer(tokens.validator),
      }),
    }),
  },
  {
    id: 'open-record',
    label: 'Open one record with its logs',
    kind: 'read',
    requests: ({ tokens, prepared }) => {
      // a fixed pseudo-random walk over the ids, the same every run
      let x = 12345;
      return {
        next: () => {
          x = (x * 1103515245 + 12345) % 2147483648;
          return {
            method: 'GET',
            path: `/api/registrations/${1 + (x % prepared.contiguousMaxId)}`,
            headers: bearer(tokens.validator),
          };
        },
      };
    },
  },
  {
    id: 'duplicates',
    label: 'Duplicate check of one record',
    kind: 'read',
    requests: ({ tokens, prepared }) => {
      let x = 54321;
      return {
        next: () => {
          x = (x * 1103515245 + 12345) % 2147483648;
          return {
            method: 'GET',
            path: `/api/registrations/${1 + (x % prepared.contiguousMaxId)}/duplicates`,
            headers: bearer(tokens.validator),
          };
        },
      };
    },
  },
  {
    id: 'create-submit',
    label: 'Create and submit an application',
    kind: 'write',
    requests: ({ tokens, prepared, runId }) => {
      let n = 0;
      return {
        next: () => {
          n += 1;
          return {
            method: 'POST',
            path: '/api/registrations',
            headers: { ...bearer(tokens.secretary), 'idempotency-key': `${runId}-${n}` },
            body: applicationBody(prepared.largestBranch, prepared.photo, n),
          };
        },
      };
    },
  },
  {
    id: 'validate',
    label: 'Validate a record',
    kind: 'write',
    requests: ({ tokens, prepared }) => {
      const queue = prepared.toValidate;
      let index = 0;
      return {
        available: queue.length,
        next: () => {
          const row = queue[index++];
          if (!row) return null;
          return {
            method: 'POST',
            path: `/api/registrations/${row.id}/transitions`,
            headers: bearer(tokens.validator),
            // generated seekers repeat names: the reviewer has compared any likely match (ADR 049)
            body: {
              action: 'validate',
              revision: row.revision,
              note: '',
              duplicateAcknowledged: true,
            },
          };
        },
      };
    },
  },
  {
    id: 'approve',
    label: 'Approve a record (issues the ID, queues the hand-off)',
    kind: 'write',
    requests: ({ tokens, prepared }) => {
      const queue = prepared.toApprove;
      let index = 0;
      return {
        available: queue.length,
        next: () => {
          const row = queue[index++];
          if (!row) return null;
          return {
            method: 'POST',
            path: `/api/registrations/${row.id}/transitions`,
            headers: bearer(tokens.approver),
            body: {
              action: 'approve',
              revision: row.revision,
              note: '',
              duplicateAcknowledged: true,
            },
          };
        },
      };
    },
  },
];
