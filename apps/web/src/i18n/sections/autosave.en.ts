/** English texts of the wizard's draft autosave. */
export const autosaveEn = {
  restoredSaved: 'Your unfinished application was restored: a draft saved at {{time}}.',
  restoredLocal:
    'Your unfinished application was restored from this browser. It is not saved on the server yet; saving now.',
  startNew: 'Start a new application',
  status: {
    pending: 'Unsaved changes',
    saving: 'Saving draft…',
    saved: 'Draft saved at {{time}}',
    retrying: 'Not saved yet (no connection to the server). Kept in this browser; trying again.',
    invalid:
      'Not saved yet: a value is not complete (see the fields marked). Kept in this browser.',
    conflict: 'This draft was changed elsewhere. Reload the page to see the saved version.',
  },
  leaveTitle: 'Leave this form?',
  leaveBody:
    'Your latest input is not saved on the server yet. It stays in this browser and comes back when you open this form again.',
  stay: 'Stay',
  leave: 'Leave',
};
