import type { EnumOption } from '@form-a/domain/enums';
import { useBranchList } from '../../../lib/branches-api';

/**
 * The Branch/Center options: the server refuses a record for another branch than the
 * secretary's own, so the list from GET /api/branches is narrowed to that branch (or to the
 * record's, when one is being edited).
 */
export function useBranchOptions(branch: string | null): EnumOption[] {
  const branches = useBranchList();
  if (!branch) return [];
  const known = branches.data?.find((option) => option.value === branch);
  return [{ value: branch, label: known?.label ?? branch }];
}
