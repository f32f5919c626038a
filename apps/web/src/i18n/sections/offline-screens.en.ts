/**
 * English texts of the offline status line and the waiting list (ADR 075), in a module of
 * their own so that they load with those screens, not with every signed-in page.
 */
export const offlineScreensEn = {
  offlineNotice:
    'You are offline. Lists show what this device kept, and new applications are kept here until the connection is back.',
  waitingEntry: 'Waiting to be sent ({{count}})',
  sending: 'Sending {{done}} of {{total}}…',
  sentNotice_one: '{{count}} application was sent.',
  sentNotice_other: '{{count}} applications were sent.',
  returnedNotice_one: '{{count}} application came back as a draft: see Waiting to be sent.',
  returnedNotice_other: '{{count}} applications came back as drafts: see Waiting to be sent.',
  dismiss: 'Dismiss',
  waiting: {
    intro:
      'Applications submitted on this device while the server could not be reached. They are sent in order, oldest first, as soon as the connection is back.',
    empty: 'Nothing is waiting to be sent.',
    sendNow: 'Send now',
    edit: 'Edit',
    discard: 'Discard',
    discardTitle: 'Discard this application?',
    discardBody: 'It is removed from this device with its photo and will not be sent.',
    cancel: 'Cancel',
    openDraft: 'Open the draft',
    openRecord: 'Open the record',
    editBusy: 'Finish or leave the application open in the form first: it would be replaced.',
    kept: 'Kept at {{time}}',
    lastTry: 'Last try failed: {{reason}}',
    state: {
      waiting: 'Waiting',
      sending: 'Sending…',
      returned: 'Back as a draft',
      sent: 'Sent',
    },
    returnedText: 'The server did not accept it; it is a draft now. Correct it and submit again:',
    unnamed: 'Application without a name',
  },
};
