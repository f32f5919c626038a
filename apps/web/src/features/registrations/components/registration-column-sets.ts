import { getGridStringOperators } from '@mui/x-data-grid';
import { REGISTRATION_FILTER_OPERATORS } from '@form-a/domain/registration-views';
import {
  SUMMARY_FILTER_FIELDS,
  SUMMARY_SORT_FIELDS,
} from '@form-a/domain/schemas/registration-summary';
import type { ColumnSet, RowAction } from '../config/lists';
import { isFilterField, isSortField } from './registrations-query';

export type ColumnKey =
  | 'id'
  | 'uid'
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'father_name'
  | 'father_uid'
  | 'mother_name'
  | 'mother_uid'
  | 'address1'
  | 'address2'
  | 'city'
  | 'region'
  | 'country'
  | 'zipcode'
  | 'branch'
  | 'dob'
  | 'status'
  | 'last_updated';

/** Spec section 2 "List screens", plus DOB and Created (hidden until asked for) on every list. */
export const COLUMN_SETS: Record<ColumnSet, readonly ColumnKey[]> = {
  secretary: [
    'id',
    'uid',
    'first_name',
    'last_name',
    'email',
    'phone',
    'father_name',
    'father_uid',
    'mother_name',
    'mother_uid',
    'address1',
    'address2',
    'city',
    'region',
    'country',
    'zipcode',
    'branch',
    'dob',
    'status',
    'last_updated',
  ],
  review: [
    'id',
    'uid',
    'first_name',
    'last_name',
    'email',
    'phone',
    'father_name',
    'mother_name',
    'city',
    'region',
    'country',
    'zipcode',
    'branch',
    'dob',
    'status',
    'last_updated',
  ],
  submitted: [
    'id',
    'uid',
    'first_name',
    'middle_name',
    'last_name',
    'email',
    'phone',
    'father_name',
    'mother_name',
    'branch',
    'dob',
    'status',
    'last_updated',
  ],
  // what a data viewer's summary rows carry: no contact, birth date, relatives or address
  summary: [
    'id',
    'uid',
    'first_name',
    'middle_name',
    'last_name',
    'branch',
    'status',
    'last_updated',
  ],
};

/**
 * Email and zipcode are hidden by default (spec), and so are the extra Phone, DOB and Created
 * columns. Phone and email show masked to a reader whose task does not need them (ADR 057).
 */
export const HIDDEN_BY_DEFAULT: readonly ColumnKey[] = [
  'email',
  'phone',
  'zipcode',
  'dob',
  'last_updated',
];

export const HEADER_KEYS = {
  id: 'registrations.columns.id',
  uid: 'registrations.columns.uid',
  first_name: 'registrations.columns.firstName',
  middle_name: 'registrations.columns.middleName',
  last_name: 'registrations.columns.lastName',
  email: 'registrations.columns.email',
  phone: 'contact.phone',
  father_name: 'registrations.columns.fatherName',
  father_uid: 'registrations.columns.fatherUid',
  mother_name: 'registrations.columns.motherName',
  mother_uid: 'registrations.columns.motherUid',
  address1: 'registrations.columns.address1',
  address2: 'registrations.columns.address2',
  city: 'registrations.columns.city',
  region: 'registrations.columns.state',
  country: 'registrations.columns.country',
  zipcode: 'registrations.columns.zipcode',
  branch: 'registrations.columns.branch',
  dob: 'registrations.columns.dob',
  status: 'registrations.columns.status',
  last_updated: 'registrations.columns.created',
} as const satisfies Record<ColumnKey, string>;

export const WIDTHS: Partial<Record<ColumnKey, number>> = {
  id: 90,
  uid: 190,
  // room for a whole address or number once shown, beside the Show button (ADR 057)
  email: 250,
  phone: 175,
  father_uid: 170,
  mother_uid: 170,
  address1: 180,
  address2: 160,
  status: 170,
  last_updated: 170,
};

export const ACTION_WIDTH: Record<RowAction, number> = {
  edit: 90,
  resubmit: 110,
  checkAndValidate: 170,
  checkDuplicate: 150,
  checkAndApprove: 170,
  viewData: 120,
  discard: 100,
};

export const SERVER_FILTER_OPERATORS = getGridStringOperators().filter((operator) =>
  (REGISTRATION_FILTER_OPERATORS as readonly string[]).includes(operator.value),
);

/** the server sorts and filters summary rows only by their own columns */
export const sortableIn = (columnSet: ColumnSet, field: string) =>
  columnSet === 'summary'
    ? (SUMMARY_SORT_FIELDS as readonly string[]).includes(field)
    : isSortField(field);
export const filterableIn = (columnSet: ColumnSet, field: string) =>
  columnSet === 'summary'
    ? (SUMMARY_FILTER_FIELDS as readonly string[]).includes(field)
    : isFilterField(field);
