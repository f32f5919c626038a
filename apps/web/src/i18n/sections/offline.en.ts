/**
 * English texts of working without a connection (ADR 075): those of the lists' marker and of
 * the wizard travel with the signed-in layout; the status line's and the waiting list's are
 * in offline-screens.en.ts, added by those screens themselves (i18n/offline-texts.ts).
 */
export const offlineCoreEn = {
  asOf: 'Offline: as of {{time}}. The server cannot be reached; this is what this device kept.',
  queued: 'Saved on this device. It will be sent when the connection is back.',
  queuedText:
    'The application and its photo are kept in this browser. Keep this device signed in as you; it is sent as soon as the server can be reached.',
  waitingScreen: 'Waiting to be sent',
  uidToCheck: 'To be checked when online: the UID could not be looked up now.',
  photoKept: 'Photo kept on this device ({{name}}); it is uploaded when the connection is back.',
};
