import { DUPLICATE_CHECK_MESSAGES, WORKFLOW_ALERTS } from '@form-a/domain/messages';

/** Domain texts widened to string, so the Hindi file can hold its own words under the same keys. */
const alerts: Record<keyof typeof WORKFLOW_ALERTS, string> = { ...WORKFLOW_ALERTS };

/** English labels of the review screens (its own file so that each feature edits only its own). */
export const reviewEn = {
  /** the domain's workflow alerts, never retyped; the server sends the same English texts */
  alerts,
  saving: 'Data is Saving. please wait...',
  note: 'Note',
  noteHelp: 'Required to return the record: the reason goes to the person who corrects it.',
  decision: 'Decision',
  noActions: 'No action is open to you on this record in its current state.',
  notFound: 'Record not found.',
  buttons: {
    validate: 'Validate',
    approve: 'Approve',
    returnToSecretary: 'Return to Branch Secretary',
    returnToValidator: 'Return to Validator',
  },
  confirmApprove: {
    title: 'Approve this record?',
    body: 'Approving issues the official Jigyasu ID and hands the record to the collection service. It cannot be undone.',
    seeker: 'Seeker',
    idLabel: 'Jigyasu ID to be issued',
    idNote:
      'Initials and date of birth come from this record; the number is the next one free. If someone approves another record first, this one gets the number after it: the message after approval shows the ID issued.',
    idLoading: 'Working out the ID…',
    idUnknown: 'The ID cannot be shown now; it is issued on approval.',
    confirm: 'Approve and issue the ID',
  },
  handoff: {
    delivered: 'The record has been delivered to the collection service.',
    queued:
      'The record is approved; its hand-off to the collection service is queued and will be retried until it is delivered.',
    failed:
      'The record is approved, but its hand-off to the collection service has failed so far; it stays in the Outbox and will be retried.',
  },
  viewData: {
    uid: 'Jigyasu ID',
    record: 'Approved record {{uid}}',
    dateOfRegistration: 'Date of Registration',
    address3: 'Address Line 3',
    createdAt: 'Created',
    modifiedBy: 'Modified By',
    statusFlag: 'Status',
    subtitle: 'Approved record {{uid}} as the collection service holds it.',
    notYet:
      'The collection service has no record for this ID yet. Its hand-off may still be queued: reload in a moment.',
  },
  outbox: {
    menu: 'Outbox',
    title: 'Outbox',
    subtitle:
      'Hand-offs of approved records to the collection service, and the correction and erasure requests about them. Undelivered ones are retried automatically; Retry tries one again now.',
    show: 'Show',
    views: {
      undelivered: 'Not delivered',
      delivered: 'Delivered',
      all: 'All',
    },
    columns: {
      id: 'ID',
      registrationId: 'Record',
      kind: 'What',
      jigyasuId: 'Jigyasu ID',
      state: 'State',
      attempts: 'Attempts',
      lastError: 'Last error',
      nextAttempt: 'Next attempt',
      createdAt: 'Queued',
      deliveredAt: 'Delivered',
      action: 'Action',
    },
    /** each outbox kind in words (ADR 056); a kind this version does not know shows as stored */
    kinds: {
      handoff: 'Approved record',
      email: 'Email',
      erasureRequest: 'Erasure request',
      correctionRequest: 'Correction request',
    },
    states: {
      pending: 'Pending',
      in_flight: 'Sending',
      failed: 'Failed',
      delivered: 'Delivered',
    },
    retry: 'Retry',
    retryDelivery: 'Retry {{id}}',
    retried: 'The hand-off will be tried again now.',
    empty: 'No hand-offs to show.',
  },
  precheckMatches: {
    menu: 'Pre-check matches',
    title: 'Duplicate pre-check matches',
    subtitle:
      'Before submitting, a branch secretary may check whether a person is already known. Each check that matched someone is listed here with who ran it: many checks on one person, each with another birth date, are someone looking for that birth date.',
    empty: 'No pre-check has matched anyone yet.',
    columns: {
      when: 'When',
      prober: 'Checked by',
      branch: 'Their branch',
      level: 'Match',
      matched: 'Matched',
      matchedBranch: 'Branch of the person',
    },
    levels: {
      likely: 'Likely the same person',
      possible: 'Possibly the same person',
    },
    member: 'Registry member {{uid}}',
    record: 'Record #{{id}}',
  },
  duplicateBanner: {
    title: 'Possible duplicate',
    /** a likely match, at the top of the screen (ADR 049) */
    likelyTitle: 'Likely duplicate: check before you decide',
    likelyAsk:
      'Validate and Approve ask you to confirm that this is not the same person. If it is, return the record.',
    checking: 'Checking for duplicates…',
    failed:
      'The duplicate check could not run, so this record cannot be validated or approved now.',
    retry: 'Check again',
    bestMatch: 'Best match: {{name}}, born {{dob}}',
    inRegistry: 'in the registry as {{uid}}',
    inProcess: 'pending record #{{id}}',
    open: 'Open the duplicate check',
    more_one: 'One more match in the duplicate check.',
    more_other: '{{count}} more matches in the duplicate check.',
  },
  /** the confirmation of a decision on a record with a duplicate match (ADR 049) */
  duplicateDecision: {
    likelyTitle: 'Likely the same person as:',
    possibleTitle: 'Possibly the same person as:',
    acknowledge: 'I checked: this is not the same person',
    acknowledgeHelp: 'Your name and the time are kept in the record’s history.',
    acknowledgeRequired: 'Tick this box once you have compared the two people.',
    match: '{{name}}, born {{dob}}, {{where}} (match {{score}}%)',
  },
  confirmValidate: {
    title: 'Validate this record?',
    body: 'Validating sends the record to the approver.',
    confirm: 'Validate',
  },
  badge: {
    likely: 'Likely duplicate',
    possible: 'Possible duplicate',
    column: 'Duplicate',
  },
  duplicates: {
    title: 'Check for Duplicates',
    applicant: 'Applicant',
    applicantName: 'Name',
    dob: 'DOB',
    fatherName: 'Father Name',
    branch: 'Branch',
    uid: 'UID',
    firstName: 'First Name',
    lastName: 'Last Name',
    checking: 'Checking for duplicates…',
    /** the domain's text, never retyped */
    checkFailed: DUPLICATE_CHECK_MESSAGES.serviceFailed as string,
    pendingRecord: 'Pending record #{{id}}',
    likely: 'Likely match',
    possible: 'Possible match',
    score: 'Match {{score}}%',
    reasons: 'Why it matched',
    reasonText: {
      pair: '{{field}}: {{kind}}',
      namesSwapped: 'first and last name swapped',
      givenJoined: 'first and middle name joined',
    },
    reasonField: {
      firstName: 'first name',
      middleName: 'middle name',
      lastName: 'last name',
      dob: 'date of birth',
      fatherName: "father's name",
      givenName: 'first and middle name',
    },
    reasonKind: {
      exact: 'exact',
      spellingVariant: 'spelling variant',
      soundsAlike: 'sounds alike',
      typo: 'typo',
      initial: 'initial',
      similar: 'similar',
      joined: 'joined',
      fillerWord: 'filler word',
      givenInitials: 'given names as initials',
      nickname: 'nickname',
      alias: 'alias',
      different: 'different',
      missing: 'missing',
      dropped: 'dropped',
      married: 'different (married name?)',
      dayMonthSwapped: 'day/month swapped',
      oneDigit: 'one digit differs',
      monthOffByOne: 'birth month differs by one',
      yearOnly: 'year only',
      yearOffByOne: 'year off by one',
      withinAYear: 'within a year',
      nicknameOf: 'nickname of {{name}}',
    },
  },
};
