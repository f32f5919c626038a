import { AUTH_MESSAGES } from '@form-a/domain/messages';
import { ROLE_DISPLAY_NAMES, roleDisplayName } from '@form-a/domain/roles';
import { apiErrorsEn } from './sections/api-errors.en';
import type { AppTextsEn } from './app-texts';
import type { secondFactorEn } from './sections/second-factor.en';

type Strings<T> = { [K in keyof T]: string };
/** Widens literal types so the Hindi resource can be checked against the same shape. */
const strings = <T extends Record<string, string>>(values: T): Strings<T> => ({ ...values });

/**
 * English UI labels needed before anyone signs in (the sign-in, sign-up and error pages, the
 * session and the shell). The texts of the signed-in screens are in app-texts.ts, loaded with
 * the signed-in layout (ADR 026). The spec's labels are written verbatim; texts that the domain package owns
 * (messages, role names) are taken from it, never retyped.
 */
export const enCore = {
  common: {
    brand: 'New Form A Portal',
    electronicFormA: 'ELECTRONIC FORM-A',
    ok: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    loading: 'Loading…',
    search: 'Search',
    searchPlaceholder: 'Search here',
    home: 'Home',
    signOut: 'Sign out',
    openMenu: 'Open menu',
    mainMenu: 'Main menu',
    breadcrumb: 'breadcrumb',
    language: 'Language',
    languageEnglish: 'English',
    languageHindi: 'हिन्दी',
    somethingWentWrong: 'Something went wrong.',
    sectionFailed:
      'This screen could not be shown. The menu still works: go back to your home screen or reload.',
    backHome: 'Back to my home screen',
    reload: 'Reload',
    signedInAs: 'Signed in as',
  },
  auth: {
    signIn: 'Sign in',
    signingIn: 'Signing in',
    signUp: 'Sign up',
    signingUp: 'Signing up',
    signingOut: 'Signing out…',
    uid: 'UID or email',
    password: 'Password',
    rememberMe: 'Remember me',
    letsGo: "Let's go",
    name: 'Name',
    email: 'Email',
    signInSubtitle: 'Enter your UID or email address and your password to sign in.',
    emailIsSignInId: 'You will sign in with this email address: it is your UID.',
    signUpWelcome: 'Welcome to the new system for Jigyasu registration.',
    acceptTerms: 'I agree to the Terms and Conditions',
    acceptTermsWithLink: 'I agree to the <termsLink>Terms and Conditions</termsLink>',
    termsAndConditions: 'Terms and Conditions',
    termsBody:
      'This portal is for registering Jigyasu on behalf of the organisation. Use it only with your own credentials, keep the personal data you enter confidential, and enter only details you have verified from the documents named on the form.',
    noAccount: "Don't have an account?",
    haveAccount: 'Already have an account?',
    noRoleTitle: 'No role yet',
  },
  session: {
    remaining: 'Session time remaining',
    warningTitle: 'Session ending',
    expiredTitle: 'Session expired',
    extendSession: 'Extend Session',
    // the header's word (glossary): one name for leaving the portal on every screen
    logout: 'Sign out',
  },
  menu: {
    dashboard: 'Dashboard',
    addNewJigyasu: 'Add New Jigyasu',
    drafts: 'Drafts',
    inProcess: 'In Process',
    approved: 'Approved',
    returnedForCorrection: 'Returned for Correction',
    myList: 'My List',
    branchTransfer: 'Branch Transfer',
    profile: 'Profile',
    pendingValidation: 'Pending Validation',
    pendingApproval: 'Pending Approval',
    submitted: 'Submitted',
    returned: 'Returned',
    users: 'Users',
    records: 'All Records',
  },
  pages: {
    home: 'Home',
    dashboard: 'Dashboard',
    profile: 'Profile',
    users: 'Users',
    applicationForm: 'Add New Jigyasu',
    myList: 'My List',
    recordData: 'Jigyasu Data',
    recordResponse: 'Returned Record',
    draftEdit: 'Edit Draft',
    checkValidate: 'Check And Validate',
    approveValidate: 'Check And Approve',
    pendingValidation: 'Pending Validation',
    inProcess: 'In Process',
    submitted: 'Submitted',
    submittedDetails: 'View Data',
    drafts: 'Drafts',
    approved: 'Approved',
    validated: 'Pending Approval',
    rejected: 'Returned for Correction',
    branchTransfer: 'New Branch Transfer',
    search: 'Search',
    records: 'All Records',
  },
  dashboard: {
    title: 'Jigyasu Registration',
    addNewJigyasu: 'Add New Jigyasu',
    draft: 'Draft',
    inProcess: 'In Process',
    approved: 'Approved',
    returnedForCorrection: 'Returned for Correction',
    pendingValidation: 'Pending Validation',
    pendingApproval: 'Pending Approval',
    returnedForCorrectionReviewer: 'Returned for correction',
    inProgress: 'In Progress',
    returned: 'Returned',
    totalRecords: 'Your records',
    // the 'Add New Jigyasu' tile opens the form; it counts nothing (ADR 052)
    addNewHint: 'Open the form',
  },
  profile: {
    title: 'Profile',
    name: 'Name',
    uid: 'UID',
    email: 'Email',
    role: 'Role',
    branch: 'Branch',
    noBranch: 'No branch',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    submit: 'Change password',
    submitting: 'Saving',
  },
  admin: {
    title: 'Users',
    uid: 'UID',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    branch: 'Branch',
    active: 'Active',
    createdAt: 'Created',
    none: 'None',
    saved: 'Saved.',
    toggleActive: 'Active: {{name}}',
    edit: 'Edit',
    editUser: 'Edit {{name}}',
    save: 'Save',
    saving: 'Saving…',
    editHint:
      'Role and branch are saved together. A Branch Secretary needs a branch; changing the role signs the user out.',
  },
  roles: strings({ ...ROLE_DISPLAY_NAMES, none: roleDisplayName(null) }),
  messages: strings(AUTH_MESSAGES),
  apiErrors: apiErrorsEn,
};

/** The shape of every language's whole catalogue. */
export type TranslationResource = typeof enCore &
  AppTextsEn & {
    /** added by the screens that show them (i18n/second-factor-texts.ts) */
    secondFactor: typeof secondFactorEn;
  };
