/**
 * English texts around the privacy notice (ADR 053): the wizard's consent step and the review
 * screens' consent panel. The notice's own words are versioned data in the domain package
 * (privacy-notice.ts), never here: a consent names the version whose words were shown.
 */
export const privacyEn = {
  /** while a request to the collection service (correction, erasure) is on its way */
  requestSending: 'Sending…',
  consent: {
    heading: 'Privacy notice and consent',
    intro:
      'Show the seeker this notice, in the language they read best, before you submit the application.',
    noticeLanguage: 'Language of the notice',
    version: 'Notice of {{version}}',
    agree: 'The seeker was shown this notice and agreed.',
    loading: 'Loading the privacy notice…',
    onRecord:
      'The seeker’s consent is on record: the notice of {{version}}, shown in {{language}} on {{date}}.',
  },
  summary: {
    heading: 'Consent',
    version: 'Notice version',
    language: 'Shown in',
    recordedBy: 'Recorded by',
    recordedAt: 'Recorded on',
    notRecorded: 'Consent not recorded',
    notRecordedHint: 'This record was submitted before the portal asked for the seeker’s consent.',
  },
};
