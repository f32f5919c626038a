import { LOOKUP_MESSAGES } from '@form-a/domain/messages';

/** Domain texts widened to string, so the Hindi file can hold its own words under the same keys. */
const lookup: Record<keyof typeof LOOKUP_MESSAGES, string> = { ...LOOKUP_MESSAGES };

/** English labels of the registrations screens (its own file so that each feature edits only its own). */
export const registrationsEn = {
  /** the domain's texts, never retyped ('Not Generated Yet', 'No Duplicate records found') */
  lookup,
  dialog: {
    title: 'Jigyasu Data',
  },
  details: {
    photoAlt: 'Photo of {{name}}',
    noPhoto: 'No photo',
    enlargePhoto: 'Enlarge the photo of {{name}}',
    closePhoto: 'Close',
    // the record's own ID, issued at approval (docs/glossary.md); 'UID' alone is a member's
    uid: 'Jigyasu ID',
    fullName: 'Full Name',
    status: 'Status',
    email: 'Email',
    phone: 'Phone',
    dob: 'Date of Birth',
    fatherName: 'Father Name',
    fatherUid: 'Father UID',
    motherName: 'Mother Name',
    motherUid: 'Mother UID',
    spouseName: 'Spouse Name',
    spouseUid: 'Spouse UID',
    address1: 'Address Line 1',
    address2: 'Address Line 2',
    city: 'City',
    state: 'State',
    country: 'Country',
    pinCode: 'Pin Code',
    organization: 'Organization',
    occupation: 'Occupation',
    qualification: 'Qualification',
    designation: 'Designation',
    nationality: 'Nationality',
    caste: 'Caste',
    bloodGroup: 'Blood Group',
    branch: 'Branch',
    // the spec's 'photo path': whether there is one, never the internal address
    photo: 'Photo',
    photoUploaded: 'Uploaded',
  },
  logs: {
    title: 'Logs',
    empty: 'No log entries yet.',
    noNote: 'No note',
    precheck: {
      likely: 'Duplicate pre-check: likely the same person',
      possible: 'Duplicate pre-check: possibly the same person',
    },
    precheckNote:
      "Entered this person's name and birth date in the duplicate check before submitting an application.",
    /** ADR 049: a reviewer's 'I checked: this is not the same person' */
    duplicateAcknowledged: 'Likely duplicate checked',
    duplicateAcknowledgedNote: 'Not the same person as {{matches}}',
    /** ADR 056: a request about an approved record, sent to the collection service */
    collectionRequest: {
      correction: 'Correction requested from the collection service',
      erasure: 'Erasure requested from the collection service',
    },
  },
  columns: {
    id: 'ID',
    uid: 'Jigyasu ID',
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    email: 'Email',
    fatherName: 'Father Name',
    fatherUid: 'Father UID',
    motherName: 'Mother Name',
    motherUid: 'Mother UID',
    address1: 'Address 1',
    address2: 'Address 2',
    city: 'City',
    state: 'State',
    country: 'Country',
    zipcode: 'Zipcode',
    branch: 'Branch',
    dob: 'DOB',
    status: 'Status',
    created: 'Created',
    action: 'Action',
  },
  /** the list as cards on a phone (under 600 px) */
  cards: {
    sortBy: 'Sort by',
    ascending: 'Ascending',
    descending: 'Descending',
    filterField: 'Filter by',
    filterValue: 'Contains',
    applyFilter: 'Apply filter',
    clearFilter: 'Clear filter',
    noRecords: 'No records',
  },
  actions: {
    edit: 'Edit',
    resubmit: 'Resubmit',
    checkAndValidate: 'Check And Validate',
    checkDuplicate: 'Check Duplicate',
    checkAndApprove: 'Check And Approve',
    viewData: 'View Data',
    discard: 'Discard',
  },
  /** a secretary drops a draft (ADR 051): the list row's button and the draft edit screen's */
  discard: {
    button: 'Discard draft',
    buttonFor: 'Discard the draft No. {{id}}',
    title: 'Discard this draft?',
    body: 'The application No. {{id}} ({{name}}) leaves your drafts, and no list, count or search shows it again. Its history is kept. This cannot be undone.',
    noName: 'no name yet',
    confirm: 'Discard draft',
    discarding: 'Discarding…',
  },
};
