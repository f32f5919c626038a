import type { AccessAction } from './access-log';
import type { PreferredLanguage } from './api/preferences';

/**
 * What each kind of read is called, in the reader's language: the record screen's 'Viewed by'
 * panel (the web's catalogues take these) and the administrator's CSV of a period.
 */
export const ACCESS_ACTION_LABELS: Record<PreferredLanguage, Record<AccessAction, string>> = {
  en: {
    record: 'Opened the record',
    'approved-record': 'Viewed the approved record',
    card: 'Printed the registration card',
    export: 'Exported in a list',
    'subject-export': 'Downloaded everything held (subject export)',
    contact: 'Revealed the phone or email',
    transfer: 'Opened a transfer request',
  },
  hi: {
    record: 'रिकॉर्ड खोला',
    'approved-record': 'स्वीकृत रिकॉर्ड देखा',
    card: 'पंजीकरण कार्ड प्रिंट किया',
    export: 'सूची में निर्यात किया',
    'subject-export': 'रखा गया पूरा डेटा डाउनलोड किया (व्यक्ति का निर्यात)',
    contact: 'फ़ोन या ईमेल पूरा देखा',
    transfer: 'स्थानांतरण अनुरोध खोला',
  },
};

/** The columns of the access log's CSV, in order. */
export const ACCESS_LOG_CSV_COLUMNS = [
  'at',
  'userUid',
  'userName',
  'role',
  'action',
  'registrationId',
  'jigyasuUid',
  'detail',
] as const;
export type AccessLogCsvColumn = (typeof ACCESS_LOG_CSV_COLUMNS)[number];

/** The CSV's header row in the file's language (ADR 050: files are for people). */
export const ACCESS_LOG_CSV_HEADERS: Record<
  PreferredLanguage,
  Record<AccessLogCsvColumn, string>
> = {
  en: {
    at: 'When',
    userUid: 'User ID',
    userName: 'User name',
    role: 'Role',
    action: 'What',
    registrationId: 'Application number',
    jigyasuUid: 'Jigyasu ID',
    detail: 'Details',
  },
  hi: {
    at: 'कब',
    userUid: 'यूज़र आईडी',
    userName: 'उपयोगकर्ता का नाम',
    role: 'भूमिका',
    action: 'क्या किया',
    registrationId: 'आवेदन संख्या',
    jigyasuUid: 'जिज्ञासु आईडी',
    detail: 'विवरण',
  },
};
