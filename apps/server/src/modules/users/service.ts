import { refsOf } from '@form-a/domain/message-ref';
import type { RoleCode } from '@form-a/domain/roles';
import type { Db } from '../../db/client';
import { notFound, validationError } from '../../lib/app-error';
import { findUserById, revokeUserSessions, type UserRow } from '../auth/repository';
import { toSessionUser } from '../auth/service';
import { branchExists } from '../branches/repository';
import { enrolledAmong } from '../second-factor/repository';
import * as repo from './repository';

/** by key: the answer carries the English text and its key (lib/app-error) */
const ADMIN_KEYS = refsOf('admin');

export function toAdminUser(row: UserRow, secondFactorEnrolled: boolean) {
  return {
    ...toSessionUser(row),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    secondFactorEnrolled,
  };
}

export class UsersService {
  constructor(private readonly db: Db) {}

  async list(query: Parameters<typeof repo.listUsers>[1]) {
    const { items, total } = await repo.listUsers(this.db, query);
    const enrolled = await enrolledAmong(
      this.db,
      items.map((row) => row.id),
    );
    return {
      items: items.map((row) => toAdminUser(row, enrolled.has(row.id))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async update(
    id: number,
    changes: { role?: RoleCode | null; branch?: string | null; active?: boolean },
  ) {
    return this.db.transaction(async (tx) => {
      const current = await findUserById(tx, id);
      if (!current) throw notFound(ADMIN_KEYS.userNotFound);
      const role = changes.role === undefined ? current.role : changes.role;
      const branch = changes.branch === undefined ? current.branch : changes.branch;
      if (branch && changes.branch !== undefined && !(await branchExists(tx, branch))) {
        throw validationError({ branch: ADMIN_KEYS.unknownBranch });
      }
      if (role === 'BBRANCHSEC' && !branch) {
        throw validationError({ branch: ADMIN_KEYS.branchRequiredForSecretary });
      }
      const updated = await repo.updateUser(tx, id, changes);
      const roleChanged = changes.role !== undefined && changes.role !== current.role;
      // A changed role or a deactivation takes effect at once, not when the session ends.
      if (changes.active === false || roleChanged) await revokeUserSessions(tx, id, new Date());
      const enrolled = await enrolledAmong(tx, [id]);
      return toAdminUser(updated!, enrolled.has(id));
    });
  }
}
