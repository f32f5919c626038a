/**
 * English texts of the second sign-in step of approvers and administrators (ADR 046) and of the
 * administrator's reset. The step is shown before the signed-in layout, so its route adds these
 * to the catalogue itself (features/auth/routes/second-factor.tsx); the layout adds them with the
 * other screens' texts.
 */
export const secondFactorEn = {
  verifyTitle: 'Enter your code',
  enrolTitle: 'Set up a second factor',
  recoveryTitle: 'Save your recovery codes',
  signedInAs: 'Signed in as {{name}} ({{uid}})',
  verifyIntro: 'Open your authenticator app and enter the 6-digit code it shows for this portal.',
  recoveryIntro:
    'Enter one of the recovery codes you saved when you set up the app. Each code works once.',
  codeLabel: '6-digit code',
  recoveryCodeLabel: 'Recovery code',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use a code from the app instead',
  rememberBrowser_one: 'Remember this browser for {{count}} day',
  rememberBrowser_other: 'Remember this browser for {{count}} days',
  verify: 'Verify',
  verifying: 'Verifying…',
  cancel: 'Cancel and sign out',
  enrolIntro:
    'Your role signs in with a second factor: a code from an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or FreeOTP. Install one if you have none.',
  scanStep: 'Scan this QR code with the app.',
  qrAlt: 'QR code to scan with your authenticator app',
  manualKey: 'Cannot scan it? Type this key into the app instead:',
  confirmStep: 'Enter the 6-digit code the app now shows.',
  confirm: 'Confirm',
  confirming: 'Confirming…',
  newCode: 'Show a new QR code',
  preparing: 'Preparing your QR code…',
  recoveryCodesIntro:
    'If you lose your phone, each of these codes lets you sign in once. Keep them somewhere safe, away from your phone: they are shown only now.',
  recoveryCodesList: 'Your recovery codes',
  copyCodes: 'Copy the codes',
  copied: 'Copied.',
  savedCodes: 'I have saved my recovery codes',
  continue: 'Continue',
  recoveryCodeUsed_one: 'You signed in with a recovery code. {{count}} code is left.',
  recoveryCodeUsed_other: 'You signed in with a recovery code. {{count}} codes are left.',
  recoveryCodesRunningOut:
    'When they run out, ask an administrator to reset your second factor: you then set it up again and get new codes.',
  admin: {
    column: 'Second factor',
    notSetUp: 'Not set up',
    reset: 'Reset',
    resetUser: 'Reset the second factor of {{name}}',
    resetTitle: 'Reset the second factor of {{name}}?',
    resetBody:
      '{{name}} is signed out everywhere, remembered browsers are forgotten and the recovery codes stop working. At the next sign-in they set up an authenticator app again. The reset is logged.',
    resetConfirm: 'Reset second factor',
    resetting: 'Resetting…',
    resetDone: 'The second factor of {{name}} has been reset.',
  },
};
