import { DUPLICATE_CHECK_MESSAGES, WORKFLOW_ALERTS } from '@form-a/domain/messages';

/** Domain texts widened to string, so the Hindi file can hold its own words under the same keys. */
const alerts: Record<keyof typeof WORKFLOW_ALERTS, string> = { ...WORKFLOW_ALERTS };

/** English labels of the review screens (its own file so that each feature edits only its own). */
export const reviewEn = {
  /** the domain's workflow alerts, never retyped; the server sends the same English texts */
  alerts,
  saving: 'Data is Saving. please wait...',
  note: 'Note',
  decision: 'Decision',
  noActions: 'No action is open to you on this record in its current state.',
  notFound: 'Record not found.',
  buttons: {
    validate: 'Validate',
    approve: 'Approve',
    returnToSecretary: 'Return to Branch Secretary',
    returnToValidator: 'Return to Validator',
  },
  handoff: {
    queued:
      'The record is approved; its hand-off to the collection service is queued and will be retried until it is delivered.',
    failed:
      'The record is approved, but its hand-off to the collection service has failed so far; it stays in the Outbox and will be retried.',
  },
  viewData: {
    uid: 'UID',
    subtitle: 'Approved record {{uid}} as the collection service holds it.',
    notYet:
      'The collection service has no record for this ID yet. Its hand-off may still be queued: reload in a moment.',
  },
  outbox: {
    menu: 'Outbox',
    title: 'Outbox',
    subtitle:
      'Hand-offs of approved records to the collection service. Undelivered ones are retried automatically; Retry tries one again now.',
    show: 'Show',
    views: {
      undelivered: 'Not delivered',
      delivered: 'Delivered',
      all: 'All',
    },
    columns: {
      id: 'ID',
      registrationId: 'Record',
      jigyasuId: 'Jigyasu ID',
      state: 'State',
      attempts: 'Attempts',
      lastError: 'Last error',
      nextAttempt: 'Next attempt',
      createdAt: 'Queued',
      deliveredAt: 'Delivered',
      action: 'Action',
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
  },
};
