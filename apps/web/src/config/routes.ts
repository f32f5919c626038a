import { can, type Permission } from '@form-a/domain/permissions';
import { ROLE_HOME, type RoleCode } from '@form-a/domain/roles';
import { PATHS } from './paths';

/**
 * Who may open a signed-in screen or see its menu entry (spec sections 2 and 6):
 * - 'signed-in': anyone with a session, even before an administrator grants a role
 * - 'any-role': any role ('all' in the spec's route table)
 * - `{ permission }`: the holders of a permission of the domain table (the server's check);
 *   with `without`, only those of them who do not hold that one too (the summary readers:
 *   registration:list without registration:read)
 * - a list of roles, for the screens that are one role's own (its dashboard, its lists)
 */
export type RouteAccess =
  'signed-in' | 'any-role' | { permission: Permission; without?: Permission } | readonly RoleCode[];

export type PageTitleKey =
  | 'pages.dashboard'
  | 'pages.profile'
  | 'pages.users'
  | 'pages.applicationForm'
  | 'pages.myList'
  | 'pages.recordData'
  | 'pages.recordResponse'
  | 'pages.erasedRecord'
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
  | 'pages.records'
  | 'review.outbox.title'
  | 'review.precheckMatches.title'
  | 'reports.title'
  | 'transfer.requestsTitle'
  | 'accessLog.admin.title'
  | 'offline.waitingScreen';

export type MenuLabelKey =
  | 'menu.dashboard'
  | 'menu.addNewJigyasu'
  | 'menu.drafts'
  | 'menu.inProcess'
  | 'menu.approved'
  | 'menu.returnedForCorrection'
  | 'menu.myList'
  | 'menu.branchTransfer'
  | 'menu.profile'
  | 'menu.pendingValidation'
  | 'menu.pendingApproval'
  | 'menu.submitted'
  | 'menu.returned'
  | 'menu.users'
  | 'menu.records'
  | 'review.outbox.menu'
  | 'review.precheckMatches.menu'
  | 'reports.menu'
  | 'transfer.menuMyRequests'
  | 'transfer.menuRequests'
  | 'accessLog.admin.menu';

/**
 * The sidebar's icons by name: the icon components load with the signed-in layout
 * (app/layout/menu-icons.ts), not with this table, which the sign-in page's chunk carries.
 */
export type MenuIconName =
  | 'dashboard'
  | 'users'
  | 'add'
  | 'drafts'
  | 'inProcess'
  | 'pendingValidation'
  | 'pendingApproval'
  | 'submitted'
  | 'approved'
  | 'returned'
  | 'myList'
  | 'branchTransfer'
  | 'transferRequests'
  | 'reports'
  | 'outbox'
  | 'precheckMatches'
  | 'accessLog'
  | 'profile';

export interface MenuItem {
  labelKey: MenuLabelKey;
  icon: MenuIconName;
  /** place in the sidebar, ascending across all screens */
  order: number;
  /** who sees the entry; a screen's entries may split its readers (their own label each) */
  visibleTo: RouteAccess;
}

export interface ScreenRoute {
  path: string;
  access: RouteAccess;
  titleKey: PageTitleKey;
  /** where a signed-in role without access goes instead of its home (spec redirects) */
  redirects?: Partial<Record<RoleCode, string>>;
  menu?: readonly MenuItem[];
}

const SECRETARY = ['BBRANCHSEC'] as const satisfies readonly RoleCode[];
const REVIEWERS = ['UVVOLUNTER', 'DBAPPROVER'] as const satisfies readonly RoleCode[];
/** the state lists a secretary's dashboard tiles also open (they show the secretary's own records) */
const SECRETARY_AND_REVIEWERS = [...SECRETARY, ...REVIEWERS] as const;
/** lists a data viewer's tiles open read-only ('In Progress', 'Approved', 'Returned') */
const LIST_READERS = [...SECRETARY_AND_REVIEWERS, 'DATAVIEWER'] as const;
const REVIEW_LIST_READERS = [...REVIEWERS, 'DATAVIEWER'] as const;
/** who may list records but not open one: the lists give them summary rows (permissions.ts) */
const SUMMARY_READERS = {
  permission: 'registration:list',
  without: 'registration:read',
} as const satisfies RouteAccess;

/**
 * Every signed-in screen, the one table the router, the screen guards, the sidebar and the
 * dashboard tiles read (each screen's component: app/screen-components.ts, as this shared
 * folder may not import the features). A role without access is sent to `redirects[role]`, else to its home
 * (ROLE_HOME), which gives the spec's rules: non-secretaries opening secretary screens land on
 * /uv/dashboard (data viewers on /vr/dashboard), and a secretary opening the submitted list lands
 * on /jigyasu/list.
 */
export const SCREENS = {
  profile: {
    path: PATHS.profile,
    access: 'signed-in',
    titleKey: 'pages.profile',
    menu: [{ labelKey: 'menu.profile', icon: 'profile', order: 210, visibleTo: 'signed-in' }],
  },
  profileOverview: {
    path: PATHS.profileOverview,
    access: 'signed-in',
    titleKey: 'pages.profile',
  },
  secretaryDashboard: {
    path: PATHS.secretaryDashboard,
    access: SECRETARY,
    titleKey: 'pages.dashboard',
    menu: [{ labelKey: 'menu.dashboard', icon: 'dashboard', order: 10, visibleTo: SECRETARY }],
  },
  reviewerDashboard: {
    path: PATHS.reviewerDashboard,
    access: REVIEW_LIST_READERS,
    titleKey: 'pages.dashboard',
    menu: [{ labelKey: 'menu.dashboard', icon: 'dashboard', order: 20, visibleTo: REVIEWERS }],
  },
  viewerDashboard: {
    path: PATHS.viewerDashboard,
    access: ['DATAVIEWER'],
    titleKey: 'pages.dashboard',
    menu: [{ labelKey: 'menu.dashboard', icon: 'dashboard', order: 30, visibleTo: ['DATAVIEWER'] }],
  },
  // the data viewer's own list (ADR 050): whoever may list records but not read them gets every
  // record she may see as summary rows, and exports them from here
  viewerList: {
    path: PATHS.viewerList,
    access: SUMMARY_READERS,
    titleKey: 'pages.records',
    menu: [{ labelKey: 'menu.records', icon: 'myList', order: 35, visibleTo: SUMMARY_READERS }],
  },
  adminUsers: {
    path: PATHS.adminUsers,
    access: { permission: 'user:manage' },
    titleKey: 'pages.users',
    menu: [
      {
        labelKey: 'menu.users',
        icon: 'users',
        order: 40,
        visibleTo: { permission: 'user:manage' },
      },
    ],
  },
  adminAccessLog: {
    path: PATHS.adminAccessLog,
    access: { permission: 'access-log:export' },
    titleKey: 'accessLog.admin.title',
    menu: [
      {
        labelKey: 'accessLog.admin.menu',
        icon: 'accessLog',
        order: 45,
        visibleTo: { permission: 'access-log:export' },
      },
    ],
  },
  applicationForm: {
    path: PATHS.applicationForm,
    access: { permission: 'registration:create' },
    titleKey: 'pages.applicationForm',
    menu: [
      {
        labelKey: 'menu.addNewJigyasu',
        icon: 'add',
        order: 50,
        visibleTo: { permission: 'registration:create' },
      },
    ],
  },
  waitingList: {
    path: PATHS.waitingList,
    access: { permission: 'registration:create' },
    titleKey: 'offline.waitingScreen',
  },
  myList: {
    path: PATHS.myList,
    access: SECRETARY,
    titleKey: 'pages.myList',
    menu: [{ labelKey: 'menu.myList', icon: 'myList', order: 150, visibleTo: SECRETARY }],
  },
  myListAlias: {
    path: PATHS.myListAlias,
    access: SECRETARY,
    titleKey: 'pages.myList',
  },
  recordData: {
    path: PATHS.recordData,
    access: SECRETARY,
    titleKey: 'pages.recordData',
  },
  // the response screen also carries the reviewers' Approve/Validate and Return actions
  recordResponse: {
    path: PATHS.recordResponse,
    access: SECRETARY_AND_REVIEWERS,
    titleKey: 'pages.recordResponse',
  },
  draftEdit: {
    path: PATHS.draftEdit,
    access: SECRETARY,
    titleKey: 'pages.draftEdit',
  },
  checkValidate: {
    path: PATHS.checkValidate,
    access: 'any-role',
    titleKey: 'pages.checkValidate',
  },
  approveValidate: {
    path: PATHS.approveValidate,
    access: 'any-role',
    titleKey: 'pages.approveValidate',
  },
  pendingValidationList: {
    path: PATHS.pendingValidationList,
    access: REVIEW_LIST_READERS,
    titleKey: 'pages.pendingValidation',
    menu: [
      {
        labelKey: 'menu.pendingValidation',
        icon: 'pendingValidation',
        order: 80,
        visibleTo: REVIEWERS,
      },
    ],
  },
  inProcessList: {
    path: PATHS.inProcessList,
    access: SECRETARY,
    titleKey: 'pages.inProcess',
    menu: [{ labelKey: 'menu.inProcess', icon: 'inProcess', order: 70, visibleTo: SECRETARY }],
  },
  submittedList: {
    path: PATHS.submittedList,
    access: REVIEWERS,
    titleKey: 'pages.submitted',
    redirects: { BBRANCHSEC: PATHS.myList },
    menu: [{ labelKey: 'menu.submitted', icon: 'submitted', order: 100, visibleTo: REVIEWERS }],
  },
  // 'View Data' reads the approved record, the approver's alone
  submittedDetails: {
    path: PATHS.submittedDetails,
    access: { permission: 'approved-record:read' },
    titleKey: 'pages.submittedDetails',
  },
  draftList: {
    path: PATHS.draftList,
    access: SECRETARY_AND_REVIEWERS,
    titleKey: 'pages.drafts',
    menu: [
      { labelKey: 'menu.drafts', icon: 'drafts', order: 60, visibleTo: SECRETARY },
      { labelKey: 'menu.drafts', icon: 'drafts', order: 140, visibleTo: REVIEWERS },
    ],
  },
  approvedList: {
    path: PATHS.approvedList,
    access: LIST_READERS,
    titleKey: 'pages.approved',
    menu: [
      {
        labelKey: 'menu.approved',
        icon: 'approved',
        order: 110,
        visibleTo: SECRETARY_AND_REVIEWERS,
      },
    ],
  },
  validatedList: {
    path: PATHS.validatedList,
    access: REVIEWERS,
    titleKey: 'pages.validated',
    menu: [
      {
        labelKey: 'menu.pendingApproval',
        icon: 'pendingApproval',
        order: 90,
        visibleTo: REVIEWERS,
      },
    ],
  },
  rejectedList: {
    path: PATHS.rejectedList,
    access: LIST_READERS,
    titleKey: 'pages.rejected',
    menu: [
      {
        labelKey: 'menu.returnedForCorrection',
        icon: 'returned',
        order: 120,
        visibleTo: SECRETARY,
      },
      { labelKey: 'menu.returned', icon: 'returned', order: 130, visibleTo: REVIEWERS },
    ],
  },
  branchTransfer: {
    path: PATHS.branchTransfer,
    access: { permission: 'transfer:request' },
    titleKey: 'pages.branchTransfer',
    menu: [
      {
        labelKey: 'menu.branchTransfer',
        icon: 'branchTransfer',
        order: 160,
        visibleTo: { permission: 'transfer:request' },
      },
    ],
  },
  // the secretary sees their branch's requests, the approver decides every branch's
  transferRequests: {
    path: PATHS.transferRequests,
    access: { permission: 'transfer:read' },
    titleKey: 'transfer.requestsTitle',
    menu: [
      {
        labelKey: 'transfer.menuMyRequests',
        icon: 'transferRequests',
        order: 170,
        visibleTo: { permission: 'transfer:request' },
      },
      {
        labelKey: 'transfer.menuRequests',
        icon: 'transferRequests',
        order: 180,
        visibleTo: { permission: 'transfer:decide' },
      },
    ],
  },
  // the header search's results: each role finds what its lists show
  search: {
    path: PATHS.search,
    access: { permission: 'registration:search' },
    titleKey: 'pages.search',
  },
  // the reports are the reviewers' and data viewers' screen; a secretary's figures are on her
  // dashboard (her branch's)
  reports: {
    path: PATHS.reports,
    access: REVIEW_LIST_READERS,
    titleKey: 'reports.title',
    menu: [
      { labelKey: 'reports.menu', icon: 'reports', order: 190, visibleTo: REVIEW_LIST_READERS },
    ],
  },
  // duplicate pre-checks that matched someone, with who ran them (ADR 045)
  precheckMatches: {
    path: PATHS.precheckMatches,
    access: { permission: 'duplicate:precheck-log' },
    titleKey: 'review.precheckMatches.title',
    menu: [
      {
        labelKey: 'review.precheckMatches.menu',
        icon: 'precheckMatches',
        order: 195,
        visibleTo: { permission: 'duplicate:precheck-log' },
      },
    ],
  },
  // hand-offs of approved records to the collection service, retried by the server's worker
  outbox: {
    path: PATHS.outbox,
    access: { permission: 'outbox:read' },
    titleKey: 'review.outbox.title',
    menu: [
      {
        labelKey: 'review.outbox.menu',
        icon: 'outbox',
        order: 200,
        visibleTo: { permission: 'outbox:read' },
      },
    ],
  },
} as const satisfies Record<string, ScreenRoute>;

export type ScreenId = keyof typeof SCREENS;

export function canAccess(access: RouteAccess, role: RoleCode | null): boolean {
  if (access === 'signed-in') return true;
  if (access === 'any-role') return role !== null;
  if ('permission' in access) {
    const subject = { role, branch: null };
    return can(subject, access.permission) && !(access.without && can(subject, access.without));
  }
  return role !== null && access.includes(role);
}

/** Where a signed-in user who may not open `route` is sent. */
export function redirectTarget(route: ScreenRoute, role: RoleCode | null): string {
  if (role === null) return PATHS.home; // the "no role" page
  return route.redirects?.[role] ?? ROLE_HOME[role];
}

export interface MenuEntry extends MenuItem {
  /** unique among the role's entries (a screen's entries are for different roles) */
  id: string;
  path: string;
}

/** The sidebar of `role`: the menu entries of the table it may see, in order. */
export function menuFor(role: RoleCode | null): MenuEntry[] {
  return (Object.entries(SCREENS) as [ScreenId, ScreenRoute][])
    .flatMap(([id, screen]) =>
      (screen.menu ?? []).map((item, index) => ({
        ...item,
        id: `${id}-${index}`,
        path: screen.path,
      })),
    )
    .filter((entry) => canAccess(entry.visibleTo, role))
    .sort((a, b) => a.order - b.order);
}
