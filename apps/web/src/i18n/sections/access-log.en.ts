import { ACCESS_ACTION_LABELS } from '@form-a/domain/access-log-labels';

/** English of the access log (ADR 054): the record's 'Viewed by' panel and the admin's file. */
export const accessLogEn = {
  /** what each kind of read is called: the domain's words, which the CSV file uses too */
  actions: { ...ACCESS_ACTION_LABELS.en },
  panel: {
    title: 'Viewed by',
    intro: "Everyone who read this person's full details, newest first.",
    empty: "Nobody has read this record's details yet.",
    showMore: 'Show more',
    loadFailed: 'The access log could not be loaded.',
  },
  admin: {
    menu: 'Access log',
    title: 'Access log',
    intro:
      "Download who read which person's full details in a period: for a personal data breach (whose data, who looked, when) or an audit.",
    from: 'From',
    to: 'To',
    download: 'Download CSV',
    limits:
      'One line per record read, oldest first, in the organisation’s time zone. At most 366 days and 1,000,000 lines per file; choose a shorter period for more.',
    breach:
      'After a breach: the Data Protection Board of India and every affected person must be told without delay, and the Board given a detailed report within 72 hours.',
  },
};
