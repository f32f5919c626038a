import type SvgIcon from '@mui/material/SvgIcon';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MoveDownOutlined from '@mui/icons-material/MoveDownOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { can, type Permission } from '@form-a/domain/permissions';
import type { RoleCode } from '@form-a/domain/roles';
import { PATHS } from './paths';

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
  | 'review.outbox.menu'
  | 'reports.menu'
  | 'transfer.menuMyRequests'
  | 'transfer.menuRequests';

export interface MenuEntry {
  id: string;
  labelKey: MenuLabelKey;
  path: string;
  icon: typeof SvgIcon;
  /**
   * Who sees it: the holders of a permission of the domain table ('signed-in': everyone with a
   * session), or, for the screens that are one role's own (its dashboard, its lists), roles.
   */
  visibleTo: Permission | readonly RoleCode[];
}

const SECRETARY = ['BBRANCHSEC'] as const;
/** the approver is treated like the validator for menu filtering (spec section 6) */
const REVIEWERS = ['UVVOLUNTER', 'DBAPPROVER'] as const;

/** The sidebar, in display order; each role sees the entries that list it. */
export const MENU: readonly MenuEntry[] = [
  {
    id: 'secretary-dashboard',
    labelKey: 'menu.dashboard',
    path: PATHS.secretaryDashboard,
    icon: DashboardOutlined,
    visibleTo: SECRETARY,
  },
  {
    id: 'reviewer-dashboard',
    labelKey: 'menu.dashboard',
    path: PATHS.reviewerDashboard,
    icon: DashboardOutlined,
    visibleTo: REVIEWERS,
  },
  {
    id: 'viewer-dashboard',
    labelKey: 'menu.dashboard',
    path: PATHS.viewerDashboard,
    icon: DashboardOutlined,
    visibleTo: ['DATAVIEWER'],
  },
  {
    id: 'admin-users',
    labelKey: 'menu.users',
    path: PATHS.adminUsers,
    icon: GroupOutlined,
    visibleTo: 'user:manage',
  },
  {
    id: 'add-new-jigyasu',
    labelKey: 'menu.addNewJigyasu',
    path: PATHS.applicationForm,
    icon: AddCircleOutlined,
    visibleTo: 'registration:create',
  },
  {
    id: 'secretary-drafts',
    labelKey: 'menu.drafts',
    path: PATHS.draftList,
    icon: DraftsOutlined,
    visibleTo: SECRETARY,
  },
  {
    id: 'in-process',
    labelKey: 'menu.inProcess',
    path: PATHS.inProcessList,
    icon: HourglassTopOutlined,
    visibleTo: SECRETARY,
  },
  {
    id: 'pending-validation',
    labelKey: 'menu.pendingValidation',
    path: PATHS.pendingValidationList,
    icon: PendingActionsOutlined,
    visibleTo: REVIEWERS,
  },
  {
    id: 'pending-approval',
    labelKey: 'menu.pendingApproval',
    path: PATHS.validatedList,
    icon: FactCheckOutlined,
    visibleTo: REVIEWERS,
  },
  {
    id: 'submitted',
    labelKey: 'menu.submitted',
    path: PATHS.submittedList,
    icon: SendOutlined,
    visibleTo: REVIEWERS,
  },
  {
    id: 'approved',
    labelKey: 'menu.approved',
    path: PATHS.approvedList,
    icon: TaskAltOutlined,
    visibleTo: [...SECRETARY, ...REVIEWERS],
  },
  {
    id: 'returned-for-correction',
    labelKey: 'menu.returnedForCorrection',
    path: PATHS.rejectedList,
    icon: AssignmentReturnOutlined,
    visibleTo: SECRETARY,
  },
  {
    id: 'returned',
    labelKey: 'menu.returned',
    path: PATHS.rejectedList,
    icon: AssignmentReturnOutlined,
    visibleTo: REVIEWERS,
  },
  {
    id: 'reviewer-drafts',
    labelKey: 'menu.drafts',
    path: PATHS.draftList,
    icon: DraftsOutlined,
    visibleTo: REVIEWERS,
  },
  {
    id: 'my-list',
    labelKey: 'menu.myList',
    path: PATHS.myList,
    icon: ListAltOutlined,
    visibleTo: SECRETARY,
  },
  {
    id: 'branch-transfer',
    labelKey: 'menu.branchTransfer',
    path: PATHS.branchTransfer,
    icon: SwapHorizOutlined,
    visibleTo: 'transfer:request',
  },
  {
    id: 'my-transfer-requests',
    labelKey: 'transfer.menuMyRequests',
    path: PATHS.transferRequests,
    icon: MoveDownOutlined,
    visibleTo: 'transfer:request',
  },
  {
    id: 'transfer-requests',
    labelKey: 'transfer.menuRequests',
    path: PATHS.transferRequests,
    icon: MoveDownOutlined,
    visibleTo: 'transfer:decide',
  },
  {
    id: 'reports',
    labelKey: 'reports.menu',
    path: PATHS.reports,
    icon: BarChartOutlined,
    visibleTo: [...REVIEWERS, 'DATAVIEWER'],
  },
  {
    id: 'outbox',
    labelKey: 'review.outbox.menu',
    path: PATHS.outbox,
    icon: OutboxOutlined,
    visibleTo: 'outbox:read',
  },
  {
    id: 'profile',
    labelKey: 'menu.profile',
    path: PATHS.profile,
    icon: PersonOutlined,
    visibleTo: 'signed-in',
  },
];

export function menuFor(role: RoleCode | null): MenuEntry[] {
  return MENU.filter((entry) =>
    typeof entry.visibleTo === 'string'
      ? can({ role, branch: null }, entry.visibleTo)
      : role !== null && entry.visibleTo.includes(role),
  );
}
