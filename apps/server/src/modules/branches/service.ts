import type { BranchOption } from '@form-a/domain/api/branches';
import type { Db } from '../../db/client';
import { listBranchNames } from './repository';

/** Active branches, alphabetical, as the branch select boxes take them. */
export async function branchList(
  db: Db,
  query: { search?: string | undefined; limit: number },
): Promise<{ branch_list: BranchOption[] }> {
  const names = await listBranchNames(db, query);
  return { branch_list: names.map((name) => ({ value: name, label: name })) };
}
