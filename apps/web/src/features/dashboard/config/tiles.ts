import type SvgIcon from '@mui/material/SvgIcon';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { ScreenId } from '../../../config/routes';
import type { RegistrationCounts } from '../api/get-registration-counts';

export type TileLabelKey =
  | 'dashboard.addNewJigyasu'
  | 'dashboard.draft'
  | 'dashboard.inProcess'
  | 'dashboard.approved'
  | 'dashboard.returnedForCorrection'
  | 'dashboard.pendingValidation'
  | 'dashboard.pendingApproval'
  | 'dashboard.returnedForCorrectionReviewer'
  | 'dashboard.inProgress'
  | 'dashboard.returned';

export interface DashboardTileDef {
  id: string;
  labelKey: TileLabelKey;
  /** the list it opens, by its entry in the screen table */
  screen: ScreenId;
  icon: typeof SvgIcon;
  color: 'primary' | 'info' | 'success' | 'warning' | 'error' | 'secondary';
  /**
   * the tile's number; undefined (missing) shows as 0. A tile without it is an action, not a
   * list, and shows `hintKey` instead of a number.
   */
  count?: (counts: RegistrationCounts) => number | undefined;
  hintKey?: 'dashboard.addNewHint';
}

/** /dashboard (spec section 2, 'Branch secretary dashboard'). */
export const SECRETARY_TILES: readonly DashboardTileDef[] = [
  {
    id: 'add-new',
    labelKey: 'dashboard.addNewJigyasu',
    screen: 'applicationForm',
    icon: AddCircleOutlined,
    color: 'primary',
    // It opens the form: there is nothing it could count that its label names. It showed the
    // total of all records, which read as 'new ones' (ADR 052).
    hintKey: 'dashboard.addNewHint',
  },
  {
    id: 'draft',
    labelKey: 'dashboard.draft',
    screen: 'draftList',
    icon: DraftsOutlined,
    color: 'secondary',
    count: (c) => c.draft,
  },
  {
    id: 'in-process',
    labelKey: 'dashboard.inProcess',
    screen: 'inProcessList',
    icon: HourglassTopOutlined,
    color: 'info',
    count: (c) => c.inProcess,
  },
  {
    id: 'approved',
    labelKey: 'dashboard.approved',
    screen: 'approvedList',
    icon: TaskAltOutlined,
    color: 'success',
    count: (c) => c.approved,
  },
  {
    id: 'returned',
    labelKey: 'dashboard.returnedForCorrection',
    screen: 'rejectedList',
    icon: AssignmentReturnOutlined,
    color: 'error',
    count: (c) => c.returned,
  },
];

/** /uv/dashboard for validators and approvers. */
export const REVIEWER_TILES: readonly DashboardTileDef[] = [
  {
    id: 'pending-validation',
    labelKey: 'dashboard.pendingValidation',
    screen: 'pendingValidationList',
    icon: PendingActionsOutlined,
    color: 'warning',
    count: (c) => c.pendingValidation,
  },
  {
    id: 'pending-approval',
    labelKey: 'dashboard.pendingApproval',
    screen: 'validatedList',
    icon: FactCheckOutlined,
    color: 'info',
    count: (c) => c.pendingApproval,
  },
  {
    id: 'approved',
    labelKey: 'dashboard.approved',
    screen: 'approvedList',
    icon: TaskAltOutlined,
    color: 'success',
    count: (c) => c.approved,
  },
  {
    id: 'returned',
    labelKey: 'dashboard.returnedForCorrectionReviewer',
    screen: 'rejectedList',
    icon: AssignmentReturnOutlined,
    color: 'error',
    count: (c) => c.returned,
  },
];

/** /vr/dashboard, and /uv/dashboard for a data viewer: 'In Progress', 'Approved', 'Returned'. */
export const VIEWER_TILES: readonly DashboardTileDef[] = [
  {
    id: 'in-progress',
    labelKey: 'dashboard.inProgress',
    screen: 'pendingValidationList',
    icon: HourglassTopOutlined,
    color: 'info',
    count: (c) => c.inProcess,
  },
  {
    id: 'approved',
    labelKey: 'dashboard.approved',
    screen: 'approvedList',
    icon: TaskAltOutlined,
    color: 'success',
    count: (c) => c.approved,
  },
  {
    id: 'returned',
    labelKey: 'dashboard.returned',
    screen: 'rejectedList',
    icon: AssignmentReturnOutlined,
    color: 'error',
    count: (c) => c.returned,
  },
];
