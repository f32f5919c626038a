import type { PreferredLanguage } from './api/preferences';

/** The actions of a record's history that the record screens name. */
export type HistoryAction =
  | 'draft'
  | 'submit'
  | 'resubmit'
  | 'validate'
  | 'return'
  | 'returnToSecretary'
  | 'approve'
  | 'discard'
  | 'erase';

/**
 * What each step of a record's history is called, in the reader's language: the record
 * screens' logs (the web's catalogues take these) and the subject export's PDF.
 */
export const HISTORY_ACTION_LABELS: Record<PreferredLanguage, Record<HistoryAction, string>> = {
  en: {
    draft: 'Draft saved',
    submit: 'Submitted',
    resubmit: 'Resubmitted',
    validate: 'Validated',
    return: 'Returned',
    returnToSecretary: 'Returned to the branch secretary',
    approve: 'Approved',
    discard: 'Discarded',
    erase: 'Personal data erased',
  },
  hi: {
    draft: 'ड्राफ़्ट सहेजा गया',
    submit: 'जमा किया गया',
    resubmit: 'फिर से जमा किया गया',
    validate: 'सत्यापित',
    return: 'लौटाया गया',
    returnToSecretary: 'शाखा सचिव को लौटाया गया',
    approve: 'स्वीकृत',
    discard: 'हटाया गया',
    erase: 'व्यक्तिगत डेटा मिटाया गया',
  },
};
