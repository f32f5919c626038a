import { HISTORY_ACTION_LABELS } from '@form-a/domain/history-action-labels';
import {
  APPLICATION_FIELD_LABELS,
  APPLICATION_MESSAGES,
  LOOKUP_MESSAGES,
  requiredMessage,
  UPLOAD_MESSAGES,
  WORKFLOW_ALERTS,
} from '@form-a/domain/messages';
import { STATUS_NAMES } from '@form-a/domain/status';
import { WIZARD_STEP_TITLES } from '@form-a/domain/wizard-steps';

type Strings<T> = { [K in keyof T]: string };

/** The domain's fixed (non-template) application messages. */
type FixedApplicationMessages = {
  [
    K in keyof typeof APPLICATION_MESSAGES as (typeof APPLICATION_MESSAGES)[K] extends string
      ? K
      : never
  ]: string;
};
const fixedApplicationMessages = Object.fromEntries(
  Object.entries(APPLICATION_MESSAGES).filter(([, value]) => typeof value === 'string'),
) as FixedApplicationMessages;

/** Fields whose '{Field} is required' message the wizard can show. */
export const WIZARD_REQUIRED_FIELDS = [
  'branch',
  'title',
  'firstName',
  'dob',
  'fatherUid',
  'fatherTitle',
  'fatherName',
  'motherUid',
  'motherTitle',
  'motherName',
  'spouseUid',
  'spouseName',
  'address1',
  'zipcode',
  'country',
  'region',
  'email',
  'phone',
  'caste',
  'qualification',
  'occupation',
  'nationality',
] as const;
type RequiredField = (typeof WIZARD_REQUIRED_FIELDS)[number];

const requiredMessages = Object.fromEntries(
  WIZARD_REQUIRED_FIELDS.map((field) => [field, requiredMessage(APPLICATION_FIELD_LABELS[field])]),
) as Record<RequiredField, string>;

/**
 * English labels of the wizard and the secretary's record screens (its own file so that each
 * feature edits only its own). Step titles, validation texts and alerts come from the domain
 * package; the guidelines and the verification statement are shown in English and Hindi at once,
 * each language from its own resource.
 */
export const wizardEn = {
  steps: {
    step1: WIZARD_STEP_TITLES[0] as string,
    // The spec's 'Parent UID Details (twice)': both steps ask for father, mother and spouse, and
    // an applicant goes through one of them, by age. The age tells them apart (ADR 052).
    step2: `${WIZARD_STEP_TITLES[1]} (under 22)`,
    step3: `${WIZARD_STEP_TITLES[2]} (22 or older)`,
    step4: WIZARD_STEP_TITLES[3] as string,
    step5: WIZARD_STEP_TITLES[4] as string,
    step6: WIZARD_STEP_TITLES[5] as string,
  },
  stepOf: 'Step {{step}} of {{total}}',
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  draft: 'Draft',
  resubmit: 'Resubmit',
  cancel: 'Cancel',
  edit: 'Edit',
  saving: 'Saving…',
  addAnother: 'Add New Jigyasu',
  fields: {
    branch: 'Branch/Center',
    title: 'Title',
    firstName: 'First Name',
    middleName: 'Middle Name',
    lastName: 'Last Name',
    dob: 'Date of Birth',
    fatherUid: 'Father UID',
    fatherTitle: 'Father Title',
    fatherName: 'Father Name',
    motherUid: 'Mother UID',
    motherTitle: 'Mother Title',
    motherName: 'Mother Name',
    spouseUid: 'Spouse UID',
    spouseTitle: 'Spouse Title',
    spouseName: 'Spouse Name',
    address1: 'Address Line 1',
    address2: 'Address Line 2',
    zipcode: 'Pin Code',
    country: 'Country',
    region: 'State',
    city: 'City',
    email: 'Email',
    phone: 'Phone',
    caste: 'Caste',
    qualification: 'Qualification',
    occupation: 'Occupation',
    nationality: 'Nationality',
    designation: 'Designation',
    organization: 'Organization',
    bloodGroup: 'Blood Group',
    photo: 'Photo',
    fullName: 'Full Name',
    // the record's own ID (docs/glossary.md); the relatives' fields are member UIDs
    uid: 'Jigyasu ID',
    status: 'Status',
    note: 'Note',
  },
  guidelinesHeading: 'Registration guidelines',
  guidelineMinAge: 'The minimum age for registration is 22 years.',
  guidelineParents:
    'A person aged 18 or older whose two parents have been initiated for at least 3 years may also register.',
  parentBandNote:
    'The applicant is under 22: give the UIDs of both parents, who must have been initiated for at least 3 years.',
  lookupSearching: 'Looking up the UID…',
  lookupFound: 'Found in the registry',
  // the submit check's texts, verbatim, told when the look-up answers (step 2)
  uidRules: {
    notValid: {
      Father: APPLICATION_MESSAGES.uidNotValid('Father', '{{uid}}'),
      Mother: APPLICATION_MESSAGES.uidNotValid('Mother', '{{uid}}'),
      Spouse: APPLICATION_MESSAGES.uidNotValid('Spouse', '{{uid}}'),
    },
    tooRecent: {
      Father: APPLICATION_MESSAGES.uidTooRecent('Father', '{{uid}}'),
      Mother: APPLICATION_MESSAGES.uidTooRecent('Mother', '{{uid}}'),
      Spouse: APPLICATION_MESSAGES.uidTooRecent('Spouse', '{{uid}}'),
    },
    initiatedOn: 'Date of initiation: {{date}}.',
    noInitiationDate: 'The registry has no date of initiation for this UID.',
    titleMismatch: {
      father: '{{name}} is registered as {{title}}, a woman. Check that this is the father’s UID.',
      mother: '{{name}} is registered as {{title}}, a man. Check that this is the mother’s UID.',
    },
  },
  nameLocked: 'Filled in from the registry',
  phoneHint: 'India (+91) by default; add the country code for other countries.',
  chooseImage: 'Choose Image',
  photoLimit:
    'A JPEG, PNG or WebP photo. Large photos are shrunk in the browser before upload; at most {{limit}} MB can be sent.',
  shrinking: 'Shrinking the photo…',
  photoRefused: {
    notImage: 'The file is not a JPEG, PNG or WebP image.',
    tooLarge: 'The photo is still larger than {{limit}} MB after shrinking.',
    server: 'Choose a JPEG, PNG or WebP photo of at most {{limit}} MB.',
  },
  upload: 'Upload',
  uploading: 'Uploading…',
  uploadProgress: 'Upload progress',
  selectedFile: 'Selected file: {{name}}',
  photoPreview: 'Photo preview',
  noPhoto: 'No photo uploaded yet',
  photoUploaded: 'Uploaded',
  photoUploadedName: 'Uploaded: {{name}}',
  dobHint: 'dd/mm/yyyy: type it, or choose it from the calendar.',
  verificationHeading: 'Branch Secretary verification certificate',
  verificationStatement:
    'I certify that the name and date of birth of the applicant have been verified from one of these documents: AADHAAR, PAN, Voter ID, Passport, Class 10 leaving certificate, Birth Certificate.',
  verificationCheckbox: 'I have verified the name and date of birth',
  emptyValue: '—',
  otherCity: 'Other',
  loadFailed: 'The record could not be loaded.',
  notFound: 'Record not found.',
  recordHeading: 'Record {{id}}',
  statusNotEditable: 'This record is {{status}} and cannot be changed here.',
  reviewerNote: 'Note from the reviewer',
  reviewerNoteBy: '{{name}}, {{date}}',
  noNote: 'No note was given.',
  openForReview: 'Check And Validate',
  readOnlyForReviewers: 'Reviewers take their actions on the Check And Validate screen.',
  logs: 'Logs',
  noLogs: 'No log entries yet.',
  logEntry: '{{name}} ({{role}})',
  precheckPaused:
    'The duplicate check before submitting is paused for your account: {{reason}} The reviewers still check every application for duplicates.',
  logAction: 'Action: {{action}}',
  logActions: HISTORY_ACTION_LABELS.en,
  statuses: {
    status1: STATUS_NAMES[1],
    status2: STATUS_NAMES[2],
    status3: STATUS_NAMES[3],
    status6: STATUS_NAMES[6],
    status7: STATUS_NAMES[7],
    status8: STATUS_NAMES[8],
    status9: STATUS_NAMES[9],
  },
  staleReloaded: 'The form now shows the latest version of the record.',
  messages: {
    application: fixedApplicationMessages,
    alerts: { ...WORKFLOW_ALERTS } as Strings<typeof WORKFLOW_ALERTS>,
    upload: { ...UPLOAD_MESSAGES } as Strings<typeof UPLOAD_MESSAGES>,
    lookup: { ...LOOKUP_MESSAGES } as Strings<typeof LOOKUP_MESSAGES>,
  },
  required: requiredMessages,
};
