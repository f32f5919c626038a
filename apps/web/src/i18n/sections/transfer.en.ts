import { ATTENDANCE, BEHAVIOUR, type EnumOption } from '@form-a/domain/enums';
import { TRANSFER_MESSAGES } from '@form-a/domain/messages';

type Strings<T> = { [K in keyof T]: string };

/** `{ [value]: label }` of a domain option list: the labels are the domain's, never retyped. */
function optionLabels<const T extends readonly EnumOption[]>(
  options: T,
): { [K in T[number]['value']]: string } {
  return Object.fromEntries(options.map((option) => [option.value, option.label])) as {
    [K in T[number]['value']]: string;
  };
}

/**
 * English labels of the transfer screens (its own file so that each feature edits only its own).
 * The spec's field names are written as plain words; enumeration labels and validation texts
 * come from the domain package.
 */
export const transferEn = {
  menuMyRequests: 'My transfer requests',
  menuRequests: 'Transfer requests',
  requestsTitle: 'Transfer requests',
  myRequestsTitle: 'My transfer requests',
  searchHeading: 'Search by UID',
  searchHint: 'Enter the Jigyasu UID of the member or seeker to transfer.',
  uid: 'UID',
  search: 'Search',
  searching: 'Searching',
  formHeading: 'Branch transfer request',
  memberStatus: 'Status in the registry: {{status}}',
  currentBranch: 'Current branch',
  movingToBranch: 'Moving to branch',
  noBranchFound: 'No branch found',
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  contactNumber: 'Contact number',
  attendance: 'Attendance',
  behaviour: 'Behaviour',
  otherBehaviourInput: 'Other behaviour',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  addressLine3: 'Address line 3',
  city: 'City',
  state: 'State',
  country: 'Country',
  submit: 'Submit',
  submitting: 'Submitting',
  viewAll: 'All',
  viewOpen: 'Open',
  viewDecided: 'Decided',
  viewLabel: 'Show',
  columnId: 'No.',
  columnName: 'Name',
  columnRequestedBy: 'Requested by branch',
  columnRequestedOn: 'Requested on',
  columnStatus: 'Status',
  columnNote: "Approver's note",
  columnDecidedOn: 'Decided on',
  columnActions: 'Actions',
  view: 'View',
  approve: 'Approve',
  reject: 'Reject',
  approveTitle: 'Approve transfer request',
  rejectTitle: 'Reject transfer request',
  approveRow: 'Approve request {{id}}',
  rejectRow: 'Reject request {{id}}',
  viewRow: 'View request {{id}}',
  note: 'Note',
  saving: 'Saving',
  detailsTitle: 'Transfer request {{id}}',
  history: 'History',
  logBy: '{{name}} ({{role}})',
  noRequests: 'No transfer requests',
  statuses: { Requested: 'Requested', Approved: 'Approved', Rejected: 'Rejected' },
  actions: { request: 'Requested', approve: 'Approved', reject: 'Rejected' },
  attendanceOptions: optionLabels(ATTENDANCE),
  behaviourOptions: optionLabels(BEHAVIOUR),
  messages: { ...TRANSFER_MESSAGES } as Strings<typeof TRANSFER_MESSAGES>,
};
