/** English labels of the header's notification bell and the registration card buttons. */
export const notificationsEn = {
  bell: 'Notifications',
  bellUnread_one: 'Notifications: {{count}} unread',
  bellUnread_other: 'Notifications: {{count}} unread',
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'Nothing new.',
  unread: 'Unread',
  loadFailed: 'The notifications did not load. Please try again.',
  emailTitle: 'Also send me an email for',
  emailSaved: 'Email choices saved.',
  kinds: {
    returned: 'Records returned to me',
    approved: 'Records approved',
    queue: 'A queue growing past its limit',
    delivery: 'Deliveries failing',
    transferRequested: "Transfer requests about my branch's members",
    transferDecided: 'Decisions on those transfer requests',
    signInFailures: 'Failed sign-ins on my account',
  },
  card: {
    download: 'Registration card (PDF)',
    batchTitle: "Print a day's cards",
    batchDate: 'Approved on',
    batchPrint: 'Print cards (PDF)',
  },
};
