import type SvgIcon from '@mui/material/SvgIcon';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
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
  | 'transfer.menuMyRequests'
  | 'transfer.menuRequests';

export interface MenuEntry {
  id: string;
  labelKey: MenuLabelKey;
  path: string;
  icon: typeof SvgIcon;
  /** 'all' shows the entry to every signed-in user, with or without a role */
  roles: 'all' | readonly RoleCode[];
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
    roles: SECRETARY,
  },
  {
    id: 'reviewer-dashboard',
    labelKey: 'menu.dashboard',
    path: PATHS.reviewerDashboard,
    icon: DashboardOutlined,
    roles: REVIEWERS,
  },
  {
    id: 'viewer-dashboard',
    labelKey: 'menu.dashboard',
    path: PATHS.viewerDashboard,
    icon: DashboardOutlined,
    roles: ['DATAVIEWER'],
  },
  {
    id: 'admin-users',
    labelKey: 'menu.users',
    path: PATHS.adminUsers,
    icon: GroupOutlined,
    roles: ['ADMIN'],
  },
  {
    id: 'add-new-jigyasu',
    labelKey: 'menu.addNewJigyasu',
    path: PATHS.applicationForm,
    icon: AddCircleOutlined,
    roles: SECRETARY,
  },
  {
    id: 'secretary-drafts',
    labelKey: 'menu.drafts',
    path: PATHS.draftList,
    icon: DraftsOutlined,
    roles: SECRETARY,
  },
  {
    id: 'in-process',
    labelKey: 'menu.inProcess',
    path: PATHS.inProcessList,
    icon: HourglassTopOutlined,
    roles: SECRETARY,
  },
  {
    id: 'pending-validation',
    labelKey: 'menu.pendingValidation',
    path: PATHS.pendingValidationList,
    icon: PendingActionsOutlined,
    roles: REVIEWERS,
  },
  {
    id: 'pending-approval',
    labelKey: 'menu.pendingApproval',
    path: PATHS.validatedList,
    icon: FactCheckOutlined,
    roles: REVIEWERS,
  },
  {
    id: 'submitted',
    labelKey: 'menu.submitted',
    path: PATHS.submittedList,
    icon: SendOutlined,
    roles: REVIEWERS,
  },
  {
    id: 'approved',
    labelKey: 'menu.approved',
    path: PATHS.approvedList,
    icon: TaskAltOutlined,
    roles: [...SECRETARY, ...REVIEWERS],
  },
  {
    id: 'returned-for-correction',
    labelKey: 'menu.returnedForCorrection',
    path: PATHS.rejectedList,
    icon: AssignmentReturnOutlined,
    roles: SECRETARY,
  },
  {
    id: 'returned',
    labelKey: 'menu.returned',
    path: PATHS.rejectedList,
    icon: AssignmentReturnOutlined,
    roles: REVIEWERS,
  },
  {
    id: 'reviewer-drafts',
    labelKey: 'menu.drafts',
    path: PATHS.draftList,
    icon: DraftsOutlined,
    roles: REVIEWERS,
  },
  {
    id: 'my-list',
    labelKey: 'menu.myList',
    path: PATHS.myList,
    icon: ListAltOutlined,
    roles: SECRETARY,
  },
  {
    id: 'branch-transfer',
    labelKey: 'menu.branchTransfer',
    path: PATHS.branchTransfer,
    icon: SwapHorizOutlined,
    roles: SECRETARY,
  },
  {
    id: 'my-transfer-requests',
    labelKey: 'transfer.menuMyRequests',
    path: PATHS.transferRequests,
    icon: MoveDownOutlined,
    roles: SECRETARY,
  },
  {
    id: 'transfer-requests',
    labelKey: 'transfer.menuRequests',
    path: PATHS.transferRequests,
    icon: MoveDownOutlined,
    roles: ['DBAPPROVER'],
  },
  {
    id: 'outbox',
    labelKey: 'review.outbox.menu',
    path: PATHS.outbox,
    icon: OutboxOutlined,
    roles: ['DBAPPROVER', 'ADMIN'],
  },
  {
    id: 'profile',
    labelKey: 'menu.profile',
    path: PATHS.profile,
    icon: PersonOutlined,
    roles: 'all',
  },
];

export function menuFor(role: RoleCode | null): MenuEntry[] {
  return MENU.filter(
    (entry) => entry.roles === 'all' || (role !== null && entry.roles.includes(role)),
  );
}
