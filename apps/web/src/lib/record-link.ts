import { generatePath } from 'react-router';
import { can } from '@form-a/domain/permissions';
import type { RoleCode } from '@form-a/domain/roles';
import { STATUS } from '@form-a/domain/status';
import { allowedActions } from '@form-a/domain/workflow';
import { PATHS } from '../config/paths';

/**
 * The screen a role opens a record on, as from its lists: the secretary edits a draft, corrects
 * a returned record on its response screen and reads the others on 'Jigyasu Data'; a reviewer
 * opens the record on the screen of the action it may take now (Check And Validate / Approve),
 * else on the response screen. A reader who may not read records (the data viewer) opens none.
 */
export function recordLink(
  row: { id: number; status: number },
  role: RoleCode | null,
): string | null {
  const id = String(row.id);
  if (!can({ role, branch: null }, 'registration:read')) return null;
  if (role === 'BBRANCHSEC') {
    if (row.status === STATUS.DRAFT) return generatePath(PATHS.draftEdit, { id });
    if (row.status === STATUS.RETURNED) return generatePath(PATHS.recordResponse, { id });
    return generatePath(PATHS.recordData, { id });
  }
  const actions = allowedActions(row.status, role);
  if (actions.includes('validate')) return generatePath(PATHS.checkValidate, { id });
  if (actions.includes('approve')) return generatePath(PATHS.approveValidate, { id });
  return generatePath(PATHS.recordResponse, { id });
}
