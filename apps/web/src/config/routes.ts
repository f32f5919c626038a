import { can, type Permission } from '@form-a/domain/permissions';
import { ROLE_HOME, type RoleCode } from '@form-a/domain/roles';
import { PATHS } from './paths';

/**
 * Who may open a signed-in screen (spec sections 2 and 6):
 * - 'signed-in': anyone with a session, even before an administrator grants a role
 * - 'any-role': any role ('all' in the spec's route table)
 * - `{ permission }`: the holders of a permission of the domain table (the server's check)
 * - a list of roles, for the screens that are one role's own (its dashboard, its lists)
 */
export type RouteAccess =
  'signed-in' | 'any-role' | { permission: Permission } | readonly RoleCode[];

export type PageTitleKey =
  | 'pages.dashboard'
  | 'pages.profile'
  | 'pages.users'
  | 'pages.applicationForm'
  | 'pages.myList'
  | 'pages.recordData'
  | 'pages.recordResponse'
  | 'pages.draftEdit'
  | 'pages.checkValidate'
  | 'pages.approveValidate'
  | 'pages.pendingValidation'
  | 'pages.inProcess'
  | 'pages.submitted'
  | 'pages.submittedDetails'
  | 'pages.drafts'
  | 'pages.approved'
  | 'pages.validated'
  | 'pages.rejected'
  | 'pages.branchTransfer'
  | 'pages.search'
  | 'review.outbox.title'
  | 'reports.title'
  | 'transfer.requestsTitle';

export interface ScreenRoute {
  path: string;
  access: RouteAccess;
  titleKey: PageTitleKey;
  /** where a signed-in role without access goes instead of its home (spec redirects) */
  redirects?: Partial<Record<RoleCode, string>>;
}

const SECRETARY = ['BBRANCHSEC'] as const satisfies readonly RoleCode[];
const REVIEWERS = ['UVVOLUNTER', 'DBAPPROVER'] as const satisfies readonly RoleCode[];
/** the state lists a secretary's dashboard tiles also open (they show the secretary's own records) */
const SECRETARY_AND_REVIEWERS = [...SECRETARY, ...REVIEWERS] as const;
/** lists a data viewer's tiles open read-only ('In Progress', 'Approved', 'Returned') */
const LIST_READERS = [...SECRETARY_AND_REVIEWERS, 'DATAVIEWER'] as const;
const REVIEW_LIST_READERS = [...REVIEWERS, 'DATAVIEWER'] as const;

/**
 * Every signed-in screen. Keys name the screen; the router attaches a component to each.
 * A role without access is sent to `redirects[role]`, else to its home (ROLE_HOME), which gives
 * the spec's rules: non-secretaries opening secretary screens land on /uv/dashboard (data
 * viewers on /vr/dashboard), and a secretary opening the submitted list lands on /jigyasu/list.
 */
export const SCREEN_ROUTES = {
  profile: { path: PATHS.profile, access: 'signed-in', titleKey: 'pages.profile' },
  profileOverview: { path: PATHS.profileOverview, access: 'signed-in', titleKey: 'pages.profile' },
  secretaryDashboard: {
    path: PATHS.secretaryDashboard,
    access: SECRETARY,
    titleKey: 'pages.dashboard',
  },
  reviewerDashboard: {
    path: PATHS.reviewerDashboard,
    access: REVIEW_LIST_READERS,
    titleKey: 'pages.dashboard',
  },
  viewerDashboard: {
    path: PATHS.viewerDashboard,
    access: ['DATAVIEWER'],
    titleKey: 'pages.dashboard',
  },
  adminUsers: {
    path: PATHS.adminUsers,
    access: { permission: 'user:manage' },
    titleKey: 'pages.users',
  },
  applicationForm: {
    path: PATHS.applicationForm,
    access: { permission: 'registration:create' },
    titleKey: 'pages.applicationForm',
  },
  myList: { path: PATHS.myList, access: SECRETARY, titleKey: 'pages.myList' },
  myListAlias: { path: PATHS.myListAlias, access: SECRETARY, titleKey: 'pages.myList' },
  recordData: { path: PATHS.recordData, access: SECRETARY, titleKey: 'pages.recordData' },
  // the response screen also carries the reviewers' Approve/Validate and Return actions
  recordResponse: {
    path: PATHS.recordResponse,
    access: SECRETARY_AND_REVIEWERS,
    titleKey: 'pages.recordResponse',
  },
  draftEdit: { path: PATHS.draftEdit, access: SECRETARY, titleKey: 'pages.draftEdit' },
  checkValidate: { path: PATHS.checkValidate, access: 'any-role', titleKey: 'pages.checkValidate' },
  approveValidate: {
    path: PATHS.approveValidate,
    access: 'any-role',
    titleKey: 'pages.approveValidate',
  },
  pendingValidationList: {
    path: PATHS.pendingValidationList,
    access: REVIEW_LIST_READERS,
    titleKey: 'pages.pendingValidation',
  },
  inProcessList: { path: PATHS.inProcessList, access: SECRETARY, titleKey: 'pages.inProcess' },
  submittedList: {
    path: PATHS.submittedList,
    access: REVIEWERS,
    titleKey: 'pages.submitted',
    redirects: { BBRANCHSEC: PATHS.myList },
  },
  // 'View Data' reads the approved record, the approver's alone
  submittedDetails: {
    path: PATHS.submittedDetails,
    access: { permission: 'approved-record:read' },
    titleKey: 'pages.submittedDetails',
  },
  draftList: { path: PATHS.draftList, access: SECRETARY_AND_REVIEWERS, titleKey: 'pages.drafts' },
  approvedList: { path: PATHS.approvedList, access: LIST_READERS, titleKey: 'pages.approved' },
  validatedList: { path: PATHS.validatedList, access: REVIEWERS, titleKey: 'pages.validated' },
  rejectedList: { path: PATHS.rejectedList, access: LIST_READERS, titleKey: 'pages.rejected' },
  branchTransfer: {
    path: PATHS.branchTransfer,
    access: { permission: 'transfer:request' },
    titleKey: 'pages.branchTransfer',
  },
  // the secretary sees their branch's requests, the approver decides every branch's
  transferRequests: {
    path: PATHS.transferRequests,
    access: { permission: 'transfer:read' },
    titleKey: 'transfer.requestsTitle',
  },
  // the header search's results: each role finds what its lists show
  search: {
    path: PATHS.search,
    access: { permission: 'registration:search' },
    titleKey: 'pages.search',
  },
  // the reports are the reviewers' and data viewers' screen; a secretary's figures are on her
  // dashboard (her branch's)
  reports: { path: PATHS.reports, access: REVIEW_LIST_READERS, titleKey: 'reports.title' },
  // hand-offs of approved records to the collection service, retried by the server's worker
  outbox: {
    path: PATHS.outbox,
    access: { permission: 'outbox:read' },
    titleKey: 'review.outbox.title',
  },
} as const satisfies Record<string, ScreenRoute>;

export type ScreenId = keyof typeof SCREEN_ROUTES;

export function canAccess(access: RouteAccess, role: RoleCode | null): boolean {
  if (access === 'signed-in') return true;
  if (access === 'any-role') return role !== null;
  if ('permission' in access) return can({ role, branch: null }, access.permission);
  return role !== null && access.includes(role);
}

/** Where a signed-in user who may not open `route` is sent. */
export function redirectTarget(route: ScreenRoute, role: RoleCode | null): string {
  if (role === null) return PATHS.home; // the "no role" page
  return route.redirects?.[role] ?? ROLE_HOME[role];
}
