import { and, eq, notExists, sql } from 'drizzle-orm';
import { REGISTRATION_FIELDS, type RegistrationField } from '@form-a/domain/registration-fields';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import type { Db } from '../../db/client';
import { idempotencyKeys, photos, registrations } from '../../db/schema';
import { recordErased } from '../../lib/registration-errors';
import { photoIdFromPath } from '../photos/photo-path';
import type { RegistrationChanges, RegistrationRow } from './repository';
import { applyTransition, type AppliedTransition, type SystemActor } from './transition';
import { afterRegistrationWrite } from './write-hooks';

export type ErasureRequest = {
  id: number;
  /** the revision the erasing party saw; anything else is a 409 */
  revision: number;
  /** why: the approver's words, or 'retention'; the tombstone and the history note keep it */
  reason: string;
} & ({ user: SessionUser; system?: undefined } | { system: SystemActor; user?: undefined });

/**
 * Every column that says something about the person, blanked (the field table's `erased`,
 * registration-fields.ts): the text columns to '' (their NOT NULL default), the date of birth to
 * NULL. What is left is the tombstone: id, status, branch, who began it (an account, not the
 * person), its dates and the erasure's own columns.
 */
export function erasedColumns(
  fields: readonly RegistrationField[] = REGISTRATION_FIELDS,
): Record<string, '' | null | false> {
  const columns: Record<string, '' | null | false> = {};
  for (const field of fields) {
    if (field.erased !== undefined && field.form !== null && field.column !== null)
      columns[field.form] = field.erased;
  }
  return columns;
}

const ERASED_COLUMNS = erasedColumns() as RegistrationChanges;

/**
 * Erases the personal data of a record not yet approved (ADR 055), in the caller's transaction:
 * the 'erase' row of the transition table (→ 9; 409 from 3 or 9, or at another revision), the
 * history row with the reason as its note and the counters with it; then every copy of the
 * person the portal keeps beside the row: the search terms, the duplicate-check keys, the photo's
 * bytes (unless another record shows the same photo), the stored answers of the intake's
 * idempotent saves and the bell's entries about the record. The history rows stay (append-only).
 */
export async function eraseRegistration(
  tx: Db,
  request: ErasureRequest,
): Promise<AppliedTransition<{ saved: RegistrationRow }>> {
  const actor = request.system ? { system: request.system } : { user: request.user };
  return applyTransition(
    tx,
    { ...actor, id: request.id, action: 'erase', revision: request.revision, note: request.reason },
    async ({ locked, save }) => {
      const saved = await save({
        ...ERASED_COLUMNS,
        erasedAt: new Date(),
        erasedBy: request.system ? null : request.user.id,
        erasedByName: request.system ? request.system.name : request.user.name,
        erasureReason: request.reason,
      });
      await deleteUnsharedPhoto(tx, locked.photo);
      await tx
        .delete(idempotencyKeys)
        .where(sql`(${idempotencyKeys.response} -> 'registration' ->> 'id') = ${String(saved.id)}`);
      // the search terms, the duplicate-check keys and the bell's entries (their modules' hooks)
      await afterRegistrationWrite({ tx, kind: 'erased', row: saved });
      return { saved };
    },
  );
}

/**
 * Deletes the photo at `path` when no record shows it any more. Two records may show one photo
 * (the demo's do, and the intake accepts any photo of the branch's): the other keeps it.
 */
async function deleteUnsharedPhoto(tx: Db, path: string) {
  const id = photoIdFromPath(path);
  if (!id) return;
  await tx.delete(photos).where(
    and(
      eq(photos.id, id),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(registrations)
          .where(eq(registrations.photo, path)),
      ),
    ),
  );
}

/** The 410 an erased record answers its readers with (ADR 055): its tombstone, no more. */
export function erasedRecord(row: RegistrationRow) {
  return recordErased({
    erasedAt: row.erasedAt ?? row.updatedAt,
    erasedBy: row.erasedByName ?? '',
    reason: row.erasureReason ?? '',
  });
}
