import { FORM_FIELDS, type FormFieldName } from './registration-fields';

/**
 * Every user-visible validation and alert text of the spec, verbatim, in one place.
 * Only the spelling slips the issue names are corrected ('Generated', 'Please', 'Validator', 'VOLUNTEER').
 */
export const AUTH_MESSAGES = {
  // the field takes the UID or the email (ADR 047): the message names both
  uidRequired: 'You must enter your UID or email.',
  passwordRequired: 'You must enter your password',
  invalidCredentials: 'Invalid Username and Password.',
  genericError: 'There has been an error.',
  signedIn: 'You have successfully signed in.',
  nameRequired: 'You must enter your first name.',
  emailRequired: 'You must enter your email.',
  signUpPasswordRequired: 'You must enter a password.',
  emailInvalid: 'Invalid email address',
  passwordTooShort: 'The password must be at least 10 characters long.',
  passwordTooCommon: 'This password is too common or too easy to guess. Please choose another.',
  termsRequired: 'You need to accept the terms and conditions',
  // Neutral on purpose: the same answer for a new and an already registered email (ADR 021).
  registered:
    'If the address is new, the account has been created. Sign in with this email address as your UID and the password you chose. An administrator will grant you a role.',
  pleaseSignIn: 'Please sign in with your Form A Credentials!',
  // 'Sign out' everywhere (docs/glossary.md): the spec's 'Logging out' named the same act
  sessionExpired: 'Session expired. Signing out...',
  sessionWarning: 'Your session will expire soon. Would you like to extend your session?',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  tooManyRequests: 'Too many attempts. Please try again later.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  noRole:
    'Your account has no role yet. An administrator must grant you one before you can use the portal.',
} as const;

export const WORKFLOW_ALERTS = {
  validated: 'Request has been validated and sent for approval.',
  // each names the person the record went to (ADR 048), in the same words as the button
  returnedToSecretary: 'The request has been returned to the branch secretary.',
  returnedToValidator: 'The request has been returned to the validator.',
  approvedPrefix: 'Request has been Approved and New Jigyasu ID is :',
  dataSubmitted: 'Data has been submitted',
  draftSaved: 'Draft has been saved.',
  submitted: 'Request has been submitted and sent for approval.',
  savedAsDraft: 'Request has been saved as draft.',
  resubmitted: 'Request has been Resubmitted to Sabha.',
  discarded: 'The draft has been discarded.',
  erased: 'The personal data of this record has been erased.',
  approvalPostFailed: 'Please Contact to server Admin. Writing API return error. Reference ID:',
  genericError: 'There has been an error.',
} as const;

export const INPUT_MESSAGES = {
  unsafeCharacters: 'This field contains characters that are not allowed.',
  tooDeep: 'The request is nested too deeply.',
} as const;

export const UPLOAD_MESSAGES = {
  uploadFailed: 'Could not upload the image!',
  quotaReached: 'You have uploaded too many photos today. Please try again tomorrow.',
} as const;

/** Refusals of the permission check (ADR 020). */
export const ACCESS_MESSAGES = {
  notPermitted: 'Your role does not allow this.',
  /** a cookie-authenticated write from another origin (ADR 022) */
  crossSiteRefused: 'This request came from another site and was refused.',
  /** a secretary's account the administrator has not given a branch yet */
  noBranch: 'Your account has no branch.',
  listNotForRole: 'This list is not available to your role.',
  ownBranchReportsOnly: 'You can see the reports of your own branch only.',
} as const;

export const LOOKUP_MESSAGES = {
  noDuplicates: 'No Duplicate records found',
  uidNotGenerated: 'Not Generated Yet',
} as const;

/** The duplicate check's own texts (the portal's addition; the original only showed 'No Duplicate records found'). */
export const DUPLICATE_CHECK_MESSAGES = {
  serviceFailed: 'The duplicate check could not run: the data service did not answer.',
  /** validate and approve wait for the check (ADR 049): a likely duplicate must not slip through */
  decisionWaits:
    'The duplicate check could not run, so this record cannot be validated or approved now. Please try again in a few minutes.',
} as const;

/**
 * What the web says when a request never reached the server (offline, server down): its own
 * words, not the browser's 'Failed to fetch', which means nothing to a reader. Never sent by the server.
 */
export const NETWORK_MESSAGES = {
  unreachable: 'The server could not be reached. Check the connection and try again.',
} as const;

/** The reports' filters (a period ending before it starts is the form's to refuse). */
export const REPORT_MESSAGES = {
  periodOrder: "The 'To' date must be on or after the 'From' date.",
} as const;

/** The header search (the portal's addition). */
export const SEARCH_MESSAGES = {
  nothingToSearch: 'Type a name, a Jigyasu ID, an application number or a phone number.',
} as const;

export const TRANSFER_MESSAGES = {
  searchUidInvalid: 'Please enter valid Jigyasu UID.',
  notFound: 'Please enter valid UID.',
  notAuthorized: 'Not authorized for this UID.',
  unexpected: 'Unexpected error!',
  required: 'Required',
  emailInvalid: 'Invalid email address',
  phoneInvalid: 'Phone number is not valid',
  otherBehaviourRequired: 'Please specify the other behaviour',
} as const;

/**
 * Labels used in the '{Field} is required' wording of spec section 5 "Application", from the
 * field table (registration-fields.ts), in the form's order. The source's branch field said
 * 'Title is required'; that defect is fixed.
 */
export const APPLICATION_FIELD_LABELS = Object.fromEntries(
  FORM_FIELDS.map((field) => [field.form, field.label ?? '']),
) as Record<FormFieldName, string>;
export type ApplicationFieldName = FormFieldName;

export const requiredMessage = (label: string): string => `${label} is required`;
export const invalidChoiceMessage = (label: string): string => `${label} is not a valid choice`;
export const tooLongMessage = (label: string, max: number): string =>
  `${label} must be at most ${max} characters`;

/** 'Father' / 'Mother' / 'Spouse': the prefix of the UID lookup messages. */
export type UidLabel = 'Father' | 'Mother' | 'Spouse';

export const APPLICATION_MESSAGES = {
  firstNameAlpha: 'The first name must contain alpha characters only.',
  middleNameAlpha: 'The middle name must contain alpha characters only.',
  lastNameAlpha: 'The last name must contain alpha characters only.',
  fatherNameAlpha: 'The Father name must contain alpha characters only.',
  motherNameAlpha: 'The Mother name must contain alpha characters only.',
  /** The source reused the Father text for the spouse; the spouse has its own. */
  spouseNameAlpha: 'The Spouse name must contain alpha characters only.',
  underAge: 'User must be over 18 years old.',
  dobInvalid: 'Date of birth is not a valid date',
  dobFuture: 'Date of birth cannot be in the future',
  zipcodeInvalid: 'Pin Code is not valid (e.g. 70000)',
  countryInvalid: 'Country is not valid',
  emailInvalid: 'Invalid email address',
  phoneInvalid: 'Phone number is not valid',
  verificationRequired: 'You need to accept the terms and conditions',
  photoRequired: 'Please Upload photo.',
  /** Verbatim from the spec, 'then' included, because people already know these texts. */
  uidNotValid: (label: UidLabel, uid: string): string => `${label} UID '${uid}' not Valid UID.`,
  uidTooRecent: (label: UidLabel, uid: string): string =>
    `${label} UID '${uid}' must be older then 3 year.`,
  submitted: 'Your application has been submitted successfully & is in process.',
  savedInDraft: 'Your Data is saved in Draft',
  nameAsPerDocument:
    'Give the name and date of birth as per AADHAAR, PAN Card, Voter ID, Passport, Class 10th School Leaving Certificate or Birth Certificate.',
} as const;

/**
 * A review or intake action refused because the record has moved on (409). Said in words of
 * what happened, since the person usually lost a race with a colleague (ADR 029);
 * keyed so that the web translates by key (`messageKey` 'conflict.<key>').
 */
export const CONFLICT_MESSAGES = {
  submitted: 'This record has already been submitted. Reload to see its current state.',
  backWithValidator:
    'Someone else has already returned this record to the validator. Reload to see its current state.',
  validated: 'Someone else has already validated this record. Reload to see its current state.',
  approved: 'Someone else has already approved this record. Reload to see its current state.',
  returned:
    'Someone else has already returned this record to the branch secretary. Reload to see its current state.',
  draft: 'This record is a draft and has not been submitted yet. Reload to see its current state.',
  discarded: 'This draft has been discarded. Reload to see your drafts.',
  erased: 'The personal data of this record has already been erased.',
  unknown:
    'This record has changed and cannot take this action now. Reload to see its current state.',
  staleRevision:
    'This record was changed by someone else since you opened it. Reload it and try again.',
} as const;
export type ConflictMessageKey = keyof typeof CONFLICT_MESSAGES;

/** The review desk's own texts (ADR 029). */
export const REVIEW_MESSAGES = {
  /** the spec's note becomes the reason a returned record carries back to its sender */
  returnNoteRequired: 'Please write why the record is returned.',
  /** 'View Data' of a record approval has not given an ID yet */
  noJigyasuId: 'This record has no Jigyasu ID yet.',
  collectionUnreachable: 'The collection service could not be reached.',
  /** validate or approve of a record with a likely duplicate, without the reviewer's word (ADR 049) */
  duplicateNotAcknowledged:
    'This record is likely the same person as someone already known. Compare the likely match and confirm that this is not the same person before you validate or approve.',
} as const;

/** The administrator's user screen. */
export const ADMIN_MESSAGES = {
  branchRequiredForSecretary: 'A branch secretary needs a branch.',
  unknownBranch: 'Branch is not in the branch list.',
  userNotFound: 'User not found.',
} as const;

/** What the secretary is told before submitting a person the duplicate check already knows. */
export const PRECHECK_MESSAGES = {
  registry:
    'A person with this name, date of birth and father is already in the registry. Check that this is a new person before you submit.',
  inProcess:
    'An application for a person with this name, date of birth and father is already in process. Check that this is not the same person before you submit.',
} as const;

/** A signed-in route's per-account budget spent (ADR 045): the portal's own text. */
export const RATE_LIMIT_MESSAGES = {
  tooManyRequests:
    'Your account has sent too many requests of this kind in a short time. Please try again in {{minutes}} min.',
} as const;

/** The transfer desk's server texts (spec section 8 says nothing of them; the portal's own). */
export const TRANSFER_REQUEST_MESSAGES = {
  sameBranch: 'The member is already in this branch.',
  alreadyOpen: 'A transfer request for this UID is already open.',
  unknownBranch: 'Branch is not in the branch list.',
  submitted: 'Transfer request has been submitted.',
  approved: 'Transfer request has been approved.',
  rejected: 'Transfer request has been rejected.',
  notOpen: 'This transfer request has already been decided.',
  stale: 'This request was changed since you opened it. Reload it and try again.',
  notFound: 'Transfer request not found.',
} as const;

/** Refusals about a record as a whole. */
export const RECORD_MESSAGES = {
  /** also the answer for a record outside the reader's scope, so that ids reveal nothing */
  notFound: 'Record not found.',
  /** an autosave (ADR 051) is a quiet Draft: a Submit is always an explicit step */
  autosaveOnlyForDraft: 'Only a draft can be saved automatically.',
  /** an erased record (ADR 055) to a reader who could read it: 410, with who, when and why */
  erased: 'The personal data of this record has been erased.',
} as const;

/** The erasure of a person's data (ADR 055): its form and what it answers. */
export const ERASURE_MESSAGES = {
  reasonRequired: 'Please write why the personal data is erased.',
  reasonTooLong: 'The reason must be at most {{max}} characters.',
  /** an approved record: the request went to the collection service, which holds the data */
  requested: 'The erasure request has been sent to the collection service.',
  alreadyRequested:
    'An erasure request for this record is already waiting for the collection service.',
} as const;

/**
 * Requests about an approved record sent to the collection service (ADR 056): a correction
 * asked for by the person; the erasure's own words are ERASURE_MESSAGES.
 */
export const COLLECTION_REQUEST_MESSAGES = {
  reasonRequired: 'Please write what is to be corrected.',
  reasonTooLong: 'The description must be at most {{max}} characters.',
  /** a record in review is corrected by returning it; only an approved one is asked for here */
  approvedOnly:
    'Only an approved record can get a correction request. A record in review is corrected by returning it to the branch secretary.',
  correctionQueued: 'The correction request has been sent to the collection service.',
  correctionAlreadyQueued:
    'A correction request for this record is already waiting for the collection service. A new one can be sent once it has been delivered.',
} as const;

/** A registration list's refusals, for a holder of registration:list without registration:read. */
export const LIST_MESSAGES = {
  summarySort: 'This list can be sorted by id, name, branch, status or date only.',
  summaryFilter: 'This list can be filtered by id, UID, name or branch only.',
  invalidCursor: "A cursor looks like 'after:123' or 'before:123'.",
  cursorNeedsIdSort: 'A cursor works only with sort=id.',
} as const;

/** A photo by its id (photo:read). */
export const PHOTO_MESSAGES = {
  notFound: 'Photo not found.',
} as const;

/** The registration cards' refusals (card:print). */
export const CARD_MESSAGES = {
  ownBranchOnly: 'You may print the cards of your own branch only.',
  approvedOnly: 'Only an approved record has a registration card.',
  chooseBranch: 'Choose a branch.',
  noneApprovedThatDay: 'No record of this branch was approved on that day.',
} as const;

/** The address pickers' look-ups of states and cities. */
export const GEO_MESSAGES = {
  unknownCountry: 'Unknown country.',
  unknownState: 'Unknown state.',
} as const;

/** The wizard's look-up of a parent's or spouse's UID (member:lookup). */
export const MEMBER_MESSAGES = {
  uidNotFound: "UID '{{uid}}' was not found.",
} as const;

/** The hand-offs to the collection service (outbox:read, outbox:retry). */
export const OUTBOX_MESSAGES = {
  notFound: 'Delivery not found.',
  alreadyDelivered: 'Already delivered.',
  attemptRunning: 'A delivery attempt is running now.',
} as const;

/** A write retried with its Idempotency-Key (ADR on idempotent writes). */
export const IDEMPOTENCY_MESSAGES = {
  keyReused: 'This Idempotency-Key was already used for another request.',
  stillRunning: 'The first request with this Idempotency-Key is still running.',
} as const;

/** An export refused by the exports' own budget (ADR 044): 429 with Retry-After. */
export const EXPORT_MESSAGES = {
  busy: 'Many files are being exported right now. Please try again in a minute.',
  tooManyOfYours: 'You already have {{max}} exports under way. Please wait until one has finished.',
} as const;

/** The seeker's consent to the privacy notice, carried by a submit (ADR 053). */
export const CONSENT_MESSAGES = {
  required: 'Confirm that the seeker was shown the privacy notice and agreed.',
  unknownVersion:
    'This version of the privacy notice is not known. Reload the page and show the seeker the current notice.',
  invalid: 'The consent must name the notice version and its language (en or hi).',
} as const;

/** The access log's period export (ADR 054): the bounds of one file. */
export const ACCESS_LOG_MESSAGES = {
  periodTooLong: 'Choose a period of at most 366 days.',
  tooManyRows: 'This period holds more than {{max}} access log lines. Choose a shorter period.',
} as const;

/** The second sign-in step of approvers and administrators (ADR 046). */
export const SECOND_FACTOR_MESSAGES = {
  /** any other route, called by a session whose second step is still to come */
  required: 'Finish signing in with your second factor first.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'The code is not correct.',
  codeUsed: 'This code has already been used. Wait for the next code in your app.',
  tooManyAttempts: 'Too many wrong codes. Please try again later.',
  notEnrolling: 'Set-up has not started or has expired. Start again.',
  alreadyEnrolled: 'A second factor is already set up for this account.',
  alreadyComplete: 'This session has already passed the second step.',
  reset: 'The second factor has been reset. The user sets it up again at the next sign-in.',
  notEnrolled: 'This user has no second factor to reset.',
  /** the stored secret does not open under this server's key (a lost or mistyped key) */
  unreadable:
    'Your authenticator app cannot be checked on this server. Use a recovery code, or ask an administrator to reset your second factor.',
} as const;

/** Placeholders in `{{name}}` form, the syntax i18next fills on the web. */
const UID_MARK = '{{uid}}';
const uidRuleTexts = (rule: (label: UidLabel, uid: string) => string) => ({
  Father: rule('Father', UID_MARK),
  Mother: rule('Mother', UID_MARK),
  Spouse: rule('Spouse', UID_MARK),
});

const fixedApplicationMessages = Object.fromEntries(
  Object.entries(APPLICATION_MESSAGES).filter(([, text]) => typeof text === 'string'),
) as {
  [
    K in keyof typeof APPLICATION_MESSAGES as (typeof APPLICATION_MESSAGES)[K] extends string
      ? K
      : never
  ]: (typeof APPLICATION_MESSAGES)[K];
};

/**
 * Every text the API or a shared schema can answer with, by key ('<group>.<name>', or
 * 'uidRules.notValid.Father'): an API error carries the key as `messageKey` (and a field's as
 * `fieldMessages`), a schema issue carries it as its message (see message-ref.ts), so a client
 * shows any language by key and never by matching the English words. The web's catalogues
 * hold the same tree under `apiErrors`.
 */
export const KEYED_MESSAGES = {
  auth: AUTH_MESSAGES,
  workflow: WORKFLOW_ALERTS,
  input: INPUT_MESSAGES,
  upload: UPLOAD_MESSAGES,
  access: ACCESS_MESSAGES,
  lookup: LOOKUP_MESSAGES,
  duplicateCheck: DUPLICATE_CHECK_MESSAGES,
  search: SEARCH_MESSAGES,
  network: NETWORK_MESSAGES,
  report: REPORT_MESSAGES,
  transfer: TRANSFER_MESSAGES,
  transferRequest: TRANSFER_REQUEST_MESSAGES,
  record: RECORD_MESSAGES,
  collectionRequest: COLLECTION_REQUEST_MESSAGES,
  erasure: ERASURE_MESSAGES,
  list: LIST_MESSAGES,
  card: CARD_MESSAGES,
  photo: PHOTO_MESSAGES,
  geo: GEO_MESSAGES,
  member: MEMBER_MESSAGES,
  outbox: OUTBOX_MESSAGES,
  idempotency: IDEMPOTENCY_MESSAGES,
  export: EXPORT_MESSAGES,
  application: fixedApplicationMessages,
  uidRules: {
    notValid: uidRuleTexts(APPLICATION_MESSAGES.uidNotValid),
    tooRecent: uidRuleTexts(APPLICATION_MESSAGES.uidTooRecent),
  },
  required: Object.fromEntries(
    Object.entries(APPLICATION_FIELD_LABELS).map(([field, label]) => [
      field,
      requiredMessage(label),
    ]),
  ) as Record<ApplicationFieldName, string>,
  field: {
    tooLong: '{{label}} must be at most {{max}} characters',
    invalidChoice: invalidChoiceMessage('{{label}}'),
  },
  conflict: CONFLICT_MESSAGES,
  review: REVIEW_MESSAGES,
  admin: ADMIN_MESSAGES,
  precheck: PRECHECK_MESSAGES,
  rateLimit: RATE_LIMIT_MESSAGES,
  secondFactor: SECOND_FACTOR_MESSAGES,
  accessLog: ACCESS_LOG_MESSAGES,
  consent: CONSENT_MESSAGES,
} as const;
