import type { AccessAction } from '@form-a/domain/access-log';
import { ACCESS_ACTION_LABELS } from '@form-a/domain/access-log-labels';
import { HISTORY_ACTION_LABELS } from '@form-a/domain/history-action-labels';
import type { CollectionRequestKind } from '@form-a/domain/api/collection-requests';
import type { ExportLanguage } from '@form-a/domain/export-labels';
import type { OutboxKindName } from '@form-a/domain/outbox-kinds';
import type { RoleCode } from '@form-a/domain/roles';
import type { DeliveryState } from '@form-a/domain/schemas/review';

/**
 * The subject export PDF's own words (ADR 056), in the reader's language. What the screens and
 * files already say comes from the domain: field labels from EXPORT_COLUMN_LABELS, kinds of read
 * from ACCESS_ACTION_LABELS, the history's steps from HISTORY_ACTION_LABELS; these are the rest.
 * `{name}` placeholders are filled by `fill`.
 */
export interface SubjectPdfLabels {
  title: string;
  intro: string;
  prepared: string;
  applicationNumber: string;
  sections: {
    record: string;
    photo: string;
    consent: string;
    history: string;
    accessLog: string;
    deliveries: string;
    requests: string;
    duplicateChecks: string;
    notifications: string;
  };
  fields: {
    father_title: string;
    father_uid: string;
    mother_title: string;
    mother_uid: string;
    spouse_title: string;
    spouse_uid: string;
    by_secy_verification: string;
    revision: string;
  };
  yes: string;
  no: string;
  none: string;
  noPhoto: string;
  consentNone: string;
  consentLine: string;
  languages: Record<'en' | 'hi', string>;
  historyActions: Record<string, string>;
  otherRecordsWithheld: string;
  noNote: string;
  accessActions: Record<AccessAction, string>;
  outboxKinds: Record<OutboxKindName, string>;
  deliveryStates: Record<DeliveryState, string>;
  deliveryLine: string;
  attempts: string;
  requestKinds: Record<CollectionRequestKind, string>;
  requestLine: string;
  duplicateLevels: Record<'likely' | 'possible', string>;
  duplicateLine: string;
  notificationKinds: Record<string, string>;
  roles: Record<RoleCode, string>;
  page: string;
}

export const SUBJECT_PDF_LABELS: Record<ExportLanguage, SubjectPdfLabels> = {
  en: {
    title: 'Personal data held about a person',
    intro:
      'Everything {org} holds in the Form-A Portal about the person named below, prepared at their request under the Digital Personal Data Protection Act, 2023 (right of access). Other people are not named in it.',
    prepared: 'Prepared on {date} by {name} ({role}).',
    applicationNumber: 'Application number {id}',
    sections: {
      record: 'Details',
      photo: 'Photo',
      consent: 'Consent to the privacy notice',
      history: 'History of the record',
      accessLog: 'Who viewed these details',
      deliveries: 'Shared with the collection service',
      requests: 'Requests for correction or erasure',
      duplicateChecks: 'Duplicate checks that matched this person',
      notifications: 'Staff notified about this record',
    },
    fields: {
      father_title: 'Father’s title',
      father_uid: 'Father’s UID',
      mother_title: 'Mother’s title',
      mother_uid: 'Mother’s UID',
      spouse_title: 'Spouse’s title',
      spouse_uid: 'Spouse’s UID',
      by_secy_verification: 'Verified by the branch secretary',
      revision: 'Revision',
    },
    yes: 'Yes',
    no: 'No',
    none: 'None.',
    noPhoto: 'No photo is held.',
    consentNone:
      'Consent not recorded: the record was submitted before consent was asked for, or has not been submitted.',
    consentLine: 'Notice version {version}, shown in {language}; recorded by {name} on {date}.',
    languages: { en: 'English', hi: 'Hindi' },
    historyActions: {
      ...HISTORY_ACTION_LABELS.en,
      'precheck-likely': 'Duplicate pre-check: likely the same person',
      'precheck-possible': 'Duplicate pre-check: possibly the same person',
      'duplicate-acknowledged': 'Likely duplicate checked: not the same person',
      'correction-requested': 'Correction requested',
      'erasure-requested': 'Erasure requested',
    },
    otherRecordsWithheld:
      'Compared with {count} other record(s); they are not named here, as they are about other people.',
    noNote: 'No note',
    accessActions: ACCESS_ACTION_LABELS.en,
    outboxKinds: {
      handoff: 'Approved record handed over',
      email: 'Email',
      erasureRequest: 'Erasure request',
      correctionRequest: 'Correction request',
    },
    deliveryStates: {
      pending: 'waiting',
      in_flight: 'being sent',
      failed: 'failing, retried',
      delivered: 'delivered',
    },
    deliveryLine: '{kind}: {state}; queued {queued}, delivered {delivered}.',
    attempts: 'Attempts',
    requestKinds: { erasure: 'Erasure', correction: 'Correction' },
    requestLine: '{kind} requested by {name} ({role}) on {date}',
    duplicateLevels: { likely: 'likely the same person', possible: 'possibly the same person' },
    duplicateLine:
      '{date}: a duplicate check by {name} ({role}, {branch}) found this person {level}.',
    notificationKinds: {
      'registration.returned': 'Record returned',
      'registration.approved': 'Record approved',
    },
    roles: {
      BBRANCHSEC: 'Branch Secretary',
      UVVOLUNTER: 'UV Volunteer',
      DBAPPROVER: 'Approver',
      DATAVIEWER: 'Data Viewer',
      ADMIN: 'Administrator',
    },
    page: 'Page {page} of {pages}',
  },
  hi: {
    title: 'किसी व्यक्ति के बारे में रखा गया व्यक्तिगत डेटा',
    intro:
      '{org} द्वारा फ़ॉर्म-A पोर्टल में नीचे नामित व्यक्ति के बारे में रखी गई सारी जानकारी, जो डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (पहुँच का अधिकार) के अंतर्गत उनके अनुरोध पर तैयार की गई है। इसमें किसी दूसरे व्यक्ति का नाम नहीं है।',
    prepared: '{date} को {name} ({role}) द्वारा तैयार किया गया।',
    applicationNumber: 'आवेदन संख्या {id}',
    sections: {
      record: 'विवरण',
      photo: 'फ़ोटो',
      consent: 'गोपनीयता सूचना पर सहमति',
      history: 'रिकॉर्ड का इतिहास',
      accessLog: 'इन विवरणों को किसने देखा',
      deliveries: 'संग्रह सेवा के साथ साझा किया गया',
      requests: 'सुधार या मिटाने के अनुरोध',
      duplicateChecks: 'डुप्लिकेट जाँच जिनमें यह व्यक्ति मिला',
      notifications: 'इस रिकॉर्ड के बारे में सूचित कर्मचारी',
    },
    fields: {
      father_title: 'पिता का संबोधन',
      father_uid: 'पिता का UID',
      mother_title: 'माता का संबोधन',
      mother_uid: 'माता का UID',
      spouse_title: 'जीवनसाथी का संबोधन',
      spouse_uid: 'जीवनसाथी का UID',
      by_secy_verification: 'शाखा सचिव द्वारा सत्यापित',
      revision: 'संशोधन',
    },
    yes: 'हाँ',
    no: 'नहीं',
    none: 'कोई नहीं।',
    noPhoto: 'कोई फ़ोटो नहीं रखी गई है।',
    consentNone: 'सहमति दर्ज नहीं है: रिकॉर्ड सहमति माँगे जाने से पहले जमा हुआ था, या अभी जमा नहीं हुआ है।',
    consentLine: 'सूचना संस्करण {version}, {language} में दिखाई गई; {name} ने {date} को दर्ज की।',
    languages: { en: 'अंग्रेज़ी', hi: 'हिंदी' },
    historyActions: {
      ...HISTORY_ACTION_LABELS.hi,
      'precheck-likely': 'डुप्लिकेट पूर्व-जाँच: संभवतः यही व्यक्ति',
      'precheck-possible': 'डुप्लिकेट पूर्व-जाँच: शायद यही व्यक्ति',
      'duplicate-acknowledged': 'संभावित डुप्लिकेट जाँचा: यही व्यक्ति नहीं',
      'correction-requested': 'सुधार का अनुरोध किया गया',
      'erasure-requested': 'मिटाने का अनुरोध किया गया',
    },
    otherRecordsWithheld:
      '{count} अन्य रिकॉर्ड से तुलना की गई; वे दूसरे लोगों के बारे में हैं, इसलिए उनके नाम यहाँ नहीं दिए गए हैं।',
    noNote: 'कोई टिप्पणी नहीं',
    accessActions: ACCESS_ACTION_LABELS.hi,
    outboxKinds: {
      handoff: 'स्वीकृत रिकॉर्ड सौंपा गया',
      email: 'ईमेल',
      erasureRequest: 'मिटाने का अनुरोध',
      correctionRequest: 'सुधार का अनुरोध',
    },
    deliveryStates: {
      pending: 'प्रतीक्षा में',
      in_flight: 'भेजा जा रहा है',
      failed: 'विफल, फिर से प्रयास जारी',
      delivered: 'पहुँचाया गया',
    },
    deliveryLine: '{kind}: {state}; कतार में {queued}, पहुँचाया {delivered}।',
    attempts: 'प्रयास',
    requestKinds: { erasure: 'मिटाने', correction: 'सुधार' },
    requestLine: '{kind} का अनुरोध {name} ({role}) ने {date} को किया',
    duplicateLevels: { likely: 'संभवतः यही व्यक्ति', possible: 'शायद यही व्यक्ति' },
    duplicateLine: '{date}: {name} ({role}, {branch}) की डुप्लिकेट जाँच में यह व्यक्ति मिला ({level})।',
    notificationKinds: {
      'registration.returned': 'रिकॉर्ड लौटाया गया',
      'registration.approved': 'रिकॉर्ड स्वीकृत',
    },
    roles: {
      BBRANCHSEC: 'शाखा सचिव',
      UVVOLUNTER: 'यूवी स्वयंसेवक',
      DBAPPROVER: 'अनुमोदक',
      DATAVIEWER: 'डेटा दर्शक',
      ADMIN: 'व्यवस्थापक',
    },
    page: 'पृष्ठ {page} / {pages}',
  },
};

/** `template` with each `{name}` replaced by its value. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
