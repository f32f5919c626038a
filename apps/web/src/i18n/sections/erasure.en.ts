/**
 * English texts of the erasure of a person's data (ADR 055): the approver's panel and its
 * confirmation, and the notice an erased record shows in place of its details.
 */
export const erasureEn = {
  panel: {
    heading: 'Erase personal data',
    intro:
      'At the seeker’s request (the right to erasure of the DPDP Act), the personal data of this application can be erased. The application number, its history and who erased it and why are kept.',
    introApproved:
      'This record is approved: the collection service holds it. An erasure request with your reason is sent to the collection service, which erases it there.',
    erase: 'Erase personal data',
    request: 'Request erasure',
  },
  dialog: {
    title: 'Erase personal data of application {{id}}?',
    titleApproved: 'Request erasure of approved record {{id}}?',
    erasedList: 'These will be erased for good:',
    erased: {
      names: 'the seeker’s name and the names and UIDs of father, mother and spouse',
      dob: 'date of birth',
      contact: 'address, phone and email',
      details: 'caste, blood group, qualification, occupation, nationality, organisation',
      photo: 'the photo',
      copies:
        'the note, and every copy the portal keeps: search entries, duplicate-check entries and notifications',
    },
    kept: 'The application number, branch, dates and history stay, with who erased the data and why. This cannot be undone.',
    approved:
      'Nothing is erased here now. The portal records your request in the record’s history and sends it to the collection service through the outbox, once.',
    reason: 'Reason',
    reasonHelp:
      'Why the data is erased, e.g. “Written request of the seeker, 12/11/2026”. Do not write the seeker’s details here: the reason is kept. At most {{max}} characters.',
    confirm: 'Erase personal data',
    confirmApproved: 'Send erasure request',
    working: 'Erasing…',
  },
  notice: {
    title: 'The personal data of this record has been erased',
    details: 'Erased on {{date}} by {{name}}.',
    reason: 'Reason: {{reason}}',
    kept: 'Only the application number, its dates and its history are kept.',
  },
};
