import type { RoleCode } from './roles';
import { STATUS, type StatusId } from './status';

/**
 * The list views of the API (`GET /api/registrations?view=`): which statuses each shows and
 * which roles may open it. Secretaries always see their own branch only. `null`: every status a
 * record is seen in (LIVE_STATUS_IDS), never a discarded draft (ADR 051).
 */
export const REGISTRATION_VIEWS = {
  mine: { statuses: null, roles: ['BBRANCHSEC'] },
  draft: { statuses: [STATUS.DRAFT], roles: ['BBRANCHSEC', 'UVVOLUNTER', 'DBAPPROVER'] },
  'in-process': {
    statuses: [STATUS.SUBMITTED, STATUS.VALIDATED],
    roles: ['BBRANCHSEC', 'DATAVIEWER', 'UVVOLUNTER', 'DBAPPROVER'],
  },
  approved: {
    statuses: [STATUS.APPROVED],
    roles: ['BBRANCHSEC', 'UVVOLUNTER', 'DBAPPROVER', 'DATAVIEWER'],
  },
  returned: {
    statuses: [STATUS.RETURNED],
    roles: ['BBRANCHSEC', 'UVVOLUNTER', 'DBAPPROVER', 'DATAVIEWER'],
  },
  'pending-validation': {
    statuses: [STATUS.SUBMITTED],
    roles: ['UVVOLUNTER', 'DBAPPROVER', 'DATAVIEWER'],
  },
  'pending-approval': {
    statuses: [STATUS.VALIDATED],
    roles: ['UVVOLUNTER', 'DBAPPROVER', 'DATAVIEWER'],
  },
  submitted: {
    statuses: [STATUS.SUBMITTED, STATUS.VALIDATED, STATUS.APPROVED, STATUS.RETURNED],
    roles: ['UVVOLUNTER', 'DBAPPROVER', 'DATAVIEWER'],
  },
  all: { statuses: null, roles: ['UVVOLUNTER', 'DBAPPROVER', 'DATAVIEWER'] },
} as const satisfies Record<
  string,
  { statuses: readonly StatusId[] | null; roles: readonly RoleCode[] }
>;

export type RegistrationView = keyof typeof REGISTRATION_VIEWS;
export const REGISTRATION_VIEW_NAMES = Object.keys(REGISTRATION_VIEWS) as [
  RegistrationView,
  ...RegistrationView[],
];

export function canOpenView(view: RegistrationView, role: RoleCode | null | undefined): boolean {
  return !!role && (REGISTRATION_VIEWS[view].roles as readonly RoleCode[]).includes(role);
}

/** Columns a list may be sorted or filtered by (API names = record field names). */
export const REGISTRATION_SORT_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'branch',
  'status',
  'dob',
  'city',
  'last_updated',
  'created_at',
] as const;
export type RegistrationSortField = (typeof REGISTRATION_SORT_FIELDS)[number];

export const REGISTRATION_FILTER_FIELDS = [
  'id',
  'uid',
  'first_name',
  'last_name',
  'email',
  'father_name',
  'mother_name',
  'city',
  'region',
  'country',
  'zipcode',
  'branch',
] as const;
export type RegistrationFilterField = (typeof REGISTRATION_FILTER_FIELDS)[number];

export const REGISTRATION_FILTER_OPERATORS = ['contains', 'equals', 'startsWith'] as const;
export type RegistrationFilterOperator = (typeof REGISTRATION_FILTER_OPERATORS)[number];

export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;

/** Dashboard counts, one per stage the dashboards show. */
export interface RegistrationCounts {
  draft: number;
  inProcess: number;
  pendingValidation: number;
  pendingApproval: number;
  approved: number;
  returned: number;
}

/**
 * A list position for paging an id-sorted list without an offset: `after:<id>` asks for the
 * rows that follow the row with that id in the list's order, `before:<id>` for the rows that
 * precede it. Lists answer with `nextCursor` and `prevCursor`; clients pass them back as they are.
 */
const LIST_CURSOR_PATTERN = /^(after|before):([1-9]\d{0,15})$/;
export interface ListCursor {
  direction: 'after' | 'before';
  id: number;
}

export function parseListCursor(text: string): ListCursor | null {
  const match = LIST_CURSOR_PATTERN.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { direction: match[1] as ListCursor['direction'], id } : null;
}

export function formatListCursor(cursor: ListCursor): string {
  return `${cursor.direction}:${cursor.id}`;
}

/**
 * A filtered list read by cursor counts its rows up to this many and then reports "more than"
 * this: counting every match of a common name on every request costs more than the page itself.
 * (Read by page number, a filtered list is not counted at all: see the registrations service.)
 */
export const FILTERED_COUNT_CAP = 1000;
