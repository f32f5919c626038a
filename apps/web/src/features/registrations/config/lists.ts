import { generatePath } from 'react-router';
import type { RegistrationView } from '@form-a/domain/registration-views';
import { can } from '@form-a/domain/permissions';
import type { RoleCode } from '@form-a/domain/roles';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { isEditableBySecretary, STATUS } from '@form-a/domain/status';
import { allowedActions } from '@form-a/domain/workflow';
import { PATHS } from '../../../config/paths';

/** The list screens of spec section 2, one per route (a route serves every role it admits). */
export type RegistrationListId =
  | 'mine'
  | 'draft'
  | 'inProcess'
  | 'approved'
  | 'returned'
  | 'pendingValidation'
  | 'pendingApproval'
  | 'submitted'
  /** the data viewer's own list: every record she may see (in process, approved, returned) */
  | 'records';

/**
 * Column shapes of spec section 2 "List screens": the branch secretary's list, the reviewers'
 * validation/approval/in-process shape, and the submitted list.
 */
export type ColumnSet = 'secretary' | 'review' | 'submitted' | 'summary';

export type RowAction =
  | 'edit'
  | 'resubmit'
  | 'checkAndValidate'
  | 'checkDuplicate'
  | 'checkAndApprove'
  | 'viewData'
  /** a secretary drops a draft of her branch (ADR 051); the button asks first */
  | 'discard';

export type ListTitleKey =
  | 'pages.myList'
  | 'pages.drafts'
  | 'pages.inProcess'
  | 'pages.approved'
  | 'pages.rejected'
  | 'pages.pendingValidation'
  | 'pages.validated'
  | 'pages.submitted'
  | 'pages.records'
  | 'dashboard.inProgress';

export interface ListSetup {
  view: RegistrationView;
  titleKey: ListTitleKey;
  columns: ColumnSet;
  /** the actions this role may see on this list; each row then checks its own status */
  actions: readonly RowAction[];
  /** lists that can hold approved records show the UID column from the start */
  showUid: boolean;
}

type ListShape = Omit<ListSetup, 'titleKey'>;

const SECRETARY_MINE: ListShape = {
  view: 'mine',
  columns: 'secretary',
  actions: ['edit'],
  showUid: true,
};

/** null: a list only reviewers open (the route guard sends a secretary elsewhere) */
const SECRETARY_LISTS: Record<RegistrationListId, ListShape | null> = {
  mine: SECRETARY_MINE,
  draft: { view: 'draft', columns: 'secretary', actions: ['edit', 'discard'], showUid: false },
  inProcess: { view: 'in-process', columns: 'review', actions: [], showUid: false },
  approved: { view: 'approved', columns: 'secretary', actions: [], showUid: true },
  returned: { view: 'returned', columns: 'secretary', actions: ['resubmit'], showUid: false },
  pendingValidation: null,
  pendingApproval: null,
  submitted: null,
  records: null,
};

const TITLES: Record<RegistrationListId, ListTitleKey> = {
  mine: 'pages.myList',
  draft: 'pages.drafts',
  inProcess: 'pages.inProcess',
  approved: 'pages.approved',
  returned: 'pages.rejected',
  pendingValidation: 'pages.pendingValidation',
  pendingApproval: 'pages.validated',
  submitted: 'pages.submitted',
  records: 'pages.records',
};

function reviewerList(list: RegistrationListId, role: RoleCode): ListShape {
  const user = { role, branch: null };
  const approver = can(user, 'registration:approve');
  const viewsData = can(user, 'approved-record:read');
  switch (list) {
    case 'pendingValidation':
      return {
        view: 'pending-validation',
        columns: 'review',
        actions: can(user, 'registration:validate') ? ['checkAndValidate', 'checkDuplicate'] : [],
        showUid: false,
      };
    case 'pendingApproval':
      return {
        view: 'pending-approval',
        columns: 'review',
        actions: approver ? ['checkAndApprove', 'checkDuplicate'] : [],
        showUid: false,
      };
    case 'submitted':
    case 'records':
      return {
        view: 'submitted',
        columns: 'submitted',
        actions: viewsData ? ['viewData'] : [],
        showUid: true,
      };
    case 'approved':
      return {
        view: 'approved',
        columns: 'review',
        actions: viewsData ? ['viewData'] : [],
        showUid: true,
      };
    case 'returned':
      return { view: 'returned', columns: 'review', actions: [], showUid: false };
    case 'draft':
      return { view: 'draft', columns: 'review', actions: [], showUid: false };
    case 'inProcess':
    case 'mine':
      return { view: 'in-process', columns: 'review', actions: [], showUid: false };
  }
}

/**
 * What `role` sees on `list`. The server scopes the data (a secretary gets their branch only);
 * this picks the view, the columns and the actions. A data viewer opening the pending
 * validation route sees it as 'In Progress' with the in-process view and no actions.
 */
export function listSetup(list: RegistrationListId, role: RoleCode | null): ListSetup {
  if (role === 'BBRANCHSEC') {
    return { ...(SECRETARY_LISTS[list] ?? SECRETARY_MINE), titleKey: TITLES[list] };
  }
  // a reader who may list but not read records (the data viewer) gets summary rows
  if (!can({ role, branch: null }, 'registration:read')) {
    if (list === 'pendingValidation' || list === 'inProcess') {
      return {
        view: 'in-process',
        columns: 'summary',
        actions: [],
        showUid: false,
        titleKey: 'dashboard.inProgress',
      };
    }
    const shape = reviewerList(list, role ?? 'DATAVIEWER');
    return { ...shape, columns: 'summary', actions: [], titleKey: TITLES[list] };
  }
  return { ...reviewerList(list, role ?? 'DATAVIEWER'), titleKey: TITLES[list] };
}

export interface RowLink {
  action: RowAction;
  /** in-app route, or for 'viewData' the page opened in a new tab */
  to: string;
  newTab?: boolean;
}

/**
 * The actions one row shows: the list's actions narrowed by the row's status. Edit appears
 * only to a branch secretary on a returned (6) or draft (7) record; reviewers' buttons follow
 * the domain workflow table, so a button shows only when the server would accept the action.
 */
export function rowActions(
  actions: readonly RowAction[],
  row: Pick<RegistrationRecord, 'id' | 'status' | 'uid'>,
  role: RoleCode | null,
): RowLink[] {
  const id = String(row.id);
  const links: RowLink[] = [];
  for (const action of actions) {
    switch (action) {
      case 'edit':
        if (role === 'BBRANCHSEC' && isEditableBySecretary(row.status)) {
          // a returned record is corrected on its response screen (Resubmit), a draft on its edit screen
          links.push({
            action,
            to: generatePath(
              row.status === STATUS.RETURNED ? PATHS.recordResponse : PATHS.draftEdit,
              { id },
            ),
          });
        }
        break;
      case 'resubmit':
        if (role === 'BBRANCHSEC' && row.status === STATUS.RETURNED) {
          links.push({ action, to: generatePath(PATHS.recordResponse, { id }) });
        }
        break;
      case 'checkAndValidate':
        if (allowedActions(row.status, role).includes('validate')) {
          links.push({ action, to: generatePath(PATHS.checkValidate, { id }) });
        }
        break;
      case 'checkAndApprove':
        if (allowedActions(row.status, role).includes('approve')) {
          links.push({ action, to: generatePath(PATHS.approveValidate, { id }) });
        }
        break;
      case 'checkDuplicate':
        if (row.status !== STATUS.DRAFT) links.push({ action, to: '' });
        break;
      case 'discard':
        // the same question the server asks (the workflow table's 'discard' row)
        if (allowedActions(row.status, role).includes('discard')) links.push({ action, to: '' });
        break;
      case 'viewData':
        if (row.uid) {
          links.push({
            action,
            to: generatePath(PATHS.submittedDetails, { uid: row.uid }),
            newTab: true,
          });
        }
        break;
    }
  }
  return links;
}
