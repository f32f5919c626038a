import { SEARCH_MESSAGES } from '@form-a/domain/messages';

/** English labels of the header search and its results page. */
export const searchEn = {
  title: 'Search',
  resultsFor: 'Results for “{{query}}”',
  hint: 'Search by name, Jigyasu ID, application number or phone number. Press / to search from any screen.',
  hintNoPhone:
    'Search by name, Jigyasu ID or application number. Press / to search from any screen.',
  field: 'Search records',
  submit: 'Search',
  noResults: 'No record found for “{{query}}”.',
  soundAlike: 'No record has these names spelt this way; showing names that sound alike.',
  showMore: 'Show more',
  count_one: '{{count}} record shown',
  count_other: '{{count}} records shown',
  applicationId: 'Application {{id}}',
  jigyasuId: 'Jigyasu ID {{uid}}',
  dob: 'Born {{date}}',
  phone: 'Phone {{phone}}',
  // the data viewer: her menu's list (config/routes.ts, viewerList) holds every record she finds
  noOpen:
    'Your role sees a summary of each record; the whole list is in All Records, which you can export.',
  matchedBy: {
    id: 'Application number',
    uid: 'Jigyasu ID',
    phone: 'Phone',
    name: 'Name',
  },
  /** the server's message, shown through the translation */
  nothingToSearch: SEARCH_MESSAGES.nothingToSearch as string,
  failed: 'The search did not answer. Please try again.',
};
