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
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { MenuIconName } from '../../config/routes';

/** The components of the screen table's menu icons, in the signed-in layout's chunk. */
export const MENU_ICONS: Record<MenuIconName, typeof SvgIcon> = {
  dashboard: DashboardOutlined,
  users: GroupOutlined,
  add: AddCircleOutlined,
  drafts: DraftsOutlined,
  inProcess: HourglassTopOutlined,
  pendingValidation: PendingActionsOutlined,
  pendingApproval: FactCheckOutlined,
  submitted: SendOutlined,
  approved: TaskAltOutlined,
  returned: AssignmentReturnOutlined,
  myList: ListAltOutlined,
  branchTransfer: SwapHorizOutlined,
  transferRequests: MoveDownOutlined,
  reports: BarChartOutlined,
  outbox: OutboxOutlined,
  precheckMatches: PersonSearchOutlined,
  accessLog: PolicyOutlined,
  profile: PersonOutlined,
};
