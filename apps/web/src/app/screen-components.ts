import type { ComponentType } from 'react';
import type { ScreenId } from '../config/routes';

type ScreenLoader = () => Promise<ComponentType>;

// the list screens share one chunk (the DataGrid); the review screens another
const registrationLists = () => import('../features/registrations/routes/registration-lists');
const reviewLists = () => import('./routes/review-lists');
const reviewRecord = () => import('./routes/review-record');
const profile = () => import('../features/profile/routes/profile').then((m) => m.ProfileRoute);
const myList = () => registrationLists().then((m) => m.MyListRoute);

/**
 * The component of each screen of the screen table (config/routes.ts), each loaded with its
 * screen in a chunk of its own or shared with its sibling screens. Keyed by every ScreenId: a
 * screen cannot be in the table without one.
 */
export const SCREEN_COMPONENTS: Record<ScreenId, ScreenLoader> = {
  profile,
  profileOverview: profile,
  // the dashboard with the branch's report figures below it (their charts load on their own)
  secretaryDashboard: () => import('./routes/secretary-home').then((m) => m.SecretaryHomeRoute),
  reviewerDashboard: () =>
    import('../features/dashboard/routes/reviewer-dashboard').then((m) => m.ReviewerDashboardRoute),
  viewerDashboard: () =>
    import('../features/dashboard/routes/viewer-dashboard').then((m) => m.ViewerDashboardRoute),
  // the DataGrid chunk loads only with this screen
  adminUsers: () => import('../features/admin/routes/users').then((m) => m.AdminUsersRoute),
  adminAccessLog: () =>
    import('../features/admin/routes/access-log-export').then((m) => m.AdminAccessLogRoute),
  // the wizard screens each carry the date pickers; the record screen does not
  applicationForm: () =>
    import('../features/application-wizard/routes/application-form').then(
      (m) => m.ApplicationFormRoute,
    ),
  // with the rest of the offline machinery (ADR 075)
  waitingList: () => import('./layout/offline-layer').then((m) => m.WaitingListRoute),
  draftEdit: () =>
    import('../features/application-wizard/routes/draft-edit').then((m) => m.DraftEditRoute),
  // with the privacy panels of a reviewer's view (ADR 056)
  recordResponse: () => import('./routes/record-response').then((m) => m.RecordResponseWithPanels),
  recordData: () =>
    import('../features/application-wizard/routes/record-data').then((m) => m.RecordDataRoute),
  myList,
  myListAlias: myList,
  draftList: () => registrationLists().then((m) => m.DraftListRoute),
  inProcessList: () => registrationLists().then((m) => m.InProcessListRoute),
  approvedList: () => registrationLists().then((m) => m.ApprovedListRoute),
  rejectedList: () => registrationLists().then((m) => m.RejectedListRoute),
  submittedList: () => registrationLists().then((m) => m.SubmittedListRoute),
  viewerList: () => registrationLists().then((m) => m.ViewerListRoute),
  pendingValidationList: () => reviewLists().then((m) => m.PendingValidationListRoute),
  validatedList: () => reviewLists().then((m) => m.ValidatedListRoute),
  checkValidate: () => reviewRecord().then((m) => m.CheckValidateRoute),
  approveValidate: () => reviewRecord().then((m) => m.ApproveValidateRoute),
  submittedDetails: () =>
    import('../features/review/routes/submitted-details').then((m) => m.SubmittedDetailsRoute),
  search: () =>
    import('../features/search/routes/search-results').then((m) => m.SearchResultsRoute),
  // the charts library loads only with this screen
  reports: () => import('../features/reports/routes/reports').then((m) => m.ReportsRoute),
  outbox: () => import('../features/review/routes/outbox').then((m) => m.OutboxRoute),
  precheckMatches: () =>
    import('../features/duplicates/routes/precheck-matches').then((m) => m.PrecheckMatchesRoute),
  branchTransfer: () =>
    import('../features/transfer/routes/branch-transfer').then((m) => m.BranchTransferRoute),
  transferRequests: () =>
    import('../features/transfer/routes/transfer-requests').then((m) => m.TransferRequestsRoute),
};
