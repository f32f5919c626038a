/**
 * English texts of the person's rights on the approver's record screen (ADR 056): the subject
 * export's downloads and the correction request for an approved record.
 */
export const subjectRightsEn = {
  title: 'The person’s data',
  intro:
    'Everything held about this person, in one file, for their request of access (Digital Personal Data Protection Act, 2023).',
  downloadJson: 'Download subject data (JSON)',
  downloadPdf: 'Download subject data (PDF)',
  preparing: 'Preparing the file…',
  downloaded: 'Saved as {{name}}.',
  correctionIntro:
    'The approved record is held by the collection service: a correction the person asks for is sent there.',
  requestCorrection: 'Request correction',
  dialog: {
    title: 'Request a correction',
    intro:
      'Write what the person asks to have corrected. The request goes to the collection service, which holds the approved record, and this record’s history keeps it.',
    reason: 'What is to be corrected',
    reasonHelp: 'For example: “The father’s name is Ram Kumar Sharma.” At most {{max}} characters.',
    send: 'Send request',
  },
};
