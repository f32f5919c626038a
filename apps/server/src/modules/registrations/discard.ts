import type { SessionUser } from '@form-a/domain/schemas/auth';
import type { Db } from '../../db/client';
import { applyTransition, type AppliedTransition, type SystemActor } from './transition';
import type { RegistrationRow } from './repository';
import { afterRegistrationWrite } from './write-hooks';

/**
 * Why a draft went: its branch's secretary dropped it, or (before ADR 055 made the retention
 * job erase them) nobody touched it for RETENTION_DRAFT_DAYS. The reason is the history row's
 * note, so the history says which.
 */
export type DiscardReason = 'secretary' | 'retention';

export type DiscardRequest = {
  id: number;
  /** the revision the discarding party saw; anything else is a 409 */
  revision: number;
  reason: DiscardReason;
} & ({ user: SessionUser; system?: undefined } | { system: SystemActor; user?: undefined });

/** The history note of each reason: none for a person's own choice. */
const REASON_NOTES: Record<DiscardReason, string> = { secretary: '', retention: 'retention' };

/**
 * Discards a draft (ADR 051), in the caller's transaction: the 'discard' row of the transition
 * table (Draft → Discarded, 409 from any other state or at another revision), the history row
 * and the counters with it, and the record leaves the search and duplicate indexes. Its photo is
 * no longer served (photos/service), and its history stays.
 *
 * The person's data stays a day: the retention job then erases the discarded draft
 * (eraseRegistration, ADR 055), so that the click stays light and the erasure is one step.
 */
export async function discardDraft(
  tx: Db,
  request: DiscardRequest,
): Promise<AppliedTransition<{ saved: RegistrationRow }>> {
  const actor = request.system ? { system: request.system } : { user: request.user };
  return applyTransition(
    tx,
    {
      ...actor,
      id: request.id,
      action: 'discard',
      revision: request.revision,
      note: REASON_NOTES[request.reason],
    },
    async ({ save }) => {
      const saved = await save();
      await afterRegistrationWrite({ tx, kind: 'discarded', row: saved });
      return { saved };
    },
  );
}
